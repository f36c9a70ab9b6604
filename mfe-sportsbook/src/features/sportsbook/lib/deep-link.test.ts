import { deepLinkOf, frameSrcOf, isFrameRoute, pageIdOf, routeOf } from './deep-link';
import { SLUG_LANGUAGES, SPORT_SLUG_KEYS, SPORT_SLUGS } from './sport-slugs';

describe('route ↔ deep link (spec 000 §2 Sportsbook)', () => {
  it.each`
    subPath                                        | language | deepLink
    ${'/jalkapallo'}                               | ${'fi'}  | ${'/football'}
    ${'/jalkapallo/englanti/premier-league/en.1-3'} | ${'fi'} | ${'/football/england/premier-league/en.1-3'}
    ${'/futbol/inglaterra'}                        | ${'es'}  | ${'/football/england'}
    ${'/en-vivo/futbol'}                           | ${'es'}  | ${'/live/football'}
    ${'/historial-de-apuestas'}                    | ${'es'}  | ${'/bet-history'}
    ${'/fussball/deutschland/bundesliga'}          | ${'de'}  | ${'/football/germany/bundesliga'}
    ${'/vetohistoria'}                             | ${'fi'}  | ${'/bet-history'}
    ${''}                                          | ${'no'}  | ${'/'}
  `('$subPath ($language) → $deepLink', ({ subPath, language, deepLink }) => {
    expect(deepLinkOf(subPath, language)).toBe(deepLink);
  });

  it.each`
    deepLink                          | language | subPath
    ${'/football/england'}            | ${'fi'}  | ${'/jalkapallo/englanti'}
    ${'/football/spain/la-liga'}      | ${'es'}  | ${'/futbol/espana/la-liga'}
    ${'/live'}                        | ${'pt'}  | ${'/ao-vivo'}
    ${'/bet-history'}                 | ${'no'}  | ${'/spillhistorikk'}
    ${'/football/turkey/super-lig'}   | ${'de'}  | ${'/fussball/tuerkei/super-lig'}
    ${'/football'}                    | ${'fr'}  | ${'/football'}
    ${'/'}                            | ${'fi'}  | ${''}
  `('$deepLink → $subPath ($language)', ({ deepLink, language, subPath }) => {
    expect(routeOf(deepLink, language)).toBe(subPath);
  });

  it('goes there and back for every slug of every language', () => {
    for (const language of SLUG_LANGUAGES) {
      for (const key of SPORT_SLUG_KEYS) {
        const deepLink = `/${SPORT_SLUGS.en[key]}/en.1-7`;
        const subPath = routeOf(deepLink, language);
        expect(subPath).toBe(`/${SPORT_SLUGS[language][key]}/en.1-7`);
        expect(deepLinkOf(subPath, language)).toBe(deepLink);
      }
    }
  });

  it.each`
    deepLink                      | pageId
    ${'/live'}                    | ${'live-betting'}
    ${'/live/football'}           | ${'live-betting'}
    ${'/bet-history'}             | ${'bet-history'}
    ${'/football/england'}        | ${'sport-base'}
    ${'/'}                        | ${'sport-base'}
  `('$deepLink is page $pageId', ({ deepLink, pageId }) => {
    expect(pageIdOf(deepLink)).toBe(pageId);
  });

  it('puts the deep link in the frame address as its path', () => {
    const src = new URL(frameSrcOf('http://127.0.0.1:4000/sportsbook-frame?lang=fi&market=FI&channel=desktop&parentOrigin=http%3A%2F%2Flocalhost%3A3000', '/football/england'));
    expect(Object.fromEntries(src.searchParams)).toEqual({ lang: 'fi', market: 'FI', channel: 'desktop', parentOrigin: 'http://localhost:3000', path: '/football/england' });
  });

  it.each`
    path                                           | taken
    ${'/football/england/premier-league/en.1-12'} | ${true}
    ${'/'}                                         | ${true}
    ${'/bet-history'}                              | ${true}
    ${'//evil.example'}                            | ${false}
    ${'https://evil.example'}                      | ${false}
    ${'/football/../../my-account'}                | ${false}
    ${'/a/b/c/d/e/f'}                              | ${false}
    ${'/football?x=1'}                             | ${false}
    ${42}                                          | ${false}
  `('takes $path from the frame: $taken', ({ path, taken }) => {
    expect(isFrameRoute(path)).toBe(taken);
  });
});
