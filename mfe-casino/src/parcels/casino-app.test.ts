import { LOBBY_QUERY } from '../features/lobby/api/get-lobby';
import { createTestPlatform, expectParcelContract } from '@casino/shared/testing';
import * as casinoApp from './casino-app';

describe('mfe-casino parcels (contract, ARCHITECTURE §4)', () => {
  it('CasinoApp mounts the lobby with the host mount props and unmounts cleanly', async () => {
    const platform = createTestPlatform({
      basePath: '/en-UN/online-casino',
      content: {
        // The lobby's one query (LOBBY_QUERY): the settings with their sections and first games.
        casinoSettings: {
          market: 'UN',
          categories: ['popular'],
          availableProviders: ['relax'],
          exclusionSubProviders: [],
          sections: [
            {
              id: 'popular',
              name: 'Popular',
              url: 'popular',
              gridColumns: { desktop: 6, tablet: 4, mobile: 2 },
              rows: { desktop: 2, tablet: 2, mobile: 3 },
              tileSizes: { desktop: ['1x'], tablet: ['1x'], mobile: ['1x'] },
              widgetType: 'grid',
              visibleInLobby: true,
              games: [
                {
                  _id: 'game-money-train-3',
                  id: 'money-train-3',
                  name: 'Money Train 3',
                  gameProvider: 'relax',
                  studio: 'Relax Gaming',
                  thumbnail: { img1x: '/1x.svg', img2x: '/2x.svg', img3x: '/3x.svg' },
                },
              ],
            },
          ],
        },
      },
    });
    platform.bus.set('location', { pathname: '/en-UN/online-casino', search: '', hash: '' });

    await expectParcelContract(casinoApp, platform, (element) => element.querySelector('a[href="/en-UN/online-casino/play/relax/money-train-3"]') !== null);
    // The lobby's query started at mount, and the lobby page took that answer instead of asking again.
    expect(platform.queries.filter((query) => query === LOBBY_QUERY)).toHaveLength(1);
    // The parcel brought its own texts: the lobby heading is translated, not a key.
    expect(platform.i18n.t('lobby.title', { ns: 'casino' })).toBe('Casino');
  });
});
