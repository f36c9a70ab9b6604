import { depositBoundsOf, orderByRecent, quickPicksWithin } from './payment-options';

const methods = [
  { name: 'CREDITCARD' as const },
  { name: 'SKRILL' as const },
  { name: 'TRUSTLY' as const },
  { name: 'NETELLER' as const },
];

describe('payment options (issue 14)', () => {
  it('puts the recent methods first, most recent first, and keeps the others in order', () => {
    expect(orderByRecent(methods, ['TRUSTLY', 'SIRU', 'SKRILL']).map((m) => m.name)).toEqual([
      'TRUSTLY',
      'SKRILL',
      'CREDITCARD',
      'NETELLER',
    ]);
    expect(orderByRecent(methods, []).map((m) => m.name)).toEqual([
      'CREDITCARD',
      'SKRILL',
      'TRUSTLY',
      'NETELLER',
    ]);
  });

  it('takes the market’s bounds in the player’s currency from content, else 10 to 5,000 of it, in minor units', () => {
    const limits = [{ currency: 'EUR', minAmount: 500, maxAmount: 200_000 }];
    expect(depositBoundsOf({ limits }, 'EUR')).toEqual({ min: 500, max: 200_000 });
    expect(depositBoundsOf({ limits }, 'NOK')).toEqual({ min: 1000, max: 500_000 });
    expect(depositBoundsOf(undefined, 'EUR')).toEqual({ min: 1000, max: 500_000 });
    expect(depositBoundsOf({ limits: null }, 'CLP')).toEqual({ min: 10, max: 5000 });
  });

  it('offers only the quick picks within the bounds', () => {
    expect(quickPicksWithin({ min: 1000, max: 500_000 }, 'EUR')).toEqual([2000, 5000, 10_000, 20_000]);
    expect(quickPicksWithin({ min: 3000, max: 15_000 }, 'EUR')).toEqual([5000, 10_000]);
  });
});
