import { createTestPlatform, expectParcelContract } from '@casino/shared/testing';
import * as accountApp from './account-app';

describe('AccountApp parcel (contract)', () => {
  it('mounts, shows its heading and unmounts cleanly', async () => {
    const platform = createTestPlatform({ basePath: '/en-UN/my-account', state: { session: { status: 'Resolved', authorized: false, claims: null } } });
    platform.bus.set('location', { pathname: '/en-UN/my-account', search: '', hash: '' });
    await expectParcelContract(accountApp, platform, (element) => element.querySelector('h1')?.textContent === 'My account');
  });
});
