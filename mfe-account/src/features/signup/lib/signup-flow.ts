import type { CodeSent, MarketRiskSetting, RegistrationResult } from '@casino/shared/wire';
import { LOGIN_RETRY, SIGNUP_STEPS, type SignupStep } from '../../../lib/spec-constants';
import type { SignUpLimitsAsked } from './sign-up-limits';

/**
 * The sign-up wizard of spec 001 §3 Sign-up and §4, as a pure reducer:
 *
 * ```
 * Details ─registered→ ContactInfo ─profileUpdated→ Verification ─every needed code verified→ Complete
 *                                   └─ no verification needed ─────────────────────────────→ Complete
 * (issue 16 §5) where the market asks for limits at sign-up, Limits comes before Complete:
 *   … ─every needed code verified (or none needed)→ Limits ─limitsSet (or limitsSkipped, when only offered)→ Complete
 * Details ─risk setting UNSUPPORTED→ Unsupported ─previous→ Details
 * Details | ContactInfo ─player already exists→ Duplicated ─previous→ the step it came from
 * Verification ─previous→ ContactInfo            Complete: log in, up to 5 tries 3000 ms apart
 * ```
 * Each code (SMS, then e-mail, whichever the registration answer asks for) has its pin status:
 * UNINITIALIZE → SUCCESS_SEND (the spec's "sent status") → SUCCESS_VERIFY, or FAIL_SEND / FAIL_VERIFY.
 * An action that does not fit the step changes nothing. The password is never in this state: the
 * wizard keeps it in memory for the login only.
 */

/** The four numbered steps (spec 001 §4); Unsupported and Duplicated are outcomes. */
export const WIZARD_STEPS = ['Details', 'ContactInfo', 'Verification', 'Complete'] as const satisfies readonly SignupStep[];

/** A step of this wizard: the spec's, and Limits (issue 16 §5) where the market asks for limits at sign-up. */
export type SignupFlowStep = SignupStep | 'Limits';

/** The numbered steps where the market asks for limits at sign-up (issue 16 §5: the Netherlands, the United Kingdom). */
export const LIMITS_WIZARD_STEPS = ['Details', 'ContactInfo', 'Verification', 'Limits', 'Complete'] as const satisfies readonly SignupFlowStep[];

/** spec 001 §4: the pin status of one code. */
export type PinStatus = 'UNINITIALIZE' | 'SUCCESS_SEND' | 'SUCCESS_VERIFY' | 'FAIL_SEND' | 'FAIL_VERIFY';

/** The two codes of spec 001 §7 (`sms_request`/`sms_verification`, `email_request`/`email_verification`). */
export type PinChannel = 'sms' | 'email';

export interface PinState {
  status: PinStatus;
  /** A code request (`send`) or a verification (`verify`) under way. */
  pending: 'send' | 'verify' | null;
  /** Where the last code went, masked by the platform (`+358*****4567`). */
  sentTo: string | null;
  /** Wrong codes still allowed before `sms.max.attempts.reached`; null before the first code. */
  attemptsLeft: number | null;
  /** The message key (`account` namespace) of the last failure. */
  error: string | null;
}

/** The registration the platform created (spec 001 §3 Details: playerId and token) and what the player gave. */
export interface Registration {
  playerId: string;
  /** The registration token; opaque, kept for this tab only. */
  token: string | null;
  email: string;
  /** E.164, as sent. */
  mobilePhone: string;
  countryCode: string;
  /** The API language code (`inen` sent as `en`). */
  languageCode: string;
  smsVerificationRequired: boolean;
  emailVerificationRequired: boolean;
  /**
   * What the account's market asks for at sign-up (issue 16 §5, `signUpLimitsAskedOf` the Details country):
   * null for nothing, the wizard then has no Limits step. Read when Details is sent, with the market rules'
   * chunk (issue 19: not in the sign-up's start). Undefined only in a flow kept by an earlier version of this
   * page, until the wizard reads it (`limitsAskedRead`).
   */
  limitsAsked?: SignUpLimitsAsked | null;
}

/** Request lifecycle of the login (spec 001 §4). */
export type LoginStatus = 'UNINITIALIZED' | 'LOADING' | 'SUCCESS' | 'FAILURE';

