import { DEFAULT_PLAYER_PROTECTION, playerProtectionOf, timeZoneOf, type PlayerProtectionRules } from '@casino/shared/market';
import {
  activityCheckUpdateRequestSchema,
  activitySettingsSchema,
  activitySummarySchema,
  coolingRequestSchema,
  DEFAULT_ACTIVITY_TIMER_MINUTES,
  depositLimitCheckSchema,
  exclusionRequestSchema,
  exclusionStatusSchema,
  LIMIT_ERROR_CODES,
  LIMIT_PATHS,
  LIMIT_PERIODS,
  LIMIT_TYPES,
  limitErrorSchema,
  limitPeriodSchema,
  limitsSchema,
  limitUpdateRequestSchema,
  MAX_EXCLUSION_MONTHS,
  MAX_MONEY_LIMIT,
  minutesRemainingSchema,
  protectionRefusalSchema,
  REALITY_CHECK_INTERVALS,
  SESSION_LIMIT_MINUTES,
  SESSION_LIMIT_REACHED_MESSAGE,
  TIMEOUT_DURATIONS,
  timeoutRequestSchema,
  timeoutStatusSchema,
  type ActivityCheckUpdateRequest,
  type ActivitySettings,
  type ActivitySummary,
  type CoolingRequest,
  type ExclusionRequest,
  type ExclusionStatus,
  type LimitError,
  type LimitPeriod,
  type LimitPeriodState,
  type Limits,
  type LimitType,
  type LimitUpdateRequest,
  type MinutesRemaining,
  type ProtectionRefusal,
  type TimeoutDuration,
  type TimeoutRequest,
  type TimeoutStatus,
} from '@casino/shared/wire';

/*
 * The issue-16 wire schemas as the sandbox reads them: what each request accepts and refuses, and one
 * example answer of each call (the route tests check the sandbox's real answers against the same schemas).
 */

const AT = '2026-03-10T12:00:00.000Z';
const period = (value: LimitPeriod): LimitPeriodState => ({
  period: value,
  value: 2000,
  used: 500,
  remaining: 1500,
  resetAt: AT,
  pendingValue: 5000,
  pendingDelete: false,
  pendingLimitActiveFrom: AT,
  locked: true,
  startedAt: AT,
  updatedAt: AT,
});

