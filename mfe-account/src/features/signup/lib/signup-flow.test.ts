import type { CodeSent } from '@casino/shared/wire';
import {
  activeChannel,
  initialSignupFlow,
  keepSignupFlow,
  loginRetryDue,
  registrationOf,
  restoreSignupFlow,
  LIMITS_WIZARD_STEPS,
  shownStepNumber,
  signupFlowReducer,
  SIGNUP_STORAGE_KEY,
  WIZARD_STEPS,
  wizardStepsOf,
  type Registration,
  type SignupAction,
  type SignupFlowState,
} from './signup-flow';
import { signUpLimitsAskedOf } from './sign-up-limits';

const registration = (sms: boolean, email: boolean): Registration =>
  registrationOf(
    { playerId: 'p-1', token: 'opaque', smsVerificationRequired: sms, emailVerificationRequired: email, accountStatus: sms || email ? 'ACCOUNT_UNVERIFIED' : 'REGISTERED' },
    { email: 'new@example.com', mobilePhone: '+358401234567', countryCode: 'FI', languageCode: 'en' },
    signUpLimitsAskedOf('FI'),
  );
const smsSent: CodeSent = { status: 'SENT', channel: 'SMS', sentTo: '+358*****4567', expiresInSeconds: 600, maxAttempts: 5 };
const emailSent: CodeSent = { status: 'SENT', channel: 'EMAIL', sentTo: 'n***@example.com', expiresInSeconds: 600, maxAttempts: 5 };
const run = (actions: SignupAction[], from: SignupFlowState = initialSignupFlow('/en-UN/online-casino')) => actions.reduce(signupFlowReducer, from);
const toVerification = (sms: boolean, email: boolean): SignupAction[] => [{ type: 'registered', registration: registration(sms, email) }, { type: 'profileUpdated' }];

