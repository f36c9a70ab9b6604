import { z } from '@casino/shared-modules/zod';

import { PAYMENT_METHODS, TRANSACTION_CATEGORIES, TRANSACTION_STATUSES, TRANSACTION_TYPES, WITHDRAWAL_OUTCOMES } from '../constants/enums';

/*
 * The cashier's calls (spec 001 §7 Wallet, Pay and play). Every amount on this wire is an integer in
 * minor currency units (cents): 1050 is EUR 10.50. Amounts are formatted only at the edge, with the
 * currency rules of spec 001 §9 (`@casino/shared/money`). The spec shows no response shapes: the ones
 * here are the platform's as the sandbox serves them, documented in sandbox/README.md.
 */

/** An amount of money in minor units: a whole number of cents (or the currency's smallest unit). */
export const minorAmountSchema = z.int();

/** A positive amount a player asks to move, in minor units. */
export const positiveMinorAmountSchema = z.int().check(z.positive());

/** spec 001 §3 Payment methods. */
export const paymentMethodSchema = z.enum(PAYMENT_METHODS);
/** One of spec 001 §3's payment methods. */
export type PaymentMethod = z.infer<typeof paymentMethodSchema>;

/** `GET /player/wallet/recent_deposit_methods` answer: the methods the player paid with, most recent first. */
export const recentDepositMethodsSchema = z.object({ methods: z.array(paymentMethodSchema) });
/** `GET /player/wallet/recent_deposit_methods` answer. */
export type RecentDepositMethods = z.infer<typeof recentDepositMethodsSchema>;

/**
 * `POST /player/wallet/deposit/request` body (spec 001 §7), sent with an `Idempotency-Key` header: the
 * same key twice makes one deposit. `bonusId` is the selected deposit bonus (`selectedBonusId`), if any.
 */
export const depositRequestSchema = z.object({
  amount: positiveMinorAmountSchema,
  paymentMethod: paymentMethodSchema,
  bonusId: z.optional(z.string().check(z.minLength(1), z.maxLength(100))),
});
/** `POST /player/wallet/deposit/request` body. */
export type DepositRequest = z.infer<typeof depositRequestSchema>;

/** A deposit as the platform knows it: PENDING until the provider answers, then SUCCESS or FAILED (or CANCELLED when abandoned). */
export const depositSchema = z.object({
  referenceId: z.string(),
  amount: positiveMinorAmountSchema,
  currency: z.string(),
  paymentMethod: paymentMethodSchema,
  status: z.enum(TRANSACTION_STATUSES),
  /** The provider's hosted payment page (its own origin), opened in a frame. */
  redirectUrl: z.string(),
  /** ISO time when a deposit still PENDING expires. */
  expiresAt: z.string(),
});
/** `POST /player/wallet/deposit/request` and `GET /player/wallet/deposit/:referenceId` answer. */
export type Deposit = z.infer<typeof depositSchema>;

/** `POST /player/wallet/deposit/limit-check` body: the amount about to be paid in. */
export const depositLimitCheckRequestSchema = z.object({ amount: positiveMinorAmountSchema });
/** `POST /player/wallet/deposit/limit-check` body. */
export type DepositLimitCheckRequest = z.infer<typeof depositLimitCheckRequestSchema>;

/**
 * `POST /player/wallet/deposit/limit-check` answer (spec 001 §3 Deposit flow state): `isSpendLimit` is true
 * when a self-set limit stops this amount; `limitLeft` (minor units) is what the limit still allows (the
 * least over the periods set), `limitType` which limit and period binds, `resetOn` (ISO) when that period
 * starts again. All null without a limit.
 */
export const depositLimitCheckSchema = z.object({
  isSpendLimit: z.boolean(),
  limitLeft: z.nullable(minorAmountSchema),
  /** `BALANCE`: the player's balance limit binds (issue 16, the Netherlands); it has no period, so `resetOn` is null. */
  limitType: z.nullable(
    z.enum([
      'DEPOSIT_DAILY',
      'DEPOSIT_WEEKLY',
      'DEPOSIT_MONTHLY',
      'LOSS_DAILY',
      'LOSS_WEEKLY',
      'LOSS_MONTHLY',
      'BALANCE',
    ]),
  ),
  resetOn: z.nullable(z.string()),
  /** Days left to send the requested documents, when KYC asks for them (the deposit KYC notice); else null. */
  daysLeftToVerifyDocuments: z.nullable(z.int()),
  /**
   * True when the market needs a deposit limit before any deposit and none is set (issue 16: Sweden, the
   * Netherlands): `isSpendLimit` is then true and `limitLeft` 0. Left out by platforms without the rule.
   */
  limitRequired: z.optional(z.boolean()),
});
/** `POST /player/wallet/deposit/limit-check` answer. */
export type DepositLimitCheck = z.infer<typeof depositLimitCheckSchema>;

