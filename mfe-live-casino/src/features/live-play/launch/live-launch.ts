import type { MountProps } from '@casino/shared/contract';
import { buildPariplayPayload, buildPragmaticPayload, buildSoftswissPayload, type ProviderLaunchContext } from '@casino/shared/game';
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
export interface LiveLaunchContext extends ProviderLaunchContext {
  provider: string;
  /** The live table of the game (content `tableId`, as the games admin lists it), or null. */
  tableId: string | null;
  /** The game's `gameType` (`roulette`, `blackjack`, …): Evolution's game category. */
  gameType: string;
  /** Always real money: the live play page requires login. */
  mode: 'real';
}

/** The table Evolution is asked for: the content's `tableId`, else the games admin's `table-<game id>`. */
const tableOf = (context: Pick<LiveLaunchContext, 'tableId' | 'gameId'>) => context.tableId ?? `table-${context.gameId}`;

/** `POST /evolution/user/authenticate` real body (spec 001 §7): sent with the player's Bearer token. */
export function buildEvolutionPayload(context: LiveLaunchContext) {
  return {
    gameCategory: context.gameType,
    tableId: tableOf(context),
    wrapped: true,
    mobile: context.channel === 'mobile',
    lobbyURL: context.lobbyUrl,
    ipAddress: context.ipAddress,
  };
}

/** `POST /evolution/user/authenticate` demo body (spec 001 §7 "demo variant: currency, language"). */
export function buildEvolutionDemoPayload(context: Pick<LiveLaunchContext, 'currency' | 'languageCode' | 'tableId' | 'gameId'>) {
  return { currency: context.currency, language: context.languageCode, tableId: tableOf(context) };
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
