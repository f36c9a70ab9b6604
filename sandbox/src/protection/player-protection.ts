import { playerProtectionOf, timeZoneOf, type PlayerProtectionRules } from '@casino/shared/market';
import {
  DEFAULT_ACTIVITY_TIMER_MINUTES,
  LIMIT_PERIODS,
  MIN_MONEY_LIMIT,
  SESSION_LIMIT_MINUTES,
  SESSION_LIMIT_REACHED_MESSAGE,
  type ActivitySettings,
  type ActivitySummary,
  type BalanceLimit,
  type ExclusionRequest,
  type ExclusionStatus,
  type LimitPeriod,
  type LimitPeriodState,
  type Limits,
  type LimitType,
  type LimitUpdateRequest,
  type MinutesRemaining,
  type SignUpLimitsRequest,
  type TimeoutDuration,
  type TimeoutStatus,
} from '@casino/shared/wire';
import { sql, type Kysely, type Transaction } from 'kysely';

import type { SessionGuard } from '../auth/player-sessions';
import type { Database, PlayerLimitRow, PlayerProtectionRow } from '../db/schema';
import type { Persona } from '../seed/personas';
import { daysLeft, periodBounds } from './periods';

/** Who a protection rule applies to: the persona's id, e-mail, market and currency. */
export interface ProtectedPlayer {
  playerId: string;
  email: string;
  market: string;
  currency: string;
}

/** The protected view of a persona (or a registered player). */
export function protectedPlayerOf(persona: Persona): ProtectedPlayer {
  return { playerId: persona.playerId, email: persona.email, market: persona.market, currency: persona.profile.currencyCode };
}

/** spec 000 §4, spec 001 §4: a session with no activity for 1800 s ends (the sandbox clock). */
export const SESSION_IDLE_MS = 1_800_000;
/** A session's last activity is written at most this often, ms. */
const TOUCH_EVERY_MS = 60_000;
const HOUR_MS = 3_600_000;

/**
 * A refused limit change (spec 001 §5): `limitCode` is the backend code, answered as 400 with the message
 * key `error.deposit.limit.<limitCode>` and the period.
 */
export class LimitRefusal extends Error {
  constructor(
    readonly limitCode: 'interval' | 'too_high' | 'too_low' | 'locked',
    readonly duration: LimitPeriod,
    message: string,
  ) {
    super(message);
    this.name = 'LimitRefusal';
  }
}

/** A change refused because the period changed since the client read it (another tab): 409 `error.limit.conflict`. */
export class LimitConflict extends Error {
  constructor(
    readonly duration: LimitPeriod,
    readonly current: string | null,
  ) {
    super(`The ${duration} limit changed at ${current ?? 'no time'} since it was read: read it again`);
    this.name = 'LimitConflict';
  }
}

/** A request body that breaks a rule a schema cannot state (a session limit outside 30, 60, 120; a second exclusion). */
export class ProtectionFieldError extends Error {
  constructor(
    readonly field: string,
    readonly rejectedValue: unknown,
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'ProtectionFieldError';
  }
}

/** What a limit allows of a deposit or a bet now. */
export interface Allowance {
  /** The market needs a limit (`limitsRequiredBeforePlay`) that the player has not set: nothing is allowed. */
  required: boolean;
  /** The amount asked for is more than `left`. */
  exceeded: boolean;
  /** What the binding limit still allows, minor units; null without a limit. */
  left: number | null;
  /** The binding limit's period; null without one, or when the balance limit binds. */
  period: LimitPeriod | null;
  resetAt: string | null;
  /** The balance limit binds (a deposit only): `left` is what the balance may still grow by. */
  balance: boolean;
}

/** A sign-up's limits (`PUT /player/registration/limits`) without the player id. */
export type SignUpLimitValues = Omit<SignUpLimitsRequest, 'playerId'>;

/**
 * What is wrong with a sign-up's limits for a market, as field errors (field, rejected value, code): a limit
 * the market's `signUpLimits` requires is missing (`NotBlank`), or a deposit limit is above the market's
 * mandatory one (`too_big`). Empty when they can be set.
 */
