import { createTestPlatform, expectParcelContract } from '@casino/shared/testing';
import * as signupApp from './signup-app';

describe('SignupApp parcel (contract)', () => {
  it('mounts, shows its heading and unmounts cleanly', async () => {
    const platform = createTestPlatform({ basePath: '/en-UN/signup', state: { session: { status: 'Resolved', authorized: false, claims: null } } });
    platform.bus.set('location', { pathname: '/en-UN/signup', search: '', hash: '' });
    await expectParcelContract(signupApp, platform, (element) => element.querySelector('h1')?.textContent === 'Create your account');
  });
});
