import { randomUUID } from 'node:crypto';

import { PAY_AND_PLAY_MARKETS, findMarket } from '@casino/shared/market';
import { payAndPlayCodeRequestSchema, payAndPlayLoginRequestSchema, payAndPlayUpdateRequestSchema, type PayAndPlayAuthorize, type PayAndPlayCode } from '@casino/shared/wire';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';

import type { PlayerSessions } from '../auth/player-sessions';
import type { PaymentProvider } from '../cashier/payment-provider';
import { webOriginOf } from '../lib/web-origin';
import type { Ledger } from '../ledger/ledger';
import { sendError, sendValidationError } from '../lib/errors';
import { findPersona, PERSONAS, type Persona } from '../seed/personas';
import type { PayAndPlaySession } from '../state/sandbox-state';
import type { StateStore } from '../state/state-store';
import { bankPage, type BankCustomer } from './bank-page';

/** Where pay-and-play is offered, by the country the authorize call names: the origin countries of its markets (FI, SE). */
export const PAY_AND_PLAY_COUNTRIES: readonly string[] = PAY_AND_PLAY_MARKETS.map((id) => findMarket(id)?.originCountryCode).filter((country) => typeof country === 'string');
/** The bounds of a pay-and-play deposit, minor units (the deposit's default: 10 to 5,000 of the currency). */
export const PAY_AND_PLAY_BOUNDS = { min: 10_00, max: 5_000_00 } as const;
/** The method a pay-and-play deposit is booked with: the bank payment of the Nordic providers. */
export const PAY_AND_PLAY_METHOD = 'TRUSTLY' as const;

const authorizeQuerySchema = z.object({
  amount: z.coerce.number().int().min(PAY_AND_PLAY_BOUNDS.min).max(PAY_AND_PLAY_BOUNDS.max),
  currency: z.string().regex(/^[A-Z]{3}$/),
  country: z.string().refine((country) => PAY_AND_PLAY_COUNTRIES.includes(country), { message: `Pay and play is offered in ${PAY_AND_PLAY_COUNTRIES.join(' and ')}` }),
});
const bankActionSchema = z.object({ token: z.string(), bankId: z.string().max(100).optional() });

/** The customers the sandbox bank knows: the personas with a `bankId`, new ones first. */
export function bankCustomers(): Array<BankCustomer & { persona: Persona }> {
  const name = (persona: Persona) => persona.email.split('@')[0]!.replace(/^./, (first) => first.toUpperCase());
  return PERSONAS.filter((persona) => persona.bankId)
    .map((persona) => {
      const isNew = persona.profile.accountStatus === 'PRE_REGISTERED';
      return { persona, isNew, bankId: persona.bankId!, label: `${name(persona)} (${isNew ? 'new to the casino' : 'already a player'})` };
    })
    .sort((a, b) => Number(b.isNew) - Number(a.isNew))
    .map(({ persona, bankId, label }) => ({ persona, bankId, label }));
}

/**
 * Pay and play (spec 001 §7 Pay and play, §4; issue 14 point 7), anonymous calls (site context):
 * - `GET /paynplay/authorize?amount&currency&country` → `{ iframeUrl, sessionId }`: opens a session and
 *   answers the sandbox bank's authorize page on the provider's origin. `amount` in minor units within
 *   10.00–5,000.00, `country` FI or SE; else 400 with field errors, and nothing is written;
 * - `POST /paynplay/player/code` `{ oneTimeCode, sessionId }` → `{ playerId, sessionId, isNewPlayer, deposit }`:
 *   the code the bank's page gave identifies the persona and books the deposit (DEPOSIT SUCCESS, TRUSTLY,
 *   one per session: a replay answers the same and moves no more money); 400 `error.paynplay.code.invalid`;
 * - `POST /paynplay/player/login` `{ sessionId }` → the token set of `/player/login` for that persona;
 *   400 `error.paynplay.session.not_verified` before the code, a refused persona's login refusal;
 * - `POST /paynplay/player/update` `{ sessionId, email, mobilePhone }` → 204: the new player's contact
 *   details on the profile (`contactEmail`, `mobilePhone`) and `accountStatus` REGISTERED.
 * The bank (on the provider's origin): `GET /provider/paynplay/:sessionId?token&origin` is its page;
 * `POST /provider/paynplay/:sessionId/approve|decline|cancel` `{ token, bankId }` → `{ sessionId, status, oneTimeCode? }`.
 */
