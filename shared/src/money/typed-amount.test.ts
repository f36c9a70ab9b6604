import { readTypedAmount } from './typed-amount';

describe('readTypedAmount (spec 001 §9, issue 18 point 4)', () => {
  it.each([
    ['10.10', 'EUR', undefined, 1010],
    ['1,000.50', 'EUR', undefined, 100_050],
    ['10,5', 'EUR', undefined, 1050],
    ['10.000', 'CLP', 'es-CL', 10_000],
    ['1.000,50', 'BRL', 'pt-BR', 100_050],
    ['1,250.90', 'PEN', 'es-PE', 125_090],
  ])('reads %p %s in %s as %p minor units', (text, currency, locale, minor) => {
    expect(readTypedAmount(text, currency, locale)).toEqual({ ok: true, minor });
  });

  it.each([
    ['', 'required'],
    ['-5', 'negative'],
    ['abc', 'notNumber'],
    ['10.555', 'tooManyDecimals'],
    ['0', 'zero'],
    ['99999999999999999999', 'tooBig'],
  ])('refuses %p (%s)', (text, problem) => {
    expect(readTypedAmount(text, 'EUR')).toEqual({ ok: false, problem });
  });

  it('does not guess a text that is a thousand in one notation and one in the other', () => {
    expect(readTypedAmount('1,000', 'BRL', 'pt-BR')).toEqual({ ok: false, problem: 'notNumber' });
  });
});
