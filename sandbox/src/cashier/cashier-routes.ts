import type { FieldError } from '@casino/shared/wire';
import {
  depositLimitCheckRequestSchema,
  depositRequestSchema,
  transactionsQuerySchema,
  withdrawalCancellationRequestSchema,
  withdrawalLimitCheckRequestSchema,
  withdrawalRequestSchema,
  type DepositLimitCheck,
  type PaymentMethodContent,
} from '@casino/shared/wire';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';

import { requirePlayer } from '../auth/auth-routes';
import { BonusError } from '../bonus/bonus-engine';
import { sendBonusError } from '../bonus/bonus-routes';
import type { PlayerSessions } from '../auth/player-sessions';
import { CONTROL_PREFIX } from '../control/faults';
import { sendError, sendValidationError } from '../lib/errors';
import { LedgerError, type Ledger } from '../ledger/ledger';
import { walletAnswerOf } from '../ledger/wallet-answer';
import { protectedPlayerOf, type PlayerProtection } from '../protection/player-protection';
import { protectionRefusalOf } from '../protection/protection-routes';
import { isMethodOffered } from '../seed/payment-methods';
import { depositBoundsOf } from './method-bounds';
import type { PaymentProvider } from './payment-provider';

/** Days a player asked for documents has left to send them, as the deposit limit check reports it (sandbox choice). */
export const DAYS_TO_VERIFY_DOCUMENTS = 14;

const IDEMPOTENCY_KEY = /^[A-Za-z0-9._:-]{1,200}$/;
const LIMIT_TYPE_OF = { D: 'DEPOSIT_DAILY', W: 'DEPOSIT_WEEKLY', M: 'DEPOSIT_MONTHLY' } as const;
const historyRequestSchema = z.object({ count: z.number().int().min(1).max(20_000), days: z.number().int().min(1).max(3650).default(365) });
const netPositionQuerySchema = z.object({ from: z.iso.datetime({ offset: true }).optional(), to: z.iso.datetime({ offset: true }).optional() });

/** 4xx `{ error, message, code }` for a refusal of the ledger (spec 000 §8; spec 001 §8 codes). */
export function sendLedgerError(reply: FastifyReply, error: unknown): FastifyReply {
  if (!(error instanceof LedgerError)) throw error;
  const names: Record<number, string> = { 400: 'Bad Request', 402: 'Payment Required', 403: 'Forbidden', 404: 'Not Found', 409: 'Conflict' };
  return reply.code(error.status).send({ error: names[error.status] ?? 'Error', message: error.message, code: error.code });
}

/** 400 with one spec 000 §8 field error. */
function sendFieldError(reply: FastifyReply, error: FieldError): FastifyReply {
  return reply.code(400).send({ error: 'Bad Request', message: 'Validation failed', validationErrors: [error] });
}

/** The request's `Idempotency-Key`, or a 400 field error sent (then null). */
function idempotencyKeyOf(request: FastifyRequest, reply: FastifyReply, objectName: string): string | null {
  const key = request.headers['idempotency-key'];
  if (typeof key === 'string' && IDEMPOTENCY_KEY.test(key)) return key;
  sendFieldError(reply, {
    objectName,
    field: 'Idempotency-Key',
    rejectedValue: key ?? null,
    status: 'INVALID',
    message: 'an Idempotency-Key header of 1 to 200 letters, digits and . _ : - is required',
    code: 'NotBlank',
  });
  return null;
}

