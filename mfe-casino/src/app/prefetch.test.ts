import { createTestPlatform, mockViewport } from '@casino/shared/testing';
import type { PlayerProfile } from '@casino/shared/bus';
import { createQueryClient } from '@casino/shared/parcel';
import { waitFor } from '@testing-library/react';
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

  it('preloads the first section\'s above-the-fold thumbnails, as its tiles will ask for them, once the lobby arrives', async () => {
    viewport = mockViewport(1280);
    const thumbnail = (id: string) => ({ img1x: `/img/${id}@1x.webp`, img2x: `/img/${id}@2x.webp`, img3x: `/img/${id}@3x.webp` });
    const games = ['a', 'b', 'c', 'd'].map((id) => ({ _id: id, id, name: id, gameProvider: 'relax', thumbnail: thumbnail(id) }));
    const section = { id: 'top', name: 'Top', gridColumns: { desktop: 2 }, rows: { desktop: 1 }, tileSizes: { desktop: ['1x'] }, games };
    const platform = createTestPlatform({
      basePath: '/en-UN/online-casino',
      content: { [LOBBY_QUERY]: { ...lobbyAnswer, categories: ['top'], sections: [section] }, [PROVIDERS_QUERY]: [] },
    });
    platform.bus.set('location', { pathname: '/en-UN/online-casino', search: '', hash: '' });
    prefetchFirstScreen(platform, createQueryClient());
    // One screen of a 2-column, 1-row grid: the first two games, at half the page's width each.
    await waitFor(() => expect(document.head.querySelectorAll('link[rel="preload"][as="image"]')).toHaveLength(2));
    const [first, second] = [...document.head.querySelectorAll('link[rel="preload"][as="image"]')];
    expect(first?.getAttribute('imagesrcset')).toBe('/img/a@1x.webp 200w, /img/a@2x.webp 400w, /img/a@3x.webp 600w');
    expect(first?.getAttribute('imagesizes')).toBe('calc(min(100vw, 1600px) * 1 / 2)');
    expect(first?.getAttribute('fetchpriority')).toBe('high');
    expect(second?.getAttribute('imagesrcset')).toContain('/img/b@1x.webp');
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
