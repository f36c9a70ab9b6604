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
  `('$language: $key is /$slug', ({ language, key, slug }) => {
    expect(sportSlug(key, language)).toBe(slug);
  });

  it.each`
    path                              | language | canonical
    ${'/jalkapallo'}                  | ${'fi'}  | ${'/football'}
    ${'/jalkapallo/englanti/valioliiga'} | ${'fi'} | ${'/football/englanti/valioliiga'}
    ${'/fussball/deutschland/bundesliga/123'} | ${'de'} | ${'/football/deutschland/bundesliga/123'}
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
    ${'/jalkapallo'}         | ${'fr'}  | ${'/football'}
  `('$path in $language is shown as $localized', ({ path, language, localized }) => {
    expect(localizedSportPath(path, language)).toBe(localized);
  });

  it('leaves other segments alone', () => {
    expect(sportSlugKeyOf('valioliiga', 'fi')).toBeUndefined();
  });

  it('has a distinct slug for every meaning in every language', () => {
    for (const language of SLUG_LANGUAGES) {
      const slugs = SPORT_SLUG_KEYS.map((key) => SPORT_SLUGS[language][key]);
      expect(new Set(slugs).size).toBe(SPORT_SLUG_KEYS.length);
      for (const slug of slugs) expect(slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    }
  });
});
