import { createTestPlatform, mockViewport } from '@casino/shared/testing';
import { createQueryClient } from '@casino/shared';
import { PROVIDERS_QUERY } from '../api/get-providers';
import { LOBBY_QUERY } from '../features/lobby/api/get-lobby';
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
    // The settings it brought answer the filter too.
    expect(client.getQueryData(['casino', 'settings', 'UN'])).toMatchObject({ availableProviders: ['relax'] });
  });

  it('leaves other pages to fetch as they render', () => {
    const platform = platformAt('/en-UN/online-casino/all-games');
    prefetchFirstScreen(platform, createQueryClient());
    expect(platform.queries).toEqual([]);
  });
});