/** Why the Duplicated step shows: the e-mail is taken, or the platform found the same person (spec 001 §8). */
export type DuplicateReason = 'email' | 'customer';

export interface SignupFlowState {
  /** spec 001 §3 Progress `currentStep` (and Limits, issue 16 §5). */
  currentStep: SignupFlowStep;
  /** The numbered step an outcome (Unsupported, Duplicated) goes back to. */
  returnStep: 'Details' | 'ContactInfo';
  duplicate: DuplicateReason | null;
  /** spec 001 §3 Progress `marketRiskSetting` of the country last checked, and that country. */
  marketRiskSetting: MarketRiskSetting['marketRiskSetting'] | null;
  riskCountry: string | null;
  registration: Registration | null;
  pins: Record<PinChannel, PinState>;
  login: { status: LoginStatus; attempts: number };
  /** The page the visitor came from (`?redirect=`), where the host lands them after the login. */
  returnTo: string | null;
}

export type SignupAction =
  | { type: 'riskChecked'; setting: MarketRiskSetting }
  | { type: 'registered'; registration: Registration }
  /** What the market asks for at sign-up, read for a kept registration without it. */
  | { type: 'limitsAskedRead'; limitsAsked: SignUpLimitsAsked | null }
  | { type: 'duplicated'; reason: DuplicateReason }
  | { type: 'profileUpdated' }
  | { type: 'previous' }
  | { type: 'codeRequested'; channel: PinChannel }
  /** `maxAttempts` is the content's `smsMaxAttempts` when it has one, else the platform's. */
  | { type: 'codeSent'; channel: PinChannel; sent: CodeSent; maxAttempts?: number }
  | { type: 'codeSendFailed'; channel: PinChannel; error: string }
  | { type: 'codeVerifyStarted'; channel: PinChannel }
  | { type: 'codeVerified'; channel: PinChannel }
  /** `invalid`: one wrong code (`sms.code.invalid`); `maxAttempts`: no try left; `other`: the call failed. */
  | { type: 'codeRejected'; channel: PinChannel; reason: 'invalid' | 'maxAttempts' | 'other'; error: string }
  /** The Limits step's limits are set (issue 16 §5). */
  | { type: 'limitsSet' }
  /** "Not now" on a Limits step that only offers a limit (the United Kingdom); refused where they are required. */
  | { type: 'limitsSkipped' }
  | { type: 'loginStarted' }
  | { type: 'loginSucceeded' }
  | { type: 'loginFailed' }
  /** No login can be asked for (the password is gone with a reload): the player logs in themselves. */
  | { type: 'loginGivenUp' };

const pin: PinState = { status: 'UNINITIALIZE', pending: null, sentTo: null, attemptsLeft: null, error: null };

/** The wizard before the visitor typed anything. */
export function initialSignupFlow(returnTo: string | null = null): SignupFlowState {
  return {
    currentStep: 'Details',
    returnStep: 'Details',
    duplicate: null,
    marketRiskSetting: null,
    riskCountry: null,
    registration: null,
    pins: { sms: pin, email: pin },
    login: { status: 'UNINITIALIZED', attempts: 0 },
    returnTo,
  };
}

/** The registration of a `POST /player/registration` answer and the details it was made with. */
export function registrationOf(
  result: RegistrationResult,
  sent: Pick<Registration, 'email' | 'mobilePhone' | 'countryCode' | 'languageCode'>,
  limitsAsked: SignUpLimitsAsked | null,
): Registration {
  return {
    ...sent,
    limitsAsked,
    playerId: result.playerId,
    token: result.token ?? null,
    smsVerificationRequired: result.smsVerificationRequired,
    emailVerificationRequired: result.emailVerificationRequired,
  };
}

/** The numbered steps of this sign-up: with Limits where the registration's market asks for limits (issue 16 §5). */
export function wizardStepsOf(registration: Pick<Registration, 'limitsAsked'> | null): readonly SignupFlowStep[] {
  return registration?.limitsAsked ? LIMITS_WIZARD_STEPS : WIZARD_STEPS;
}

/**
 * spec 001 §4: the number shown for a step is its index + 1, clamped at the ends (Complete is 4 of 4; with
 * the Limits step, issue 16 §5, Limits is 4 and Complete 5 of 5).
 */
