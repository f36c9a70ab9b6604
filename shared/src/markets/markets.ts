import { DEFAULT_CURRENCY, DEFAULT_LANGUAGE, DEFAULT_MARKET, DEFAULT_SEGMENT } from '../constants/platform';
import { translationLanguageOf } from './language-codes';

/**
 * The market table of spec 000 §1 and §3 Market.
 *
 * A URL segment is `{language}-{MARKET}`, five characters (spec 000 §5). The language in the URL is
 * a two-letter ISO code; the platform's own language code (`languageCode`, the one sent to the API
 * and used by the content service) can differ: India's `inen`, Canada's `ca` and `caf`, New
 * Zealand's `nz`, Brazil's `br`, Chile's `cl`, Peru's `pe`.
 *
 * Choices where the spec is silent (spec README: "choose what users would expect"):
 * - Turkey, the Philippines and Portugal are served markets without a code in the spec's list;
 *   they are served by brand codes: Turkey by `JJ` (the spec's "JJ special case for tr and en"),
 *   the Philippines by `CX` (tl, en) and Portugal by `LL` (pt; "PT to portugal").
 * - `MT` (the Malta-licensed international brand) and `FR` are brand codes with English and French.
 * - `SE` is Sweden's country code, not a market id: Sweden is market `PP` with country `SE`.
 * - `JJ` is also Germany's id when the `germanyAsJJ` flag is set: `de-DE` then resolves to `JJ`.
 * - `pl` is a known language code with no market yet.
 * - Japan (`JP`) is in the table and disabled: its segment redirects to the default.
 */
export interface MarketSegment {
  /** The URL segment, e.g. `fr-CA`. */
  segment: string;
  /** The platform language code, e.g. `caf`. */
  languageCode: string;
  /** The BCP 47 locale for number and date formatting, e.g. `fr-CA`. */
  locale: string;
}

/** spec 000 §3 Market. */
export interface Market {
  id: string;
  name: string;
  /** Platform language codes of the market. */
  languages: string[];
  isMarketEnabled: boolean;
  /** Segment → locale (spec 000 §3 `localeMapping`). */
  segments: MarketSegment[];
  /** The country a visitor of the market comes from: one code, or one per language code. */
  originCountryCode: string | Record<string, string>;
  /** Currency shown before a profile exists (ISO 4217). */
  currency: string;
  /** `market` for the 17 served markets of spec 000 §1, `brand` for the other codes. */
  kind: 'market' | 'brand';
  /**
   * The IANA time zone the market's players live in: limit periods (day, week from Monday, month) start at
   * midnight there (issue 16 "per period, in the player's time zone"; sandbox choice: the capital's zone).
   */
  timeZone: string;
  /** The market's player-protection rules where they differ from the spec's defaults (`playerProtectionOf`). */
  playerProtection?: Partial<PlayerProtectionRules>;
}

/** A limit kind a rule can name (`@casino/shared/wire` `LimitType`). */
type ProtectedLimit = 'deposit' | 'loss' | 'session';

/**
 * What a market's regulator requires of the responsible-gambling tools (issue 16 §5), applied by the host
 * (prompts, header buttons, game launch) and the sandbox (limits, enforcement) alike.
 */
export interface PlayerProtectionRules {
  /** Hours an increase or removal of a limit waits before it applies; decreases apply at once everywhere. */
  coolingHours: number;
  /** The site asks the player to set a deposit limit at registration or at the first deposit (a prompt, not a block). */
  depositLimitPrompt: boolean;
  /** Limits that must be set before the first deposit or any real-money play: deposits and bets are refused until then. */
  limitsRequiredBeforePlay: readonly ProtectedLimit[];
  /** Limits the sign-up wizard asks for before the account is complete (`loginTime` is the session limit). */
  signUpLimits: ReadonlyArray<'deposit' | 'loginTime' | 'balance'>;
  /** A deposit limit every player has from the start, minor units of the market's currency; it cannot be removed. */
  mandatoryDepositLimit: { period: 'M'; amount: number } | null;
  /** A one-click time-out in the header: `pause` (Sweden's 24 h pause) or `panic` (Germany's panic button). */
  pauseButton: { kind: 'pause' | 'panic'; hours: number } | null;
  /** The national self-exclusion register linked from the header for everyone on the market. */
  selfExclusionRegister: { name: string; url: string } | null;
  /** Whether game launches may offer autoplay. */
  autoplayAllowed: boolean;
}

