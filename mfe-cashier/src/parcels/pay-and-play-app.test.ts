import { createTestPlatform, expectParcelContract } from '@casino/shared/testing';
import * as payAndPlayApp from './pay-and-play-app';

describe('PayAndPlayApp parcel (contract)', () => {
  it('mounts, shows its heading and unmounts cleanly', async () => {
    const platform = createTestPlatform({ basePath: '/fi-FI/signup/pnp', state: { session: { status: 'Resolved', authorized: false, claims: null } } });
    platform.bus.set('location', { pathname: '/fi-FI/signup/pnp', search: '', hash: '' });
    await expectParcelContract(payAndPlayApp, platform, (element) => element.querySelector('h1')?.textContent === 'Pay and play');
  });
});