export function shownStepNumber(step: SignupFlowStep, steps: readonly SignupFlowStep[] = WIZARD_STEPS): number {
  const index = steps.indexOf(step);
  if (index >= 0) return index + 1;
  return Math.min(Math.max((SIGNUP_STEPS as readonly string[]).indexOf(step) + 1, 1), steps.length);
}

/** The codes the registration asks for, in the order they are asked (SMS first). */
export function requiredChannels(registration: Registration | null): PinChannel[] {
  if (!registration) return [];
  return [...(registration.smsVerificationRequired ? (['sms'] as const) : []), ...(registration.emailVerificationRequired ? (['email'] as const) : [])];
}

/** The code the Verification step asks for now: the first needed one not yet verified. */
export function activeChannel(state: SignupFlowState): PinChannel | null {
  return requiredChannels(state.registration).find((channel) => state.pins[channel].status !== 'SUCCESS_VERIFY') ?? null;
}

/** Whether a failed login is tried again (spec 001 §4, §9: 5 tries, 3000 ms apart). */
export function loginRetryDue(state: Pick<SignupFlowState, 'currentStep' | 'login'>): boolean {
  return state.currentStep === 'Complete' && state.login.status === 'FAILURE' && state.login.attempts < LOGIN_RETRY.attempts;
}

const withPin = (state: SignupFlowState, channel: PinChannel, change: Partial<PinState>): SignupFlowState => ({
  ...state,
  pins: { ...state.pins, [channel]: { ...state.pins[channel], ...change } },
});

/** Once every needed code is verified: Limits where the market asks for limits at sign-up (issue 16 §5), else Complete. */
const afterVerification = (state: SignupFlowState): SignupFlowState => {
  if (activeChannel(state) !== null) return state;
  return { ...state, currentStep: state.registration?.limitsAsked ? 'Limits' : 'Complete' };
};

/** spec 001 §4 Sign-up as a pure reducer. */
export function signupFlowReducer(state: SignupFlowState, action: SignupAction): SignupFlowState {
  switch (action.type) {
    case 'riskChecked': {
      const checked = { ...state, marketRiskSetting: action.setting.marketRiskSetting, riskCountry: action.setting.countryCode };
      if (state.currentStep !== 'Details' || action.setting.marketRiskSetting !== 'UNSUPPORTED') return checked;
      return { ...checked, currentStep: 'Unsupported', returnStep: 'Details' };
    }
    case 'registered':
      if (state.currentStep !== 'Details') return state;
      return { ...state, currentStep: 'ContactInfo', registration: action.registration, duplicate: null };
    case 'limitsAskedRead':
      if (!state.registration || state.registration.limitsAsked !== undefined) return state;
      return { ...state, registration: { ...state.registration, limitsAsked: action.limitsAsked } };
    case 'duplicated':
      if (state.currentStep !== 'Details' && state.currentStep !== 'ContactInfo') return state;
      return { ...state, currentStep: 'Duplicated', returnStep: state.currentStep, duplicate: action.reason };
    case 'profileUpdated':
      if (state.currentStep !== 'ContactInfo') return state;
      return afterVerification({ ...state, currentStep: 'Verification' });
    case 'previous':
      if (state.currentStep === 'Unsupported' || state.currentStep === 'Duplicated') return { ...state, currentStep: state.returnStep, duplicate: null };
      // Once the account exists Details is not shown again; Limits follows verified codes; Complete is the end.
      if (state.currentStep === 'Verification') return { ...state, currentStep: 'ContactInfo' };
      return state;
    case 'codeRequested':
      if (state.currentStep !== 'Verification' || state.pins[action.channel].pending) return state;
      return withPin(state, action.channel, { pending: 'send', error: null });
    case 'codeSent':
      if (state.pins[action.channel].pending !== 'send') return state;
      return withPin(state, action.channel, {
        status: 'SUCCESS_SEND',
        pending: null,
        sentTo: action.sent.sentTo,
        attemptsLeft: action.maxAttempts ?? action.sent.maxAttempts,
        error: null,
      });
    case 'codeSendFailed':
      if (state.pins[action.channel].pending !== 'send') return state;
      return withPin(state, action.channel, { status: 'FAIL_SEND', pending: null, error: action.error });
    case 'codeVerifyStarted': {
      const current = state.pins[action.channel];
      const codeOut = current.status === 'SUCCESS_SEND' || current.status === 'FAIL_VERIFY';
      if (state.currentStep !== 'Verification' || current.pending || !codeOut || current.attemptsLeft === 0) return state;
      return withPin(state, action.channel, { pending: 'verify', error: null });
    }
    case 'codeVerified':
      if (state.pins[action.channel].pending !== 'verify') return state;
      return afterVerification(withPin(state, action.channel, { status: 'SUCCESS_VERIFY', pending: null, error: null }));
    case 'codeRejected': {
      const current = state.pins[action.channel];
      if (current.pending !== 'verify') return state;
      const attemptsLeft =
        action.reason === 'maxAttempts' ? 0 : action.reason === 'invalid' && current.attemptsLeft !== null ? Math.max(current.attemptsLeft - 1, 0) : current.attemptsLeft;
      return withPin(state, action.channel, { status: 'FAIL_VERIFY', pending: null, attemptsLeft, error: action.error });
    }
    case 'limitsSet':
      return state.currentStep === 'Limits' ? { ...state, currentStep: 'Complete' } : state;
    case 'limitsSkipped': {
      if (state.currentStep !== 'Limits' || !state.registration) return state;
      return state.registration.limitsAsked?.required ? state : { ...state, currentStep: 'Complete' };
    }
    case 'loginStarted':
      if (state.currentStep !== 'Complete' || state.login.status === 'LOADING' || state.login.status === 'SUCCESS' || state.login.attempts >= LOGIN_RETRY.attempts) return state;
      return { ...state, login: { status: 'LOADING', attempts: state.login.attempts + 1 } };
    case 'loginSucceeded':
      if (state.currentStep !== 'Complete') return state;
      return { ...state, login: { ...state.login, status: 'SUCCESS' } };
    case 'loginFailed':
      if (state.login.status !== 'LOADING') return state;
      return { ...state, login: { ...state.login, status: 'FAILURE' } };
    case 'loginGivenUp':
      if (state.currentStep !== 'Complete' || state.login.status === 'SUCCESS') return state;
      return { ...state, login: { status: 'FAILURE', attempts: LOGIN_RETRY.attempts } };
  }
}

