/*
 * The limits' kinds, periods, paths and bounds and the activity timer's values (issue 16; spec 001 §3, §7, §9):
 * plain values, apart from the limits' schemas (limits.ts) so that a start needing a path or a bound does not
 * carry every limit's schema (issue 19: webpack keeps a module's used exports whole across a remote's pages).
 */

/** spec 001 §3: the periods of a limit, daily `D`, weekly `W` and monthly `M` (the PATCH body's `duration`). */
export const LIMIT_PERIODS = ['D', 'W', 'M'] as const;
/** A limit period: `D` daily, `W` weekly, `M` monthly. */
export type LimitPeriod = (typeof LIMIT_PERIODS)[number];

/**
 * spec 001 §3: the kinds of limit. `deposit` counts deposits and `loss` (the spec's "spend") net losses,
 * both in minor units; `session` counts logged-in minutes.
 */
export const LIMIT_TYPES = ['deposit', 'loss', 'session'] as const;
/** A limit kind. */
export type LimitType = (typeof LIMIT_TYPES)[number];

/** spec 001 §7: the path of each limit kind under `/player` (`deposit-limits`, `spend-limits`, `session-limits`). */
export const LIMIT_PATHS: Readonly<Record<LimitType, string>> = { deposit: 'deposit-limits', loss: 'spend-limits', session: 'session-limits' };

/** spec 001 §9: the session limit's choices, minutes per period. */
export const SESSION_LIMIT_MINUTES = [30, 60, 120] as const;

/**
 * The largest money limit the platform takes, minor units (sandbox choice: 1,000,000.00). A larger one is
 * a field error (`too_big`); between the market's maximum and this it is the backend code `too_high`.
 */
export const MAX_MONEY_LIMIT = 100_000_000;

/**
 * The smallest money limit the platform takes, minor units (sandbox choice: 1.00). A change below it is
 * the backend code `too_low`; a sign-up limit below it is a field error (`too_small`).
 */
export const MIN_MONEY_LIMIT = 100;

/**
 * The limits a sign-up sets before the account is complete (issue 16 §5, the market rule `signUpLimits`):
 * `deposit`, `loginTime` (the session limit) and `balance`.
 */
export const SIGN_UP_LIMITS = ['deposit', 'loginTime', 'balance'] as const;
/** A limit asked for at sign-up. */
export type SignUpLimit = (typeof SIGN_UP_LIMITS)[number];

/** spec 001 §3: the reality-check intervals, minutes (or not set: null). */
export const REALITY_CHECK_INTERVALS = [30, 60, 120] as const;
/** spec 001 §3, §9: the activity timer's default, minutes. */
export const DEFAULT_ACTIVITY_TIMER_MINUTES = 120;
