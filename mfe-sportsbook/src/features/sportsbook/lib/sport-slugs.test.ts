import { canonicalSportPath, localizedSportPath, SPORT_SLUG_KEYS, SPORT_SLUGS, SLUG_LANGUAGES, sportSlug, sportSlugKeyOf } from './sport-slugs';

describe('sport slugs (spec 000 §2 Sportsbook)', () => {
  it.each`
    language | key               | slug
    ${'en'}  | ${'startingSoon'} | ${'starting-soon'}
    ${'en'}  | ${'priceBoost'}   | ${'price-boost'}
    ${'en'}  | ${'iceHockey'}    | ${'ice-hockey'}
    ${'en'}  | ${'betHistory'}   | ${'bet-history'}
    ${'en'}  | ${'gameRules'}    | ${'game-rules'}
    ${'no'}  | ${'football'}     | ${'fotball'}
    ${'no'}  | ${'iceHockey'}    | ${'ishockey'}
    ${'no'}  | ${'startingSoon'} | ${'starter-snart'}
    ${'fi'}  | ${'football'}     | ${'jalkapallo'}
    ${'fi'}  | ${'iceHockey'}    | ${'jaakiekko'}
    ${'fi'}  | ${'basketball'}   | ${'koripallo'}
    ${'fi'}  | ${'betHistory'}   | ${'vetohistoria'}
    ${'de'}  | ${'football'}     | ${'fussball'}
    ${'de'}  | ${'iceHockey'}    | ${'eishockey'}
    ${'de'}  | ${'gameRules'}    | ${'spielregeln'}
    ${'pt'}  | ${'live'}         | ${'ao-vivo'}
    ${'pt'}  | ${'football'}     | ${'futebol'}
    ${'pt'}  | ${'tennis'}       | ${'tenis'}
    ${'fr'}  | ${'football'}     | ${'football'}
    ${'es'}  | ${'football'}     | ${'futbol'}
    ${'es'}  | ${'live'}         | ${'en-vivo'}
    ${'es'}  | ${'basketball'}   | ${'basquetbol'}
    ${'es'}  | ${'betHistory'}   | ${'historial-de-apuestas'}
    ${'es'}  | ${'spain'}        | ${'espana'}
    ${'fi'}  | ${'england'}      | ${'englanti'}
    ${'de'}  | ${'turkey'}       | ${'tuerkei'}
    ${'no'}  | ${'germany'}      | ${'tyskland'}
    ${'pt'}  | ${'netherlands'}  | ${'paises-baixos'}
  `('$language: $key is /$slug', ({ language, key, slug }) => {
    expect(sportSlug(key, language)).toBe(slug);
  });

  it.each`
    path                              | language | canonical
    ${'/jalkapallo'}                  | ${'fi'}  | ${'/football'}
    ${'/jalkapallo/englanti/valioliiga'} | ${'fi'} | ${'/football/england/valioliiga'}
    ${'/futbol/espana/la-liga'}       | ${'es'}  | ${'/football/spain/la-liga'}
    ${'/hockey-sobre-hielo'}          | ${'es'}  | ${'/ice-hockey'}
    ${'/comienza-pronto'}             | ${'es'}  | ${'/starting-soon'}
    ${'/fussball/deutschland/bundesliga/123'} | ${'de'} | ${'/football/germany/bundesliga/123'}
    ${'/ao-vivo/futebol'}             | ${'pt'}  | ${'/live/football'}
    ${'/ishockey'}                    | ${'no'}  | ${'/ice-hockey'}
    ${'/football'}                    | ${'fi'}  | ${'/football'}
    ${'/Jalkapallo/'}                 | ${'fi'}  | ${'/football'}
    ${'/jalkapallo'}                  | ${'en'}  | ${'/football'}
    ${''}                             | ${'en'}  | ${'/'}
    ${'/'}                            | ${'de'}  | ${'/'}
  `('canonical of $path in $language is $canonical', ({ path, language, canonical }) => {
    expect(canonicalSportPath(path, language)).toBe(canonical);
  });

  it.each`
    path                     | language | localized
    ${'/football/live'}      | ${'de'}  | ${'/fussball/live'}
    ${'/football'}           | ${'fi'}  | ${'/jalkapallo'}
    ${'/fotball'}            | ${'fi'}  | ${'/jalkapallo'}
    ${'/bet-history'}        | ${'pt'}  | ${'/historico-de-apostas'}
    ${'/jalkapallo/suomi'}   | ${'fi'}  | ${'/jalkapallo/suomi'}
    ${'/football/england'}   | ${'es'}  | ${'/futbol/inglaterra'}
    ${'/futbol/alemania'}    | ${'de'}  | ${'/fussball/deutschland'}
    ${'/jalkapallo'}         | ${'fr'}  | ${'/football'}
  `('$path in $language is shown as $localized', ({ path, language, localized }) => {
    expect(localizedSportPath(path, language)).toBe(localized);
  });

  it('leaves other segments alone', () => {
    expect(sportSlugKeyOf('valioliiga', 'fi')).toBeUndefined();
  });

  it('gives a slug one meaning whatever the language it is read in', () => {
    const meanings = new Map<string, string>();
    for (const language of SLUG_LANGUAGES) {
      for (const key of SPORT_SLUG_KEYS) {
        const slug = SPORT_SLUGS[language][key];
        expect(`${slug}: ${meanings.get(slug) ?? key}`).toBe(`${slug}: ${key}`);
        meanings.set(slug, key);
      }
    }
  });

  it('translates every meaning the spec names for en, no, fi, de, pt and es (cl and pe)', () => {
    expect(SLUG_LANGUAGES).toEqual(['en', 'no', 'fi', 'de', 'pt', 'es']);
    expect(SPORT_SLUG_KEYS).toEqual(['startingSoon', 'live', 'priceBoost', 'football', 'iceHockey', 'tennis', 'basketball', 'betHistory', 'gameRules', 'england', 'germany', 'spain', 'italy', 'france', 'portugal', 'netherlands', 'turkey']);
  });

  it('has a distinct slug for every meaning in every language', () => {
    for (const language of SLUG_LANGUAGES) {
      const slugs = SPORT_SLUG_KEYS.map((key) => SPORT_SLUGS[language][key]);
      expect(new Set(slugs).size).toBe(SPORT_SLUG_KEYS.length);
      for (const slug of slugs) expect(slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    }
  });
});