describe('sign-up flow (spec 001 §3 Sign-up, §4)', () => {
  it('starts on Details with both pins UNINITIALIZE and remembers where the visitor came from', () => {
    const state = initialSignupFlow('/en-UN/online-casino');
    expect(state).toMatchObject({ currentStep: 'Details', returnTo: '/en-UN/online-casino', registration: null, login: { status: 'UNINITIALIZED', attempts: 0 } });
    expect(state.pins.sms.status).toBe('UNINITIALIZE');
    expect(state.pins.email.status).toBe('UNINITIALIZE');
  });

  it.each([
    ['Details', 1],
    ['ContactInfo', 2],
    ['Verification', 3],
    ['Unsupported', 4],
    ['Complete', 4],
    ['Duplicated', 4],
  ] as const)('shows %s as step %i (index + 1, clamped at the ends)', (step, number) => {
    expect(shownStepNumber(step)).toBe(number);
  });

  it('SMS: Details → ContactInfo → Verification; the pin goes UNINITIALIZE → SUCCESS_SEND → SUCCESS_VERIFY; then Complete', () => {
    let state = run(toVerification(true, false));
    expect(state.currentStep).toBe('Verification');
    expect(activeChannel(state)).toBe('sms');
    state = run([{ type: 'codeRequested', channel: 'sms' }], state);
    expect(state.pins.sms).toMatchObject({ status: 'UNINITIALIZE', pending: 'send' });
    state = run([{ type: 'codeSent', channel: 'sms', sent: smsSent }], state);
    expect(state.pins.sms).toEqual({ status: 'SUCCESS_SEND', pending: null, sentTo: '+358*****4567', attemptsLeft: 5, error: null });
    state = run([{ type: 'codeVerifyStarted', channel: 'sms' }, { type: 'codeVerified', channel: 'sms' }], state);
    expect(state.pins.sms.status).toBe('SUCCESS_VERIFY');
    expect(state.currentStep).toBe('Complete');
  });

  it('SMS then e-mail when both are needed: Complete only after the second', () => {
    let state = run([
      ...toVerification(true, true),
      { type: 'codeRequested', channel: 'sms' },
      { type: 'codeSent', channel: 'sms', sent: smsSent },
      { type: 'codeVerifyStarted', channel: 'sms' },
      { type: 'codeVerified', channel: 'sms' },
    ]);
    expect(state.currentStep).toBe('Verification');
    expect(activeChannel(state)).toBe('email');
    state = run(
      [
        { type: 'codeRequested', channel: 'email' },
        { type: 'codeSent', channel: 'email', sent: emailSent },
        { type: 'codeVerifyStarted', channel: 'email' },
        { type: 'codeVerified', channel: 'email' },
      ],
      state,
    );
    expect(state.currentStep).toBe('Complete');
    expect(state.pins.email.status).toBe('SUCCESS_VERIFY');
  });

  it('skips Verification when neither code is needed (logs in at once)', () => {
    expect(run(toVerification(false, false)).currentStep).toBe('Complete');
  });

  it('FAIL_SEND keeps the step and allows asking again', () => {
    let state = run([...toVerification(true, false), { type: 'codeRequested', channel: 'sms' }, { type: 'codeSendFailed', channel: 'sms', error: 'signup.errors.vonagePhone' }]);
    expect(state.pins.sms).toMatchObject({ status: 'FAIL_SEND', pending: null, error: 'signup.errors.vonagePhone' });
    expect(run([{ type: 'codeVerifyStarted', channel: 'sms' }], state)).toBe(state);
    state = run([{ type: 'codeRequested', channel: 'sms' }, { type: 'codeSent', channel: 'sms', sent: smsSent }], state);
    expect(state.pins.sms.status).toBe('SUCCESS_SEND');
  });

  it('FAIL_VERIFY counts down the tries left (the content’s smsMaxAttempts) and stops at max attempts until a new code', () => {
    let state = run([...toVerification(true, false), { type: 'codeRequested', channel: 'sms' }, { type: 'codeSent', channel: 'sms', sent: smsSent, maxAttempts: 3 }]);
    expect(state.pins.sms.attemptsLeft).toBe(3);
    state = run([{ type: 'codeVerifyStarted', channel: 'sms' }, { type: 'codeRejected', channel: 'sms', reason: 'invalid', error: 'verification.errors.invalid' }], state);
    expect(state.pins.sms).toMatchObject({ status: 'FAIL_VERIFY', attemptsLeft: 2, error: 'verification.errors.invalid' });
    state = run([{ type: 'codeVerifyStarted', channel: 'sms' }, { type: 'codeRejected', channel: 'sms', reason: 'maxAttempts', error: 'verification.errors.maxAttempts' }], state);
    expect(state.pins.sms.attemptsLeft).toBe(0);
    expect(run([{ type: 'codeVerifyStarted', channel: 'sms' }], state)).toBe(state);
    state = run([{ type: 'codeRequested', channel: 'sms' }, { type: 'codeSent', channel: 'sms', sent: smsSent, maxAttempts: 3 }], state);
    expect(state.pins.sms).toMatchObject({ status: 'SUCCESS_SEND', attemptsLeft: 3, error: null });
  });

  it('a failed verification call that is no wrong code keeps the tries left', () => {
    const state = run([
      ...toVerification(true, false),
      { type: 'codeRequested', channel: 'sms' },
      { type: 'codeSent', channel: 'sms', sent: smsSent },
      { type: 'codeVerifyStarted', channel: 'sms' },
      { type: 'codeRejected', channel: 'sms', reason: 'other', error: 'errors.network' },
    ]);
    expect(state.pins.sms).toMatchObject({ status: 'FAIL_VERIFY', attemptsLeft: 5 });
  });

  it('does one code request or verification at a time', () => {
    const asked = run([...toVerification(true, false), { type: 'codeRequested', channel: 'sms' }]);
    expect(run([{ type: 'codeRequested', channel: 'sms' }], asked)).toBe(asked);
    expect(run([{ type: 'codeVerifyStarted', channel: 'sms' }], asked)).toBe(asked);
  });

  it('an UNSUPPORTED market risk setting shows Unsupported, and previous goes back to Details', () => {
    let state = run([{ type: 'riskChecked', setting: { siteId: 1, countryCode: 'XX', marketRiskSetting: 'UNSUPPORTED' } }]);
    expect(state).toMatchObject({ currentStep: 'Unsupported', marketRiskSetting: 'UNSUPPORTED', riskCountry: 'XX' });
    state = run([{ type: 'previous' }], state);
    expect(state.currentStep).toBe('Details');
    state = run([{ type: 'riskChecked', setting: { siteId: 1, countryCode: 'FI', marketRiskSetting: 'LOW' } }], state);
    expect(state).toMatchObject({ currentStep: 'Details', marketRiskSetting: 'LOW' });
  });

  it('a player who already exists shows Duplicated; previous returns to the step it came from', () => {
    let state = run([{ type: 'duplicated', reason: 'email' }]);
    expect(state).toMatchObject({ currentStep: 'Duplicated', duplicate: 'email', returnStep: 'Details' });
    expect(run([{ type: 'previous' }], state)).toMatchObject({ currentStep: 'Details', duplicate: null });
    state = run([{ type: 'registered', registration: registration(true, false) }, { type: 'duplicated', reason: 'customer' }]);
    expect(state).toMatchObject({ currentStep: 'Duplicated', duplicate: 'customer', returnStep: 'ContactInfo' });
    expect(run([{ type: 'previous' }], state).currentStep).toBe('ContactInfo');
  });

  it('previous: Verification → ContactInfo; never back to Details once the account exists, nor out of Complete', () => {
    const verification = run(toVerification(true, false));
    const contact = run([{ type: 'previous' }], verification);
    expect(contact.currentStep).toBe('ContactInfo');
    expect(run([{ type: 'previous' }], contact)).toBe(contact);
    const complete = run(toVerification(false, false));
    expect(run([{ type: 'previous' }], complete)).toBe(complete);
    expect(run([{ type: 'previous' }])).toEqual(initialSignupFlow('/en-UN/online-casino'));
  });

  it('ignores actions that do not fit the step', () => {
    const details = initialSignupFlow();
    expect(run([{ type: 'profileUpdated' }], details)).toBe(details);
    expect(run([{ type: 'codeRequested', channel: 'sms' }], details)).toBe(details);
    expect(run([{ type: 'loginStarted' }], details)).toBe(details);
    const contact = run([{ type: 'registered', registration: registration(true, false) }]);
    expect(run([{ type: 'registered', registration: registration(false, false) }], contact)).toBe(contact);
  });

  it('logs in up to 5 times: each failure is tried again until the fifth', () => {
    let state = run(toVerification(false, false));
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      state = run([{ type: 'loginStarted' }], state);
      expect(state.login).toEqual({ status: 'LOADING', attempts: attempt });
      expect(run([{ type: 'loginStarted' }], state)).toBe(state);
      state = run([{ type: 'loginFailed' }], state);
      expect(loginRetryDue(state)).toBe(attempt < 5);
    }
    expect(run([{ type: 'loginStarted' }], state)).toBe(state);
    expect(state.login).toEqual({ status: 'FAILURE', attempts: 5 });
  });

  it('gives the login up when it cannot be asked for (a reload lost the password)', () => {
    const state = run([...toVerification(false, false), { type: 'loginGivenUp' }]);
    expect(state.login).toEqual({ status: 'FAILURE', attempts: 5 });
    expect(loginRetryDue(state)).toBe(false);
    expect(run([{ type: 'loginGivenUp' }])).toEqual(initialSignupFlow('/en-UN/online-casino'));
  });

  it('a login that succeeds ends the flow', () => {
    const state = run([...toVerification(false, false), { type: 'loginStarted' }, { type: 'loginFailed' }, { type: 'loginStarted' }, { type: 'loginSucceeded' }]);
    expect(state.login).toEqual({ status: 'SUCCESS', attempts: 2 });
    expect(loginRetryDue(state)).toBe(false);
  });
});

