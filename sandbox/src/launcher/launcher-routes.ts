import { playerProtectionOf } from '@casino/shared/market';
import { formatMinorMoney } from '@casino/shared/money';
import type { ContentGame } from '@casino/shared/wire';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';

import { sendTokenExpired } from '../auth/auth-routes';
import type { BonusEngine } from '../bonus/bonus-engine';
import { CONTROL_PREFIX } from '../control/faults';
import type { LaunchCredential, LaunchSessions } from '../games/launch-sessions';
import { liveTablesAt } from '../games/live-tables';
import { sendError, sendInvalidBody } from '../lib/errors';
import { hashOf } from '../lib/hash';
import { LedgerError, type Ledger } from '../ledger/ledger';
import type { PlayerSessions } from '../auth/player-sessions';
import { protectedPlayerOf, type PlayerProtection } from '../protection/player-protection';
import { protectionRefusalOf } from '../protection/protection-routes';
import type { StateStore } from '../state/state-store';
import { webOriginOf } from '../lib/web-origin';
import { livePage, slotPage } from './launcher-page';
import { SLOT_STAKES, type SlotMachine } from './slot';

const credentialFields = {
  token: z.string().min(1).optional(),
  ticket: z.string().min(1).optional(),
  sessionId: z.string().min(1).optional(),
};
const balanceSchema = z.object(credentialFields);
const spinSchema = z.object({
  ...credentialFields,
  gameId: z.string().trim().min(1).max(200),
  stake: z.number().refine((stake) => (SLOT_STAKES as readonly number[]).includes(stake), { message: `stake must be one of ${SLOT_STAKES.join(', ')} (minor units)` }),
  moneymode: z.enum(['real', 'fun']).optional(),
});
const outcomesSchema = z.object({ outcomes: z.array(z.enum(['win', 'loss'])).max(1000) });

const DEALERS = ['Anna', 'Marco', 'Sofia', 'Jonas', 'Lena', 'Mateo', 'Aino', 'Chloé'];

interface LauncherQuery {
  gameid?: string;
  moneymode?: string;
  ticket?: string;
  token?: string;
  sessionId?: string;
  homeurl?: string;
  lang?: string;
  currency?: string;
  autoplay?: string;
}

/**
 * The stand-in game launcher (spec 001 §7 Relax-type launch URL) and live table, and the spins of
 * real-money play:
 * - `GET /launcher/launcher.html?lang&channel&jurisdiction&ticket&partnerid&moneymode=real|fun&gameid&partner&homeurl&fullscreen`
 *   (also `token` or `sessionId` instead of `ticket`, `currency`, and `autoplay=false`): the slot page, with
 *   an autoplay control unless `autoplay=false` or the credential's player is in a market that forbids
 *   autoplay (issue 16 §5: Germany);
 * - `GET /proxy/launcher/launcher.html?…`: the same slot page through the platform's proxy path (quickspin, playngo
 *   and yggdrasil in SE and CA);
 * - `GET /launcher/live.html?tableId&mode=real|demo&homeurl&lang`: the live table page;
 * - `POST /launcher/balance` `{ ticket|token|sessionId }` → `{ balance, currency }` (MAIN, plus the BONUS bucket
 *   that may pay stakes on the game under an active bonus; minor units), 401 Token expired;
 * - `POST /launcher/spin` `{ ticket|token|sessionId, gameId, stake }` (stake in minor units) →
 *   `{ outcome, reels, win, balance, currency, freeSpin? }` (minor units): one ledger round, a BET row and a WIN row
 *   (category CASINO) in one database transaction; with the bonus engine (issue 17) the stake is MAIN first,
 *   then bonus money, wagering is counted, and a free spin the player has on the game is played instead
 *   (no stake, the spin's value; `freeSpin: true`); the ledger's change pushes WALLET_BALANCE to the
 *   player's sockets; 402 Insufficient funds; 403 `ProtectionRefusal` when the bet would pass a loss limit
 *   (`error.loss.limit.reached`) or the market needs a deposit limit first (`error.deposit.limit.required`);
 *   401 Token expired (or the reason a player-protection rule ended the session). Without a credential and with
 *   `moneymode: 'fun'`: `{ outcome, reels, win }` and no wallet;
 * - control: `POST /__sandbox/launcher/next-outcomes` `{ outcomes: ['win'|'loss'…] }` → `{ outcomes }` (queued),
 *   `GET` the same → the queue.
 */