/**
 * The spec's defaults, for every market without a rule of its own (spec 001 §9: cooling-off 1 day; nothing
 * required, prompted or mandatory).
 */
export const DEFAULT_PLAYER_PROTECTION: PlayerProtectionRules = {
  coolingHours: 24,
  depositLimitPrompt: false,
  limitsRequiredBeforePlay: [],
  signUpLimits: [],
  mandatoryDepositLimit: null,
  pauseButton: null,
  selfExclusionRegister: null,
  autoplayAllowed: true,
};

/**
 * United Kingdom. Source: issue 16 §5; UKGC Remote gambling and software technical standards, RTS 12
 * (financial limits: offered at registration or the first deposit; a decrease applies as soon as possible,
 * an increase only after a 24-hour cooling-off period).
 */
const UK_PROTECTION: Partial<PlayerProtectionRules> = { depositLimitPrompt: true, coolingHours: 24 };

/**
 * Sweden (market PP). Source: issue 16 §5; Spellagen (2018:1138) ch. 14 and Spelinspektionen's regulations
 * SIFS 2018:8 (a deposit limit before the first deposit or play; a raised limit applies after 72 hours; the
 * link to the national register Spelpaus.se and a button for a 24-hour pause on every page).
 */
const SWEDEN_PROTECTION: Partial<PlayerProtectionRules> = {
  coolingHours: 72,
  limitsRequiredBeforePlay: ['deposit'],
  pauseButton: { kind: 'pause', hours: 24 },
  selfExclusionRegister: { name: 'Spelpaus', url: 'https://www.spelpaus.se' },
};

/**
 * Germany. Source: issue 16 §5; Glücksspielstaatsvertrag 2021 §6c (a monthly deposit limit of at most
 * 1,000 EUR for every player; an increase applies after seven days, a decrease at once), its "panic button"
 * (a short-term block of at least 24 hours in one click, through the OASIS block register) and §22a
 * (virtual slot games without autoplay).
 */
const GERMANY_PROTECTION: Partial<PlayerProtectionRules> = {
  coolingHours: 7 * 24,
  mandatoryDepositLimit: { period: 'M', amount: 1_000_00 },
  pauseButton: { kind: 'panic', hours: 24 },
  autoplayAllowed: false,
};

/**
 * The Netherlands. Source: issue 16 §5; Wet Kansspelen op afstand and the Besluit werving, reclame en
 * verslavingspreventie kansspelen (a player profile with deposit, login-time and balance limits set at
 * registration, before the account may be used). The sandbox enforces the deposit and login-time limits.
 */
const NETHERLANDS_PROTECTION: Partial<PlayerProtectionRules> = {
  limitsRequiredBeforePlay: ['deposit', 'session'],
  signUpLimits: ['deposit', 'loginTime', 'balance'],
};

const segment = (value: string, languageCode: string, locale: string): MarketSegment => ({
  segment: value,
  languageCode,
  locale,
});