export function signUpLimitProblems(rules: PlayerProtectionRules, limits: SignUpLimitValues): Array<{ field: string; rejectedValue: unknown; code: string; message: string }> {
  const problems: Array<{ field: string; rejectedValue: unknown; code: string; message: string }> = [];
  const given = { deposit: limits.depositLimit, loginTime: limits.loginTimeLimit, balance: limits.balanceLimit };
  for (const kind of rules.signUpLimits) {
    if (given[kind] === undefined) problems.push({ field: `${kind}Limit`, rejectedValue: null, code: 'NotBlank', message: `a ${kind} limit is required at sign-up in this market` });
  }
  const mandatory = rules.mandatoryDepositLimit;
  if (mandatory && limits.depositLimit && limits.depositLimit.limit > mandatory.amount) {
    problems.push({ field: 'depositLimit.limit', rejectedValue: limits.depositLimit.limit, code: 'too_big', message: `a deposit limit in this market is at most ${mandatory.amount} (minor units)` });
  }
  return problems;
}

const TIMEOUT_HOURS: Record<Exclude<TimeoutDuration, '1m'>, number> = { '24h': 24, '72h': 72, '1w': 7 * 24 };

/** `date` plus `months` calendar months (UTC), e.g. for a one-month time-out or an exclusion. */
function addMonths(date: Date, months: number): Date {
  const next = new Date(date.getTime());
  next.setUTCMonth(next.getUTCMonth() + months);
  return next;
}

const iso = (date: Date | null | undefined): string | null => (date ? date.toISOString() : null);

/**
 * The player-protection platform of the sandbox (issue 16; spec 001 §3 Responsible gambling, §4, §5, §7):
 * deposit, loss and session limits per period with their cooling-off, the time-out, the self-exclusion,
 * the reality-check settings and the play sessions the session limits count, all in the sandbox database
 * and on the sandbox clock. The market rules come from `@casino/shared/market` (`playerProtectionOf`).
 * Money is in minor units, session time in minutes. Methods throw `LimitRefusal`, `LimitConflict` and
 * `ProtectionFieldError` for refused changes.
 */
