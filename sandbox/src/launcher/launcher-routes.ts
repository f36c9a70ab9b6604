import type { ContentGame } from '@casino/shared/wire';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';

import { sendTokenExpired } from '../auth/auth-routes';
import { CONTROL_PREFIX } from '../control/faults';
import type { LaunchCredential, LaunchSessions } from '../games/launch-sessions';
import { liveTablesAt } from '../games/live-tables';
import { sendError } from '../lib/errors';
import { hashOf } from '../lib/hash';
import type { StateStore } from '../state/state-store';
import type { WalletHub } from '../wallet/wallet-hub';
import { livePage, parentOriginOf, slotPage } from './launcher-page';
import { roundMoney, SLOT_STAKES, type SlotMachine } from './slot';

const credentialFields = {
  token: z.string().min(1).optional(),
  ticket: z.string().min(1).optional(),
  sessionId: z.string().min(1).optional(),
};
const balanceSchema = z.object(credentialFields);
const spinSchema = z.object({
  ...credentialFields,
  gameId: z.string().trim().min(1).max(200),
  stake: z.number().refine((stake) => SLOT_STAKES.some((allowed) => Math.abs(allowed - stake) < 1e-9), { message: `stake must be one of ${SLOT_STAKES.join(', ')}` }),
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
}

/**
 * The stand-in game launcher (spec 001 §7 Relax-type launch URL) and live table, and the spins of
 * real-money play:
 * - `GET /launcher/launcher.html?lang&channel&jurisdiction&ticket&partnerid&moneymode=real|fun&gameid&partner&homeurl&fullscreen`
 *   (also `token` or `sessionId` instead of `ticket`, and `currency`): the slot page;
 * - `GET /launcher/live.html?tableId&mode=real|demo&homeurl&lang`: the live table page;
 * - `POST /launcher/balance` `{ ticket|token|sessionId }` → `{ balance, currency }` (MAIN), 401 Token expired;
 * - `POST /launcher/spin` `{ ticket|token|sessionId, gameId, stake }` → `{ outcome, reels, win, balance, currency }`:
 *   debits the stake and credits the win in the player's MAIN, pushes WALLET_BALANCE to the player's
 *   sockets; 402 Insufficient funds; 401 Token expired. Without a credential and with `moneymode: 'fun'`:
 *   `{ outcome, reels, win }` and no wallet;
 * - control: `POST /__sandbox/launcher/next-outcomes` `{ outcomes: ['win'|'loss'…] }` → `{ outcomes }` (queued),
 *   `GET` the same → the queue.
 */
export function registerLauncherRoutes(
  app: FastifyInstance,
  options: { store: StateStore; hub: WalletHub; launches: LaunchSessions; slot: SlotMachine; games: readonly ContentGame[]; now: () => Date },
): void {
  const { store, hub, launches, slot } = options;
  const tables = new Map(options.games.filter((game) => game.tableId).map((game) => [game.tableId as string, game]));

  const credentialOf = (body: { token?: string; ticket?: string; sessionId?: string }): LaunchCredential | undefined => {
    const value = body.ticket ?? body.token ?? body.sessionId;
    return value ? launches.resolve(value) : undefined;
  };
  const html = (reply: FastifyReply, page: string) => reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').send(page);

  app.get<{ Querystring: LauncherQuery }>('/launcher/launcher.html', async (request, reply) => {
    const query = request.query;
    const credential = query.ticket ? { kind: 'ticket' as const, value: query.ticket } : query.token ? { kind: 'token' as const, value: query.token } : query.sessionId ? { kind: 'sessionId' as const, value: query.sessionId } : null;
    return html(
      reply,
      slotPage({
        gameId: query.gameid || 'sandbox-slot',
        mode: query.moneymode === 'real' ? 'real' : 'fun',
        credential,
        parentOrigin: parentOriginOf(query.homeurl),
        currency: query.currency || 'EUR',
        lang: query.lang || 'en',
        homeUrl: query.homeurl ?? null,
      }),
    );
  });

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
        parentOrigin: parentOriginOf(request.query.homeurl),
        lang: request.query.lang || 'en',
      }),
    );
  });

  app.post('/launcher/balance', async (request, reply) => {
    const parsed = balanceSchema.safeParse(request.body ?? {});
    const credential = parsed.success ? credentialOf(parsed.data) : undefined;
    if (!credential) return sendTokenExpired(reply);
    const wallet = store.state.players[credential.email]?.wallet;
    return { balance: wallet?.balanceMap.MAIN ?? 0, currency: wallet?.currency ?? 'EUR' };
  });

  app.post('/launcher/spin', async (request, reply) => {
    const parsed = spinSchema.safeParse(request.body);
    if (!parsed.success) return sendError(reply, 400, 'Bad Request', z.prettifyError(parsed.error));
    const body = parsed.data;
    const hasCredential = Boolean(body.ticket ?? body.token ?? body.sessionId);
    if (!hasCredential && body.moneymode === 'fun') {
      const result = slot.spin(body.gameId, body.stake);
      return { outcome: result.outcome, reels: result.reels, win: result.win };
    }
    const credential = credentialOf(body);
    if (!credential) return sendTokenExpired(reply);
    const wallet = store.state.players[credential.email]?.wallet;
    if (!wallet) return sendTokenExpired(reply);
    const main = wallet.balanceMap.MAIN ?? 0;
    if (body.stake > main + 1e-9) return sendError(reply, 402, 'INSUFFICIENT_FUNDS', 'Insufficient funds');
    const result = slot.spin(body.gameId, body.stake);
    const state = await store.update((draft) => {
      const stored = draft.players[credential.email];
      if (stored) stored.wallet.balanceMap.MAIN = roundMoney((stored.wallet.balanceMap.MAIN ?? 0) - body.stake + result.win);
    });
    const updated = state.players[credential.email]?.wallet ?? wallet;
    hub.send(credential.email, JSON.stringify({ body: { type: 'WALLET_BALANCE', balanceMap: updated.balanceMap } }));
    return { outcome: result.outcome, reels: result.reels, win: result.win, balance: updated.balanceMap.MAIN ?? 0, currency: updated.currency };
  });

  app.get(`${CONTROL_PREFIX}/launcher/next-outcomes`, async () => ({ outcomes: slot.queued }));
  app.post(`${CONTROL_PREFIX}/launcher/next-outcomes`, async (request, reply) => {
    const parsed = outcomesSchema.safeParse(request.body);
    if (!parsed.success) return sendError(reply, 400, 'BAD_REQUEST', z.prettifyError(parsed.error));
    return { outcomes: slot.force(parsed.data.outcomes) };
  });

  store.onReset(() => {
    slot.reset();
    launches.clear();
  });
}
