import type { MountProps } from '@casino/shared/contract';
import { LIVE_CASINO_PROVIDERS } from '../../../lib/providers';

/*
 * Launching a live table (spec 001 §3 Game launch, §7 Game launch). Each provider has a pure payload
 * builder, tested on its own, and a launch that posts it and turns the answer into the frame's URL.
 * The live casino plays for real only: its play page requires login (spec 000 §2 Live casino group).
 */

/** The platform http client of the mount props. */
export type PlatformHttp = MountProps['http'];

/** Every live provider with a play path. */
export const LIVE_PLAY_PROVIDERS: readonly string[] = LIVE_CASINO_PROVIDERS;

/** Everything a live launch reads, gathered by the play page from the route, content, bus and mount props. */
export interface LiveLaunchContext {
  provider: string;
  /** The game's content id. */
  gameId: string;
  /** The live table of the game (content `tableId`, as the games admin lists it), or null. */
  tableId: string | null;
  /** The game's `gameType` (`roulette`, `blackjack`, …): Evolution's game category. */
  gameType: string;
  /** The market id of the route, e.g. `UN`, `FI`, `PP`. */
  market: string;
  /** The platform language code, e.g. `en`, `fi`. */
  languageCode: string;
  /** ISO 4217: the profile's currency, else the market's. */
  currency: string;
  /** ISO 3166 alpha-2: the profile's country, else the access context's, else ''. */
  countryCode: string;
  /** The visitor's IP address as the platform saw it, or '' when unknown. */
  ipAddress: string;
  /** True when the bus's station says the device is a phone. */
  mobile: boolean;
  /** Absolute URL of the live casino home: where the game's lobby button goes. */
  lobbyUrl: string;
  /** Absolute URL of the deposit page. */
  depositUrl: string;
}

/**
 * The regulator a market plays under; the same table as the casino's launches (the spec does not
 * show its default: regulated markets by country, Malta everywhere else).
 */
export function jurisdictionOf(market: string): string {
  const regulated: Record<string, string> = { PP: 'SE', CA: 'CA', DE: 'DE', NL: 'NL' };
  return regulated[market] ?? 'MT';
}

/** The table Evolution is asked for: the content's `tableId`, else the games admin's `table-<game id>`. */
const tableOf = (context: Pick<LiveLaunchContext, 'tableId' | 'gameId'>) => context.tableId ?? `table-${context.gameId}`;

/** `POST /evolution/user/authenticate` real body (spec 001 §7): sent with the player's Bearer token. */
export function buildEvolutionPayload(context: LiveLaunchContext) {
  return {
    gameCategory: context.gameType,
    tableId: tableOf(context),
    wrapped: true,
    mobile: context.mobile,
    lobbyURL: context.lobbyUrl,
    ipAddress: context.ipAddress,
  };
}

/** `POST /evolution/user/authenticate` demo body (spec 001 §7 "demo variant: currency, language"). */
export function buildEvolutionDemoPayload(context: Pick<LiveLaunchContext, 'currency' | 'languageCode' | 'tableId' | 'gameId'>) {
  return { currency: context.currency, language: context.languageCode, tableId: tableOf(context) };
}

/** `POST /games/pragmatic/game-url` body, real mode. */
export function buildPragmaticPayload(context: LiveLaunchContext) {
  return {
    symbol: context.gameId,
    language: context.languageCode,
    currency: context.currency,
    platform: context.mobile ? 'MOBILE' : 'WEB',
    stylename: PRAGMATIC_STYLE_NAME,
    lobbyUrl: context.lobbyUrl,
    jurisdiction: jurisdictionOf(context.market),
    mode: 'real' as const,
  };
}

/** The brand's style name at Pragmatic Play (the casino's; the spec shows none). */
export const PRAGMATIC_STYLE_NAME = 'casino_site';

/** `POST /games/pariplay/context` body, real mode. */
export function buildPariplayPayload(context: LiveLaunchContext) {
  return {
    GameCode: context.gameId,
    CurrencyCode: context.currency,
    LanguageCode: context.languageCode,
    PlayerIP: context.ipAddress,
    CountryCode: context.countryCode,
    mode: 'real' as const,
  };
}

/** `POST /games/softswiss/context` body, real mode: a real launch names the player's current country. */
export function buildSoftswissPayload(context: LiveLaunchContext) {
  return {
    game: context.gameId,
    currency: context.currency,
    locale: context.languageCode,
    ip: context.ipAddress,
    return_url: context.lobbyUrl,
    deposit_url: context.depositUrl,
    jurisdiction: jurisdictionOf(context.market),
    client_type: context.mobile ? 'mobile' : 'desktop',
    country: context.countryCode,
    mode: 'real' as const,
  };
}

type Launch = (http: PlatformHttp, context: LiveLaunchContext) => Promise<{ url: string }>;

const LAUNCHES: Record<string, Launch> = {
  evolution: async (http, context) => {
    const { data } = await http.post<{ entryUrl: string }>('/evolution/user/authenticate', buildEvolutionPayload(context));
    return { url: data.entryUrl };
  },
  pragmaticplay: async (http, context) => {
    const { data } = await http.post<{ gameUrl: string }>('/games/pragmatic/game-url', buildPragmaticPayload(context));
    return { url: data.gameUrl };
  },
  pariplay: async (http, context) => {
    const { data } = await http.post<{ url: string }>('/games/pariplay/context', buildPariplayPayload(context));
    return { url: data.url };
  },
  softswiss: async (http, context) => {
    const { data } = await http.post<{ url: string }>('/games/softswiss/context', buildSoftswissPayload(context));
    return { url: data.url };
  },
};

/**
 * The frame URL of a live table, made absolute against the platform when the answer is a path (the
 * platform may answer a path). Rejects with the platform's error.
 */
export async function launchLiveGame(http: PlatformHttp, context: LiveLaunchContext): Promise<{ url: string }> {
  const launch = LAUNCHES[context.provider];
  if (!launch) throw new Error(`No live launch for provider ${context.provider}`);
  const { url } = await launch(http, context);
  return { url: absoluteUrlOf(url, http.defaults.baseURL || window.location.origin) };
}

/** `url` resolved against `base` (an absolute URL is kept as it is). */
export function absoluteUrlOf(url: string, base: string): string {
  try {
    return new URL(url, base).toString();
  } catch {
    return url;
  }
}
