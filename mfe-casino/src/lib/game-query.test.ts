import { casinoGamesFilter, gameFilterParams, searchTermsOf } from './game-query';

describe('the casino games filter', () => {
  it('leaves out the studios restricted in the player country', () => {
    expect(casinoGamesFilter(false)).toContain('!(defined(subProvider.restrictedCountries) && $country in subProvider.restrictedCountries)');
    expect(gameFilterParams({ providers: ['relax'], excludedSubProviders: [], country: 'FI' })).toMatchObject({ country: 'FI' });
    expect(gameFilterParams({ providers: ['relax'], excludedSubProviders: [] })).toMatchObject({ country: '' });
  });

  it('searches by game name with each word as a prefix', () => {
    expect(casinoGamesFilter(false, true)).toContain('name match $q');
    expect(searchTermsOf('  money  TRA* ')).toBe('money* TRA*');
    expect(gameFilterParams({ providers: [], excludedSubProviders: [], search: 'money' })).toMatchObject({ q: 'money*' });
    expect(gameFilterParams({ providers: [], excludedSubProviders: [], search: ' ' })).not.toHaveProperty('q');
  });
});
