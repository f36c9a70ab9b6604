import { currencyDecimals, readTypedAmount, type TypedAmountProblem } from '@casino/shared/money';
import { MAX_EXCLUSION_MONTHS, MAX_MONEY_LIMIT, SESSION_LIMIT_MINUTES } from '@casino/shared/wire';

/*
 * Limits as players type them (issue 16): the limits page and the sign-up's Limits step both read them here.
 */

/** Why a typed limit is refused in the browser (nothing is sent); each is a translated message. */
export type LimitInputError = 'required' | 'notNumber' | 'negative' | 'zero' | 'decimals' | 'tooBig' | 'sessionChoice';

/** A checked limit: the value to send (minor units, or minutes for the session limit), or why not. */
export type LimitInputResult = { ok: true; value: number } | { ok: false; error: LimitInputError };

/** What a typed-amount problem is called among the limit inputs' errors. */
const LIMIT_ERROR: Readonly<Record<TypedAmountProblem, LimitInputError>> = {
  required: 'required',
  notNumber: 'notNumber',
  negative: 'negative',
  zero: 'zero',
  tooManyDecimals: 'decimals',
  tooBig: 'tooBig',
};

/**
 * A money limit typed in major units as minor units of `currency`, read as every money form reads amounts
 * (`readTypedAmount`: `20`, `20.5`, `1,000.00`, and in the notation of the player's `locale`, the market
 * segment's BCP 47 locale: `20,50` in `pt-BR` is twenty and a half). Negative, zero, non-numeric, more decimals
 * than the currency has, or above `MAX_MONEY_LIMIT` is refused.
 */
export function parseMoneyLimit(text: string, currency: string, locale?: string): LimitInputResult {
  const read = readTypedAmount(text, currency, locale);
  if (!read.ok) return { ok: false, error: LIMIT_ERROR[read.problem] };
  if (read.minor > MAX_MONEY_LIMIT) return { ok: false, error: 'tooBig' };
  return { ok: true, value: read.minor };
}

/**
 * A session limit choice: one of 30, 60, 120 minutes (spec 001 §9). It is a select, so no choice yet (`''`,
 * "No limit") is `sessionChoice` ("Choose 30, 60 or 120 minutes."), not the text fields' "Enter a limit.".
 */
export function parseSessionLimit(text: string): LimitInputResult {
  const value = Number(text);
  return (SESSION_LIMIT_MINUTES as readonly number[]).includes(value) ? { ok: true, value } : { ok: false, error: 'sessionChoice' };
}

/** The input's text for a value in force: major units without grouping, or minutes; empty without one. */
export function draftOf(value: number | null, unit: 'MINOR' | 'MINUTES', currency: string): string {
  if (value === null) return '';
  if (unit === 'MINUTES') return String(value);
  const decimals = currencyDecimals(currency);
  const major = value / 10 ** decimals;
  return Number.isInteger(major) ? String(major) : major.toFixed(decimals);
}

/** A self-exclusion choice: 1 to 12 months or `indefinite` (spec 001 §9: at most 12 months). */
export type ExclusionChoice = { ok: true; months: number | 'indefinite' } | { ok: false; error: 'exclusionRange' };

/** Checks a self-exclusion choice; 13 months or anything else is refused before anything is sent. */
export function parseExclusionChoice(text: string): ExclusionChoice {
  if (text === 'indefinite') return { ok: true, months: 'indefinite' };
  if (!/^\d+$/.test(text)) return { ok: false, error: 'exclusionRange' };
  const months = Number(text);
  return months >= 1 && months <= MAX_EXCLUSION_MONTHS ? { ok: true, months } : { ok: false, error: 'exclusionRange' };
}
