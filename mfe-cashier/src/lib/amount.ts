import { currencyDecimals, readTypedAmount } from '@casino/shared/money';

/**
 * Amounts as players type them (major units, text) and as the wire carries them (integer minor units,
 * issue 14). The conversion is done on the digits of the text, never through a floating-point
 * multiplication, so `10.10` is 1010 cents and not 1009.9999.
 */

/** Why a typed amount cannot be sent; each has a message under `amount.errors` in the `cashier` texts. */
export type AmountProblem =
  'required' | 'notNumber' | 'negative' | 'zero' | 'tooManyDecimals' | 'belowMin' | 'aboveMax';

/** The bounds of an amount, both inclusive, in minor units; `max` null when there is none. */
export interface AmountBounds {
  min: number;
  max: number | null;
}

/** What `parseAmount` found: the amount in minor units, or the first problem with the text. */
export type ParsedAmount = { ok: true; minor: number } | { ok: false; problem: AmountProblem };

/**
 * Reads a typed amount into integer minor units of `currency` in the notation of the player's `locale`
 * (`readTypedAmount` of `@casino/shared/money`, which the account's limits read with too); an amount beyond a
 * safe integer is `aboveMax`.
 */
export function parseAmount(text: string, currency: string, locale?: string): ParsedAmount {
  const read = readTypedAmount(text, currency, locale);
  if (read.ok) return read;
  return { ok: false, problem: read.problem === 'tooBig' ? 'aboveMax' : read.problem };
}

/** `parseAmount` in the player's `locale`, then the bounds: below `min` or above `max` is a problem too. */
export function validateAmount(
  text: string,
  currency: string,
  bounds: AmountBounds,
  locale?: string,
): ParsedAmount {
  const parsed = parseAmount(text, currency, locale);
  if (!parsed.ok) return parsed;
  if (parsed.minor < bounds.min) return { ok: false, problem: 'belowMin' };
  if (bounds.max !== null && parsed.minor > bounds.max) return { ok: false, problem: 'aboveMax' };
  return parsed;
}

/** A whole number of major units in minor units of `currency`: `toMinorUnits(10, 'EUR')` → 1000. */
export function toMinorUnits(major: number, currency: string): number {
  return Math.round(major * 10 ** currencyDecimals(currency));
}

/** Minor units as the text a player would type: `amountText(1050, 'EUR')` → `10.50`, `amountText(1000, 'EUR')` → `10`. */
export function amountText(minor: number, currency: string): string {
  const digits = currencyDecimals(currency);
  const scale = 10 ** digits;
  const whole = Math.floor(minor / scale);
  const fraction = minor % scale;
  return fraction === 0 ? String(whole) : `${whole}.${String(fraction).padStart(digits, '0')}`;
}
