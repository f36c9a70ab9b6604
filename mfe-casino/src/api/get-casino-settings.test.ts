import type { ContentClient } from '@casino/shared/platform';
import { getCasinoSettings } from './get-casino-settings';

const settingsOf = (market: string) => ({ market, categories: ['popular'], availableProviders: ['relax'], exclusionSubProviders: [] });

function contentWith(byMarket: Record<string, unknown>): ContentClient & { markets: unknown[] } {
  const markets: unknown[] = [];
  return {
    markets,
    fetch: async <R,>(_query: string, params?: Record<string, unknown>) => {
      markets.push(params?.market);
      return (byMarket[String(params?.market)] ?? null) as R;
    },
  };
}

describe('getCasinoSettings (spec 000 §3 Casino settings per market)', () => {
  it('reads the settings of the market', async () => {
    const content = contentWith({ FI: settingsOf('FI'), UN: settingsOf('UN') });
    await expect(getCasinoSettings(content, 'FI')).resolves.toMatchObject({ market: 'FI' });
    expect(content.markets).toEqual(['FI']);
  });

  it('falls back to the default market UN when the market has none', async () => {
    const content = contentWith({ UN: settingsOf('UN') });
    await expect(getCasinoSettings(content, 'CX')).resolves.toMatchObject({ market: 'UN', categories: ['popular'] });
    expect(content.markets).toEqual(['CX', 'UN']);
  });

  it('fills missing lists with empty ones', async () => {
    const content = contentWith({ UN: { market: 'UN' } });
    await expect(getCasinoSettings(content, 'UN')).resolves.toEqual({ market: 'UN', categories: [], availableProviders: [], exclusionSubProviders: [] });
  });

  it('fails when neither the market nor UN has settings', async () => {
    await expect(getCasinoSettings(contentWith({}), 'FI')).rejects.toThrow('No casinoSettings for market FI nor UN');
  });
});