/** spec 001 §3 Withdraw flow state `duration`: the period of a withdrawal limit. */
export const withdrawalLimitDurationSchema = z.enum(['DAILY', 'WEEKLY', 'MONTHLY']);

/** `POST /player/wallet/withdrawal/limit-check` body (spec 001 §7: with ipAddress and blackbox when known). */
export const withdrawalLimitCheckRequestSchema = z.object({
  amount: positiveMinorAmountSchema,
  ipAddress: z.optional(z.string().check(z.maxLength(64))),
  blackbox: z.optional(z.string().check(z.maxLength(4000))),
});
/** `POST /player/wallet/withdrawal/limit-check` body. */
export type WithdrawalLimitCheckRequest = z.infer<typeof withdrawalLimitCheckRequestSchema>;

/**
 * `POST /player/wallet/withdrawal/limit-check` answer: the eligibility outcome of spec 001 §4 and the
 * withdrawal limit (spec 001 §3 Withdraw flow state: `limit` left in minor units, `duration`,
 * `originalLimit`; a limit of 0 means it is reached, §5). Limits are null where none applies.
 */
export const withdrawalLimitCheckSchema = z.object({
  outcome: z.enum(WITHDRAWAL_OUTCOMES),
  limit: z.nullable(minorAmountSchema),
  originalLimit: z.nullable(minorAmountSchema),
  duration: z.nullable(withdrawalLimitDurationSchema),
  /** ISO time when a reached limit or self limit starts again; else null. */
  resetOn: z.nullable(z.string()),
});
/** `POST /player/wallet/withdrawal/limit-check` answer. */
export type WithdrawalLimitCheck = z.infer<typeof withdrawalLimitCheckSchema>;

/** `POST /player/wallet/withdrawal/request` body, sent with an `Idempotency-Key` header. */
export const withdrawalRequestSchema = z.object({
  amount: positiveMinorAmountSchema,
  paymentMethod: z.optional(paymentMethodSchema),
});
/** `POST /player/wallet/withdrawal/request` body. */
export type WithdrawalRequest = z.infer<typeof withdrawalRequestSchema>;

/** A pending withdrawal (spec 001 §3 Withdrawal: `pendingWithdrawalId`, `amount`). */
export const pendingWithdrawalSchema = z.object({
  pendingWithdrawalId: z.string(),
  amount: positiveMinorAmountSchema,
  currency: z.string(),
  requestedAt: z.string(),
});
/** A pending withdrawal. */
export type PendingWithdrawal = z.infer<typeof pendingWithdrawalSchema>;

/** `GET /player/wallet/pendingWithdrawal` answer: the player's one pending withdrawal, or null. */
export const pendingWithdrawalAnswerSchema = z.object({ withdrawal: z.nullable(pendingWithdrawalSchema) });
/** `GET /player/wallet/pendingWithdrawal` answer. */
export type PendingWithdrawalAnswer = z.infer<typeof pendingWithdrawalAnswerSchema>;

/** `POST /player/wallet/withdrawal/cancellation` body (spec 001 §7). */
export const withdrawalCancellationRequestSchema = z.object({
  pendingWithdrawalId: z.string().check(z.minLength(1)),
  amount: positiveMinorAmountSchema,
  cancelByPlayer: z.boolean(),
});
/** `POST /player/wallet/withdrawal/cancellation` body. */
export type WithdrawalCancellationRequest = z.infer<typeof withdrawalCancellationRequestSchema>;