/**
 * The wallet calls of spec 001 §7 "Wallet" (issue 14), authorised with the player's Bearer token (401
 * Token expired otherwise). Amounts are integers in minor units. Bodies and queries are checked with the
 * schemas of `@casino/shared/wire`; a bad one is 400 `{ error, message, validationErrors: [{ objectName,
 * field, rejectedValue, status, message, code }] }` (spec 000 §8) and nothing is written. Refusals of the
 * ledger are 4xx `{ error, message, code }`. Money-moving calls need an `Idempotency-Key` header.
 *
 * - `GET /player/wallet` → `Wallet` (404 `error.wallet.not_found` when the player has none, spec 001 §4);
 * - `GET /player/wallet/recent_deposit_methods` → `{ methods }`;
 * - `POST /player/wallet/deposit/request` `{ amount, paymentMethod, bonusId? }` → 201 `Deposit` (200 for a
 *   replayed key) with the provider's `redirectUrl`; 403 `ProtectionRefusal` over the deposit limit
 *   (`error.deposit.limit.reached`), over the balance limit (`error.balance.limit.reached`) or before a
 *   limit the market requires (`error.deposit.limit.required`);
 * - `GET /player/wallet/deposit/:referenceId` → `Deposit`;
 * - `POST /player/wallet/deposit/limit-check` `{ amount }` → `DepositLimitCheck` from the player's deposit
 *   limits and balance limit (issue 16: the least any of them leaves, that period and its reset, or
 *   `limitType: 'BALANCE'` with no reset; `limitRequired`);
 * - `POST /player/wallet/withdrawal/limit-check` `{ amount, ipAddress?, blackbox? }` → `WithdrawalLimitCheck`;
 * - `POST /player/wallet/withdrawal/request` `{ amount, paymentMethod? }` → 201 `PendingWithdrawal`; 409
 *   `BonusError` `error.bonus.active.withdrawal` (naming the bonus: `activeAssignmentId`, `activeCampaignId`,
 *   `activeTitle` in the player's language, `activeWageringProgress`) while an activated money bonus has
 *   wagering to do: nothing is written, and the same key withdraws once the bonus is forfeited;
 * - `GET /player/wallet/pendingWithdrawal` → `{ withdrawal }`;
 * - `POST /player/wallet/withdrawal/cancellation` `{ pendingWithdrawalId, amount, cancelByPlayer }` → `Wallet`;
 * - `GET /player/wallet/transactions?limit&position&category&status&from&to` → `{ transactions }`;
 * - `GET /player/wallet/net-position-win-loss?from&to` → `{ netPosition, winLoss }`;
 * - `GET /player/transaction-summary` → `{ totalDepositsCount }` (successful deposits in the ledger).
 *
 * Control (`/__sandbox`): `POST /withdrawals/:email/payout` → the COMPLETED withdrawal (404 when none is
 * pending); `GET /players/:email/ledger` → `{ balances, transactions }` straight from the database;
 * `POST /players/:email/history` `{ count, days? }` → 201 `{ added, balances }` (`Ledger.addHistory`).
 */