export class PlayerProtection {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly now: () => Date,
  ) {}

  /**
   * Writes the seeded limits of `personas` (a fresh database, or the reset): `capped`'s weekly deposit limit,
   * `nlplayer`'s sign-up limits and balance limit.
   */
  async seedLimits(personas: readonly Persona[]): Promise<void> {
    const rows = personas.flatMap((persona) =>
      (persona.limits ?? []).map((limit) => ({ player_id: persona.playerId, type: limit.type, period: limit.period, value: limit.value, started_at: persona.registrationDate, updated_at: persona.registrationDate })),
    );
    if (rows.length > 0) await this.db.insertInto('player_limits').values(rows).onConflict((conflict) => conflict.doNothing()).execute();
    const balances = personas.flatMap((persona) => (persona.balanceLimit ? [{ player_id: persona.playerId, balance_limit: persona.balanceLimit, updated_at: persona.registrationDate }] : []));
    if (balances.length > 0) await this.db.insertInto('player_protection').values(balances).onConflict((conflict) => conflict.doNothing()).execute();
  }

  /**
   * Sets a sign-up's limits at once (issue 16 §5; `PUT /player/registration/limits`): the deposit limit and
   * the login-time (session) limit of one period each, as first limits (no cooling-off), and the balance
   * limit, in one database transaction that first runs `claim` (the caller marks the sign-up's limits as
   * set; false: they already were, and nothing is written). `signUpLimitProblems` checks the values first.
   *
   * @returns false when `claim` refused.
   */
  async setSignUpLimits(player: ProtectedPlayer, limits: SignUpLimitValues, claim: (trx: Transaction<Database>) => Promise<boolean>): Promise<boolean> {
    const now = this.now();
    return this.db.transaction().execute(async (trx) => {
      if (!(await claim(trx))) return false;
      const periodLimits = [
        ...(limits.depositLimit ? [{ type: 'deposit' as const, ...limits.depositLimit }] : []),
        ...(limits.loginTimeLimit ? [{ type: 'session' as const, ...limits.loginTimeLimit }] : []),
      ];
      for (const limit of periodLimits) {
        const changes = { value: limit.limit, started_at: now, pending_value: null, pending_delete: false, pending_active_from: null, updated_at: now };
        await trx
          .insertInto('player_limits')
          .values({ player_id: player.playerId, type: limit.type, period: limit.duration, ...changes })
          .onConflict((conflict) => conflict.columns(['player_id', 'type', 'period']).doUpdateSet(changes))
          .execute();
      }
      if (limits.balanceLimit !== undefined) {
        const changes = { balance_limit: limits.balanceLimit, updated_at: now };
        await trx
          .insertInto('player_protection')
          .values({ player_id: player.playerId, ...changes })
          .onConflict((conflict) => conflict.column('player_id').doUpdateSet(changes))
          .execute();
      }
      return true;
    });
  }

  /**
   * `GET /player/balance-limit`: the balance limit (minor units; null without one), the balance it counts
   * (MAIN plus deposits still PENDING and not expired, so two open payments cannot pass it together) and
   * what may still be paid in.
   */
  async balanceLimit(player: ProtectedPlayer): Promise<BalanceLimit> {
    const row = await this.protectionRow(player.playerId);
    const value = row?.balance_limit ?? null;
    const balance = await this.countedBalance(player);
    return { currency: player.currency, value, balance, remaining: value === null ? null : Math.max(0, value - balance) };
  }

  /** Removes every limit of the player at once, the balance limit too (test control: put back what a test set). */
  async clearLimits(player: ProtectedPlayer): Promise<void> {
    await this.db.deleteFrom('player_limits').where('player_id', '=', player.playerId).execute();
    await this.db.updateTable('player_protection').set({ balance_limit: null, updated_at: this.now() }).where('player_id', '=', player.playerId).execute();
  }

  // ---------------------------------------------------------------- limits

  /**
   * The limits of one kind (`GET /player/{deposit,spend,session}-limits`): every period, with what it has
   * used so far, after applying the pending changes that are due and the market's mandatory limit.
   */
  async limits(player: ProtectedPlayer, type: LimitType): Promise<Limits> {
    await this.prepare(player);
    const rules = playerProtectionOf(player.market);
    const timeZone = timeZoneOf(player.market);
    const rows = await this.db.selectFrom('player_limits').selectAll().where('player_id', '=', player.playerId).where('type', '=', type).execute();
    const now = this.now();
    const limits: LimitPeriodState[] = [];
    for (const period of LIMIT_PERIODS) {
      const row = rows.find((candidate) => candidate.period === period);
      const { start, end } = periodBounds(now, period, timeZone);
      const used = await this.usage(player, type, start, now);
      const value = row?.value ?? null;
      const pending = Boolean(row?.pending_active_from);
      limits.push({
        period,
        value,
        used,
        remaining: value === null ? null : Math.max(0, value - used),
        resetAt: end.toISOString(),
        pendingValue: row?.pending_value ?? null,
        pendingDelete: row?.pending_delete ?? false,
        pendingLimitActiveFrom: iso(row?.pending_active_from),
        locked: pending || this.isMandatory(rules, type, period),
        startedAt: value === null ? null : iso(row?.started_at),
        updatedAt: iso(row?.updated_at),
      });
    }
    return { type, unit: type === 'session' ? 'MINUTES' : 'MINOR', currency: player.currency, timeZone, coolingHours: rules.coolingHours, limits };
  }

  /**
   * `PATCH /player/{deposit,spend,session}-limits` (spec 001 §4 "save, delete, cancel pending change"). A
   * first limit or a decrease applies at once (and drops a waiting increase); an increase or a removal waits
   * the market's cooling-off (`coolingHours`); a pending change can be cancelled. `updatedAt` must be the
   * period's as last read, else `LimitConflict` (two tabs: the later write is refused). Refusals
   * (`LimitRefusal`): `locked` for an increase or removal while a change waits, or removing a mandatory
   * limit; `interval` for a daily limit above the weekly or monthly one (and so on); `too_low` below 1.00;
   * `too_high` above the market's mandatory limit. Nothing is written when refused.
   *
   * @returns the limits of that kind after the change.
   */
  async updateLimit(player: ProtectedPlayer, type: LimitType, body: LimitUpdateRequest): Promise<Limits> {
    await this.prepare(player);
    const rules = playerProtectionOf(player.market);
    const now = this.now();
    const period = body.duration;
    await this.db.transaction().execute(async (trx) => {
      const rows = await trx.selectFrom('player_limits').selectAll().where('player_id', '=', player.playerId).where('type', '=', type).forUpdate().execute();
      const row = rows.find((candidate) => candidate.period === period);
      const current = iso(row?.updated_at);
      if ((body.updatedAt === null ? null : new Date(body.updatedAt).getTime()) !== (row ? row.updated_at.getTime() : null)) throw new LimitConflict(period, current);
      const pending = Boolean(row?.pending_active_from);
      const write = async (changes: Partial<Omit<PlayerLimitRow, 'player_id' | 'type' | 'period'>>) => {
        await trx
          .insertInto('player_limits')
          .values({ player_id: player.playerId, type, period, ...changes, updated_at: now })
          .onConflict((conflict) => conflict.columns(['player_id', 'type', 'period']).doUpdateSet({ ...changes, updated_at: now }))
          .execute();
      };
      const clearPending = { pending_value: null, pending_delete: false, pending_active_from: null };
      const activeFrom = new Date(now.getTime() + rules.coolingHours * HOUR_MS);

      if (body.cancelPendingLimit) {
        if (pending) await write(clearPending);
        return;
      }
      if (body.deleteLimit) {
        if (!row || row.value === null) return;
        if (this.isMandatory(rules, type, period)) throw new LimitRefusal('locked', period, 'This limit is required in your market and cannot be removed');
        if (pending) throw new LimitRefusal('locked', period, 'A change of this limit is waiting: cancel it first');
        await write({ pending_value: null, pending_delete: true, pending_active_from: activeFrom });
        return;
      }
      const limit = body.limit as number;
      this.checkValue(rules, type, period, limit, rows);
      const value = row?.value ?? null;
      if (value === null || limit < value) {
        await write({ value: limit, started_at: now, ...clearPending });
      } else if (limit === value) {
        if (pending) await write(clearPending);
      } else {
        if (pending) throw new LimitRefusal('locked', period, 'A change of this limit is waiting: cancel it first');
        await write({ pending_value: limit, pending_delete: false, pending_active_from: activeFrom });
      }
    });
    return this.limits(player, type);
  }

  /**
   * Whether a deposit of `amount` (minor units) is allowed now (spec 001 §7 deposit self-limit check;
   * issue 16 enforcement): refused when the market requires limits not yet set, or when it is more than
   * the least a deposit limit leaves over its periods (deposits SUCCESS or still PENDING count).
   */
  depositAllowance(player: ProtectedPlayer, amount: number): Promise<Allowance> {
    return this.allowance(player, 'deposit', amount);
  }

  /** Whether a bet of `stake` (minor units) is allowed now: as `depositAllowance`, against the loss limits (net loss = bets − wins). */
  betAllowance(player: ProtectedPlayer, stake: number): Promise<Allowance> {
    return this.allowance(player, 'loss', stake);
  }

  /**
   * `GET /player/session-limits/minutes_remaining`: the minutes the session limits leave now (the least over
   * the periods set), the binding period and its reset; nulls without a session limit.
   */
  async minutesRemaining(player: ProtectedPlayer): Promise<MinutesRemaining> {
    const binding = await this.binding(player, 'session');
    return binding ? { minutesRemaining: binding.left, period: binding.period, resetAt: binding.resetAt } : { minutesRemaining: null, period: null, resetAt: null };
  }

  // ---------------------------------------------------------------- time-out and self-exclusion

  /** `GET /player/timeout`: the running time-out, or `active: false`. */
  async timeoutStatus(player: ProtectedPlayer, stored?: PlayerProtectionRow | null): Promise<TimeoutStatus> {
    const row = stored === undefined ? await this.protectionRow(player.playerId) : (stored ?? undefined);
    const now = this.now();
    const ends = row?.timeout_ends_at;
    if (!row || !ends || ends.getTime() <= now.getTime()) {
      return { playerId: player.playerId, active: false, duration: null, initiator: null, startedAt: null, endsAt: null, remainingDays: null, milliseconds: null };
    }
    return {
      playerId: player.playerId,
      active: true,
      duration: row.timeout_duration as TimeoutDuration,
      initiator: row.timeout_initiator,
      startedAt: iso(row.timeout_started_at),
      endsAt: ends.toISOString(),
      remainingDays: daysLeft(now, ends),
      milliseconds: ends.getTime() - now.getTime(),
    };
  }

  /**
   * Starts a time-out now (`PATCH /player/timeout`; `POST /player/{id}/timeout/cooling` with `COOLING` and
   * 24 h): 24 h, 72 h, a week or a calendar month. A longer one already running is kept (a pause never
   * shortens a time-out). The caller ends the player's sessions.
   */
  async takeTimeout(player: ProtectedPlayer, duration: TimeoutDuration, initiator: 'PLAYER' | 'COOLING'): Promise<TimeoutStatus> {
    const now = this.now();
    const ends = duration === '1m' ? addMonths(now, 1) : new Date(now.getTime() + TIMEOUT_HOURS[duration] * HOUR_MS);
    const running = await this.timeoutStatus(player);
    if (!running.active || Date.parse(running.endsAt as string) < ends.getTime()) {
      await this.writeProtection(player.playerId, { timeout_duration: duration, timeout_initiator: initiator, timeout_started_at: now, timeout_ends_at: ends });
    }
    return this.timeoutStatus(player);
  }

  /** `GET /player/exclusion`: the self-exclusion, started or waiting for its delay, or `active: false` and nulls. */
  async exclusionStatus(player: ProtectedPlayer, stored?: PlayerProtectionRow | null): Promise<ExclusionStatus> {
    const row = stored === undefined ? await this.protectionRow(player.playerId) : (stored ?? undefined);
    const now = this.now();
    const starts = row?.exclusion_starts_at;
    const ends = row?.exclusion_ends_at ?? null;
    if (!row || !starts || (ends && ends.getTime() <= now.getTime())) {
      return { playerId: player.playerId, active: false, indefinite: false, exclusionInMonths: null, startsAt: null, endsAt: null, remainingDays: null };
    }
    return {
      playerId: player.playerId,
      active: starts.getTime() <= now.getTime(),
      indefinite: row.exclusion_indefinite,
      exclusionInMonths: row.exclusion_months,
      startsAt: starts.toISOString(),
      endsAt: iso(ends),
      remainingDays: ends ? daysLeft(now, ends) : null,
    };
  }

  /**
   * `PATCH /player/exclusion`: a self-exclusion of 1 to 12 months, or indefinite, starting after
   * `exclusionDelayInHours` (default 0: now). One at a time: a second while one is set is refused
   * (`ProtectionFieldError`, `error.exclusion.already_set`). The caller ends the sessions when it starts now.
   */
  async takeExclusion(player: ProtectedPlayer, body: ExclusionRequest): Promise<ExclusionStatus> {
    const existing = await this.exclusionStatus(player);
    if (existing.startsAt) throw new ProtectionFieldError('exclusionInMonths', body.exclusionInMonths ?? null, 'error.exclusion.already_set', 'A self-exclusion is already set');
    const starts = new Date(this.now().getTime() + (body.exclusionDelayInHours ?? 0) * HOUR_MS);
    const indefinite = body.accountDisableIndefinitely === true;
    await this.writeProtection(player.playerId, {
      exclusion_months: indefinite ? null : (body.exclusionInMonths ?? null),
      exclusion_indefinite: indefinite,
      exclusion_starts_at: starts,
      exclusion_ends_at: indefinite ? null : addMonths(starts, body.exclusionInMonths as number),
    });
    return this.exclusionStatus(player);
  }

  /**
   * Why a login of the player is refused now (spec 001 §8 messages), or null: a time-out
   * (`code:error.timeout.in.progress:days:{n}`, days rounded up), a self-exclusion (`…exclusion.in.progress:days:{n}`
   * or `…indefinitely`), a session limit used up (`code:error.session.limit.reached`, with `resetAt`).
   */
  async loginRefusal(player: ProtectedPlayer): Promise<{ message: string; resetAt?: string } | null> {
    const row = (await this.protectionRow(player.playerId)) ?? null;
    const timeout = await this.timeoutStatus(player, row);
    if (timeout.active) return { message: `code:error.timeout.in.progress:days:${timeout.remainingDays}` };
    const exclusion = await this.exclusionStatus(player, row);
    if (exclusion.active) return { message: exclusion.indefinite ? 'code:error.exclusion.in.progress.indefinitely' : `code:error.exclusion.in.progress:days:${exclusion.remainingDays}` };
    const sessionLimit = await this.db.selectFrom('player_limits').select('period').where('player_id', '=', player.playerId).where('type', '=', 'session').executeTakeFirst();
    if (!sessionLimit) return null;
    const session = await this.binding(player, 'session');
    if (session && session.left <= 0) return { message: SESSION_LIMIT_REACHED_MESSAGE, resetAt: session.resetAt };
    return null;
  }

  // ---------------------------------------------------------------- sessions and the reality check

  /** Records a new login session (its minutes count towards the session limits from now). */
  async sessionOpened(sid: string, player: ProtectedPlayer): Promise<void> {
    const now = this.now();
    await this.db
      .insertInto('play_sessions')
      .values({ sid, player_id: player.playerId, started_at: now, last_active_at: now, timer_started_at: now })
      .onConflict((conflict) => conflict.column('sid').doNothing())
      .execute();
  }

  /**
   * Checks a live session at each use (an authorised call, a refresh, a spin) and counts it as activity.
   * Answers null when it goes on, or the 401 message when it must end: idle past `SESSION_IDLE_MS`
   * (`Token expired`: moving the sandbox clock ends sessions), a time-out or an exclusion now running, a
   * session limit used up (`code:error.session.limit.reached`). Ending it is the caller's.
   */
  async checkSession(sid: string, player: ProtectedPlayer): Promise<string | null> {
    const now = this.now();
    const session = await this.db.selectFrom('play_sessions').selectAll().where('sid', '=', sid).executeTakeFirst();
    if (!session) {
      await this.sessionOpened(sid, player);
    } else {
      if (session.ended_at) return 'Token expired';
      if (now.getTime() - session.last_active_at.getTime() > SESSION_IDLE_MS) return 'Token expired';
    }
    const refusal = await this.loginRefusal(player);
    if (refusal) return refusal.message;
    if (session && now.getTime() - session.last_active_at.getTime() >= TOUCH_EVERY_MS) {
      await this.db.updateTable('play_sessions').set({ last_active_at: now }).where('sid', '=', sid).execute();
    }
    return null;
  }

  /** Records the end of a session (sign-out, a time-out …); an idle one ends at its last activity. */
  async sessionEnded(sid: string, reason: string): Promise<void> {
    const now = this.now();
    const session = await this.db.selectFrom('play_sessions').select(['last_active_at', 'ended_at']).where('sid', '=', sid).executeTakeFirst();
    if (!session || session.ended_at) return;
    const idle = now.getTime() - session.last_active_at.getTime() > SESSION_IDLE_MS;
    await this.db.updateTable('play_sessions').set({ ended_at: idle ? session.last_active_at : now, end_reason: idle ? 'idle' : reason }).where('sid', '=', sid).execute();
  }

  /** `GET /player/activity_check`: the reality-check interval and where the session's activity timer stands. */
  async activitySettings(sid: string, player: ProtectedPlayer): Promise<ActivitySettings> {
    const row = await this.protectionRow(player.playerId);
    const session = await this.db.selectFrom('play_sessions').selectAll().where('sid', '=', sid).executeTakeFirst();
    const now = this.now();
    const interval = (row?.reality_check_interval ?? null) as ActivitySettings['realityCheckInterval'];
    const activityTimer = interval ?? DEFAULT_ACTIVITY_TIMER_MINUTES;
    const timerStartedAt = session?.timer_started_at ?? now;
    return {
      realityCheckInterval: interval,
      activityTimer,
      sessionStartedAt: (session?.started_at ?? now).toISOString(),
      timerStartedAt: timerStartedAt.toISOString(),
      nextCheckAt: new Date(timerStartedAt.getTime() + activityTimer * 60_000).toISOString(),
    };
  }

  /** `PATCH /player/activity_check`: sets the reality-check interval (30, 60, 120 or null) and restarts the timer. */
  async setRealityCheck(sid: string, player: ProtectedPlayer, interval: 30 | 60 | 120 | null): Promise<ActivitySettings> {
    await this.writeProtection(player.playerId, { reality_check_interval: interval });
    return this.resetTimer(sid, player);
  }

  /** `PATCH /player/reset_timer`: the activity timer starts again now (answering the reality check counts as activity). */
  async resetTimer(sid: string, player: ProtectedPlayer): Promise<ActivitySettings> {
    const now = this.now();
    await this.sessionOpened(sid, player);
    await this.db.updateTable('play_sessions').set({ timer_started_at: now, last_active_at: now }).where('sid', '=', sid).execute();
    return this.activitySettings(sid, player);
  }

  /**
   * `GET /player/wallet/activity_check`: the session's play from the ledger since its login (spec 001 §3
   * summary): `turnover` the stakes of SUCCESS bets, `winnings` the SUCCESS wins, `delta` = winnings − turnover.
   */
  async activitySummary(sid: string, player: ProtectedPlayer): Promise<ActivitySummary> {
    const session = await this.db.selectFrom('play_sessions').select('started_at').where('sid', '=', sid).executeTakeFirst();
    const since = session?.started_at ?? this.now();
    const sums = await this.db
      .selectFrom('transactions')
      .select([
        sql<number>`coalesce(-sum(case when type = 'BET' then amount else 0 end), 0)::int8`.as('turnover'),
        sql<number>`coalesce(sum(case when type = 'WIN' then amount else 0 end), 0)::int8`.as('winnings'),
      ])
      .where('player_id', '=', player.playerId)
      .where('status', '=', 'SUCCESS')
      .where('transaction_date', '>=', since)
      .executeTakeFirstOrThrow();
    const turnover = Number(sums.turnover);
    const winnings = Number(sums.winnings);
    return { currency: player.currency, since: since.toISOString(), turnover, winnings, delta: winnings - turnover };
  }

  // ---------------------------------------------------------------- inside

  private isMandatory(rules: PlayerProtectionRules, type: LimitType, period: LimitPeriod): boolean {
    return type === 'deposit' && rules.mandatoryDepositLimit?.period === period;
  }

  /** Applies the pending changes that are due and gives the market's mandatory limit to a player without it. */
  private async prepare(player: ProtectedPlayer): Promise<void> {
    const now = this.now();
    const due = await this.db.selectFrom('player_limits').selectAll().where('player_id', '=', player.playerId).where('pending_active_from', '<=', now).execute();
    for (const row of due) {
      const from = row.pending_active_from as Date;
      await this.db
        .updateTable('player_limits')
        .set(row.pending_delete ? { value: null, started_at: null } : { value: row.pending_value, started_at: from })
        .set({ pending_value: null, pending_delete: false, pending_active_from: null, updated_at: from })
        .where('player_id', '=', row.player_id)
        .where('type', '=', row.type)
        .where('period', '=', row.period)
        .execute();
    }
    const mandatory = playerProtectionOf(player.market).mandatoryDepositLimit;
    if (mandatory) {
      await this.db
        .insertInto('player_limits')
        .values({ player_id: player.playerId, type: 'deposit', period: mandatory.period, value: mandatory.amount, started_at: now, updated_at: now })
        .onConflict((conflict) => conflict.columns(['player_id', 'type', 'period']).doNothing())
        .execute();
    }
  }

  /** Refuses a value outside the market's bounds or out of line with the other periods (spec 001 §5 codes). */
  private checkValue(rules: PlayerProtectionRules, type: LimitType, period: LimitPeriod, limit: number, rows: readonly PlayerLimitRow[]): void {
    if (type === 'session') {
      if (!(SESSION_LIMIT_MINUTES as readonly number[]).includes(limit)) throw new ProtectionFieldError('limit', limit, 'invalid_value', `a session limit is one of ${SESSION_LIMIT_MINUTES.join(', ')} minutes`);
    } else if (limit < MIN_MONEY_LIMIT) {
      throw new LimitRefusal('too_low', period, `A limit is at least ${MIN_MONEY_LIMIT} (minor units)`);
    }
    const mandatory = rules.mandatoryDepositLimit;
    if (type === 'deposit' && mandatory && limit > mandatory.amount) throw new LimitRefusal('too_high', period, `A deposit limit in this market is at most ${mandatory.amount} (minor units)`);
    const order = LIMIT_PERIODS.indexOf(period);
    for (const other of rows) {
      if (other.period === period || other.value === null) continue;
      const otherOrder = LIMIT_PERIODS.indexOf(other.period);
      if ((otherOrder > order && limit > other.value) || (otherOrder < order && limit < other.value)) {
        throw new LimitRefusal('interval', period, `The ${period} limit must lie between the shorter periods' limits and the longer ones' (the ${other.period} limit is ${other.value})`);
      }
    }
  }

  /** What a money limit allows of `amount` now; a deposit also meets the balance limit, and the one that leaves less binds. */
  private async allowance(player: ProtectedPlayer, type: 'deposit' | 'loss', amount: number): Promise<Allowance> {
    const rules = playerProtectionOf(player.market);
    for (const required of rules.limitsRequiredBeforePlay) {
      const set = (await this.limits(player, required)).limits.some((period) => period.value !== null);
      if (!set) return { required: true, exceeded: true, left: 0, period: null, resetAt: null, balance: false };
    }
    const binding = await this.binding(player, type);
    let best: Omit<Allowance, 'required' | 'exceeded'> | null = binding ? { left: binding.left, period: binding.period, resetAt: binding.resetAt, balance: false } : null;
    if (type === 'deposit') {
      const room = (await this.balanceLimit(player)).remaining;
      if (room !== null && (best === null || best.left === null || room < best.left)) best = { left: room, period: null, resetAt: null, balance: true };
    }
    if (!best || best.left === null) return { required: false, exceeded: false, left: null, period: null, resetAt: null, balance: false };
    return { required: false, exceeded: amount > best.left, ...best };
  }

  /** The balance a balance limit counts: MAIN plus the player's deposits still PENDING and not expired, minor units. */
  private async countedBalance(player: ProtectedPlayer): Promise<number> {
    const wallet = await this.db.selectFrom('wallets').select('main').where('player_id', '=', player.playerId).executeTakeFirst();
    const pending = await this.db
      .selectFrom('transactions')
      .select(sql<number>`coalesce(sum(amount), 0)::int8`.as('sum'))
      .where('player_id', '=', player.playerId)
      .where('type', '=', 'DEPOSIT')
      .where('category', '=', 'PAYMENT')
      .where('status', '=', 'PENDING')
      .where('expires_at', '>', this.now())
      .executeTakeFirstOrThrow();
    return Number(wallet?.main ?? 0) + Number(pending.sum);
  }

  /** The period of a kind that leaves the least now, or null without a limit of that kind. */
  private async binding(player: ProtectedPlayer, type: LimitType): Promise<{ left: number; period: LimitPeriod; resetAt: string } | null> {
    const { limits } = await this.limits(player, type);
    let best: { left: number; period: LimitPeriod; resetAt: string } | null = null;
    for (const period of limits) {
      if (period.remaining === null) continue;
      if (!best || period.remaining < best.left) best = { left: period.remaining, period: period.period, resetAt: period.resetAt };
    }
    return best;
  }

  /**
   * What a kind of limit has used from `from` to `to`: deposits SUCCESS or still PENDING (minor units); net
   * loss, bets and wins SUCCESS, never below 0; logged-in minutes of the play sessions (an idle session counts
   * to its last activity).
   */
  private async usage(player: ProtectedPlayer, type: LimitType, from: Date, to: Date): Promise<number> {
    if (type === 'session') {
      const sessions = await this.db
        .selectFrom('play_sessions')
        .select(['started_at', 'last_active_at', 'ended_at'])
        .where('player_id', '=', player.playerId)
        .where('started_at', '<', to)
        .where((eb) => eb.or([eb('ended_at', 'is', null), eb('ended_at', '>', from)]))
        .execute();
      let ms = 0;
      for (const session of sessions) {
        const idle = to.getTime() - session.last_active_at.getTime() > SESSION_IDLE_MS;
        const end = session.ended_at ?? (idle ? session.last_active_at : to);
        ms += Math.max(0, Math.min(end.getTime(), to.getTime()) - Math.max(session.started_at.getTime(), from.getTime()));
      }
      return Math.floor(ms / 60_000);
    }
    if (type === 'deposit') {
      const row = await this.db
        .selectFrom('transactions')
        .select(sql<number>`coalesce(sum(amount), 0)::int8`.as('sum'))
        .where('player_id', '=', player.playerId)
        .where('type', '=', 'DEPOSIT')
        .where('category', '=', 'PAYMENT')
        .where((eb) => eb.or([eb('status', '=', 'SUCCESS'), eb.and([eb('status', '=', 'PENDING'), eb('expires_at', '>', to)])]))
        .where('transaction_date', '>=', from)
        .where('transaction_date', '<=', to)
        .executeTakeFirstOrThrow();
      return Number(row.sum);
    }
    const row = await this.db
      .selectFrom('transactions')
      .select(sql<number>`coalesce(sum(amount), 0)::int8`.as('sum'))
      .where('player_id', '=', player.playerId)
      .where('type', 'in', ['BET', 'WIN'])
      .where('status', '=', 'SUCCESS')
      .where('transaction_date', '>=', from)
      .where('transaction_date', '<=', to)
      .executeTakeFirstOrThrow();
    return Math.max(0, -Number(row.sum));
  }

  private protectionRow(playerId: string): Promise<PlayerProtectionRow | undefined> {
    return this.db.selectFrom('player_protection').selectAll().where('player_id', '=', playerId).executeTakeFirst();
  }

  private async writeProtection(playerId: string, changes: Partial<Omit<PlayerProtectionRow, 'player_id' | 'updated_at'>>): Promise<void> {
    const now = this.now();
    await this.db
      .insertInto('player_protection')
      .values({ player_id: playerId, ...changes, updated_at: now })
      .onConflict((conflict) => conflict.column('player_id').doUpdateSet({ ...changes, updated_at: now }))
      .execute();
  }
}

/** The session guard `PlayerSessions` asks (logins refused, sessions counted and ended) over these rules. */
export function sessionGuardOf(protection: PlayerProtection): SessionGuard {
  return {
    loginRefusal: (persona) => protection.loginRefusal(protectedPlayerOf(persona)),
    sessionOpened: (sid, persona) => protection.sessionOpened(sid, protectedPlayerOf(persona)),
    checkSession: (sid, persona) => protection.checkSession(sid, protectedPlayerOf(persona)),
    sessionEnded: (sid, reason) => protection.sessionEnded(sid, reason),
  };
}
