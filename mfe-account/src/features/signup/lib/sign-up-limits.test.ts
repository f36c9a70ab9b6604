import { MARKETS, marketOfCountry } from '@casino/shared/market';
import { signUpLimitsAskedOf } from './sign-up-limits';
import { checkSignUpLimits, emptySignUpLimitsDraft, signUpLimitOfField } from './sign-up-limits-form';

describe('what the sign-up asks for (issue 16 §5, the market table)', () => {
  it('NL requires deposit, login time and balance in euros; UK offers a deposit limit in pounds', () => {
    expect(signUpLimitsAskedOf('NL')).toEqual({ kinds: ['deposit', 'loginTime', 'balance'], required: true, currency: 'EUR' });
    expect(signUpLimitsAskedOf('GB')).toEqual({ kinds: ['deposit'], required: false, currency: 'GBP' });
  });

  it.each(MARKETS.filter((market) => typeof market.originCountryCode === 'string').map((market) => [market.originCountryCode as string, market.id] as const))(
    'a sign-up from %s (market %s) asks for limits only in NL and UK',
    (country) => {
      const asked = signUpLimitsAskedOf(country);
      expect(asked !== null).toBe(['NL', 'UK'].includes(marketOfCountry(country).id));
    },
  );
});

describe('checkSignUpLimits (issue 16 Bad input)', () => {
  const all = ['deposit', 'loginTime', 'balance'] as const;
  const filled = { ...emptySignUpLimitsDraft, deposit: '300', loginTime: '60', balance: '1,000.50' };

  it('turns the draft into the request: minor units, minutes, the chosen periods', () => {
    expect(checkSignUpLimits({ ...filled, depositPeriod: 'W', loginTimePeriod: 'M' }, all, 'EUR')).toEqual({
      ok: true,
      limits: { depositLimit: { duration: 'W', limit: 300_00 }, loginTimeLimit: { duration: 'M', limit: 60 }, balanceLimit: 1_000_50 },
    });
    expect(checkSignUpLimits({ ...emptySignUpLimitsDraft, deposit: '50' }, ['deposit'], 'GBP')).toEqual({ ok: true, limits: { depositLimit: { duration: 'M', limit: 50_00 } } });
  });

  it.each([
    [{ deposit: '' }, 'deposit', 'required'],
    [{ deposit: '-5' }, 'deposit', 'negative'],
    [{ deposit: '0' }, 'deposit', 'zero'],
    [{ deposit: 'ten' }, 'deposit', 'notNumber'],
    [{ deposit: '0.50' }, 'deposit', 'tooSmall'],
    [{ deposit: '20.505' }, 'deposit', 'decimals'],
    [{ balance: '2000000' }, 'balance', 'tooBig'],
    [{ loginTime: '' }, 'loginTime', 'sessionChoice'],
    [{ loginTime: '45' }, 'loginTime', 'sessionChoice'],
  ] as const)('refuses %p on %s (%s)', (change, kind, error) => {
    expect(checkSignUpLimits({ ...filled, ...change }, all, 'EUR')).toEqual({ ok: false, errors: { [kind]: error } });
  });

  it('names every wrong limit at once', () => {
    expect(checkSignUpLimits(emptySignUpLimitsDraft, all, 'EUR')).toEqual({ ok: false, errors: { deposit: 'required', loginTime: 'sessionChoice', balance: 'required' } });
  });

  it('reads the platform’s field names', () => {
    expect(['depositLimit.limit', 'depositLimit', 'loginTimeLimit.duration', 'balanceLimit', 'playerId'].map(signUpLimitOfField)).toEqual(['deposit', 'deposit', 'loginTime', 'balance', null]);
  });
});
