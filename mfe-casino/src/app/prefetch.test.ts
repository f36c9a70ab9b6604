import { createTestPlatform, mockViewport } from '@casino/shared/testing';
import { createQueryClient, type PlayerProfile } from '@casino/shared';
import { PROVIDERS_QUERY } from '../api/get-providers';
import { LOBBY_QUERY, lobbyParamsOf } from '../features/lobby/api/get-lobby';
import { prefetchFirstScreen } from './prefetch';

const lobbyAnswer = { market: 'UN', categories: [], availableProviders: ['relax'], exclusionSubProviders: [], sections: [] };

function platformAt(pathname: string) {
  const platform = createTestPlatform({
    basePath: '/en-UN/online-casino',
    content: { [LOBBY_QUERY]: lobbyAnswer, [PROVIDERS_QUERY]: [] },
  });
  platform.bus.set('location', { pathname, search: '', hash: '' });
  return platform;
}

describe('the casino prefetch at mount (render-as-you-fetch)', () => {
  let viewport: ReturnType<typeof mockViewport> | undefined;
  afterEach(() => viewport?.restore());

  it('starts the lobby query and the providers on the lobby, with the key the lobby page asks for', async () => {
    viewport = mockViewport(375);
    const platform = platformAt('/en-UN/online-casino/');
    const client = createQueryClient();
    prefetchFirstScreen(platform, client);
    expect(platform.queries).toEqual([LOBBY_QUERY, PROVIDERS_QUERY]);
    // A phone's page size (15), the market of the bus, no country for a visitor.
    await expect(client.fetchQuery({ queryKey: ['casino', 'lobby', 'UN', 15, ''] })).resolves.toMatchObject({ sections: [] });
    expect(platform.queries).toHaveLength(2);
    // The settings it brought answer the filter too, without a request of their own.
    await expect(client.fetchQuery({ queryKey: ['casino', 'settings', 'UN'] })).resolves.toMatchObject({ availableProviders: ['relax'] });
    expect(platform.queries).toEqual([LOBBY_QUERY, PROVIDERS_QUERY]);
  });

  it('asks what the lobby page asks: 30 games a section off a phone, and the player\'s country', () => {
    expect(lobbyParamsOf('desktop', 'FI', { countryCode: 'FI' } as PlayerProfile)).toEqual({ market: 'FI', size: 30, country: 'FI' });
    expect(lobbyParamsOf('tablet', 'UN', null)).toEqual({ market: 'UN', size: 30, country: '' });
    expect(lobbyParamsOf('mobile', 'UN', null).size).toBe(15);
  });

  it('leaves other pages to fetch as they render', () => {
    const platform = platformAt('/en-UN/online-casino/all-games');
    prefetchFirstScreen(platform, createQueryClient());
    expect(platform.queries).toEqual([]);
  });
});
