import type { ContentClient } from '@casino/shared/platform';
import { LIVE_LOBBY_QUERY, getLiveLobby } from './get-live-lobby';

function contentWith(settingsByMarket: Record<string, unknown>, lobby: unknown) {
  const calls: Array<{ query: string; params: Record<string, unknown> }> = [];
  const content: ContentClient = {
    fetch: async <R,>(query: string, params: Record<string, unknown> = {}) => {
      calls.push({ query, params });
      return (query === LIVE_LOBBY_QUERY ? lobby : (settingsByMarket[String(params.market)] ?? null)) as R;
    },
  };
  return { calls, content };
}

describe('getLiveLobby', () => {
  it('asks for the live games of the market providers, without its excluded studios, and the live-casino lobby order', async () => {
    const { calls, content } = contentWith({ DE: { availableProviders: ['evolution'], exclusionSubProviders: ['subprovider-x'] } }, { order: ['roulette'], categories: [], games: [] });
    await expect(getLiveLobby(content, 'DE')).resolves.toEqual({ order: ['roulette'], categories: [], games: [] });
    expect(calls[1]?.params).toEqual({ pageId: 'live-casino', providers: ['evolution'], excludedSubProviders: ['subprovider-x'] });
    expect(calls[1]?.query).toContain('type == "live-casino"');
  });

  it('falls back to the settings of UN, and to empty lists for a missing lobby', async () => {
    const { calls, content } = contentWith({ UN: { availableProviders: ['evolution'] } }, null);
    await expect(getLiveLobby(content, 'CX')).resolves.toEqual({ order: null, categories: [], games: [] });
    expect(calls.map((call) => call.params.market ?? 'lobby')).toEqual(['CX', 'UN', 'lobby']);
  });

  it('fails when no market has casino settings', async () => {
    await expect(getLiveLobby(contentWith({}, null).content, 'FI')).rejects.toThrow('No casinoSettings for market FI nor UN');
  });
});
