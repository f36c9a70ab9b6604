import { marketLanguages, pathInSegment } from './languages';

describe('the languages of a market (spec 000 §3)', () => {
  it('offers Finnish and English in Finland, each named in itself', () => {
    expect(marketLanguages('FI')).toEqual([
      { segment: 'fi-FI', languageCode: 'fi', label: 'Suomi' },
      { segment: 'en-FI', languageCode: 'en', label: 'English' },
    ]);
  });

  it('keeps the platform codes of Canada (ca, caf) and offers one language in the Global market', () => {
    expect(marketLanguages('CA').map((option) => option.languageCode)).toEqual(['ca', 'caf']);
    expect(marketLanguages('UN')).toHaveLength(1);
    expect(marketLanguages('XX')).toEqual([]);
  });

  it('moves a path to another segment, keeping the page', () => {
    expect(pathInSegment('/en-FI/my-account/account/language', 'fi-FI')).toBe(
      '/fi-FI/my-account/account/language',
    );
    expect(pathInSegment('/en-FI', 'fi-FI')).toBe('/fi-FI');
  });
});
