import {
  initialPhoneChange,
  phoneChangeReducer,
  splitPhone,
  toE164,
  type PhoneChangeAction,
  type PhoneChangeState,
} from './phone-change';

const stored = { prefix: '+358', body: '401000001' };
const run = (actions: PhoneChangeAction[], from: PhoneChangeState = initialPhoneChange(stored)) =>
  actions.reduce(phoneChangeReducer, from);
const newPhone = { type: 'edit', phone: { prefix: '+358', body: '409999999' } } as const;

describe('phoneChangeReducer (spec 001 §4 Phone change, §5)', () => {
  it('counts the phone as changed when the prefix or the body differs from the stored one', () => {
    expect(run([newPhone]).changed).toBe(true);
    expect(run([{ type: 'edit', phone: { prefix: '+46', body: '401000001' } }]).changed).toBe(true);
    expect(run([newPhone, { type: 'edit', phone: stored }]).changed).toBe(false);
  });

  it('opens the code popup with the verification id the request answered', () => {
    const state = run([newPhone, { type: 'request' }, { type: 'requested', smsVerificationId: 'sms-1' }]);
    expect(state).toMatchObject({ status: 'CODE_SENT', popupOpen: true, smsVerificationId: 'sms-1' });
  });

  it('closes the popup on an error, keeping the typed phone', () => {
    const state = run([
      newPhone,
      { type: 'request' },
      { type: 'requested', smsVerificationId: 'sms-1' },
      { type: 'verify' },
      { type: 'failed', code: 'sms.code.invalid' },
    ]);
    expect(state).toMatchObject({
      status: 'ERROR',
      popupOpen: false,
      smsVerificationId: null,
      errorCode: 'sms.code.invalid',
      smsMaxAttempts: false,
    });
    expect(state.current).toEqual(newPhone.phone);
  });

  it('flags SMS max attempts, and clears the flag when the prefix or the body changes', () => {
    const maxed = run([
      newPhone,
      { type: 'request' },
      { type: 'requested', smsVerificationId: 'sms-1' },
      { type: 'failed', code: 'sms.max.attempts.reached' },
    ]);
    expect(maxed.smsMaxAttempts).toBe(true);
    expect(run([{ type: 'edit', phone: newPhone.phone }], maxed).smsMaxAttempts).toBe(true);
    expect(run([{ type: 'edit', phone: { prefix: '+358', body: '409999998' } }], maxed)).toMatchObject({
      smsMaxAttempts: false,
      status: 'IDLE',
      errorCode: null,
    });
    expect(run([{ type: 'edit', phone: { prefix: '+46', body: '409999999' } }], maxed).smsMaxAttempts).toBe(
      false,
    );
  });

  it('resets on success, the new phone being the stored one', () => {
    const state = run([
      newPhone,
      { type: 'request' },
      { type: 'requested', smsVerificationId: 'sms-1' },
      { type: 'verify' },
      { type: 'succeeded', stored: newPhone.phone },
    ]);
    expect(state).toEqual({ ...initialPhoneChange(newPhone.phone), status: 'SUCCESS' });
  });

  it('resets the request on close, keeping the typed phone', () => {
    const state = run([
      newPhone,
      { type: 'request' },
      { type: 'requested', smsVerificationId: 'sms-1' },
      { type: 'close' },
    ]);
    expect(state).toMatchObject({
      status: 'IDLE',
      popupOpen: false,
      smsVerificationId: null,
      changed: true,
      current: newPhone.phone,
    });
  });
});

describe('phones in E.164', () => {
  it('joins the prefix and the digits', () => {
    expect(toE164({ prefix: '+358', body: '40 123-4567' })).toBe('+358401234567');
  });

  it('splits a stored phone at the longest listed calling code', () => {
    expect(splitPhone('+358401000001', '+358')).toEqual({ prefix: '+358', body: '401000001' });
    expect(splitPhone('+35312345678', '+358')).toEqual({ prefix: '+353', body: '12345678' });
    expect(splitPhone('+15145550100', '+358')).toEqual({ prefix: '+1', body: '5145550100' });
    expect(splitPhone(null, '+358')).toEqual({ prefix: '+358', body: '' });
    expect(splitPhone('+999123456', '+358')).toEqual({ prefix: '+358', body: '999123456' });
  });
});
