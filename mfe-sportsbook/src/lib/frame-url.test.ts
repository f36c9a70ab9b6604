import { sportsFrameUrl } from './frame-url';

describe('sportsFrameUrl', () => {
  it('points at the platform frame with language, market and path', () => {
    expect(sportsFrameUrl({ platformUrl: 'http://localhost:4000/', language: 'fi', market: 'FI', path: '/football/live' })).toBe(
      'http://localhost:4000/sportsbook-frame?lang=fi&market=FI&path=%2Ffootball%2Flive',
    );
  });

  it('is relative to the page without a platform URL', () => {
    expect(sportsFrameUrl({ platformUrl: undefined, language: 'en', market: 'UN', path: '/' })).toBe('/sportsbook-frame?lang=en&market=UN&path=%2F');
  });
});
