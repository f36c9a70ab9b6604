import { createTestPlatform, expectParcelContract } from '@casino/shared/testing';
import * as sportsbookApp from './sportsbook-app';

describe('SportsbookApp parcel (contract)', () => {
  it('mounts, shows the frame and unmounts cleanly', async () => {
    const platform = createTestPlatform({
      basePath: '/en-UN/sportsbook',
      http: {
        'POST /sportsbook/iframe/context': { provider: 'standard', frameUrl: 'http://127.0.0.1:4000/sportsbook-frame?lang=en&market=UN&channel=desktop', frameOrigin: 'http://127.0.0.1:4000', session: null },
      },
    });
    platform.bus.set('location', { pathname: '/en-UN/sportsbook/football', search: '', hash: '' });
    await expectParcelContract(sportsbookApp, platform, (element) => element.querySelector('iframe[title="Sportsbook"]') !== null);
  });
});
