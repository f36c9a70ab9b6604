import {
  MARKETS,
  TRANSLATION_LANGUAGES,
  allowedSegments,
  canadaSegmentFor,
  contentLocaleOfCountry,
  findMarket,
  originCountryOf,
  playerSegmentOf,
  resolveSegment,
} from './markets';
import { apiLanguageCodeOf, tournamentLanguageOf, translationLanguageOf } from './language-codes';
import { localePath, parseLocalePath } from './locale-path';

describe('market table (spec 000 §1, §3)', () => {
  it('has every market and brand code of the spec, once', () => {
    const codes = ['AT', 'BR', 'CL', 'DE', 'FI', 'MT', 'NO', 'UK', 'UN', 'CA', 'PE', 'PP', 'NL', 'IN', 'LL', 'CX', 'FR', 'JP', 'NZ', 'JJ'];
    expect(MARKETS.map((m) => m.id).sort()).toEqual([...codes].sort());
  });

  it('serves the 17 markets of spec 000 §1', () => {
    expect(MARKETS.filter((m) => m.kind === 'market').map((m) => m.name).sort()).toEqual(
      ['Global', 'Brazil', 'Turkey', 'Netherlands', 'Canada', 'Germany', 'New Zealand', 'United Kingdom', 'India', 'Philippines', 'Portugal', 'Austria', 'Chile', 'Finland', 'Norway', 'Sweden', 'Japan'].sort(),
    );
  });

  it.each(MARKETS.map((m) => [m.id, m] as const))('%s: every segment is 5 characters and names its market', (id, market) => {
    expect(market.segments.length).toBeGreaterThan(0);
    for (const s of market.segments) {
      expect(s.segment).toMatch(/^[a-z]{2}-[A-Z]{2}$/);
      expect(s.segment.slice(3)).toBe(id);
      expect(market.languages).toContain(s.languageCode);
      expect(originCountryOf(market, s.languageCode)).toMatch(/^[A-Z]{2}$/);
    }
  });

  it.each(
    MARKETS.flatMap((m) => m.segments.map((s) => [s.segment, m.isMarketEnabled ? m.id : null] as const)),
  )('segment %s resolves to market %s', (value, expected) => {
    expect(resolveSegment(value)?.market ?? null).toBe(expected);
  });

  it('disables Japan', () => {
    expect(findMarket('JP')?.isMarketEnabled).toBe(false);
    expect(allowedSegments()).not.toContain('ja-JP');
  });

  it('runs Sweden as PP with country SE', () => {
    const sweden = findMarket('PP');
    expect(sweden?.name).toBe('Sweden');
    expect(originCountryOf(sweden!, 'en')).toBe('SE');
  });

  it('uses JJ for Germany when the flag is set', () => {
    expect(resolveSegment('de-DE')?.market).toBe('DE');
    expect(resolveSegment('de-DE', { germanyAsJJ: true })?.market).toBe('JJ');
  });

  it('gives India the inen language code and sends it as en', () => {
    expect(resolveSegment('en-IN')?.languageCode).toBe('inen');
    expect(apiLanguageCodeOf('inen')).toBe('en');
    expect(apiLanguageCodeOf('caf')).toBe('fr');
    expect(apiLanguageCodeOf('fi')).toBe('fi');
  });

  it.each([
    ['fr-FR', undefined, 'fr-CA'],
    ['en-US', 'QC', 'fr-CA'],
    ['en-US', 'ON', 'en-CA'],
    [undefined, undefined, 'en-CA'],
  ])('Canada: browser %s, province %s → %s', (browser, province, expected) => {
    expect(canadaSegmentFor(browser, province)).toBe(expected);
  });

  it.each([
    [{ countryCode: 'DE', languageCode: 'de' }, 'de-DE'],
    [{ countryCode: 'DE', languageCode: 'en' }, 'en-DE'],
    [{ countryCode: 'CA', languageCode: 'ca', provinceCode: 'ON' }, 'en-CA'],
    [{ countryCode: 'CA', languageCode: 'caf', provinceCode: 'ON' }, 'fr-CA'],
    [{ countryCode: 'CA', languageCode: 'ca', provinceCode: 'QC' }, 'fr-CA'],
    [{ countryCode: 'SE', languageCode: 'en' }, 'en-PP'],
    [{ countryCode: 'MT', languageCode: 'en' }, 'en-UN'],
    [{ countryCode: 'FI', languageCode: 'fi' }, 'fi-FI'],
    [{ countryCode: 'FI', languageCode: 'de' }, 'fi-FI'],
    [{ countryCode: 'TR', languageCode: 'tr' }, 'tr-JJ'],
    [{ countryCode: 'BR', languageCode: 'br' }, 'pt-BR'],
    [{ countryCode: 'PE', languageCode: 'pe' }, 'es-PE'],
    [{ countryCode: 'GB', languageCode: 'en' }, 'en-UK'],
    [{ countryCode: 'JP', languageCode: 'ja' }, 'en-UN'],
    [{ countryCode: 'US', languageCode: 'en' }, 'en-UN'],
  ])("a player of %o is shown the site in %s (issue 18 point 1: the player's market governs)", (player, expected) => {
    expect(playerSegmentOf(player)).toBe(expected);
    expect(resolveSegment(expected)).not.toBeNull();
  });

  it('keeps Germany as JJ when the flag is set: the player segment resolves to JJ', () => {
    expect(resolveSegment(playerSegmentOf({ countryCode: 'DE', languageCode: 'de' }), { germanyAsJJ: true })?.market).toBe('JJ');
  });

  it.each([
    ['PT', undefined, 'portugal'],
    ['BR', undefined, 'pt'],
    ['NZ', undefined, 'nz'],
    ['CA', 'ca', 'ca'],
    ['CA', 'caf', 'caf'],
    ['GG', undefined, 'gb'],
    ['NL', undefined, 'en'],
    ['FR', undefined, 'en'],
    ['FI', undefined, 'fi'],
  ])('content locale of country %s (%s) is %s', (country, language, expected) => {
    expect(contentLocaleOfCountry(country, language)).toBe(expected);
  });

  it.each([
    ['ca', 'EN'],
    ['caf', 'FR'],
    ['CAF', 'FR'],
    ['en', 'EN'],
    ['fi', 'FI'],
    ['no', 'NO'],
    ['inen', 'EN'],
    ['INEN', 'EN'],
    ['pt', 'PT'],
  ])('asks for tournaments in %s as %s (spec 001 §7: CA → EN, CAF → FR, others as the API knows them, upper-cased)', (languageCode, language) => {
    expect(tournamentLanguageOf(languageCode)).toBe(language);
  });

  it.each([
    ['inen', 'en'],
    ['caf', 'fr'],
    ['br', 'pt-BR'],
    ['pt', 'pt'],
    ['cl', 'es'],
    ['pe', 'es'],
    ['tl', 'tl'],
    ['tr', 'tr'],
    ['fi', 'fi'],
  ])('translations for %s are in %s', (code, language) => {
    expect(translationLanguageOf(code)).toBe(language);
  });

  it('lists the translation language of every enabled market once, in market order (issue 18 point 4)', () => {
    expect(TRANSLATION_LANGUAGES).toEqual(['en', 'pt-BR', 'tr', 'de', 'fr', 'tl', 'pt', 'es', 'fi', 'no']);
  });

  it('leaves out the language of a disabled market', () => {
    expect(TRANSLATION_LANGUAGES).not.toContain('ja');
  });
});

describe('locale path (spec 000 §2, §5)', () => {
  it.each([
    ['/', '/en-UN'],
    ['/x', '/en-UN'],
    ['/abcd', '/en-UN'],
    ['/zz-ZZ/online-casino', '/en-UN/online-casino'],
    ['/ja-JP/online-casino', '/en-UN/online-casino'],
    ['/online-casino', '/en-UN/online-casino'],
    ['/en-un/promotions', '/en-UN/promotions'],
  ])('%s redirects to %s', (path, to) => {
    expect(parseLocalePath(path)).toEqual({ kind: 'redirect', to });
  });

  it('accepts an allowed segment and returns the rest of the path', () => {
    const result = parseLocalePath('/fi-FI/online-casino/all-games');
    expect(result).toMatchObject({ kind: 'ok', rest: '/online-casino/all-games', locale: { market: 'FI', language: 'fi' } });
  });

  it('prefixes paths', () => {
    expect(localePath('fi-FI', '/promotions')).toBe('/fi-FI/promotions');
    expect(localePath('fi-FI', '/')).toBe('/fi-FI');
  });
});
