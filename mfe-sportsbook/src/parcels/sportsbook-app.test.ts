import { createTestPlatform, expectParcelContract } from '@casino/shared/testing';
import * as sportsbookApp from './sportsbook-app';

describe('SportsbookApp parcel (contract)', () => {
  it('mounts, shows the frame and unmounts cleanly', async () => {
    const platform = createTestPlatform({ basePath: '/en-UN/sportsbook' });
    platform.bus.set('location', { pathname: '/en-UN/sportsbook/football', search: '', hash: '' });
    await expectParcelContract(sportsbookApp, platform, (element) => element.querySelector('iframe[title="Sportsbook"]') !== null);
  });
});