export function registerPayAndPlayRoutes(
  app: FastifyInstance,
  options: {
    store: StateStore;
    sessions: PlayerSessions;
    ledger: Ledger;
    provider: PaymentProvider;
    now: () => Date;
    /** Called once a session's deposit is booked (e.g. to date a first deposit). */
    onDepositSucceeded?: (email: string) => Promise<void>;
  },
): void {
  const { store, sessions, ledger, provider, now, onDepositSucceeded } = options;
  const sessionOf = (sessionId: string): PayAndPlaySession | undefined => store.state.payAndPlaySessions[sessionId];
  const saveSession = (session: PayAndPlaySession) =>
    store.update((draft) => {
      draft.payAndPlaySessions[session.sessionId] = session;
    });
  const notVerified = (reply: FastifyReply) => sendError(reply, 400, 'Bad Request', 'code:error.paynplay.session.not_verified');

  app.get('/paynplay/authorize', async (request, reply) => {
    const parsed = authorizeQuerySchema.safeParse(request.query);
    if (!parsed.success) return sendValidationError(reply, 'payAndPlayAuthorize', request.query, parsed.error);
    const sessionId = `pnp-${randomUUID()}`;
    const returnOrigin = typeof request.headers.origin === 'string' ? request.headers.origin : null;
    await saveSession({ sessionId, ...parsed.data, status: 'AUTHORIZING', returnOrigin, oneTimeCode: null, email: null, isNewPlayer: false, depositReferenceId: null, createdAt: now().toISOString() });
    return { sessionId, iframeUrl: provider.payAndPlayPageUrl(sessionId, returnOrigin) } satisfies PayAndPlayAuthorize;
  });

  app.post('/paynplay/player/code', async (request, reply) => {
    const parsed = payAndPlayCodeRequestSchema.safeParse(request.body);
    if (!parsed.success) return sendValidationError(reply, 'payAndPlayCode', request.body, parsed.error);
    const session = sessionOf(parsed.data.sessionId);
    const answered = session?.status === 'APPROVED' || session?.status === 'VERIFIED';
    const persona = answered && session.oneTimeCode === parsed.data.oneTimeCode && session.email ? findPersona(session.email) : undefined;
    if (!session || !persona) return sendError(reply, 400, 'Bad Request', 'code:error.paynplay.code.invalid');
    // One deposit per session: the key makes a replayed code book nothing more.
    const requested = await ledger.requestDeposit(persona.email, { amount: session.amount, paymentMethod: PAY_AND_PLAY_METHOD, idempotencyKey: `paynplay:${session.sessionId}` });
    const settled = await ledger.settleDeposit(requested.referenceId, 'SUCCESS');
    if (session.status !== 'VERIFIED') await saveSession({ ...session, status: 'VERIFIED', depositReferenceId: settled.referenceId });
    if (settled.changed) await onDepositSucceeded?.(persona.email);
    return {
      playerId: persona.playerId,
      sessionId: session.sessionId,
      isNewPlayer: session.isNewPlayer,
      deposit: { referenceId: settled.referenceId, amount: settled.amount, currency: settled.currency },
    } satisfies PayAndPlayCode;
  });

  app.post('/paynplay/player/login', async (request, reply) => {
    const parsed = payAndPlayLoginRequestSchema.safeParse(request.body);
    if (!parsed.success) return sendValidationError(reply, 'payAndPlayLogin', request.body, parsed.error);
    const session = sessionOf(parsed.data.sessionId);
    if (!session || session.status !== 'VERIFIED' || !session.email) return notVerified(reply);
    const result = await sessions.loginVerifiedPlayer(session.email);
    if (!result.ok) return sendError(reply, 401, 'Unauthorized', result.message);
    return result.tokens;
  });

  app.post('/paynplay/player/update', async (request, reply) => {
    const parsed = payAndPlayUpdateRequestSchema.safeParse(request.body);
    if (!parsed.success) return sendValidationError(reply, 'payAndPlayUpdate', request.body, parsed.error);
    const session = sessionOf(parsed.data.sessionId);
    if (!session || session.status !== 'VERIFIED' || !session.email) return notVerified(reply);
    const email = session.email;
    await store.update((draft) => {
      const player = draft.players[email];
      if (!player) return;
      player.profile = { ...player.profile, contactEmail: parsed.data.email, mobilePhone: parsed.data.mobilePhone, accountStatus: 'REGISTERED' };
    });
    return reply.code(204).send();
  });

  app.get<{ Params: { sessionId: string }; Querystring: { token?: string; origin?: string } }>('/provider/paynplay/:sessionId', async (request, reply) => {
    const session = sessionOf(request.params.sessionId);
    if (!session || !provider.checkPayAndPlayToken(session.sessionId, request.query.token)) {
      return reply.code(404).type('text/html; charset=utf-8').send('<!doctype html><html lang="en"><title>Session not found</title><p>Session not found</p></html>');
    }
    const page = bankPage({
      sessionId: session.sessionId,
      token: request.query.token as string,
      amount: session.amount,
      currency: session.currency,
      status: session.status,
      customers: bankCustomers().map(({ bankId, label }) => ({ bankId, label })),
      parentOrigin: webOriginOf(request.query.origin ?? session.returnOrigin),
    });
    return reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').send(page);
  });

  app.post<{ Params: { sessionId: string; action: string } }>('/provider/paynplay/:sessionId/:action', async (request, reply) => {
    const { sessionId, action } = request.params;
    const body = bankActionSchema.safeParse(request.body);
    const session = sessionOf(sessionId);
    if (!session || !body.success || !provider.checkPayAndPlayToken(sessionId, body.data.token)) return sendError(reply, 404, 'Not Found', `No session ${sessionId}`);
    if (!['approve', 'decline', 'cancel'].includes(action)) return sendError(reply, 404, 'Not Found', `No action ${action}`);
    if (session.status !== 'AUTHORIZING') return sendError(reply, 409, 'Conflict', `The session is ${session.status}`);
    if (action !== 'approve') {
      const status = action === 'decline' ? 'DECLINED' : 'CANCELLED';
      await saveSession({ ...session, status });
      return { sessionId, status };
    }
    const customer = bankCustomers().find((candidate) => candidate.bankId === body.data.bankId);
    if (!customer) return sendError(reply, 400, 'Bad Request', 'The bank knows no such customer');
    const oneTimeCode = randomUUID();
    await saveSession({ ...session, status: 'APPROVED', oneTimeCode, email: customer.persona.email, isNewPlayer: customer.persona.profile.accountStatus === 'PRE_REGISTERED' });
    return { sessionId, status: 'APPROVED', oneTimeCode };
  });
}