/** Every market and brand code of spec 000 §3, keyed by id. */
export const MARKETS: readonly Market[] = [
  { id: 'UN', name: 'Global', kind: 'market', languages: ['en'], isMarketEnabled: true, segments: [segment('en-UN', 'en', 'en-GB')], originCountryCode: 'MT', currency: 'EUR', timeZone: 'Europe/Malta' },
  { id: 'BR', name: 'Brazil', kind: 'market', languages: ['br'], isMarketEnabled: true, segments: [segment('pt-BR', 'br', 'pt-BR')], originCountryCode: 'BR', currency: 'BRL', timeZone: 'America/Sao_Paulo' },
  { id: 'JJ', name: 'Turkey', kind: 'market', languages: ['tr', 'en', 'de'], isMarketEnabled: true, segments: [segment('tr-JJ', 'tr', 'tr-TR'), segment('en-JJ', 'en', 'en-GB'), segment('de-JJ', 'de', 'de-DE')], originCountryCode: { tr: 'TR', en: 'TR', de: 'DE' }, currency: 'EUR', timeZone: 'Europe/Istanbul' },
  { id: 'NL', name: 'Netherlands', kind: 'market', languages: ['en'], isMarketEnabled: true, segments: [segment('en-NL', 'en', 'nl-NL')], originCountryCode: 'NL', currency: 'EUR', timeZone: 'Europe/Amsterdam', playerProtection: NETHERLANDS_PROTECTION },
  { id: 'CA', name: 'Canada', kind: 'market', languages: ['ca', 'caf'], isMarketEnabled: true, segments: [segment('en-CA', 'ca', 'en-CA'), segment('fr-CA', 'caf', 'fr-CA')], originCountryCode: 'CA', currency: 'CAD', timeZone: 'America/Toronto' },
  { id: 'DE', name: 'Germany', kind: 'market', languages: ['de', 'en'], isMarketEnabled: true, segments: [segment('de-DE', 'de', 'de-DE'), segment('en-DE', 'en', 'de-DE')], originCountryCode: 'DE', currency: 'EUR', timeZone: 'Europe/Berlin', playerProtection: GERMANY_PROTECTION },
  { id: 'NZ', name: 'New Zealand', kind: 'market', languages: ['nz'], isMarketEnabled: true, segments: [segment('en-NZ', 'nz', 'en-NZ')], originCountryCode: 'NZ', currency: 'NZD', timeZone: 'Pacific/Auckland' },
  { id: 'UK', name: 'United Kingdom', kind: 'market', languages: ['en'], isMarketEnabled: true, segments: [segment('en-UK', 'en', 'en-GB')], originCountryCode: 'GB', currency: 'GBP', timeZone: 'Europe/London', playerProtection: UK_PROTECTION },
  { id: 'IN', name: 'India', kind: 'market', languages: ['inen'], isMarketEnabled: true, segments: [segment('en-IN', 'inen', 'en-IN')], originCountryCode: 'IN', currency: 'INR', timeZone: 'Asia/Kolkata' },
  { id: 'CX', name: 'Philippines', kind: 'market', languages: ['tl', 'en'], isMarketEnabled: true, segments: [segment('tl-CX', 'tl', 'fil-PH'), segment('en-CX', 'en', 'en-PH')], originCountryCode: 'PH', currency: 'PHP', timeZone: 'Asia/Manila' },
  { id: 'LL', name: 'Portugal', kind: 'market', languages: ['pt'], isMarketEnabled: true, segments: [segment('pt-LL', 'pt', 'pt-PT')], originCountryCode: 'PT', currency: 'EUR', timeZone: 'Europe/Lisbon' },
  { id: 'AT', name: 'Austria', kind: 'market', languages: ['de', 'en'], isMarketEnabled: true, segments: [segment('de-AT', 'de', 'de-AT'), segment('en-AT', 'en', 'de-AT')], originCountryCode: 'AT', currency: 'EUR', timeZone: 'Europe/Vienna' },
  { id: 'CL', name: 'Chile', kind: 'market', languages: ['cl'], isMarketEnabled: true, segments: [segment('es-CL', 'cl', 'es-CL')], originCountryCode: 'CL', currency: 'CLP', timeZone: 'America/Santiago' },
  { id: 'FI', name: 'Finland', kind: 'market', languages: ['fi', 'en'], isMarketEnabled: true, segments: [segment('fi-FI', 'fi', 'fi-FI'), segment('en-FI', 'en', 'fi-FI')], originCountryCode: 'FI', currency: 'EUR', timeZone: 'Europe/Helsinki' },
  { id: 'NO', name: 'Norway', kind: 'market', languages: ['no', 'en'], isMarketEnabled: true, segments: [segment('no-NO', 'no', 'nb-NO'), segment('en-NO', 'en', 'nb-NO')], originCountryCode: 'NO', currency: 'NOK', timeZone: 'Europe/Oslo' },
  { id: 'PP', name: 'Sweden', kind: 'market', languages: ['en'], isMarketEnabled: true, segments: [segment('en-PP', 'en', 'sv-SE')], originCountryCode: 'SE', currency: 'SEK', timeZone: 'Europe/Stockholm', playerProtection: SWEDEN_PROTECTION },
  { id: 'JP', name: 'Japan', kind: 'market', languages: ['ja'], isMarketEnabled: false, segments: [segment('ja-JP', 'ja', 'ja-JP')], originCountryCode: 'JP', currency: 'JPY', timeZone: 'Asia/Tokyo' },
  { id: 'MT', name: 'Malta (international brand)', kind: 'brand', languages: ['en'], isMarketEnabled: true, segments: [segment('en-MT', 'en', 'en-MT')], originCountryCode: 'MT', currency: 'EUR', timeZone: 'Europe/Malta' },
  { id: 'PE', name: 'Peru', kind: 'brand', languages: ['pe'], isMarketEnabled: true, segments: [segment('es-PE', 'pe', 'es-PE')], originCountryCode: 'PE', currency: 'PEN', timeZone: 'America/Lima' },
  { id: 'FR', name: 'France', kind: 'brand', languages: ['fr'], isMarketEnabled: true, segments: [segment('fr-FR', 'fr', 'fr-FR')], originCountryCode: 'FR', currency: 'EUR', timeZone: 'Europe/Paris' },
];

