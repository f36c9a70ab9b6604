import { draftOf, parseExclusionChoice, parseMoneyLimit, parseSessionLimit } from './limit-input';

describe('parseMoneyLimit (issue 16 Bad input)', () => {
  it.each([
    ['20', 2000],
    ['20.5', 2050],
    [' 20.50 ', 2050],
    ['1,000.00', 100000],
    ['0.01', 1],
    ['1000000', 100_000_000],
  ])('takes %p as %p minor units', (text, value) => {
    expect(parseMoneyLimit(text, 'EUR')).toEqual({ ok: true, value });
  });

  it.each([
    ['', 'required'],
    ['   ', 'required'],
    ['-5', 'negative'],
    ['-0.5', 'negative'],
    ['0', 'zero'],
    ['0.00', 'zero'],
    ['abc', 'notNumber'],
    ['12e3', 'notNumber'],
    ['1.2.3', 'notNumber'],
    ['20.505', 'decimals'],
    ['1000000.01', 'tooBig'],
    ['99999999999999999999', 'tooBig'],
  ])('refuses %p (%s)', (text, error) => {
    expect(parseMoneyLimit(text, 'EUR')).toEqual({ ok: false, error });
  });

  it('reads the notation of the player\'s market, as the cashier does (issue 18 point 4)', () => {
    expect(parseMoneyLimit('20,50', 'BRL', 'pt-BR')).toEqual({ ok: true, value: 2050 });
    expect(parseMoneyLimit('1.000', 'CLP', 'es-CL')).toEqual({ ok: true, value: 1000 });
    expect(parseMoneyLimit('2.500,75', 'EUR', 'tr-TR')).toEqual({ ok: true, value: 250_075 });
    expect(parseMoneyLimit('1,250.90', 'PEN', 'es-PE')).toEqual({ ok: true, value: 125_090 });
  });

  it('knows currencies without a minor unit', () => {
    expect(parseMoneyLimit('500', 'CLP')).toEqual({ ok: true, value: 500 });
    expect(parseMoneyLimit('500.5', 'CLP')).toEqual({ ok: false, error: 'decimals' });
  });
});

describe('parseSessionLimit', () => {
  it('takes 30, 60 and 120 minutes only', () => {
    expect(parseSessionLimit('30')).toEqual({ ok: true, value: 30 });
    expect(parseSessionLimit('120')).toEqual({ ok: true, value: 120 });
    expect(parseSessionLimit('45')).toEqual({ ok: false, error: 'sessionChoice' });
  });

  it('asks for a choice when none is made (a select: "Enter a limit." would not fit)', () => {
    expect(parseSessionLimit('')).toEqual({ ok: false, error: 'sessionChoice' });
  });
});

describe('parseExclusionChoice (spec 001 §9: at most 12 months)', () => {
  it('takes 1 to 12 months and indefinite', () => {
    expect(parseExclusionChoice('1')).toEqual({ ok: true, months: 1 });
    expect(parseExclusionChoice('12')).toEqual({ ok: true, months: 12 });
    expect(parseExclusionChoice('indefinite')).toEqual({ ok: true, months: 'indefinite' });
  });

  it.each(['13', '0', '-1', '1.5', 'abc', ''])('refuses %p', (text) => {
    expect(parseExclusionChoice(text)).toEqual({ ok: false, error: 'exclusionRange' });
  });
});

describe('draftOf', () => {
  it('shows a value in force as the input text', () => {
    expect(draftOf(null, 'MINOR', 'EUR')).toBe('');
    expect(draftOf(2000, 'MINOR', 'EUR')).toBe('20');
    expect(draftOf(2050, 'MINOR', 'EUR')).toBe('20.50');
    expect(draftOf(60, 'MINUTES', 'EUR')).toBe('60');
  });
});
