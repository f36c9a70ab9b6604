import { currencyDecimals } from '@casino/shared/money';

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

/** The spec's thousands separator is the comma (spec 001 §9): `1,000.50` is grouped. */
const GROUPED = /^\d{1,3}(,\d{3})+(\.\d*)?$/;
const PLAIN = /^\d+(\.\d*)?$/;
/** `10,5`: a comma that cannot be grouping is a decimal comma, as players of fi, de, no, pt and fr type it. */
const DECIMAL_COMMA = /^\d+,\d{1,2}$/;

/** The text with grouping removed and a decimal point, or null when it is not a plain number. */
function normalise(text: string): string | null {
  if (GROUPED.test(text)) return text.replace(/,/g, '');
  if (PLAIN.test(text)) return text;
  if (DECIMAL_COMMA.test(text)) return text.replace(',', '.');
  return null;
}

/**
 * Reads a typed amount in major units into integer minor units of `currency` (spec 001 §9: CLP and
 * JPY have no minor unit). Problems, in the order they are checked: empty, negative, not a number,
 * more decimals than the currency has, zero.
 */
export function parseAmount(text: string, currency: string): ParsedAmount {
  const trimmed = text.trim();
  if (trimmed === '') return { ok: false, problem: 'required' };
  const negative = trimmed.startsWith('-');
  const number = normalise(negative ? trimmed.slice(1).trim() : trimmed);
  if (number === null) return { ok: false, problem: 'notNumber' };
  if (negative && /[1-9]/.test(number)) return { ok: false, problem: 'negative' };
  const [whole = '0', fraction = ''] = number.split('.');
  const digits = currencyDecimals(currency);
  const significant = fraction.replace(/0+$/, '');
  if (significant.length > digits) return { ok: false, problem: 'tooManyDecimals' };
  const minor = Number(whole) * 10 ** digits + Number(significant.padEnd(digits, '0') || '0');
  if (!Number.isSafeInteger(minor)) return { ok: false, problem: 'aboveMax' };
  if (minor === 0) return { ok: false, problem: 'zero' };
  return { ok: true, minor };
}

/** `parseAmount`, then the bounds: below `min` or above `max` is a problem too. */
export function validateAmount(text: string, currency: string, bounds: AmountBounds): ParsedAmount {
  const parsed = parseAmount(text, currency);
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