/** Every language code of spec 000 §3. */
export const LANGUAGE_CODES = ['en', 'fi', 'no', 'de', 'caf', 'ca', 'nz', 'fr', 'inen', 'cl', 'pe', 'pt', 'br', 'ja', 'tl', 'tr', 'pl'] as const;

const byId = new Map(MARKETS.map((market) => [market.id, market]));
const bySegment = new Map(MARKETS.flatMap((market) => market.segments.map((s) => [s.segment, { market, ...s }] as const)));

/** The market with this id, or undefined. */
export function findMarket(id: string): Market | undefined {
  return byId.get(id);
}

/**
 * The market a player from `countryCode` (ISO 3166 alpha-2) signs up in: the served, enabled market whose
 * origin country it is (SE → PP, GB → UK, NL → NL, DE → DE), else the Global market (UN). The platform
 * opens a new account in it; the sign-up wizard reads that market's player-protection rules (issue 16 §5:
 * the limits asked for at sign-up). Turkey's JJ names its country per language and is not matched.
 */
export function marketOfCountry(countryCode: string): Market {
  const found = MARKETS.find((market) => market.kind === 'market' && market.isMarketEnabled && market.originCountryCode === countryCode);
  return found ?? (byId.get(DEFAULT_MARKET) as Market);
}

/**
 * The player-protection rules of a market (issue 16 §5): its own rules over the spec's defaults; an unknown
 * or rule-less market gets `DEFAULT_PLAYER_PROTECTION`.
 */
export function playerProtectionOf(marketId: string): PlayerProtectionRules {
  return { ...DEFAULT_PLAYER_PROTECTION, ...byId.get(marketId)?.playerProtection };
}

/** The IANA time zone of a market's players (limit periods start at midnight there); `Europe/Malta`, the Global market's, for an unknown one. */
export function timeZoneOf(marketId: string): string {
  return byId.get(marketId)?.timeZone ?? 'Europe/Malta';
}

/** The default locale state: `en-UN` of the Global market. */
export const DEFAULT_LOCALE = {
  segment: DEFAULT_SEGMENT,
  language: DEFAULT_LANGUAGE,
  languageCode: DEFAULT_LANGUAGE,
  market: DEFAULT_MARKET,
  locale: 'en-GB',
  currency: DEFAULT_CURRENCY,
} as const;

/** A resolved language-market segment. */
export interface LocaleInfo {
  /** The URL segment, e.g. `fi-FI`. */
  segment: string;
  /** The two-letter URL language, e.g. `fi`. */
  language: string;
  /** The platform language code, e.g. `inen`. */
  languageCode: string;
  /** The market id, e.g. `FI`. */
  market: string;
  /** The BCP 47 locale, e.g. `fi-FI`. */
  locale: string;
  /** The market's currency before a profile says otherwise. */
  currency: string;
}

/** Feature flags that change how segments resolve. */
export interface MarketFlags {
  /** spec 000 §3: Germany uses id JJ when this flag is set. */
  germanyAsJJ?: boolean;
}

/**
 * Resolves a URL segment (`fi-FI`) to its locale, or `null` when the segment is not one of the
 * allowed combinations of an enabled market (spec 000 §5). Matching is exact: `FI-fi` is unknown.
 */
export function resolveSegment(value: string, flags: MarketFlags = {}): LocaleInfo | null {
  if (value.length !== 5) return null;
  const found = bySegment.get(value);
  if (!found || !found.market.isMarketEnabled) return null;
  const market = flags.germanyAsJJ && found.market.id === 'DE' ? 'JJ' : found.market.id;
  return {
    segment: found.segment,
    language: found.segment.slice(0, 2),
    languageCode: found.languageCode,
    market,
    locale: found.locale,
    currency: found.market.currency,
  };
}

