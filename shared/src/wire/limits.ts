import { z } from '@casino/shared-modules/zod';
import { LIMIT_PERIODS, LIMIT_TYPES, MAX_MONEY_LIMIT, MIN_MONEY_LIMIT, REALITY_CHECK_INTERVALS, SESSION_LIMIT_MINUTES } from './limit-kinds';

/*
 * Player protection (issue 16; spec 001 §3 "Responsible gambling", §4 "Limits, timeout, self-exclusion"
 * and "Activity timer", §5, §7 Player calls, §8, §9). Money on this wire is an integer in minor units of
 * the player's currency (1050 is EUR 10.50); session time is in whole minutes; times are ISO 8601 instants.
 * The spec shows no response shapes: these are the platform's as the sandbox serves them, documented in
 * sandbox/README.md "Player protection".
 */

/**
 * One period of one limit (spec 001 §3 "Per period"). Units: minor units for `deposit` and `loss`, minutes
 * for `session`.
 * - `value`: the limit in force, null when none is set;
 * - `used`: what the period has counted so far (deposits SUCCESS or PENDING; net loss = bets − wins, never
 *   below 0; logged-in minutes), counted in the player's time zone from `startedAt`'s period start;
 * - `remaining`: `value − used`, never below 0; null without a limit;
 * - `resetAt`: when this period ends and `used` starts again from 0;
 * - `pendingValue` / `pendingLimitActiveFrom`: an increase waiting for its cooling-off period, and when it
 *   applies; `pendingDelete` with `pendingLimitActiveFrom`: a removal waiting the same way;
 * - `locked`: no increase or removal is taken now (a change is pending, or the market makes the limit
 *   mandatory); a decrease always is;
 * - `startedAt`: when the value in force took effect; `updatedAt`: the last change of this period's limit
 *   (set or pending), the version a PATCH must send back (null before the first one).
 */
export const limitPeriodSchema = z.object({
  period: z.enum(LIMIT_PERIODS),
  value: z.nullable(z.int()),
  used: z.int(),
  remaining: z.nullable(z.int()),
  resetAt: z.string(),
  pendingValue: z.nullable(z.int()),
  pendingDelete: z.boolean(),
  pendingLimitActiveFrom: z.nullable(z.string()),
  locked: z.boolean(),
  startedAt: z.nullable(z.string()),
  updatedAt: z.nullable(z.string()),
});
/** One period of one limit. */
export type LimitPeriodState = z.infer<typeof limitPeriodSchema>;

/**
 * `GET` and `PATCH /player/deposit-limits`, `/player/spend-limits`, `/player/session-limits` answer:
 * the three periods, always in the order D, W, M. `currency` is the player's (money limits; the session
 * limit's unit is minutes). `timeZone` is the IANA zone the periods start in (the market's),
 * `coolingHours` how long an increase or removal waits.
 */
export const limitsSchema = z.object({
  type: z.enum(LIMIT_TYPES),
  unit: z.enum(['MINOR', 'MINUTES']),
  currency: z.string(),
  timeZone: z.string(),
  coolingHours: z.int(),
  limits: z.array(limitPeriodSchema),
});
/** The limits of one kind. */
export type Limits = z.infer<typeof limitsSchema>;

/**
 * `PATCH /player/{deposit,spend,session}-limits` body (spec 001 §7: duration, limit, deleteLimit or
 * cancelPendingLimit), exactly one action:
 * - `{ duration, limit }`: set the period's limit; a decrease (or a first limit) applies at once, an
 *   increase becomes pending for the cooling-off period;
 * - `{ duration, deleteLimit: true }`: remove it, pending for the cooling-off period;
 * - `{ duration, cancelPendingLimit: true }`: drop the waiting change.
 * `updatedAt` is the period's `updatedAt` as the client read it (null for a period never set): a write over
 * a newer change (another tab) is refused with 409 `error.limit.conflict`, never lost silently.
 * `limit` is minor units, positive, at most `MAX_MONEY_LIMIT`; for the session limit one of 30, 60, 120.
 */
