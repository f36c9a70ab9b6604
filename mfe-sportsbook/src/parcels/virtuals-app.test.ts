import { createTestPlatform, expectParcelContract } from '@casino/shared/testing';
import * as virtualsApp from './virtuals-app';

describe('VirtualsApp parcel (contract)', () => {
  it('mounts, shows its heading and unmounts cleanly', async () => {
    const platform = createTestPlatform({ basePath: '/en-UN/virtuals' });
    platform.bus.set('location', { pathname: '/en-UN/virtuals', search: '', hash: '' });
    await expectParcelContract(virtualsApp, platform, (element) => element.querySelector('h1')?.textContent === 'Virtual sports');
  });
});