/** spec 001 §3 Transaction: one ledger row as the player sees it; `amount` signed (credit positive), minor units. */
export const transactionSchema = z.object({
  referenceId: z.string(),
  playerId: z.string(),
  walletId: z.string(),
  type: z.enum(TRANSACTION_TYPES),
  category: z.enum(TRANSACTION_CATEGORIES),
  status: z.enum(TRANSACTION_STATUSES),
  amount: minorAmountSchema,
  balanceAfterTransaction: minorAmountSchema,
  transactionDate: z.string(),
});
/** One transaction. */
export type Transaction = z.infer<typeof transactionSchema>;

/**
 * `GET /player/wallet/transactions` query (spec 001 §7): `limit` rows from `position` (a row offset),
 * newest first, optionally of one category and status, between `from` and `to` (ISO times, inclusive).
 */
export const transactionsQuerySchema = z.object({
  limit: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(100)), 10),
  position: z._default(z.coerce.number().check(z.int(), z.gte(0)), 0),
  category: z.optional(z.enum(TRANSACTION_CATEGORIES)),
  status: z.optional(z.enum(TRANSACTION_STATUSES)),
  from: z.optional(z.iso.datetime({ offset: true })),
  to: z.optional(z.iso.datetime({ offset: true })),
});
/** `GET /player/wallet/transactions` query. */
export type TransactionsQuery = z.infer<typeof transactionsQuerySchema>;

/** `GET /player/wallet/transactions` answer: one page. */
export const transactionsPageSchema = z.object({ transactions: z.array(transactionSchema) });
/** `GET /player/wallet/transactions` answer. */
export type TransactionsPage = z.infer<typeof transactionsPageSchema>;

/**
 * `GET /player/wallet/net-position-win-loss` answer for `from`–`to`: `netPosition` is deposits minus
 * withdrawals, `winLoss` wins minus bets, both minor units.
 */
export const netPositionSchema = z.object({ netPosition: minorAmountSchema, winLoss: minorAmountSchema });
/** `GET /player/wallet/net-position-win-loss` answer. */
export type NetPosition = z.infer<typeof netPositionSchema>;

/** `GET /paynplay/authorize` answer (spec 001 §7 Pay and play): the provider's authorize page and its session. */
export const payAndPlayAuthorizeSchema = z.object({ iframeUrl: z.string(), sessionId: z.string() });
/** `GET /paynplay/authorize` answer. */
export type PayAndPlayAuthorize = z.infer<typeof payAndPlayAuthorizeSchema>;

/** `POST /paynplay/player/code` body: the one-time code the provider's page gave back. */
export const payAndPlayCodeRequestSchema = z.object({
  oneTimeCode: z.string().check(z.minLength(1), z.maxLength(200)),
  sessionId: z.string().check(z.minLength(1), z.maxLength(200)),
  ipAddress: z.optional(z.string().check(z.maxLength(64))),
  blackbox: z.optional(z.string().check(z.maxLength(4000))),
});
/** `POST /paynplay/player/code` body. */
export type PayAndPlayCodeRequest = z.infer<typeof payAndPlayCodeRequestSchema>;

/** `POST /paynplay/player/code` answer: the player the payment identified (new or known) and the deposit. */
export const payAndPlayCodeSchema = z.object({
  playerId: z.string(),
  sessionId: z.string(),
  isNewPlayer: z.boolean(),
  deposit: z.object({ referenceId: z.string(), amount: positiveMinorAmountSchema, currency: z.string() }),
});
/** `POST /paynplay/player/code` answer. */
export type PayAndPlayCode = z.infer<typeof payAndPlayCodeSchema>;

/** `POST /paynplay/player/update` body: the contact details pay-and-play still lacks. */
export const payAndPlayUpdateRequestSchema = z.object({
  sessionId: z.string().check(z.minLength(1), z.maxLength(200)),
  email: z.email().check(z.maxLength(200)),
  mobilePhone: z.string().check(z.regex(/^\+?[0-9 ]{5,20}$/)),
});
/** `POST /paynplay/player/update` body. */
export type PayAndPlayUpdateRequest = z.infer<typeof payAndPlayUpdateRequestSchema>;

/** `POST /paynplay/player/login` body: logs in the player the session identified; answers the token response. */
export const payAndPlayLoginRequestSchema = z.object({
  sessionId: z.string().check(z.minLength(1), z.maxLength(200)),
});
/** `POST /paynplay/player/login` body. */
export type PayAndPlayLoginRequest = z.infer<typeof payAndPlayLoginRequestSchema>;
