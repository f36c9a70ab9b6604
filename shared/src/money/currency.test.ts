import { MARKETS } from '../markets/markets';
import { currencyDecimals, currencyPlacement, formatAmount, formatMinorMoney, formatMoney } from './currency';

describe('currency display (spec 000 §9)', () => {
  it.each([
    ['EUR', undefined, '€1,234.50'],
    ['BRL', undefined, 'R$1,234.50'],
    ['CAD', undefined, '$1,234.50'],
    ['INR', undefined, '₹1,234.50'],
    ['NZD', undefined, '$1,234.50'],
    ['PEN', undefined, 'S/1,234.50'],
    ['ZAR', undefined, 'R1,234.50'],
    ['NOK', undefined, '1,234.50 kr'],
    ['PHP', undefined, '1,234.50 ₱'],
    ['PLN', undefined, '1,234.50 zł'],
    ['TRY', undefined, '1,234.50 ₺'],
    ['EUR', 'DE', '1,234.50 €'],
    ['EUR', 'JJ', '1,234.50 €'],
    ['EUR', 'FI', '1,234.50 €'],
    ['EUR', 'FR', '1,234.50 €'],
    ['EUR', 'AT', '€1,234.50'],
    ['EUR', 'UN', '€1,234.50'],
    ['CLP', undefined, '$ 1,235'],
    ['NOK', 'DE', '1,234.50 kr'],
  ])('%s in market %s: 1234.5 → %s', (currency, market, expected) => {
    expect(formatMoney(1234.5, currency, market)).toBe(expected);
  });

  it.each(MARKETS.map((m) => [m.id, m.currency] as const))('market %s formats its currency %s with comma grouping', (market, currency) => {
    const text = formatMoney(1_000_000, currency, market);
    expect(text).toContain('1,000,000');
    expect(currencyPlacement(currency, market).symbol).toBeTruthy();
  });

  it('defaults to EUR', () => {
    expect(formatMoney(250)).toBe('€250.00');
  });

  it('puts the sign before the symbol', () => {
    expect(formatMoney(-5, 'EUR')).toBe('-€5.00');
    expect(formatMoney(-5, 'NOK')).toBe('-5.00 kr');
  });

  it('groups with commas', () => {
    expect(formatAmount(0)).toBe('0.00');
    expect(formatAmount(999.999)).toBe('1,000.00');
    expect(formatAmount(1234567.891)).toBe('1,234,567.89');
  });

  it('shows an unknown currency by its code', () => {
    expect(formatMoney(3, 'XBT')).toBe('XBT3.00');
  });
});

describe('minor units', () => {
  it.each([
    [123450, 'EUR', undefined, '€1,234.50'],
    [123450, 'EUR', 'FI', '1,234.50 €'],
    [5, 'EUR', undefined, '€0.05'],
    [0, 'CAD', undefined, '$0.00'],
    [-250, 'NOK', undefined, '-2.50 kr'],
    [1500, 'CLP', undefined, '$ 1,500'],
    [1500, 'JPY', undefined, '¥1,500'],
  ])('%i minor units of %s in %s → %s', (minor, currency, market, expected) => {
    expect(formatMinorMoney(minor, currency, market)).toBe(expected);
  });

  // Issue 18 point 4 "amounts by the market's rules": the spec's rules (spec 000 §9, spec 001 §9: comma
  // grouping, a decimal point, the symbol's place per currency and market) on the new languages' markets,
  // in the minor units the wallet and the cashier carry. CLP's minor unit is the peso itself.
  it.each([
    ['CL', 'CLP', 1_234_567, '$ 1,234,567'],
    ['CL', 'CLP', 5, '$ 5'],
    ['CL', 'CLP', -1500, '-$ 1,500'],
    ['PE', 'PEN', 123_450, 'S/1,234.50'],
    ['JJ', 'TRY', 123_450, '1,234.50 ₺'],
    ['JJ', 'EUR', 123_450, '1,234.50 €'],
    ['CX', 'PHP', 123_450, '1,234.50 ₱'],
    ['BR', 'BRL', 123_450, 'R$1,234.50'],
    ['LL', 'EUR', 123_450, '€1,234.50'],
  ])('market %s: %i minor units of %s → %s', (market, currency, minor, expected) => {
    expect(formatMinorMoney(minor, currency, market)).toBe(expected);
  });
  it.each([...new Set(MARKETS.map((m) => m.currency))])('%s has the minor unit ISO 4217 gives it (as Intl knows it)', (currency) => {
    const iso = new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits;
    expect(currencyDecimals(currency)).toBe(iso);
  });
  it('knows each currency\'s decimals', () => {
    expect(currencyDecimals('EUR')).toBe(2);
    expect(currencyDecimals('CLP')).toBe(0);
    expect(currencyDecimals('JPY')).toBe(0);
    for (const currency of ['PEN', 'TRY', 'PHP', 'BRL']) expect(currencyDecimals(currency)).toBe(2);
    expect(currencyDecimals()).toBe(2);
  });
});