/** Every allowed segment of every enabled market, e.g. for a language picker or a sitemap. */
export function allowedSegments(): string[] {
  return MARKETS.filter((market) => market.isMarketEnabled).flatMap((market) => market.segments.map((s) => s.segment));
}

/** The origin country of a market for a language code (spec 000 §3 `originCountryCode`). */
export function originCountryOf(market: Market, languageCode: string): string | undefined {
  return typeof market.originCountryCode === 'string' ? market.originCountryCode : market.originCountryCode[languageCode];
}

/**
 * spec 000 §3: Canada's French variant is chosen when the browser language is French or the
 * province is Quebec (QC); otherwise English.
 *
 * @returns the URL segment, `fr-CA` or `en-CA`.
 */
export function canadaSegmentFor(browserLanguage: string | undefined, provinceCode: string | undefined): 'fr-CA' | 'en-CA' {
  const french = (browserLanguage ?? '').toLowerCase().startsWith('fr') || provinceCode === 'QC';
  return french ? 'fr-CA' : 'en-CA';
}

/** What the site knows of a logged-in player's market: the profile's country, language and province (spec 000 §3 Player profile). */
export interface PlayerMarketFacts {
  countryCode: string;
  languageCode: string;
  provinceCode?: string;
}

/** Enabled markets, those whose home is one country first (Germany's DE before Turkey's JJ, which also takes Germans), markets before brands (UN before MT). */
const HOME_MARKETS_FIRST = MARKETS.filter((market) => market.isMarketEnabled).sort(
  (a, b) => Number(typeof b.originCountryCode === 'string') - Number(typeof a.originCountryCode === 'string') || Number(a.kind === 'brand') - Number(b.kind === 'brand'),
);

/**
 * The language-market segment a logged-in player's pages are shown in (issue 18 point 1: the player's market
 * governs, not the URL's): the enabled market of the player's country, in the player's language when the market
 * has it, else in the market's first language of that country. Canada picks French for the `caf` language or the
 * province of Quebec (`canadaSegmentFor`). Sweden's players (SE) land on PP, Malta's on the Global market (UN).
 * Germany's segment resolves to JJ when the `germanyAsJJ` flag is set (`resolveSegment`), so callers compare
 * resolved markets. A country no enabled market serves gets the default segment, `en-UN`.
 *
 * @returns a segment of `allowedSegments()`, e.g. `de-DE`, `fr-CA`, `en-PP`.
 */
export function playerSegmentOf(player: PlayerMarketFacts): string {
  if (player.countryCode === 'CA') return canadaSegmentFor(player.languageCode === 'caf' ? 'fr' : undefined, player.provinceCode);
  for (const market of HOME_MARKETS_FIRST) {
    const ofCountry = market.segments.filter((s) => originCountryOf(market, s.languageCode) === player.countryCode);
    const chosen = ofCountry.find((s) => s.languageCode === player.languageCode) ?? ofCountry[0];
    if (chosen) return chosen.segment;
  }
  return DEFAULT_SEGMENT;
}

/**
 * spec 000 §3 mapping overrides, for the content service's locale field: PT → portugal, BR → pt,
 * NZ → nz, CA → ca (caf for French), GG → gb; NL and FR share one code (`en`). Other countries map
 * to their lower-case code.
 */
export function contentLocaleOfCountry(countryCode: string, languageCode?: string): string {
  switch (countryCode) {
    case 'PT':
      return 'portugal';
    case 'BR':
      return 'pt';
    case 'NZ':
      return 'nz';
    case 'CA':
      return languageCode === 'caf' ? 'caf' : 'ca';
    case 'GG':
      return 'gb';
    case 'NL':
    case 'FR':
      return 'en';
    default:
      return countryCode.toLowerCase();
  }
}

/**
 * The translation language (`translationLanguageOf`) of every segment of every enabled market, each once,
 * in the order of MARKETS: `en`, `pt-BR`, `tr`, `de`, `fr`, `tl`, `pt`, `es`, `fi`, `no`. The host's
 * texts and every remote's translations must be complete in each of them (issue 18 point 4; checked by
 * the root's `npm run i18n:check`); a disabled market's language (Japan's) is not among them.
 */
export const TRANSLATION_LANGUAGES: readonly string[] = [
  ...new Set(MARKETS.filter((market) => market.isMarketEnabled).flatMap((market) => market.segments.map((s) => translationLanguageOf(s.languageCode)))),
];