export const limitUpdateRequestSchema = z
  .strictObject({
    duration: z.enum(LIMIT_PERIODS),
    limit: z.optional(z.int().check(z.positive(), z.lte(MAX_MONEY_LIMIT))),
    deleteLimit: z.optional(z.literal(true)),
    cancelPendingLimit: z.optional(z.literal(true)),
    updatedAt: z.nullable(z.iso.datetime({ offset: true })),
  })
  .check(
    z.refine(
      (body) =>
        [body.limit !== undefined, body.deleteLimit, body.cancelPendingLimit].filter(Boolean).length === 1,
      {
        message: 'exactly one of limit, deleteLimit and cancelPendingLimit',
        path: ['limit'],
      },
    ),
  );
/** `PATCH` body of a limit. */
export type LimitUpdateRequest = z.infer<typeof limitUpdateRequestSchema>;

/** spec 001 §5: the backend codes of a refused limit change (mapped to `error.deposit.limit.<code>`). */
export const LIMIT_ERROR_CODES = ['interval', 'too_high', 'too_low', 'locked'] as const;

/**
 * A refused limit change (400; spec 001 §5): `code` is the message key `error.deposit.limit.<limitCode>`,
 * `limitCode` the backend code (`interval`: the period's limit would be above a longer period's or below a
 * shorter one's; `too_high` / `too_low`: outside what the market allows; `locked`: an increase or removal
 * while a change is pending, or a mandatory limit removed), `duration` the period it concerns.
 */
export const limitErrorSchema = z.object({
  error: z.string(),
  message: z.string(),
  code: z.string(),
  limitCode: z.enum(LIMIT_ERROR_CODES),
  duration: z.enum(LIMIT_PERIODS),
});
/** A refused limit change. */
export type LimitError = z.infer<typeof limitErrorSchema>;

/**
 * `GET /player/session-limits/minutes_remaining` answer (spec 001 §7 `{limit}/minutes_remaining`): the
 * minutes the session limits leave (the smallest over the periods set), the period that binds and when it
 * resets; all null without a session limit. At 0 the sandbox ends the session.
 */
export const minutesRemainingSchema = z.object({
  minutesRemaining: z.nullable(z.int()),
  period: z.nullable(z.enum(LIMIT_PERIODS)),
  resetAt: z.nullable(z.string()),
});
/** The session limit's countdown. */
export type MinutesRemaining = z.infer<typeof minutesRemainingSchema>;

/** Issue 16: the time-out (cooling-off) choices: 24 hours, 72 hours, one week, one month. */
export const TIMEOUT_DURATIONS = ['24h', '72h', '1w', '1m'] as const;
/** A time-out choice. */
export type TimeoutDuration = (typeof TIMEOUT_DURATIONS)[number];

/** `PATCH /player/timeout` body (spec 001 §7): take a time-out; the player's sessions end at once. */
export const timeoutRequestSchema = z.strictObject({ duration: z.enum(TIMEOUT_DURATIONS) });
/** `PATCH /player/timeout` body. */
export type TimeoutRequest = z.infer<typeof timeoutRequestSchema>;

/**
 * `GET` / `PATCH /player/timeout` and `POST /player/{id}/timeout/cooling` answer (spec 001 §8 "timeout or
 * cooling (remainingDays, playerId, milliseconds, initiator)"): `remainingDays` rounds up (a fresh 24 h
 * time-out reads 1), `milliseconds` is what is left; `initiator` `PLAYER` (a chosen duration) or `COOLING`
 * (the one-click 24 h pause or panic button). All but `playerId` and `active` null when none runs.
 */
export const timeoutStatusSchema = z.object({
  playerId: z.string(),
  active: z.boolean(),
  duration: z.nullable(z.enum(TIMEOUT_DURATIONS)),
  initiator: z.nullable(z.enum(['PLAYER', 'COOLING'])),
  startedAt: z.nullable(z.string()),
  endsAt: z.nullable(z.string()),
  remainingDays: z.nullable(z.int()),
  milliseconds: z.nullable(z.int()),
});
/** A player's time-out. */
export type TimeoutStatus = z.infer<typeof timeoutStatusSchema>;

/** `POST /player/{id}/timeout/cooling` body (spec 001 §7): the player's own id; a 24 h time-out at once. */
export const coolingRequestSchema = z.strictObject({
  playerId: z.string().check(z.minLength(1), z.maxLength(100)),
});
/** `POST /player/{id}/timeout/cooling` body. */
export type CoolingRequest = z.infer<typeof coolingRequestSchema>;

