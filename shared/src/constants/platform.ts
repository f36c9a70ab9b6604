/**
 * Business constants of spec 000 §9 and spec 001 §9, named. Durations are in milliseconds unless
 * the name says otherwise.
 */

/** spec 000 §9: default route segment, market, language, currency. */
export const DEFAULT_SEGMENT = 'en-UN';
export const DEFAULT_MARKET = 'UN';
export const DEFAULT_LANGUAGE = 'en';
export const DEFAULT_CURRENCY = 'EUR';
/** spec 000 §9 and spec 001 §3: default country of the sign-up form and the phone picker. */
export const DEFAULT_SIGNUP_COUNTRY = 'FI';

/** spec 000 §9 date format (date-fns tokens): what players see. The API takes ISO dates, `yyyy-MM-dd`. */
export const DATE_FORMAT = 'dd/MM/yyyy';

/** spec 000 §9: cookie and id-token lifetime, one year, in seconds. */
export const COOKIE_LIFETIME_SECONDS = 31_536_000;
/** spec 000 §9: inactivity threshold and its check interval. */
export const INACTIVITY_LIMIT_MS = 1_800_000;
export const INACTIVITY_CHECK_INTERVAL_MS = 180_000;
export const ONE_DAY_MS = 86_400_000;
/** spec 000 §9: time-window options, in hours. */
export const TIME_WINDOW_OPTIONS_HOURS = [24, 72] as const;

/** spec 000 §7, §9: the wallet-bonus socket. */
export const WALLET_SOCKET = { maxReconnects: 10, reconnectDelayMs: 3000, pingIntervalMs: 20_000 } as const;
/** spec 000 §9: polling intervals. */
export const WALLET_POLL_INTERVAL_MS = 20_000;
export const TRANSACTION_POLL_INTERVAL_MS = 30_000;
export const CHAT_RESIZE_DEBOUNCE_MS = 350;

/** spec 000 §9: partner id in game-ticket requests; site id for jackpots and anonymous calls. */
export const PARTNER_ID = 653;
export const SITE_ID = 1;

/** spec 000 §9: request timeouts. */
export const REQUEST_TIMEOUT_MS = 120_000;
export const NATIVE_REQUEST_TIMEOUT_MS = 60_000;
export const CONTENT_TIMEOUT_MS = 300_000;

/** spec 000 §9: locale text is retried up to 3 times, 2000 ms × attempt number apart. */
export const LOCALE_RETRY = { maxRetries: 3, delayPerAttemptMs: 2000 } as const;

/** spec 000 §9: query cache settings. */
export const QUERY_CACHE = {
  staleTimeMs: 300_000,
  gcTimeMs: 300_000,
  retries: 3,
  retryBaseDelayMs: 1000,
  retryMaxDelayMs: 30_000,
} as const;

/** spec 000 §9, spec 001 §9: page sizes. `extra` is the one more item fetched to detect another page. */
export const PAGE_SIZE = {
  content: 10,
  promotions: 9,
  transactions: 10,
  casinoLobby: { mobile: 15, desktop: 30 },
  allGames: { mobile: 30, desktop: 60 },
  extra: 1,
} as const;

/** spec 000 §9: breakpoints in px; a small screen is 375 px or narrower; header height in px. */
export const BREAKPOINTS = { xs: 0, sm: 320, md: 768, lg: 1024, xl: 1440 } as const;
export const SMALL_SCREEN_MAX_PX = 375;
export const HEADER_HEIGHT_PX = 56;

/** spec 000 §9: affiliate query parameters. */
export const AFFILIATE_PARAMETERS = ['aff_id', 'appsflyer_token'] as const;

/** spec 000 §9: providers the lobby's provider filter leaves out; the V3 lobby also leaves out these. */
export const LOBBY_FILTER_EXCLUDED_PROVIDERS = ['pariplay', 'softswiss', 'creedroomz'] as const;
export const LOBBY_V3_EXCLUDED_PROVIDERS = ['relax'] as const;
/** spec 000 §9: the lobby's bottom-navigation tab that opens the filter panel. */
export const LOBBY_FILTER_TAB_INDEX = 0;

/** spec 000 §9: the thousands separator of every amount. */
export const THOUSANDS_SEPARATOR = ',';

/**
 * spec 001 §9: responsible-gambling and login constants. The ones the wire carries live with it, once:
 * the session-limit and reality-check minutes, the activity timer's default and the exclusion's months
 * (`@casino/shared/wire`, limit-kinds.ts and limits.ts), the cashback notice's time (bonus.ts); the
 * activity timer's poll is the host's (host/src/lib/spec-constants.ts).
 */
export const COOLING_OFF_DAYS = 1;
export const LOGIN_RETRY = { attempts: 5, delayMs: 3000 } as const;
/** spec 001 §5: the bonus step count bounds. */
export const BONUS_STEP_COUNT = { min: 2, max: 101 } as const;
