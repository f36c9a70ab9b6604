import { DEFAULT_CURRENCY, THOUSANDS_SEPARATOR } from '../constants/platform';

/**
 * Currency display of spec 000 §9 and spec 001 §9.
 *
 * - Symbol before the amount, no space: EUR (default), BRL, CAD, INR, NZD, PEN, ZAR.
 * - Symbol after the amount with a space: NOK, PHP, PLN, TRY, and EUR in markets DE, JJ, FI, FR.
 * - CLP: symbol before the amount with a space.
 * - Comma as thousands separator, so the decimal separator is a point.
 * Currencies the spec does not name (GBP, SEK, USD, JPY) follow the default: symbol before, no space.
 * CLP and JPY have no minor unit and show no decimals; every other currency shows two.
 */
export const CURRENCY_SYMBOLS: Readonly<Record<string, string>> = {
  EUR: '€',
  BRL: 'R$',
  CAD: '$',
  INR: '₹',
  NZD: '$',
  PEN: 'S/',
  ZAR: 'R',
  NOK: 'kr',
  PHP: '₱',
  PLN: 'zł',
  TRY: '₺',
  CLP: '$',
  GBP: '£',
  SEK: 'kr',
  USD: '$',
  JPY: '¥',
};

const SYMBOL_AFTER = new Set(['NOK', 'PHP', 'PLN', 'TRY']);
const EUR_AFTER_MARKETS = new Set(['DE', 'JJ', 'FI', 'FR']);
const SPACED_BEFORE = new Set(['CLP']);
const NO_MINOR_UNIT = new Set(['CLP', 'JPY']);

/** How a currency is placed around the amount in a market. */
export interface CurrencyPlacement {
  symbol: string;
  position: 'before' | 'after';
  space: boolean;
  fractionDigits: number;
}

/**
 * How many digits a currency has after the decimal point, which is also how many minor units make one
 * major unit (10^digits): 0 for CLP and JPY (1 peso is the smallest unit), 2 for every other currency.
 */
export function currencyDecimals(currency: string = DEFAULT_CURRENCY): number {
  return NO_MINOR_UNIT.has(currency) ? 0 : 2;
}

/** The display rule for a currency in a market (spec 000 §9). Unknown currencies show their ISO code. */
export function currencyPlacement(currency: string = DEFAULT_CURRENCY, market?: string): CurrencyPlacement {
  const symbol = CURRENCY_SYMBOLS[currency] ?? currency;
  const fractionDigits = currencyDecimals(currency);
  if (SYMBOL_AFTER.has(currency) || (currency === 'EUR' && market && EUR_AFTER_MARKETS.has(market))) {
    return { symbol, position: 'after', space: true, fractionDigits };
  }
  return { symbol, position: 'before', space: SPACED_BEFORE.has(currency), fractionDigits };
}

/** Groups the integer part with the spec's comma: `1234567.5` → `1,234,567.50`. */
export function formatAmount(amount: number, fractionDigits = 2): string {
  const fixed = Math.abs(amount).toFixed(fractionDigits);
  const [integer = '0', fraction] = fixed.split('.');
  const grouped = integer.replace(/\B(?=(\d{3})+(?!\d))/g, THOUSANDS_SEPARATOR);
  return fraction ? `${grouped}.${fraction}` : grouped;
}

/**
 * Formats money for players: `formatMoney(1234.5, 'EUR')` → `€1,234.50`;
 * `formatMoney(1234.5, 'EUR', 'FI')` → `1,234.50 €`; `formatMoney(-5, 'NOK')` → `-5.00 kr`.
 *
 * @param amount in major units (euros, not cents).
 * @param currency ISO 4217 code; the profile's currency (spec 000 §9), EUR by default.
 * @param market market id, for the EUR rule of DE, JJ, FI and FR.
 */
export function formatMoney(amount: number, currency: string = DEFAULT_CURRENCY, market?: string): string {
  const rule = currencyPlacement(currency, market);
  const number = formatAmount(amount, rule.fractionDigits);
  const sign = amount < 0 ? '-' : '';
  const gap = rule.space ? ' ' : '';
  return rule.position === 'before' ? `${sign}${rule.symbol}${gap}${number}` : `${sign}${number}${gap}${rule.symbol}`;
}

/**
 * Formats an amount in minor units (what the wallet, the ledger and the cashier calls carry) with the
 * currency's own decimals: `formatMinorMoney(123450, 'EUR')` → `€1,234.50`;
 * `formatMinorMoney(123450, 'EUR', 'FI')` → `1,234.50 €`; `formatMinorMoney(1500, 'CLP')` → `$ 1,500`
 * (CLP has no minor unit: 1500 is 1,500 pesos).
 *
 * @param minorAmount a whole number of minor units (cents); negative for a debit.
 * @param currency ISO 4217 code (spec 000 §9), EUR by default.
 * @param market market id, for the EUR rule of DE, JJ, FI and FR.
 */
export function formatMinorMoney(minorAmount: number, currency: string = DEFAULT_CURRENCY, market?: string): string {
  return formatMoney(minorAmount / 10 ** currencyDecimals(currency), currency, market);
}
