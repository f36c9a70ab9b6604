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

  describe('in the notation of the player’s market (es-CL, tr-TR, pt-BR: decimal comma; fil-PH, es-PE: decimal point)', () => {
    it.each([
      ['es-CL', '10.000', 'CLP', 10_000],
      ['es-CL', '1.500.000', 'CLP', 1_500_000],
      ['es-CL', '25000', 'CLP', 25_000],
      ['pt-BR', '25,50', 'BRL', 2550],
      ['pt-BR', '25,5', 'BRL', 2550],
      ['pt-BR', '1.000', 'BRL', 100_000],
      ['pt-BR', '1.000,50', 'BRL', 100_050],
      ['pt-BR', '1000,50', 'BRL', 100_050],
      ['pt-BR', '25,', 'BRL', 2500],
      ['tr-TR', '2.500,75', 'EUR', 250_075],
      ['tr-TR', '10,5', 'EUR', 1050],
      // The site's own notation, where it cannot mean anything else: a quick pick, a hint's amount.
      ['pt-BR', '10.50', 'BRL', 1050],
      ['tr-TR', '10.5', 'EUR', 1050],
      ['pt-BR', '1,000.50', 'BRL', 100_050],
      ['es-CL', '1,000,000', 'CLP', 1_000_000],
      // Pesos have no decimals: three digits after either separator are a thousand, as the hints write it.
      ['es-CL', '5,000', 'CLP', 5000],
      ['fil-PH', '1.000', 'CLP', 1000],
      ['fil-PH', '1,000', 'PHP', 100_000],
      ['fil-PH', '1,000.50', 'PHP', 100_050],
      ['fil-PH', '25.50', 'PHP', 2550],
      ['es-PE', '1,250.90', 'PEN', 125_090],
      ['es-PE', '19.90', 'PEN', 1990],
      // A leading zero groups nothing.
      ['pt-BR', '0,500', 'BRL', 50],
      ['pt-BR', '0.500', 'BRL', 50],
      ['fil-PH', '0.500', 'PHP', 50],
    ])('%s reads "%s" %s as %i minor units', (locale, text, currency, minor) => {
      expect(parseAmount(text, currency, locale)).toEqual({ ok: true, minor });
    });

    it.each([
      // A thousand in the site's notation, one in the player's: the player types it again.
      ['pt-BR', '1,000'],
      ['es-CL', '5,000'],
      ['tr-TR', '12,345'],
      ['fil-PH', '1.000'],
      ['es-PE', '10.000'],
      // A decimal comma is not a Filipino or Peruvian way of writing money.
      ['fil-PH', '10,5'],
      ['fil-PH', '1.000,50'],
      ['es-PE', '25,50'],
      ['pt-BR', '1.00.0'],
      ['tr-TR', '1.000.5'],
      ['fil-PH', '0,500'],
    ])('%s refuses "%s" as not a number', (locale, text) => {
      expect(parseAmount(text, 'EUR', locale)).toEqual({ ok: false, problem: 'notNumber' });
    });

    it('refuses decimals of a peso however they are written', () => {
      expect(parseAmount('10,5', 'CLP', 'es-CL')).toEqual({ ok: false, problem: 'tooManyDecimals' });
      expect(parseAmount('1.000,5', 'CLP', 'es-CL')).toEqual({ ok: false, problem: 'tooManyDecimals' });
    });

    it('checks the bounds on what the player meant', () => {
      expect(validateAmount('5.000', 'BRL', { min: 1000, max: 500_000 }, 'pt-BR')).toEqual({
        ok: true,
        minor: 500_000,
      });
      expect(validateAmount('5.000,01', 'BRL', { min: 1000, max: 500_000 }, 'pt-BR')).toEqual({
        ok: false,
        problem: 'aboveMax',
      });
    });

    it('keeps the lenient reading for the other markets', () => {
      expect(parseAmount('10,5', 'EUR', 'fi-FI')).toEqual({ ok: true, minor: 1050 });
      expect(parseAmount('1,000.50', 'EUR', 'en-GB')).toEqual({ ok: true, minor: 100_050 });
    });
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
    const locales = fc.constantFrom(undefined, 'en-GB', 'es-CL', 'es-PE', 'tr-TR', 'pt-BR', 'fil-PH');

    it('every positive amount a player could type back reads as the same minor units', () => {
      fc.assert(
        fc.property(
          fc.integer({ min: 1, max: 1_000_000_000 }),
          currencies,
          locales,
          (minor, currency, locale) => {
            expect(parseAmount(amountText(minor, currency), currency, locale)).toEqual({ ok: true, minor });
          },
        ),
      );
    });

    it('a result is always a positive safe integer, or a problem', () => {
      fc.assert(
        fc.property(fc.string(), currencies, locales, (text, currency, locale) => {
          const parsed = parseAmount(text, currency, locale);
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
