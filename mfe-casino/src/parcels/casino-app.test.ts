import { createTestPlatform, expectParcelContract } from '@casino/shared/testing';
import * as casinoApp from './casino-app';

describe('mfe-casino parcels (contract)', () => {
  it('CasinoApp mounts and unmounts cleanly', async () => {
    const platform = createTestPlatform({ basePath: '/en-UN/online-casino' });
    platform.bus.set('location', { pathname: '/en-UN/online-casino', search: '', hash: '' });
    await expectParcelContract(casinoApp, platform, (element) => element.querySelector('h1') !== null);
  });
});
