import { initialPasswordResetFlow, passwordResetFlowReducer, type PasswordResetAction, type PasswordResetFlowState } from './password-reset-flow';

const run = (actions: PasswordResetAction[], from: PasswordResetFlowState = initialPasswordResetFlow()) => actions.reduce(passwordResetFlowReducer, from);
const sent: PasswordResetAction = { type: 'codeSent', email: 'anna@sandbox.test', smsResetKeyId: 'key-1' };

describe('password reset flow (spec 001 §3 Password reset form, §4)', () => {
  it('starts on Email, having visited it', () => {
    expect(initialPasswordResetFlow()).toEqual({
      currentStep: 'Email',
      visited: ['Email'],
      email: '',
      smsResetKeyId: null,
      resetKey: null,
      passwordChanged: false,
      maxAttemptsModal: false,
    });
  });

  it('Email → Verification → Password → Complete, recording each step', () => {
    let state = run([sent]);
    expect(state).toMatchObject({ currentStep: 'Verification', email: 'anna@sandbox.test', smsResetKeyId: 'key-1' });
    state = run([{ type: 'codeVerified', resetKey: 'reset-1' }], state);
    expect(state).toMatchObject({ currentStep: 'Password', resetKey: 'reset-1' });
    state = run([{ type: 'passwordChanged' }], state);
    expect(state).toMatchObject({ currentStep: 'Complete', passwordChanged: true, resetKey: null, smsResetKeyId: null });
    expect(state.visited).toEqual(['Email', 'Verification', 'Password', 'Complete']);
  });

  it('previous and next move one step, clamped at the ends, and next only onto a step whose data is there', () => {
    expect(run([{ type: 'previous' }])).toEqual(initialPasswordResetFlow());
    expect(run([{ type: 'next' }])).toEqual(initialPasswordResetFlow());
    let state = run([sent, { type: 'previous' }]);
    expect(state).toMatchObject({ currentStep: 'Email', smsResetKeyId: 'key-1', email: 'anna@sandbox.test' });
    state = run([{ type: 'next' }], state);
    expect(state.currentStep).toBe('Verification');
    expect(run([{ type: 'next' }], state)).toBe(state);
    state = run([{ type: 'codeVerified', resetKey: 'reset-1' }, { type: 'previous' }, { type: 'next' }], state);
    expect(state.currentStep).toBe('Password');
    expect(state.visited).toEqual(['Email', 'Verification', 'Email', 'Verification', 'Password', 'Verification', 'Password']);
  });

  it('stays on Complete: neither previous nor next leaves it', () => {
    const complete = run([sent, { type: 'codeVerified', resetKey: 'reset-1' }, { type: 'passwordChanged' }]);
    expect(run([{ type: 'previous' }], complete)).toBe(complete);
    expect(run([{ type: 'next' }], complete)).toBe(complete);
  });

  it('a new code from the Verification step replaces the id and stays there', () => {
    const state = run([sent, { type: 'codeSent', email: 'anna@sandbox.test', smsResetKeyId: 'key-2' }]);
    expect(state).toMatchObject({ currentStep: 'Verification', smsResetKeyId: 'key-2' });
    expect(state.visited).toEqual(['Email', 'Verification']);
  });

  it('sms.max.attempts.reached starts the flow again at Email, keeps the e-mail and opens the reset modal', () => {
    let state = run([sent, { type: 'maxAttemptsReached' }]);
    expect(state).toEqual({ ...initialPasswordResetFlow('anna@sandbox.test'), maxAttemptsModal: true });
    state = run([{ type: 'modalClosed' }], state);
    expect(state).toEqual(initialPasswordResetFlow('anna@sandbox.test'));
    expect(run([{ type: 'modalClosed' }], state)).toBe(state);
  });

  it('error.password.reset (a used or expired key) starts again at Email without the modal', () => {
    const state = run([sent, { type: 'codeVerified', resetKey: 'reset-1' }, { type: 'resetExpired' }]);
    expect(state).toEqual(initialPasswordResetFlow('anna@sandbox.test'));
  });

  it('ignores steps out of order', () => {
    const email = initialPasswordResetFlow();
    expect(run([{ type: 'codeVerified', resetKey: 'reset-1' }], email)).toBe(email);
    expect(run([{ type: 'passwordChanged' }], email)).toBe(email);
    const password = run([sent, { type: 'codeVerified', resetKey: 'reset-1' }]);
    expect(run([sent], password)).toBe(password);
  });
});
