import fc from 'fast-check';
import { amountText, parseAmount, toMinorUnits, validateAmount } from './amount';

const bounds = { min: 1000, max: 500_000 };

describe('typed amounts (issue 14 "Bad input", spec 001 §9)', () => {
  it.each([
    ['10', 'EUR', 1000],
    ['10.5', 'EUR', 1050],
    ['10.10', 'EUR', 1010],
    ['0.29', 'EUR', 29],
    [' 25 ', 'EUR', 2500],
    ['1,000.50', 'EUR', 100_050],
    ['10,5', 'EUR', 1050],
    ['10.', 'EUR', 1000],
    ['10.500', 'EUR', 1050],
    ['5000', 'CLP', 5000],
    ['5,000', 'CLP', 5000],
    ['12.0', 'CLP', 12],
  ])('%s %s → %i minor units', (text, currency, minor) => {
    expect(parseAmount(text, currency)).toEqual({ ok: true, minor });
  });

  it.each([
    ['', 'required'],
    ['   ', 'required'],
    ['-5', 'negative'],
    ['- 5', 'negative'],
    ['abc', 'notNumber'],
    ['10€', 'notNumber'],
    ['1e3', 'notNumber'],
    ['+5', 'notNumber'],
    ['1.2.3', 'notNumber'],
    ['0', 'zero'],
    ['0.00', 'zero'],
    ['-0', 'zero'],
    ['10.555', 'tooManyDecimals'],
    ['99999999999999999999', 'aboveMax'],
  ])('"%s" is refused: %s', (text, problem) => {
    expect(parseAmount(text, 'EUR')).toEqual({ ok: false, problem });
  });

  it('refuses decimals in a currency without a minor unit (CLP)', () => {
    expect(parseAmount('10.5', 'CLP')).toEqual({ ok: false, problem: 'tooManyDecimals' });
  });

  it('checks the method bounds, both inclusive', () => {
    expect(validateAmount('9.99', 'EUR', bounds)).toEqual({ ok: false, problem: 'belowMin' });
    expect(validateAmount('10', 'EUR', bounds)).toEqual({ ok: true, minor: 1000 });
    expect(validateAmount('5000', 'EUR', bounds)).toEqual({ ok: true, minor: 500_000 });
    expect(validateAmount('5000.01', 'EUR', bounds)).toEqual({ ok: false, problem: 'aboveMax' });
    expect(validateAmount('1000000', 'EUR', { min: 1, max: null })).toEqual({ ok: true, minor: 100_000_000 });
  });

  it('converts whole major units and back', () => {
    expect(toMinorUnits(10, 'EUR')).toBe(1000);
    expect(toMinorUnits(5000, 'CLP')).toBe(5000);
    expect(amountText(1050, 'EUR')).toBe('10.50');
    expect(amountText(1000, 'EUR')).toBe('10');
    expect(amountText(7, 'EUR')).toBe('0.07');
    expect(amountText(5000, 'CLP')).toBe('5000');
  });

  describe('properties', () => {
    const currencies = fc.constantFrom('EUR', 'NOK', 'CAD', 'CLP');

    it('every positive amount a player could type back reads as the same minor units', () => {
      fc.assert(
        fc.property(fc.integer({ min: 1, max: 1_000_000_000 }), currencies, (minor, currency) => {
          expect(parseAmount(amountText(minor, currency), currency)).toEqual({ ok: true, minor });
        }),
      );
    });

    it('a result is always a positive safe integer, or a problem', () => {
      fc.assert(
        fc.property(fc.string(), currencies, (text, currency) => {
          const parsed = parseAmount(text, currency);
          if (parsed.ok) {
            expect(Number.isSafeInteger(parsed.minor)).toBe(true);
            expect(parsed.minor).toBeGreaterThan(0);
          }
        }),
      );
    });

    it('a negative number is never accepted', () => {
      fc.assert(
        fc.property(fc.double({ max: -0.01, noNaN: true, noDefaultInfinity: true }), (major) => {
          expect(parseAmount(String(major), 'EUR').ok).toBe(false);
        }),
      );
    });

    it('an accepted amount always lies within the bounds', () => {
      fc.assert(
        fc.property(fc.stringMatching(/^\d{1,7}(\.\d{0,3})?$/), (text) => {
          const parsed = validateAmount(text, 'EUR', bounds);
          if (parsed.ok) {
            expect(parsed.minor).toBeGreaterThanOrEqual(bounds.min);
            expect(parsed.minor).toBeLessThanOrEqual(bounds.max);
          }
        }),
      );
    });
  });
});