describe('keeping the sign-up for the tab', () => {
  const memory = () => {
    const items = new Map<string, string>();
    return { getItem: (key: string) => items.get(key) ?? null, setItem: (key: string, value: string) => void items.set(key, value), removeItem: (key: string) => void items.delete(key), items };
  };

  it('keeps nothing before the account exists, and forgets the flow once the player is logged in', () => {
    const storage = memory();
    keepSignupFlow(initialSignupFlow(), storage);
    expect(storage.items.size).toBe(0);
    const verifying = run(toVerification(true, false));
    keepSignupFlow(verifying, storage);
    expect(storage.items.has(SIGNUP_STORAGE_KEY)).toBe(true);
    keepSignupFlow(run([{ type: 'loginStarted' }, { type: 'loginSucceeded' }], run(toVerification(false, false))), storage);
    expect(storage.items.size).toBe(0);
  });

  it('restores a kept flow without the registration token and with no call under way', () => {
    const storage = memory();
    keepSignupFlow(run([{ type: 'codeRequested', channel: 'sms' }], run(toVerification(true, false))), storage);
    const restored = restoreSignupFlow(initialSignupFlow(), storage);
    expect(restored).toMatchObject({ currentStep: 'Verification', registration: { playerId: 'p-1', token: null }, returnTo: '/en-UN/online-casino' });
    expect(restored.pins.sms.pending).toBeNull();
    expect(storage.getItem(SIGNUP_STORAGE_KEY)).not.toContain('opaque');
  });

  it('does not try the login of a restored flow again (the password was in memory only)', () => {
    const storage = memory();
    keepSignupFlow(run([{ type: 'loginStarted' }], run(toVerification(false, false))), storage);
    expect(restoreSignupFlow(initialSignupFlow(), storage).login).toEqual({ status: 'FAILURE', attempts: 5 });
  });

  it('starts afresh from nothing kept or something unreadable', () => {
    const initial = initialSignupFlow('/en-UN/promotions');
    expect(restoreSignupFlow(initial, memory())).toBe(initial);
    expect(restoreSignupFlow(initial, { getItem: () => '{not json' })).toBe(initial);
    expect(restoreSignupFlow(initial, { getItem: () => JSON.stringify({ currentStep: 'Verification' }) })).toBe(initial);
  });

  describe('the Limits step where the market asks for limits at sign-up (issue 16 §5)', () => {
    const from = (countryCode: string, sms: boolean): SignupAction[] => [
      { type: 'registered', registration: { ...registration(sms, false), countryCode, limitsAsked: signUpLimitsAskedOf(countryCode) } },
      { type: 'profileUpdated' },
    ];
    const verifySms: SignupAction[] = [
      { type: 'codeRequested', channel: 'sms' },
      { type: 'codeSent', channel: 'sms', sent: smsSent },
      { type: 'codeVerifyStarted', channel: 'sms' },
      { type: 'codeVerified', channel: 'sms' },
    ];

    it('NL: Limits after the SMS code; required, so "Not now" changes nothing; set → Complete', () => {
      let state = run([...from('NL', true), ...verifySms]);
      expect(state.currentStep).toBe('Limits');
      expect(run([{ type: 'limitsSkipped' }], state).currentStep).toBe('Limits');
      expect(run([{ type: 'previous' }], state).currentStep).toBe('Limits');
      expect(run([{ type: 'loginStarted' }], state).login.status).toBe('UNINITIALIZED');
      state = run([{ type: 'limitsSet' }], state);
      expect(state.currentStep).toBe('Complete');
    });

    it('UK (GB, no verification): Limits at once; the offered deposit limit may be skipped', () => {
      const state = run(from('GB', false));
      expect(state.currentStep).toBe('Limits');
      expect(run([{ type: 'limitsSkipped' }], state).currentStep).toBe('Complete');
      expect(run([{ type: 'limitsSet' }], state).currentStep).toBe('Complete');
    });

    it('other markets go straight to Complete, and a Limits action elsewhere changes nothing', () => {
      const state = run([...from('FI', true), ...verifySms]);
      expect(state.currentStep).toBe('Complete');
      expect(run([{ type: 'limitsSet' }], run(from('NL', true))).currentStep).toBe('Verification');
    });

    it('numbers the steps with Limits 4 and Complete 5 of 5 there, the spec’s 4 elsewhere', () => {
      expect(wizardStepsOf({ limitsAsked: signUpLimitsAskedOf('NL') })).toBe(LIMITS_WIZARD_STEPS);
      expect(wizardStepsOf({ limitsAsked: signUpLimitsAskedOf('GB') })).toBe(LIMITS_WIZARD_STEPS);
      expect(wizardStepsOf({ limitsAsked: signUpLimitsAskedOf('FI') })).toBe(WIZARD_STEPS);
      expect(wizardStepsOf(null)).toBe(WIZARD_STEPS);
      expect(LIMITS_WIZARD_STEPS.map((step) => shownStepNumber(step, LIMITS_WIZARD_STEPS))).toEqual([1, 2, 3, 4, 5]);
      expect(shownStepNumber('Duplicated', LIMITS_WIZARD_STEPS)).toBe(5);
    });

    it('keeps Limits across a reload (the step needs only the player id)', () => {
      const store = new Map<string, string>();
      const storage = { getItem: (key: string) => store.get(key) ?? null, setItem: (key: string, value: string) => void store.set(key, value), removeItem: (key: string) => void store.delete(key) };
      keepSignupFlow(run([...from('NL', true), ...verifySms]), storage);
      expect(restoreSignupFlow(initialSignupFlow(), storage).currentStep).toBe('Limits');
    });

    it('reads what the market asks for into a flow kept without it (an earlier version of the page), once', () => {
      const { limitsAsked: _unread, ...kept } = registration(true, false);
      const state = run([{ type: 'registered', registration: { ...kept, countryCode: 'NL' } }, { type: 'profileUpdated' }]);
      expect(wizardStepsOf(state.registration)).toBe(WIZARD_STEPS);
      const read = run([{ type: 'limitsAskedRead', limitsAsked: signUpLimitsAskedOf('NL') }], state);
      expect(wizardStepsOf(read.registration)).toBe(LIMITS_WIZARD_STEPS);
      expect(run([...verifySms], read).currentStep).toBe('Limits');
      expect(run([{ type: 'limitsAskedRead', limitsAsked: null }], read)).toBe(read);
    });
  });
});
