import { createTestPlatform, expectParcelContract } from '@casino/shared/testing';
import * as bankingApp from './banking-app';

describe('BankingApp parcel (contract)', () => {
  it('mounts, shows its heading and unmounts cleanly', async () => {
    const platform = createTestPlatform({
      basePath: '/en-UN/my-account/banking',
      state: { session: { status: 'Resolved', authorized: false, claims: null } },
    });
    platform.bus.set('location', { pathname: '/en-UN/my-account/banking', search: '', hash: '' });
    await expectParcelContract(
      bankingApp,
      platform,
      (element) => element.querySelector('h1')?.textContent === 'Banking',
    );
  });
});
