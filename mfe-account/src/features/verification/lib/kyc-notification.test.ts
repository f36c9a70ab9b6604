import {
  entryPointOf,
  initialKycNotification,
  isCashierEntry,
  kycNotificationReducer,
  pathOfEntryPoint,
  type KycNotificationAction,
} from './kyc-notification';

const run = (...actions: KycNotificationAction[]) =>
  actions.reduce(kycNotificationReducer, initialKycNotification);

describe('kycNotificationReducer (spec 001 §4 Notification state)', () => {
  it('starts INACTIVE and hidden', () => {
    expect(initialKycNotification).toEqual({ status: 'INACTIVE', entryPoint: null, open: false });
  });

  it('notifies with the entry point, then an upload turns it to UPLOADED', () => {
    expect(run({ type: 'notify', entryPoint: 'WITHDRAW' })).toEqual({
      status: 'NOTIFY',
      entryPoint: 'WITHDRAW',
      open: true,
    });
    expect(run({ type: 'notify', entryPoint: 'WITHDRAW' }, { type: 'uploaded' })).toEqual({
      status: 'UPLOADED',
      entryPoint: 'WITHDRAW',
      open: true,
    });
  });

  it('does not thank for an upload nobody was asked for', () => {
    expect(run({ type: 'uploaded' })).toEqual(initialKycNotification);
  });

  it('close hides the notice and keeps its status', () => {
    expect(run({ type: 'notify', entryPoint: 'DEPOSIT_MODAL' }, { type: 'close' })).toEqual({
      status: 'NOTIFY',
      entryPoint: 'DEPOSIT_MODAL',
      open: false,
    });
    expect(
      run({ type: 'notify', entryPoint: 'DEPOSIT_MODAL' }, { type: 'close' }, { type: 'uploaded' }),
    ).toMatchObject({ status: 'UPLOADED', open: true });
  });

  it('verify-later and terminate reset to INACTIVE', () => {
    expect(run({ type: 'notify', entryPoint: 'DEPOSIT_PAGE' }, { type: 'verifyLater' })).toEqual(
      initialKycNotification,
    );
    expect(
      run({ type: 'notify', entryPoint: 'DEPOSIT_PAGE' }, { type: 'uploaded' }, { type: 'terminate' }),
    ).toEqual(initialKycNotification);
  });
});

describe('entry points (spec 001 §3)', () => {
  it('reads a known entry point from the query, else none', () => {
    expect(entryPointOf('?entry=WITHDRAW_MODAL')).toBe('WITHDRAW_MODAL');
    expect(entryPointOf('?idScan=SUCCESS&entry=DEPOSIT_PAGE')).toBe('DEPOSIT_PAGE');
    expect(entryPointOf('?entry=withdraw')).toBeNull();
    expect(entryPointOf('')).toBeNull();
  });

  it('notifies players sent by the cashier, not those who came from the account page', () => {
    expect(isCashierEntry('DEPOSIT_PAGE')).toBe(true);
    expect(isCashierEntry('ACCOUNT_PAGE')).toBe(false);
    expect(isCashierEntry(null)).toBe(false);
  });

  it('leads back to the page the player came from', () => {
    expect(pathOfEntryPoint('DEPOSIT_PAGE')).toBe('/my-account/banking/deposit');
    expect(pathOfEntryPoint('DEPOSIT_MODAL')).toBe('/deposit');
    expect(pathOfEntryPoint('WITHDRAW')).toBe('/my-account/banking/withdraw');
    expect(pathOfEntryPoint('WITHDRAW_MODAL')).toBe('/my-account/banking/withdraw');
    expect(pathOfEntryPoint('ACCOUNT_PAGE')).toBe('/my-account/account');
  });
});