/** spec 001 §5, §9: the longest self-exclusion in months; longer is only the indefinite flag. */
export const MAX_EXCLUSION_MONTHS = 12;

/**
 * `PATCH /player/exclusion` body (spec 001 §7): `exclusionInMonths` 1 to 12, or `accountDisableIndefinitely:
 * true`, not both; `exclusionDelayInHours` (0 to 72, default 0) postpones the start: the player may still
 * play until then, and the sessions end when it starts (at once with 0).
 */
export const exclusionRequestSchema = z
  .strictObject({
    exclusionInMonths: z.optional(z.int().check(z.gte(1), z.lte(MAX_EXCLUSION_MONTHS))),
    accountDisableIndefinitely: z.optional(z.literal(true)),
    exclusionDelayInHours: z.optional(z.int().check(z.gte(0), z.lte(72))),
  })
  .check(
    z.refine(
      (body) => (body.exclusionInMonths !== undefined) !== (body.accountDisableIndefinitely === true),
      {
        message: 'exactly one of exclusionInMonths and accountDisableIndefinitely',
        path: ['exclusionInMonths'],
      },
    ),
  );
/** `PATCH /player/exclusion` body. */
export type ExclusionRequest = z.infer<typeof exclusionRequestSchema>;

/**
 * `GET` / `PATCH /player/exclusion` answer: `active` once it has started; `startsAt` (later than now while
 * the delay runs); `endsAt` null when indefinite; `remainingDays` rounds up, null when indefinite or none.
 */
export const exclusionStatusSchema = z.object({
  playerId: z.string(),
  active: z.boolean(),
  indefinite: z.boolean(),
  exclusionInMonths: z.nullable(z.int()),
  startsAt: z.nullable(z.string()),
  endsAt: z.nullable(z.string()),
  remainingDays: z.nullable(z.int()),
});
/** A player's self-exclusion. */
export type ExclusionStatus = z.infer<typeof exclusionStatusSchema>;

/** `PATCH /player/activity_check` body: the reality-check interval in minutes, or null for not set. */
export const activityCheckUpdateRequestSchema = z.strictObject({
  realityCheckInterval: z.nullable(z.literal(REALITY_CHECK_INTERVALS)),
});
/** `PATCH /player/activity_check` body. */
export type ActivityCheckUpdateRequest = z.infer<typeof activityCheckUpdateRequestSchema>;

/**
 * `GET` / `PATCH /player/activity_check` and `PATCH /player/reset_timer` answer (spec 001 §3 Activity
 * settings, §4 Activity timer): `activityTimer` is the minutes the timer counts down from (the interval, or
 * 120 when not set); `timerStartedAt` when it last started (login or `reset_timer`), `nextCheckAt` when it
 * reaches 0. The browser counts it (every 60 s); these times say where the platform thinks it is.
 */
export const activitySettingsSchema = z.object({
  realityCheckInterval: z.nullable(z.literal(REALITY_CHECK_INTERVALS)),
  activityTimer: z.int(),
  sessionStartedAt: z.string(),
  timerStartedAt: z.string(),
  nextCheckAt: z.string(),
});
/** Activity settings of the session. */
export type ActivitySettings = z.infer<typeof activitySettingsSchema>;

/**
 * `GET /player/wallet/activity_check` answer (spec 001 §3 summary {turnover, winnings, delta}): the
 * session's play from the ledger since `since` (the login), minor units: `turnover` the stakes (bets, a
 * positive sum), `winnings` the wins, `delta` = winnings − turnover (negative: the player is down).
 */
export const activitySummarySchema = z.object({
  currency: z.string(),
  since: z.string(),
  turnover: z.int(),
  winnings: z.int(),
  delta: z.int(),
});
/** The session's activity summary. */
export type ActivitySummary = z.infer<typeof activitySummarySchema>;

/**
 * A refused bet or deposit because of a player-protection rule (403): `code` one of
 * `error.loss.limit.reached` (with `limitLeft`, `duration`, `resetAt`), `error.deposit.limit.reached`
 * (the same), `error.deposit.limit.required` (the market needs a deposit limit before a deposit or play),
 * `error.balance.limit.reached` (the deposit would take the balance over the player's balance limit:
 * `limitLeft` is what may still be paid in, `duration` and `resetAt` null: a balance limit has no period).
 */
