import { SITE_AREAS } from '@casino/shared/site-map';
import { REMOTE_ROUTES, remoteRouteOf } from './remote-routes';

describe('which area owns a path (ARCHITECTURE §2)', () => {
  it.each([
    ['/online-casino', 'mfe-casino', './CasinoApp'],
    ['/online-casino/all-games', 'mfe-casino', './CasinoApp'],
    ['/live-casino-online/play/evolution/x', 'mfe-live-casino', './LiveCasinoApp'],
    ['/virtuals', 'mfe-sportsbook', './VirtualsApp'],
    ['/my-account/banking/withdraw', 'mfe-cashier', './BankingApp'],
    ['/my-account/details', 'mfe-account', './AccountApp'],
    ['/my-account/rewards/active', 'mfe-promotions', './RewardsApp'],
    ['/my-account/bonus-code', 'mfe-promotions', './BonusCodeApp'],
  ])('%s → %s %s', (path, remote, expose) => {
    expect(remoteRouteOf(path)).toMatchObject({ remote, expose });
  });

  it('leaves the shell’s own pages and look-alike paths alone', () => {
    for (const path of ['', '/', '/terms', '/welcome', '/online-casinos', '/promotionsx']) expect(remoteRouteOf(path)).toBeUndefined();
  });
});

describe('the remote routes and the site map', () => {
  it('mount a parcel in every area of the site map, at the area’s path, from its owner', () => {
    for (const [area, { path, owner }] of Object.entries(SITE_AREAS)) {
      expect(REMOTE_ROUTES.find((route) => route.area === area)).toMatchObject({ path, remote: owner });
    }
  });
});
