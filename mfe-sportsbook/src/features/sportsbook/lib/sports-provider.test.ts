import { sportsProviderOf } from './sports-provider';

describe('sportsProviderOf (spec 000 §2: one of two frames by market and flag)', () => {
  it.each`
    market  | features                   | provider
    ${'PP'} | ${{ sportsbookPP: true }}  | ${'pp'}
    ${'PP'} | ${{ sportsbookPP: false }} | ${'standard'}
    ${'PP'} | ${{}}                      | ${'standard'}
    ${'FI'} | ${{ sportsbookPP: true }}  | ${'standard'}
    ${'UN'} | ${{}}                      | ${'standard'}
  `('$market with $features → $provider', ({ market, features, provider }) => {
    expect(sportsProviderOf(market, features)).toBe(provider);
  });
});
