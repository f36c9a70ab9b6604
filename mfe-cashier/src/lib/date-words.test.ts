import { dayInWords, resetInWords } from './date-words';

describe('dates in words (issue 14)', () => {
  const now = new Date('2026-11-25T19:00:00');

  it('says when a limit starts again, in the player’s language', () => {
    expect(resetInWords('2026-11-26T00:00:00', 'en', now)).toEqual({
      relative: 'in about 5 hours',
      date: '26/11/2026 00:00',
    });
    expect(resetInWords('2026-11-26T00:00:00', 'de', now)?.relative).toBe('in etwa 5 Stunden');
    expect(resetInWords('2026-11-26T00:00:00', 'fi', now)?.relative).toMatch(/5 tunnin/);
  });

  it('says nothing for a missing or unreadable time', () => {
    expect(resetInWords(null, 'en', now)).toBeNull();
    expect(resetInWords('soon', 'en', now)).toBeNull();
  });

  it('names a day', () => {
    expect(dayInWords('2026-11-24', 'en')).toBe('Tuesday 24 November 2026');
    expect(dayInWords('2026-11-24', 'fr')).toBe('mardi 24 novembre 2026');
  });
});
