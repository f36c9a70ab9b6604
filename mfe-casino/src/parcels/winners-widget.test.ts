import { createTestPlatform, expectParcelContract } from '@casino/shared/testing';
import * as winnersWidget from './winners-widget';

const winner = {
  gameId: 'money-train-3',
  gameName: 'Money Train 3',
  provider: 'relax',
  providerTitle: 'Relax Gaming',
  images: { img1x: '/1x.webp', img2x: '/2x.webp', img3x: '/3x.webp' },
  playerName: 'Mi***',
  amount: 25_000,
  currency: 'EUR',
  wonAt: '2026-03-10T10:00:00.000Z',
};

describe('mfe-casino WinnersWidget parcel (contract, ARCHITECTURE §4; issue 17 point 6)', () => {
  it('mounts at the locale root with the host mount props, links games into the casino, and unmounts cleanly', async () => {
    const platform = createTestPlatform({
      basePath: '/en-UN',
      http: {
        'GET /player/wallet/top-winners': { dateRange: 'DAY', currency: 'EUR', winners: [winner] },
        'GET /player/wallet/latest-winners': { currency: 'EUR', winners: [winner] },
      },
    });
    platform.bus.set('location', { pathname: '/en-UN', search: '', hash: '' });

    await expectParcelContract(winnersWidget, platform, (element) => element.querySelectorAll('a[href="/en-UN/online-casino/play/relax/money-train-3"]').length === 2);
    expect(platform.unhandled).toEqual([]);
    expect(platform.i18n.t('winners.topTitle', { ns: 'casino' })).toBe('Top winners');
  });
});
