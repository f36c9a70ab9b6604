import { createTestPlatform, expectParcelContract } from '@casino/shared/testing';
import * as liveCasinoApp from './live-casino-app';

describe('mfe-live-casino parcels (contract, ARCHITECTURE §4)', () => {
  it('LiveCasinoApp mounts the live lobby with the host mount props and unmounts cleanly', async () => {
    const platform = createTestPlatform({
      basePath: '/en-UN/live-casino-online',
      content: {
        casinoSettings: { availableProviders: ['evolution'], exclusionSubProviders: [] },
        '"order"': {
          order: ['blackjack'],
          categories: [{ id: 'blackjack', name: 'Blackjack', gridColumns: { desktop: 6, tablet: 4, mobile: 2 }, rows: { desktop: 2, tablet: 2, mobile: 3 }, widgetType: 'grid', visibleInLobby: true }],
          games: [
            {
              _id: 'game-infinite-blackjack',
              id: 'infinite-blackjack',
              name: 'Infinite Blackjack',
              gameProvider: 'evolution',
              studio: 'Evolution',
              tableId: 'table-infinite-blackjack',
              categories: ['blackjack'],
              betLimits: { min: 5, max: 2500, currency: 'EUR' },
              thumbnail: { img1x: '/1x.svg', img2x: '/2x.svg', img3x: '/3x.svg' },
            },
          ],
        },
      },
      http: {
        'GET /games-admin/live-tables': {
          tables: [{ tableId: 'table-infinite-blackjack', gameId: 'infinite-blackjack', provider: 'evolution', seats: 7, seatsTaken: 5, betLimits: { min: 5, max: 2500, currency: 'EUR' }, open: true }],
        },
      },
    });
    platform.bus.set('location', { pathname: '/en-UN/live-casino-online', search: '', hash: '' });

    await expectParcelContract(liveCasinoApp, platform, (element) => element.textContent?.includes('5 / 7 seats taken') ?? false);
    expect(platform.unhandled).toEqual([]);
    expect(platform.i18n.t('lobby.title', { ns: 'liveCasino' })).toBe('Live casino');
  });
});
