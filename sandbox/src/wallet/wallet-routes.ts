import fastifyWebsocket from '@fastify/websocket';
import type { FastifyInstance } from 'fastify';
import type { RawData } from 'ws';
import { playerAttributeChangeMessageSchema, walletBalanceMessageSchema } from '@casino/shared/wire';
import { z } from 'zod';

import type { AuthenticatedPlayer, PlayerSessions } from '../auth/player-sessions';
import { CONTROL_PREFIX } from '../control/faults';
import { sendLedgerError } from '../cashier/cashier-routes';
import { sendError, sendInvalidBody } from '../lib/errors';
import type { Ledger } from '../ledger/ledger';
import { playerProfileSchema } from '../state/sandbox-state';
import type { StateStore } from '../state/state-store';
import { WALLET_CLOSE, type WalletHub } from './wallet-hub';

/** The socket's path. The spec leaves it open ("Path of the socket: not shown"). */
export const WALLET_SOCKET_PATH = '/wallet-bonus/ws';

const pushSchema = z.object({
  body: z.looseObject({ type: z.string().min(1) }),
});
const walletBalanceSchema = walletBalanceMessageSchema;
const attributeChangeSchema = playerAttributeChangeMessageSchema;
const pushRawSchema = z.object({ text: z.string() });

function textOf(data: RawData): string {
  if (Array.isArray(data)) return Buffer.concat(data).toString('utf8');
  return Buffer.isBuffer(data) ? data.toString('utf8') : Buffer.from(data).toString('utf8');
}

/**
 * Registers @fastify/websocket. Call it before any other `onRequest` hook: its own hook marks upgrade
 * requests, so that an upgrade another hook answers (a fault, maintenance) has its socket closed after
 * the answer instead of left open.
 */
export async function registerWebsocketSupport(app: FastifyInstance): Promise<void> {
  await app.register(fastifyWebsocket, { options: { maxPayload: 64 * 1024 } });
}

/**
 * The wallet-bonus WebSocket (spec 000 §7 Real-time wallet feed, spec 001 §7 Real-time feed) and its
 * test-control routes.
 *
 * `GET /wallet-bonus/ws?token=<wallet session token>` upgrades; a missing, expired or revoked token
 * closes at once with 4401. The client's text `ping` is answered `pong`; anything else it sends is
 * ignored. Messages to the client are JSON `{ body: { type: 'WALLET_BALANCE', balanceMap } }` and
 * `{ body: { type: 'PLAYER_ATTRIBUTE_CHANGE', attributes } }`.
 *
 * Needs `registerWebsocketSupport` first.
 *
 * Control (`/__sandbox`):
 * - `POST /players/:email/push` `{ body }` → `{ delivered }`: sends `{ body }` to every open socket of the
 *   player. WALLET_BALANCE (balanceMap in minor units) sets the ledger's balances with ADJUSTMENT rows for
 *   the differences (buckets left out keep theirs), and the ledger's change pushes the new balances;
 *   PLAYER_ATTRIBUTE_CHANGE merges into the stored profile (400 when the result is not a profile);
 * - `POST /players/:email/push-raw` `{ text }` → `{ delivered }`: a raw text frame;
 * - `POST /sockets/drop` → `{ dropped }`: closes every socket with 1012;
 * - `POST /players/:email/sockets/drop` → `{ dropped }`: closes one player's sockets with 1012 (404 for an
 *   unknown persona), so a test can drop its own player's feed without catching another test's;
 * - `GET /sockets` → `{ total, players: { [email]: count } }`.
 */