export function registerCashierRoutes(
  app: FastifyInstance,
  options: { sessions: PlayerSessions; ledger: Ledger; protection: PlayerProtection; paymentMethods: readonly PaymentMethodContent[]; provider: PaymentProvider },
): void {
  const { sessions, ledger, provider } = options;

  app.get('/player/wallet', async (request, reply) => {
    const player = await requirePlayer(sessions, request, reply);
    if (!player) return reply;
    const balances = await ledger.balances(player.email);
    if (!balances) return reply.code(404).send({ error: 'Not Found', message: 'The player has no wallet', code: 'error.wallet.not_found' });
    return walletAnswerOf(balances);
  });

  app.get('/player/transaction-summary', async (request, reply) => {
    const player = await requirePlayer(sessions, request, reply);
    if (!player) return reply;
    try {
      return { totalDepositsCount: await ledger.depositCount(player.email) };
    } catch (error) {
      return sendLedgerError(reply, error);
    }
  });

  app.get('/player/wallet/recent_deposit_methods', async (request, reply) => {
    const player = await requirePlayer(sessions, request, reply);
    if (!player) return reply;
    try {
      return { methods: await ledger.recentDepositMethods(player.email) };
    } catch (error) {
      return sendLedgerError(reply, error);
    }
  });

  app.post('/player/wallet/deposit/request', async (request, reply) => {
    const player = await requirePlayer(sessions, request, reply);
    if (!player) return reply;
    const parsed = depositRequestSchema.safeParse(request.body);
    if (!parsed.success) return sendValidationError(reply, 'depositRequest', request.body, parsed.error);
    const body = parsed.data;
    const key = idempotencyKeyOf(request, reply, 'depositRequest');
    if (key === null) return reply;
    const market = player.persona.market;
    if (!isMethodOffered(body.paymentMethod, market)) {
      return sendFieldError(reply, { objectName: 'depositRequest', field: 'paymentMethod', rejectedValue: body.paymentMethod, status: 'INVALID', message: `${body.paymentMethod} is not offered in market ${market}`, code: 'NotOffered' });
    }
    const currency = sessions.playerState(player.email).profile.currencyCode;
    const bounds = depositBoundsOf(options.paymentMethods, body.paymentMethod, market, currency);
    if (body.amount < bounds.minAmount || body.amount > bounds.maxAmount) {
      const below = body.amount < bounds.minAmount;
      return sendFieldError(reply, {
        objectName: 'depositRequest',
        field: 'amount',
        rejectedValue: body.amount,
        status: 'INVALID',
        message: below ? `must be at least ${bounds.minAmount} (minor units)` : `must be at most ${bounds.maxAmount} (minor units)`,
        code: below ? 'Min' : 'Max',
      });
    }
    // A replayed key answers the deposit it made, even when the limit is used up by now.
    const replayed = await ledger.hasIdempotencyKey(player.email, key);
    const refusal = replayed ? null : protectionRefusalOf(await options.protection.depositAllowance(protectedPlayerOf(player.persona), body.amount), 'deposit', currency);
    if (refusal) return reply.code(403).send(refusal);
    try {
      const deposit = await ledger.requestDeposit(player.email, { ...body, idempotencyKey: key });
      const { created, ...answer } = deposit;
      const origin = typeof request.headers.origin === 'string' ? request.headers.origin : null;
      return reply.code(created ? 201 : 200).send({ ...answer, redirectUrl: provider.pageUrl(deposit.referenceId, origin) });
    } catch (error) {
      return sendLedgerError(reply, error);
    }
  });

  app.get<{ Params: { referenceId: string } }>('/player/wallet/deposit/:referenceId', async (request, reply) => {
    const player = await requirePlayer(sessions, request, reply);
    if (!player) return reply;
    const deposit = await ledger.deposit(request.params.referenceId);
    if (!deposit || deposit.email !== player.email) return reply.code(404).send({ error: 'Not Found', message: `No deposit ${request.params.referenceId}`, code: 'error.deposit.not_found' });
    const { email: _owner, ...answer } = deposit;
    return { ...answer, redirectUrl: provider.pageUrl(deposit.referenceId, null) };
  });

  app.post('/player/wallet/deposit/limit-check', async (request, reply) => {
    const player = await requirePlayer(sessions, request, reply);
    if (!player) return reply;
    const parsed = depositLimitCheckRequestSchema.safeParse(request.body);
    if (!parsed.success) return sendValidationError(reply, 'depositLimitCheck', request.body, parsed.error);
    const profile = sessions.playerState(player.email).profile;
    const documentsRequested = String(profile.requestDocumentTypeStatus ?? '').includes(':REQUESTED');
    const allowance = await options.protection.depositAllowance(protectedPlayerOf(player.persona), parsed.data.amount);
    const answer: DepositLimitCheck = {
      isSpendLimit: allowance.exceeded,
      limitLeft: allowance.left,
      limitType: allowance.balance ? 'BALANCE' : allowance.period ? LIMIT_TYPE_OF[allowance.period] : null,
      resetOn: allowance.resetAt,
      daysLeftToVerifyDocuments: documentsRequested ? DAYS_TO_VERIFY_DOCUMENTS : null,
    };
    return allowance.required ? { ...answer, limitRequired: true } : answer;
  });

  app.post('/player/wallet/withdrawal/limit-check', async (request, reply) => {
    const player = await requirePlayer(sessions, request, reply);
    if (!player) return reply;
    const parsed = withdrawalLimitCheckRequestSchema.safeParse(request.body);
    if (!parsed.success) return sendValidationError(reply, 'withdrawalLimitCheck', request.body, parsed.error);
    try {
      return await ledger.checkWithdrawal(player.email, parsed.data.amount);
    } catch (error) {
      return sendLedgerError(reply, error);
    }
  });

  app.post('/player/wallet/withdrawal/request', async (request, reply) => {
    const player = await requirePlayer(sessions, request, reply);
    if (!player) return reply;
    const parsed = withdrawalRequestSchema.safeParse(request.body);
    if (!parsed.success) return sendValidationError(reply, 'withdrawalRequest', request.body, parsed.error);
    const key = idempotencyKeyOf(request, reply, 'withdrawalRequest');
    if (key === null) return reply;
    const language = sessions.playerState(player.email).profile.languageCode;
    try {
      const { created, status: _status, ...withdrawal } = await ledger.requestWithdrawal(player.email, { ...parsed.data, idempotencyKey: key, language });
      return reply.code(created ? 201 : 200).send(withdrawal);
    } catch (error) {
      if (error instanceof BonusError) return sendBonusError(reply, error);
      return sendLedgerError(reply, error);
    }
  });

  app.get('/player/wallet/pendingWithdrawal', async (request, reply) => {
    const player = await requirePlayer(sessions, request, reply);
    if (!player) return reply;
    try {
      return { withdrawal: await ledger.pendingWithdrawal(player.email) };
    } catch (error) {
      return sendLedgerError(reply, error);
    }
  });

  app.post('/player/wallet/withdrawal/cancellation', async (request, reply) => {
    const player = await requirePlayer(sessions, request, reply);
    if (!player) return reply;
    const parsed = withdrawalCancellationRequestSchema.safeParse(request.body);
    if (!parsed.success) return sendValidationError(reply, 'withdrawalCancellation', request.body, parsed.error);
    const key = idempotencyKeyOf(request, reply, 'withdrawalCancellation');
    if (key === null) return reply;
    try {
      return walletAnswerOf(await ledger.cancelWithdrawal(player.email, { ...parsed.data, idempotencyKey: key }));
    } catch (error) {
      return sendLedgerError(reply, error);
    }
  });

  app.get('/player/wallet/transactions', async (request, reply) => {
    const player = await requirePlayer(sessions, request, reply);
    if (!player) return reply;
    const parsed = transactionsQuerySchema.safeParse(request.query);
    if (!parsed.success) return sendValidationError(reply, 'transactionsQuery', request.query, parsed.error);
    try {
      return { transactions: await ledger.transactions(player.email, parsed.data) };
    } catch (error) {
      return sendLedgerError(reply, error);
    }
  });

  app.get('/player/wallet/net-position-win-loss', async (request, reply) => {
    const player = await requirePlayer(sessions, request, reply);
    if (!player) return reply;
    const parsed = netPositionQuerySchema.safeParse(request.query);
    if (!parsed.success) return sendValidationError(reply, 'netPositionQuery', request.query, parsed.error);
    try {
      return await ledger.netPosition(player.email, parsed.data.from, parsed.data.to);
    } catch (error) {
      return sendLedgerError(reply, error);
    }
  });

  app.post<{ Params: { email: string } }>(`${CONTROL_PREFIX}/withdrawals/:email/payout`, async (request, reply) => {
    if (!sessions.directory.find(request.params.email)) return sendError(reply, 404, 'NOT_FOUND', `No persona ${request.params.email}`);
    try {
      return await ledger.payoutWithdrawal(request.params.email);
    } catch (error) {
      return sendLedgerError(reply, error);
    }
  });

  app.post<{ Params: { email: string } }>(`${CONTROL_PREFIX}/players/:email/history`, async (request, reply) => {
    const parsed = historyRequestSchema.safeParse(request.body ?? {});
    if (!parsed.success) return sendValidationError(reply, 'historyRequest', request.body, parsed.error);
    try {
      const balances = await ledger.addHistory(request.params.email, parsed.data);
      return reply.code(201).send({ added: parsed.data.count, balances });
    } catch (error) {
      return sendLedgerError(reply, error);
    }
  });

  app.get<{ Params: { email: string } }>(`${CONTROL_PREFIX}/players/:email/ledger`, async (request, reply) => {
    const view = await ledger.view(request.params.email);
    if (!view) return sendError(reply, 404, 'NOT_FOUND', `No wallet for ${request.params.email}`);
    return view;
  });
}
