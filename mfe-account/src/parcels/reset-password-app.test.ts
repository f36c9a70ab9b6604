import { createTestPlatform, expectParcelContract } from '@casino/shared/testing';
import * as resetPasswordApp from './reset-password-app';

describe('ResetPasswordApp parcel (contract)', () => {
  it('mounts, shows its heading and unmounts cleanly', async () => {
    const platform = createTestPlatform({ basePath: '/en-UN/reset-password', state: { session: { status: 'Resolved', authorized: false, claims: null } } });
    platform.bus.set('location', { pathname: '/en-UN/reset-password', search: '', hash: '' });
    await expectParcelContract(resetPasswordApp, platform, (element) => element.querySelector('h1')?.textContent === 'Reset your password');
  });
});
