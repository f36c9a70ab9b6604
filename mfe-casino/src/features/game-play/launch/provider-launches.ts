import { buildPariplayPayload, buildPragmaticPayload, buildSoftswissPayload, jurisdictionOf } from '@casino/shared/game';
import { PARTNER_ID } from '@casino/shared/platform';
import type { Launch, LaunchContext, PlatformHttp } from './launch-context';
import { buildLauncherUrl } from './launcher-url';

/*
 * One launch module per provider family (spec 001 §7 Game launch). Each has a pure payload builder,
 * tested on its own, and a launch that posts it and turns the answer into the frame's URL.
 * A fun launch never asks for a ticket, token or session: demo play needs no login (spec 000 §4).
 */

// ── Ticket family: relax, evolution, novomatic play through the relax-type launcher with a ticket.

/** `POST /games/ticket` body: the game, the channel, partner 653 and the jurisdiction. */
export function buildTicketPayload(context: LaunchContext) {
  return { gameId: context.gameId, channel: context.channel === 'mobile' ? 'mobile' : 'web', partner: PARTNER_ID, jurisdiction: jurisdictionOf(context.market) };
}

export const launchWithTicket: Launch = async (http, context) => {
  if (context.mode === 'fun') return { url: buildLauncherUrl(context, '') };
  const { data } = await http.post<{ ticket: string }>('/games/ticket', buildTicketPayload(context));
  return { url: buildLauncherUrl(context, data.ticket) };
};

// ── Token family: quickspin, playngo, creedroomz get a provider token and play through the launcher.

/** The platform's token path segment of a provider. */
export const TOKEN_PROVIDERS: Record<string, string> = { quickspin: 'quickspin', relax: 'relax', pragmaticplay: 'pragmatic', playngo: 'playngo', creedroomz: 'creedroomz' };

/**
 * `POST /games/token/:provider` body: the game; play'n go may ask for a new token (a retry), and
 * creedroomz takes the player's IP address.
 */
export function buildTokenPayload(context: LaunchContext): { gameId: string; requireNew?: boolean; ipAddress?: string } {
  return {
    gameId: context.gameId,
    ...(context.provider === 'playngo' && context.requireNew ? { requireNew: true } : {}),
    ...(context.provider === 'creedroomz' ? { ipAddress: context.ipAddress } : {}),
  };
}

export const launchWithToken: Launch = async (http, context) => {
  if (context.mode === 'fun') return { url: buildLauncherUrl(context, '') };
  const segment = TOKEN_PROVIDERS[context.provider] ?? context.provider;
  const { data } = await http.post<{ token: string }>(`/games/token/${encodeURIComponent(segment)}`, buildTokenPayload(context));
  return { url: buildLauncherUrl(context, data.token) };
};

// ── Yggdrasil: a player session id is the launcher's ticket.

export function buildYggdrasilPayload(context: LaunchContext) {
  return { gameId: context.gameId };
}

export const launchYggdrasil: Launch = async (http, context) => {
  if (context.mode === 'fun') return { url: buildLauncherUrl(context, '') };
  const { data } = await http.post<{ sessionId: string }>('/yggdrasil/player/auth/session', buildYggdrasilPayload(context));
  return { url: buildLauncherUrl(context, data.sessionId) };
};

// ── Pragmatic Play: the platform answers the game URL.

export const launchPragmatic: Launch = async (http, context) => {
  const { data } = await http.post<{ gameUrl: string }>('/games/pragmatic/game-url', buildPragmaticPayload(context));
  return { url: data.gameUrl };
};

// ── Pariplay: a game context whose answer is the URL.

export const launchPariplay: Launch = async (http, context) => {
  const { data } = await http.post<{ url: string }>('/games/pariplay/context', buildPariplayPayload(context));
  return { url: data.url };
};

// ── SoftSwiss: a game context; a real launch names the player's current country.

export const launchSoftswiss: Launch = async (http, context) => {
  const { data } = await http.post<{ url: string }>('/games/softswiss/context', buildSoftswissPayload(context));
  return { url: data.url };
};

/** The launch family of every provider with a play path (spec 000 §2 Casino group). */
export const LAUNCHES: Record<string, Launch> = {
  relax: launchWithTicket,
  evolution: launchWithTicket,
  novomatic: launchWithTicket,
  quickspin: launchWithToken,
  playngo: launchWithToken,
  creedroomz: launchWithToken,
  yggdrasil: launchYggdrasil,
  pragmaticplay: launchPragmatic,
  pariplay: launchPariplay,
  softswiss: launchSoftswiss,
};

/** Launches a game: the frame URL, or a rejection with the platform's error. */
export function launchGame(http: PlatformHttp, context: LaunchContext): Promise<{ url: string }> {
  const launch = LAUNCHES[context.provider];
  if (!launch) return Promise.reject(new Error(`No launch for provider ${context.provider}`));
  return launch(http, context);
}
