import { createTestPlatform, expectParcelContract } from '@casino/shared/testing';
import * as depositModal from './deposit-modal';

describe('DepositModal parcel (contract)', () => {
  it('mounts, shows the dialog and unmounts cleanly', async () => {
    const platform = createTestPlatform({
      basePath: '/en-UN/deposit',
      state: { session: { status: 'Resolved', authorized: false, claims: null } },
    });
    platform.bus.set('location', { pathname: '/en-UN/deposit', search: '', hash: '' });
    await expectParcelContract(
      depositModal,
      platform,
      (element) => element.querySelector('dialog[open] h2')?.textContent === 'Deposit',
    );
    expect(document.body.style.overflow).toBe('');
  });
});
