/**
 * Sport URL slugs per language (spec 000 §2 Sportsbook: "Sport URL slugs are translated for en, no,
 * cl, fi, de, pe and pt (starting soon, live, price boost, football, several countries, ice hockey,
 * tennis, basketball, bet history, game rules)"). A player's URL uses the slugs of their language
 * (`/fi-FI/sportsbook/jalkapallo/englanti`); the sportsbook frame is always given the canonical
 * (English) slugs (`/football/england`), so the provider sees one route whatever the language.
 * Segments that are no known slug (competitions, event ids) pass through unchanged.
 *
 * The tables are keyed by the URL language (the segment's two letters): Chile and Peru (language codes
 * `cl`, `pe`) are `es` in the URL (`es-CL`, `es-PE`), Latin American Spanish. Languages without a table
 * (fr, tr, tl …) read the English slugs. The countries are those of the sportsbook's competitions.
 */

/** The canonical (English) slugs, by meaning: their keys are the meanings every language translates. */
const ENGLISH_SLUGS = {
  startingSoon: 'starting-soon',
  live: 'live',
  priceBoost: 'price-boost',
  football: 'football',
  iceHockey: 'ice-hockey',
  tennis: 'tennis',
  basketball: 'basketball',
  betHistory: 'bet-history',
  gameRules: 'game-rules',
  england: 'england',
  germany: 'germany',
  spain: 'spain',
  italy: 'italy',
  france: 'france',
  portugal: 'portugal',
  netherlands: 'netherlands',
  turkey: 'turkey',
} as const;
export type SportSlugKey = keyof typeof ENGLISH_SLUGS;
/** The translated slugs, by meaning. */
export const SPORT_SLUG_KEYS = Object.keys(ENGLISH_SLUGS) as readonly SportSlugKey[];

/** The URL languages (the segment's two letters) with translated slugs. */
export const SLUG_LANGUAGES = ['en', 'no', 'fi', 'de', 'pt', 'es'] as const;
export type SlugLanguage = (typeof SLUG_LANGUAGES)[number];

/** Every translated slug; `en` is canonical, the form the sportsbook frame receives. */
export const SPORT_SLUGS: Readonly<Record<SlugLanguage, Readonly<Record<SportSlugKey, string>>>> = {
  en: ENGLISH_SLUGS,
  no: {
    startingSoon: 'starter-snart',
    live: 'live',
    priceBoost: 'oddsboost',
    football: 'fotball',
    iceHockey: 'ishockey',
    tennis: 'tennis',
    basketball: 'basketball',
    betHistory: 'spillhistorikk',
    gameRules: 'spilleregler',
    england: 'england',
    germany: 'tyskland',
    spain: 'spania',
    italy: 'italia',
    france: 'frankrike',
    portugal: 'portugal',
    netherlands: 'nederland',
    turkey: 'tyrkia',
  },
  fi: {
    startingSoon: 'alkaa-pian',
    live: 'live',
    priceBoost: 'kerroinboosti',
    football: 'jalkapallo',
    iceHockey: 'jaakiekko',
    tennis: 'tennis',
    basketball: 'koripallo',
    betHistory: 'vetohistoria',
    gameRules: 'pelisaannot',
    england: 'englanti',
    germany: 'saksa',
    spain: 'espanja',
    italy: 'italia',
    france: 'ranska',
    portugal: 'portugali',
    netherlands: 'alankomaat',
    turkey: 'turkki',
  },
  de: {
    startingSoon: 'beginnt-bald',
    live: 'live',
    priceBoost: 'quotenboost',
    football: 'fussball',
    iceHockey: 'eishockey',
    tennis: 'tennis',
    basketball: 'basketball',
    betHistory: 'wettverlauf',
    gameRules: 'spielregeln',
    england: 'england',
    germany: 'deutschland',
    spain: 'spanien',
    italy: 'italien',
    france: 'frankreich',
    portugal: 'portugal',
    netherlands: 'niederlande',
    turkey: 'tuerkei',
  },
  pt: {
    startingSoon: 'a-comecar',
    live: 'ao-vivo',
    priceBoost: 'odds-aumentadas',
    football: 'futebol',
    iceHockey: 'hoquei-no-gelo',
    tennis: 'tenis',
    basketball: 'basquetebol',
    betHistory: 'historico-de-apostas',
    gameRules: 'regras-do-jogo',
    england: 'inglaterra',
    germany: 'alemanha',
    spain: 'espanha',
    italy: 'italia',
    france: 'franca',
    portugal: 'portugal',
    netherlands: 'paises-baixos',
    turkey: 'turquia',
  },
  es: {
    startingSoon: 'comienza-pronto',
    live: 'en-vivo',
    priceBoost: 'cuotas-mejoradas',
    football: 'futbol',
    iceHockey: 'hockey-sobre-hielo',
    tennis: 'tenis',
    basketball: 'basquetbol',
    betHistory: 'historial-de-apuestas',
    gameRules: 'reglas-del-juego',
    england: 'inglaterra',
    germany: 'alemania',
    spain: 'espana',
    italy: 'italia',
    france: 'francia',
    portugal: 'portugal',
    netherlands: 'paises-bajos',
    turkey: 'turquia',
  },
};

const isSlugLanguage = (language: string): language is SlugLanguage => (SLUG_LANGUAGES as readonly string[]).includes(language);

/** The slug tables to search for a language: its own first, then every other. */
function tablesFor(language: string): Array<Readonly<Record<SportSlugKey, string>>> {
  const own = isSlugLanguage(language) ? [SPORT_SLUGS[language]] : [];
  return [...own, ...SLUG_LANGUAGES.map((code) => SPORT_SLUGS[code])];
}

/** The meaning of one URL segment, or undefined when it is no translated slug. */
export function sportSlugKeyOf(segment: string, language: string): SportSlugKey | undefined {
  const lower = segment.toLowerCase();
  for (const table of tablesFor(language)) {
    const key = SPORT_SLUG_KEYS.find((candidate) => table[candidate] === lower);
    if (key) return key;
  }
  return undefined;
}

/** The slug of a meaning in a language; English for a language without translations. */
export function sportSlug(key: SportSlugKey, language: string): string {
  return (isSlugLanguage(language) ? SPORT_SLUGS[language] : SPORT_SLUGS.en)[key];
}

const segmentsOf = (path: string) => path.split('/').filter((segment) => segment.length > 0);
const joinSegments = (segments: string[]) => `/${segments.join('/')}`;

/**
 * A player's sportsbook sub path in the canonical slugs the frame expects:
 * `canonicalSportPath('/jalkapallo/englanti', 'fi')` → `/football/englanti`. Always starts with `/`.
 */
export function canonicalSportPath(path: string, language: string): string {
  return joinSegments(segmentsOf(path).map((segment) => {
    const key = sportSlugKeyOf(segment, language);
    return key ? SPORT_SLUGS.en[key] : segment;
  }));
}

/**
 * A sub path in the slugs of a language, for links players see:
 * `localizedSportPath('/football/live', 'de')` → `/fussball/live`.
 */
export function localizedSportPath(path: string, language: string): string {
  return joinSegments(segmentsOf(path).map((segment) => {
    const key = sportSlugKeyOf(segment, language);
    return key ? sportSlug(key, language) : segment;
  }));
}