describe('limits wire (issue 16; spec 001 §3, §5, §7)', () => {
  it('names the periods, kinds, paths and choices of the spec', () => {
    expect(LIMIT_PERIODS).toEqual(['D', 'W', 'M']);
    expect(LIMIT_TYPES).toEqual(['deposit', 'loss', 'session']);
    const paths: Record<LimitType, string> = LIMIT_PATHS;
    expect(paths).toEqual({ deposit: 'deposit-limits', loss: 'spend-limits', session: 'session-limits' });
    expect(SESSION_LIMIT_MINUTES).toEqual([30, 60, 120]);
    expect(REALITY_CHECK_INTERVALS).toEqual([30, 60, 120]);
    expect(DEFAULT_ACTIVITY_TIMER_MINUTES).toBe(120);
    expect(TIMEOUT_DURATIONS).toEqual(['24h', '72h', '1w', '1m']);
    expect(MAX_EXCLUSION_MONTHS).toBe(12);
    expect(LIMIT_ERROR_CODES).toEqual(['interval', 'too_high', 'too_low', 'locked']);
    expect(MAX_MONEY_LIMIT).toBe(100_000_000);
    expect(SESSION_LIMIT_REACHED_MESSAGE).toBe('code:error.session.limit.reached');
  });

  it('reads a limits answer', () => {
    const answer: Limits = { type: 'deposit', unit: 'MINOR', currency: 'EUR', timeZone: 'Europe/Helsinki', coolingHours: 24, limits: LIMIT_PERIODS.map(period) };
    expect(limitsSchema.parse(answer)).toEqual(answer);
    expect(limitPeriodSchema.safeParse({ ...period('D'), period: 'Y' }).success).toBe(false);
  });

  it('takes exactly one action per PATCH, with the version read', () => {
    const ok: LimitUpdateRequest[] = [
      { duration: 'D', limit: 2000, updatedAt: null },
      { duration: 'W', deleteLimit: true, updatedAt: AT },
      { duration: 'M', cancelPendingLimit: true, updatedAt: AT },
    ];
    for (const body of ok) expect(limitUpdateRequestSchema.safeParse(body).success).toBe(true);
    const bad = [
      { duration: 'D', limit: 0, updatedAt: null },
      { duration: 'D', limit: -5, updatedAt: null },
      { duration: 'D', limit: 'ten', updatedAt: null },
      { duration: 'D', limit: 10.5, updatedAt: null },
      { duration: 'D', limit: MAX_MONEY_LIMIT + 1, updatedAt: null },
      { duration: 'D', limit: 2000 },
      { duration: 'D', updatedAt: null },
      { duration: 'D', limit: 2000, deleteLimit: true, updatedAt: null },
      { duration: 'Y', limit: 2000, updatedAt: null },
    ];
    for (const body of bad) expect(limitUpdateRequestSchema.safeParse(body).success).toBe(false);
  });

  it('reads a refused change, the countdown and a refused bet', () => {
    const refused: LimitError = { error: 'Bad Request', message: 'Above the weekly limit', code: 'error.deposit.limit.interval', limitCode: 'interval', duration: 'D' };
    expect(limitErrorSchema.parse(refused)).toEqual(refused);
    const countdown: MinutesRemaining = { minutesRemaining: 12, period: 'D', resetAt: AT };
    expect(minutesRemainingSchema.parse(countdown)).toEqual(countdown);
    const bet: ProtectionRefusal = { error: 'Forbidden', message: 'Loss limit', code: 'error.loss.limit.reached', limitLeft: 30, duration: 'D', resetAt: AT };
    expect(protectionRefusalSchema.parse(bet)).toEqual(bet);
    expect(depositLimitCheckSchema.parse({ isSpendLimit: true, limitLeft: 0, limitType: null, resetOn: null, daysLeftToVerifyDocuments: null, limitRequired: true }).limitRequired).toBe(true);
  });

  it('takes a time-out of 24 h, 72 h, a week or a month, and the one-click cooling', () => {
    for (const duration of TIMEOUT_DURATIONS) {
      const body: TimeoutRequest = { duration: duration satisfies TimeoutDuration };
      expect(timeoutRequestSchema.safeParse(body).success).toBe(true);
    }
    expect(timeoutRequestSchema.safeParse({ duration: '2h' }).success).toBe(false);
    const cooling: CoolingRequest = { playerId: 'sandbox-max' };
    expect(coolingRequestSchema.safeParse(cooling).success).toBe(true);
    const status: TimeoutStatus = { playerId: 'sandbox-max', active: true, duration: '24h', initiator: 'COOLING', startedAt: AT, endsAt: AT, remainingDays: 1, milliseconds: 86_400_000 };
    expect(timeoutStatusSchema.parse(status)).toEqual(status);
  });

  it('takes a self-exclusion of 1 to 12 months or indefinite, never 13 months', () => {
    const ok: ExclusionRequest[] = [{ exclusionInMonths: 1 }, { exclusionInMonths: 12, exclusionDelayInHours: 24 }, { accountDisableIndefinitely: true }];
    for (const body of ok) expect(exclusionRequestSchema.safeParse(body).success).toBe(true);
    const thirteen = exclusionRequestSchema.safeParse({ exclusionInMonths: 13 });
    expect(thirteen.success).toBe(false);
    expect(thirteen.error?.issues[0]?.path).toEqual(['exclusionInMonths']);
    expect(exclusionRequestSchema.safeParse({}).success).toBe(false);
    expect(exclusionRequestSchema.safeParse({ exclusionInMonths: 3, accountDisableIndefinitely: true }).success).toBe(false);
    const status: ExclusionStatus = { playerId: 'sandbox-sven', active: true, indefinite: false, exclusionInMonths: 3, startsAt: AT, endsAt: AT, remainingDays: 92 };
    expect(exclusionStatusSchema.parse(status)).toEqual(status);
  });

  it('reads the reality-check settings and the session summary', () => {
    const update: ActivityCheckUpdateRequest = { realityCheckInterval: 30 };
    expect(activityCheckUpdateRequestSchema.safeParse(update).success).toBe(true);
    expect(activityCheckUpdateRequestSchema.safeParse({ realityCheckInterval: null }).success).toBe(true);
    expect(activityCheckUpdateRequestSchema.safeParse({ realityCheckInterval: 45 }).success).toBe(false);
    const settings: ActivitySettings = { realityCheckInterval: null, activityTimer: 120, sessionStartedAt: AT, timerStartedAt: AT, nextCheckAt: AT };
    expect(activitySettingsSchema.parse(settings)).toEqual(settings);
    const summary: ActivitySummary = { currency: 'EUR', since: AT, turnover: 300, winnings: 100, delta: -200 };
    expect(activitySummarySchema.parse(summary)).toEqual(summary);
  });

  it('finds the market rules the sandbox applies', () => {
    const sweden: PlayerProtectionRules = playerProtectionOf('PP');
    expect(sweden.coolingHours).toBe(72);
    expect(playerProtectionOf('UN')).toEqual(DEFAULT_PLAYER_PROTECTION);
    expect(timeZoneOf('PP')).toBe('Europe/Stockholm');
  });
});