export function registerWalletRoutes(app: FastifyInstance, options: { store: StateStore; sessions: PlayerSessions; hub: WalletHub; ledger: Ledger }): void {
  const { store, sessions, hub, ledger } = options;

  app.get<{ Querystring: { token?: string } }>(WALLET_SOCKET_PATH, { websocket: true }, async (socket, request) => {
    // Listen at once: messages that arrive while the token is checked are not lost.
    socket.on('message', (data, isBinary) => {
      if (!isBinary && textOf(data).trim() === 'ping') socket.send('pong');
    });
    const token = typeof request.query.token === 'string' ? request.query.token : '';
    let player: AuthenticatedPlayer | null = null;
    if (token) player = await sessions.verifyWalletToken(token);
    if (!player) {
      socket.close(WALLET_CLOSE.unauthorised, 'Token expired');
      return;
    }
    if (socket.readyState === socket.OPEN) hub.add(socket, { email: player.email, sid: player.sid });
  });

  app.post<{ Params: { email: string } }>(`${CONTROL_PREFIX}/players/:email/push`, async (request, reply) => {
    const persona = sessions.directory.find(request.params.email);
    if (!persona) return sendError(reply, 404, 'NOT_FOUND', `No persona ${request.params.email}`);
    const parsed = pushSchema.safeParse(request.body);
    if (!parsed.success) return sendInvalidBody(reply, 'pushRequest', request.body, parsed.error, { error: 'BAD_REQUEST' });
    const { body } = parsed.data;

    if (body.type === 'WALLET_BALANCE') {
      const balance = walletBalanceSchema.safeParse(body);
      if (!balance.success) return sendInvalidBody(reply, 'walletBalance', body, balance.error, { error: 'BAD_REQUEST', message: `WALLET_BALANCE needs a balanceMap of whole minor units: ${z.prettifyError(balance.error)}` });
      const { MAIN, LOCKED, BONUS } = balance.data.balanceMap;
      try {
        await ledger.adjust(persona.email, { MAIN, LOCKED, BONUS });
      } catch (error) {
        return sendLedgerError(reply, error);
      }
      // The ledger's change listener has pushed WALLET_BALANCE with the new balances to every socket.
      return { delivered: hub.counts()[persona.email] ?? 0 };
    } else if (body.type === 'PLAYER_ATTRIBUTE_CHANGE') {
      const change = attributeChangeSchema.safeParse(body);
      if (!change.success) return sendInvalidBody(reply, 'playerAttributeChange', body, change.error, { error: 'BAD_REQUEST', message: `PLAYER_ATTRIBUTE_CHANGE needs an attributes object: ${z.prettifyError(change.error)}` });
      const merged = playerProfileSchema.safeParse({ ...sessions.playerState(persona.email).profile, ...change.data.attributes });
      if (!merged.success) return sendInvalidBody(reply, 'playerProfile', change.data.attributes, merged.error, { error: 'BAD_REQUEST', message: `The attributes do not make a profile: ${z.prettifyError(merged.error)}` });
      await store.update((draft) => {
        const stored = draft.players[persona.email];
        if (stored) stored.profile = merged.data;
      });
    }
    return { delivered: hub.send(persona.email, JSON.stringify({ body })) };
  });

  app.post<{ Params: { email: string } }>(`${CONTROL_PREFIX}/players/:email/push-raw`, async (request, reply) => {
    const persona = sessions.directory.find(request.params.email);
    if (!persona) return sendError(reply, 404, 'NOT_FOUND', `No persona ${request.params.email}`);
    const parsed = pushRawSchema.safeParse(request.body);
    if (!parsed.success) return sendInvalidBody(reply, 'pushRawRequest', request.body, parsed.error, { error: 'BAD_REQUEST' });
    return { delivered: hub.send(persona.email, parsed.data.text) };
  });

  app.post(`${CONTROL_PREFIX}/sockets/drop`, async () => ({ dropped: hub.closeAll(WALLET_CLOSE.serviceRestart, 'Dropped by the sandbox') }));

  app.post<{ Params: { email: string } }>(`${CONTROL_PREFIX}/players/:email/sockets/drop`, async (request, reply) => {
    const persona = sessions.directory.find(request.params.email);
    if (!persona) return sendError(reply, 404, 'NOT_FOUND', `No persona ${request.params.email}`);
    return { dropped: hub.closePlayer(persona.email, WALLET_CLOSE.serviceRestart, 'Dropped by the sandbox') };
  });

  app.get(`${CONTROL_PREFIX}/sockets`, async () => {
    const players = hub.counts();
    return { total: Object.values(players).reduce((sum, count) => sum + count, 0), players };
  });

  store.onReset(() => {
    hub.closeAll(WALLET_CLOSE.serviceRestart, 'Sandbox reset');
  });
}