export const protectionRefusalSchema = z.object({
  error: z.string(),
  message: z.string(),
  code: z.enum([
    'error.loss.limit.reached',
    'error.deposit.limit.reached',
    'error.deposit.limit.required',
    'error.balance.limit.reached',
  ]),
  limitLeft: z.nullable(z.int()),
  duration: z.nullable(z.enum(LIMIT_PERIODS)),
  resetAt: z.nullable(z.string()),
});
/** A refusal by a player-protection rule. */
export type ProtectionRefusal = z.infer<typeof protectionRefusalSchema>;

/**
 * The 401 message (spec 001 §8 login-error form) of a player over a session limit: the login is refused
 * until the period resets (the body adds `resetAt`), and a session the limit ended answers it too.
 */
export const SESSION_LIMIT_REACHED_MESSAGE = 'code:error.session.limit.reached';

const moneyLimitSchema = z.int().check(z.gte(MIN_MONEY_LIMIT), z.lte(MAX_MONEY_LIMIT));
const periodLimitSchema = <T extends z.ZodMiniType<number>>(limit: T) =>
  z.strictObject({ duration: z.enum(LIMIT_PERIODS), limit });
const sessionMinutesSchema = z.literal(SESSION_LIMIT_MINUTES);

/**
 * `PUT /player/registration/limits` body (anonymous, like the other sign-up calls): the limits of the
 * sign-up's Limits step, set at once (a first limit needs no cooling-off).
 * - `depositLimit` `{ duration, limit }`: minor units, 1.00 to 1,000,000.00;
 * - `loginTimeLimit` `{ duration, limit }`: the session limit, 30, 60 or 120 minutes per period;
 * - `balanceLimit`: minor units, 1.00 to 1,000,000.00: a deposit that would take the balance over it is refused.
 * The market's `signUpLimits` say which are required (the Netherlands: all three); a market that only
 * prompts (the United Kingdom) takes a deposit limit alone. Taken once per sign-up: later changes go
 * through the limits calls of a logged-in player.
 */
export const signUpLimitsRequestSchema = z.strictObject({
  playerId: z.string().check(z.minLength(1), z.maxLength(100)),
  depositLimit: z.optional(periodLimitSchema(moneyLimitSchema)),
  loginTimeLimit: z.optional(periodLimitSchema(sessionMinutesSchema)),
  balanceLimit: z.optional(moneyLimitSchema),
});
/** `PUT /player/registration/limits` body. */
export type SignUpLimitsRequest = z.infer<typeof signUpLimitsRequestSchema>;

/**
 * `PUT /player/registration/limits` answer: the limits now set (null where none), in the new account's
 * currency (minor units; `loginTimeLimit` in minutes), and `accountStatus`: `REGISTERED` once every needed
 * code is verified and the market's sign-up limits are set.
 */
export const signUpLimitsSchema = z.object({
  playerId: z.string(),
  currency: z.string(),
  depositLimit: z.nullable(z.object({ duration: z.enum(LIMIT_PERIODS), limit: z.int() })),
  loginTimeLimit: z.nullable(z.object({ duration: z.enum(LIMIT_PERIODS), limit: z.int() })),
  balanceLimit: z.nullable(z.int()),
  accountStatus: z.enum(['ACCOUNT_UNVERIFIED', 'REGISTERED']),
});
/** `PUT /player/registration/limits` answer. */
export type SignUpLimits = z.infer<typeof signUpLimitsSchema>;

/**
 * `GET /player/balance-limit` answer: the player's balance limit (minor units; null without one), the
 * balance it counts (`balance`: MAIN plus deposits still PENDING) and what may still be paid in
 * (`remaining`, never below 0; null without a limit).
 */
export const balanceLimitSchema = z.object({
  currency: z.string(),
  value: z.nullable(z.int()),
  balance: z.int(),
  remaining: z.nullable(z.int()),
});
/** A player's balance limit. */
export type BalanceLimit = z.infer<typeof balanceLimitSchema>;
