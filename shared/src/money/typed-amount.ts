import { currencyDecimals } from './currency';

/*
 * Amounts as players type them (major units, text) into integer minor units, for every form that takes money
 * (the cashier's deposit and withdrawal, the account's limits). The conversion is done on the digits of the text,
 * never through a floating-point multiplication, so `10.10` is 1010 cents and not 1009.9999.
 */

/** Why a typed amount is not one; each form words it in its own texts. */
export type TypedAmountProblem = 'required' | 'notNumber' | 'negative' | 'zero' | 'tooManyDecimals' | 'tooBig';

/** What `readTypedAmount` found: the amount in minor units, or the first problem with the text. */
export type TypedAmount = { ok: true; minor: number } | { ok: false; problem: TypedAmountProblem };

/** The spec's thousands separator is the comma (spec 001 §9): `1,000.50` is grouped, as every page shows amounts. */
const GROUPED = /^\d{1,3}(,\d{3})+(\.\d*)?$/;
const PLAIN = /^\d+(\.\d*)?$/;
/** `10,5`: a comma that cannot be grouping is a decimal comma, as players of fi, de, no, pt and fr type it. */
const DECIMAL_COMMA = /^\d+,\d{1,2}$/;
/** `1.000` or `10.000,50`: groups of three after a point, as players in Chile, Turkey and Brazil write them. */
const POINT_GROUPED = /^[1-9]\d{0,2}(\.\d{3})+(,\d*)?$/;
/** `1,000.50` as above, but never from a leading zero (`0,500` is no thousand). */
const COMMA_GROUPED = /^[1-9]\d{0,2}(,\d{3})+(\.\d*)?$/;
const COMMA_DECIMAL = /^\d+,\d*$/;
/** `1,000` in a decimal-comma notation, `1.000` in a decimal-point one: a thousand or one? Neither is guessed. */
const AMBIGUOUS_COMMA = /^[1-9]\d{0,2},\d{3}$/;
const AMBIGUOUS_POINT = /^[1-9]\d{0,2}\.\d{3}$/;

/**
 * How players write numbers, by the BCP 47 locale of their market segment (`es-CL`): the region decides,
 * not the language, since Spanish in Chile writes `1.000,50` and in Peru `1,000.50` (CLDR, and the prices
 * players see there). Locales not named keep the lenient reading every market had before (`lenient`).
 */
type Notation = 'decimalComma' | 'decimalPoint' | 'lenient';

const NOTATIONS: Readonly<Record<string, Notation>> = {
  'es-CL': 'decimalComma',
  'tr-TR': 'decimalComma',
  'pt-BR': 'decimalComma',
  'es-PE': 'decimalPoint',
  'fil-PH': 'decimalPoint',
};

/**
 * The text with grouping removed and a decimal point, or null when it is not a plain number. Every
 * notation also reads the site's own (`10.50` from a quick pick, `1,000.50` as the hints show amounts)
 * wherever that cannot mean something else in the player's notation. In a currency without a minor unit
 * (`wholeOnly`, CLP) three digits after a separator are never decimals, so `5,000` pesos is five thousand.
 */
function normalise(text: string, notation: Notation, wholeOnly: boolean): string | null {
  switch (notation) {
    case 'decimalComma':
      if (AMBIGUOUS_COMMA.test(text)) return wholeOnly ? text.replace(',', '') : null;
      if (POINT_GROUPED.test(text)) return text.replace(/\./g, '').replace(',', '.');
      if (COMMA_DECIMAL.test(text)) return text.replace(',', '.');
      if (COMMA_GROUPED.test(text)) return text.replace(/,/g, '');
      return PLAIN.test(text) ? text : null;
    case 'decimalPoint':
      if (AMBIGUOUS_POINT.test(text)) return wholeOnly ? text.replace('.', '') : null;
      if (COMMA_GROUPED.test(text)) return text.replace(/,/g, '');
      return PLAIN.test(text) ? text : null;
    case 'lenient':
      if (GROUPED.test(text)) return text.replace(/,/g, '');
      if (PLAIN.test(text)) return text;
      if (DECIMAL_COMMA.test(text)) return text.replace(',', '.');
      return null;
  }
}

/**
 * Reads a typed amount in major units into integer minor units of `currency` (spec 001 §9: CLP and
 * JPY have no minor unit), in the notation of the player's `locale` (the market segment's BCP 47
 * locale, `es-CL`): in `es-CL`, `tr-TR` and `pt-BR` a comma is the decimal separator and a point
 * groups thousands (`10.000` CLP is ten thousand pesos); in `fil-PH` and `es-PE` the point is decimal
 * and the comma groups; other locales, or none, read both (`1,000.50`, `10,5`). A text that means a
 * thousand in one notation and one in the other (`1,000` BRL with a decimal comma) is `notNumber`,
 * unless the currency has no minor unit (`1,000` CLP is a thousand pesos).
 * Problems, in the order they are checked: empty, negative, not a number, more decimals than the
 * currency has, beyond a safe integer (`tooBig`), zero.
 */
export function readTypedAmount(text: string, currency: string, locale?: string): TypedAmount {
  const trimmed = text.trim();
  if (trimmed === '') return { ok: false, problem: 'required' };
  const negative = trimmed.startsWith('-');
  const notation = (locale && NOTATIONS[locale]) || 'lenient';
  const digits = currencyDecimals(currency);
  const number = normalise(negative ? trimmed.slice(1).trim() : trimmed, notation, digits === 0);
  if (number === null) return { ok: false, problem: 'notNumber' };
  if (negative && /[1-9]/.test(number)) return { ok: false, problem: 'negative' };
  const [whole = '0', fraction = ''] = number.split('.');
  const significant = fraction.replace(/0+$/, '');
  if (significant.length > digits) return { ok: false, problem: 'tooManyDecimals' };
  const minor = Number(whole) * 10 ** digits + Number(significant.padEnd(digits, '0') || '0');
  if (!Number.isSafeInteger(minor)) return { ok: false, problem: 'tooBig' };
  if (minor === 0) return { ok: false, problem: 'zero' };
  return { ok: true, minor };
}