/** Where the tab keeps an unfinished sign-up (sessionStorage): a reload or the callback address resumes it. */
export const SIGNUP_STORAGE_KEY = 'signupFlow';

/**
 * The sign-up this tab left after the account was created, or `initial`. The login of a kept flow is
 * not tried again: the password was in memory only, so the player logs in themselves.
 */
export function restoreSignupFlow(initial: SignupFlowState, storage: Pick<Storage, 'getItem'> = sessionStorage): SignupFlowState {
  try {
    const kept = JSON.parse(storage.getItem(SIGNUP_STORAGE_KEY) ?? 'null') as SignupFlowState | null;
    if (!kept || typeof kept.currentStep !== 'string' || !kept.registration?.playerId || !kept.pins) return initial;
    const pins = { sms: { ...kept.pins.sms, pending: null }, email: { ...kept.pins.email, pending: null } };
    const login = kept.currentStep === 'Complete' && kept.login.status !== 'SUCCESS' ? { status: 'FAILURE' as const, attempts: LOGIN_RETRY.attempts } : kept.login;
    return { ...kept, pins, login, returnTo: kept.returnTo ?? initial.returnTo };
  } catch {
    return initial;
  }
}

/** Keeps `flow` for the tab from the account's creation until the player is logged in; forgets it otherwise. */
export function keepSignupFlow(flow: SignupFlowState, storage: Pick<Storage, 'setItem' | 'removeItem'> = sessionStorage): void {
  const unfinished = flow.registration !== null && flow.login.status !== 'SUCCESS';
  if (unfinished && flow.registration) storage.setItem(SIGNUP_STORAGE_KEY, JSON.stringify({ ...flow, registration: { ...flow.registration, token: null } }));
  else storage.removeItem(SIGNUP_STORAGE_KEY);
}

/** Forgets the kept flow at once (the player is logged in and the host moves on before the next render). */
export function forgetSignupFlow(storage: Pick<Storage, 'removeItem'> = sessionStorage): void {
  storage.removeItem(SIGNUP_STORAGE_KEY);
}