export function registerLauncherRoutes(
  app: FastifyInstance,
  options: {
    store: StateStore;
    ledger: Ledger;
    sessions: PlayerSessions;
    protection: PlayerProtection;
    launches: LaunchSessions;
    slot: SlotMachine;
    games: readonly ContentGame[];
    now: () => Date;
    /** The bonus engine (issue 17): free spins, and bonus money that may pay a stake. */
    bonuses?: BonusEngine;
  },
): void {
  const { store, ledger, launches, slot } = options;
  const tables = new Map(options.games.filter((game) => game.tableId).map((game) => [game.tableId as string, game]));
  const liveGames = new Set(options.games.filter((game) => game.type === 'live-casino').map((game) => game.id));
  const verticalOf = (gameId: string) => (liveGames.has(gameId) ? ('LIVE_CASINO' as const) : ('CASINO' as const));

  const credentialOf = (body: { token?: string; ticket?: string; sessionId?: string }): LaunchCredential | undefined => {
    const value = body.ticket ?? body.token ?? body.sessionId;
    return value ? launches.resolve(value) : undefined;
  };
  const html = (reply: FastifyReply, page: string) => reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').send(page);

  // The platform's proxy path for quickspin, playngo and yggdrasil in SE (market PP) and CA (spec 000 §6, spec 001
  // §7 "A proxy is used for certain providers in SE and CA"): the same launcher, reached through the proxy.
  app.get<{ Querystring: LauncherQuery }>('/proxy/launcher/launcher.html', async (request, reply) => slotPageReply(request.query, reply));
  app.get<{ Querystring: LauncherQuery }>('/launcher/launcher.html', async (request, reply) => slotPageReply(request.query, reply));

  /** The slot page of a launch query (either path). */
  function slotPageReply(query: LauncherQuery, reply: FastifyReply) {
    const credential = query.ticket ? { kind: 'ticket' as const, value: query.ticket } : query.token ? { kind: 'token' as const, value: query.token } : query.sessionId ? { kind: 'sessionId' as const, value: query.sessionId } : null;
    // The launch says autoplay=false where the market forbids it; a real launch's player market decides too.
    const launched = credential ? credentialOf({ [credential.kind]: credential.value }) : undefined;
    const market = launched ? options.sessions.directory.find(launched.email)?.market : undefined;
    const autoplay = query.autoplay !== 'false' && (market === undefined || playerProtectionOf(market).autoplayAllowed);
    return html(
      reply,
      slotPage({
        gameId: query.gameid || 'sandbox-slot',
        mode: query.moneymode === 'real' ? 'real' : 'fun',
        credential,
        parentOrigin: webOriginOf(query.homeurl),
        currency: query.currency || 'EUR',
        lang: query.lang || 'en',
        homeUrl: query.homeurl ?? null,
        autoplay,
      }),
    );
  }

  app.get<{ Querystring: { tableId?: string; mode?: string; homeurl?: string; lang?: string } }>('/launcher/live.html', async (request, reply) => {
    const tableId = request.query.tableId ?? '';
    const game = tables.get(tableId);
    if (!game) return reply.code(404).type('text/html; charset=utf-8').send('<!doctype html><title>No such table</title><p>No such table</p>');
    const table = liveTablesAt([game], options.now())[0];
    return html(
      reply,
      livePage({
        tableId,
        name: game.name,
        mode: request.query.mode === 'real' ? 'real' : 'demo',
        open: table?.open ?? true,
        dealer: DEALERS[hashOf(`dealer:${tableId}`) % DEALERS.length] as string,
        parentOrigin: webOriginOf(request.query.homeurl),
        lang: request.query.lang || 'en',
      }),
    );
  });

  app.post('/launcher/balance', async (request, reply) => {
    const parsed = balanceSchema.safeParse(request.body ?? {});
    const credential = parsed.success ? credentialOf(parsed.data) : undefined;
    if (!credential) return sendTokenExpired(reply);
    const balances = await ledger.balances(credential.email);
    const persona = options.sessions.directory.find(credential.email);
    if (!balances || !persona) return sendTokenExpired(reply);
    const balance = options.bonuses ? await options.bonuses.playable(persona.playerId, credential.gameId, verticalOf(credential.gameId), balances) : balances.main;
    return { balance, currency: balances.currency };
  });

  app.post('/launcher/spin', async (request, reply) => {
    const parsed = spinSchema.safeParse(request.body);
    if (!parsed.success) return sendInvalidBody(reply, 'spinRequest', request.body, parsed.error);
    const body = parsed.data;
    const hasCredential = Boolean(body.ticket ?? body.token ?? body.sessionId);
    if (!hasCredential && body.moneymode === 'fun') {
      const result = slot.spin(body.gameId, body.stake);
      return { outcome: result.outcome, reels: result.reels, win: result.win };
    }
    const credential = credentialOf(body);
    if (!credential) return sendTokenExpired(reply);
    const before = await ledger.balances(credential.email);
    const persona = options.sessions.directory.find(credential.email);
    if (!before || !persona) return sendTokenExpired(reply);
    // A spin is the session's activity; a time-out, an exclusion or a used-up session limit ends it here.
    const ended = await options.sessions.check(credential.sid, persona);
    if (ended !== null) return sendError(reply, 401, 'Unauthorized', ended);
    // Issue 17: a free spin the player has on this game is played first (no stake, the spin's value).
    const vertical = verticalOf(body.gameId);
    const freeSpin = options.bonuses ? await options.bonuses.freeSpinFor(persona.playerId, body.gameId) : null;
    const stake = freeSpin ? freeSpin.spinValue : body.stake;
    const playable = async (balances: typeof before) => (options.bonuses ? options.bonuses.playable(persona.playerId, body.gameId, vertical, balances) : balances.main);
    // A spin the wallet cannot pay, or a limit refuses, is refused before the reels turn, so it takes no outcome from the queue.
    if (!freeSpin && stake > (await playable(before))) return sendError(reply, 402, 'INSUFFICIENT_FUNDS', 'Insufficient funds');
    // Issue 17: an active bonus's max bet (the limitation the site shows before the game) holds here too.
    const maxBet = freeSpin || !options.bonuses ? null : await options.bonuses.maxBet(persona.playerId, body.gameId, vertical, before.currency);
    if (maxBet !== null && stake > maxBet) return sendError(reply, 403, 'MAX_BET_EXCEEDED', `While your bonus is active the largest bet is ${formatMinorMoney(maxBet, before.currency, persona.market)}`);
    const refusal = freeSpin ? null : protectionRefusalOf(await options.protection.betAllowance(protectedPlayerOf(persona), stake), 'loss', before.currency);
    if (refusal) return reply.code(403).send(refusal);
    const result = slot.spin(body.gameId, stake);
    try {
      const after = await ledger.play(credential.email, { gameId: body.gameId, stake, win: result.win, vertical, freeSpinAssignmentId: freeSpin?.assignmentId ?? null });
      return { outcome: result.outcome, reels: result.reels, win: result.win, balance: await playable(after), currency: after.currency, ...(freeSpin ? { freeSpin: true } : {}) };
    } catch (error) {
      if (error instanceof LedgerError && error.status === 402) return sendError(reply, 402, 'INSUFFICIENT_FUNDS', 'Insufficient funds');
      throw error;
    }
  });

  app.get(`${CONTROL_PREFIX}/launcher/next-outcomes`, async () => ({ outcomes: slot.queued }));
  app.post(`${CONTROL_PREFIX}/launcher/next-outcomes`, async (request, reply) => {
    const parsed = outcomesSchema.safeParse(request.body);
    if (!parsed.success) return sendInvalidBody(reply, 'nextOutcomes', request.body, parsed.error, { error: 'BAD_REQUEST' });
    return { outcomes: slot.force(parsed.data.outcomes) };
  });

  store.onReset(() => {
    slot.reset();
    launches.clear();
  });
}
