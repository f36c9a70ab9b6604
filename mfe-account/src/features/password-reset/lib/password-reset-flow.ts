import { PASSWORD_RESET_STEPS, type PasswordResetStep } from '../../../lib/spec-constants';

/**
 * The password reset wizard of spec 001 §3 Password reset form and §4, as a pure reducer:
 *
 * ```
 * Email ─codeSent→ Verification ─codeVerified→ Password ─passwordChanged→ Complete
 * next / previous move one step, clamped at the ends; next only onto a step whose data is there
 * sms.max.attempts.reached → the flow starts again at Email and the reset modal opens
 * error.password.reset (the key is used up or expired) → the flow starts again at Email
 * ```
 * Every change of step is recorded in `visited`; starting again resets it. The e-mail the player typed is kept when the flow starts
 * again, so they need not type it twice; the platform's ids and keys are not.
 */

export interface PasswordResetFlowState {
  currentStep: PasswordResetStep;
  /** Every step shown since the flow (re)started, in order: each change of step is recorded. */
  visited: PasswordResetStep[];
  email: string;
  /** The id of the code the platform sent (`POST /player/password_reset`). */
  smsResetKeyId: string | null;
  /** The key that allows one new password (`POST /player/password_reset/sms_verification`). */
  resetKey: string | null;
  passwordChanged: boolean;
  /** The reset modal of `sms.max.attempts.reached` (spec 001 §4). */
  maxAttemptsModal: boolean;
}

export type PasswordResetAction =
  | { type: 'codeSent'; email: string; smsResetKeyId: string }
  | { type: 'codeVerified'; resetKey: string }
  | { type: 'passwordChanged' }
  | { type: 'next' }
  | { type: 'previous' }
  | { type: 'maxAttemptsReached' }
  | { type: 'resetExpired' }
  | { type: 'modalClosed' };

/** The flow before the player typed anything; `email` to start from a known address. */
export function initialPasswordResetFlow(email = ''): PasswordResetFlowState {
  return { currentStep: 'Email', visited: ['Email'], email, smsResetKeyId: null, resetKey: null, passwordChanged: false, maxAttemptsModal: false };
}

const indexOf = (step: PasswordResetStep) => PASSWORD_RESET_STEPS.indexOf(step);
/** The step at `index`, clamped at the ends. */
const stepAt = (index: number): PasswordResetStep => PASSWORD_RESET_STEPS[Math.min(Math.max(index, 0), PASSWORD_RESET_STEPS.length - 1)] ?? 'Email';

/** Moves to `step`, recording it in `visited`. */
function goTo(state: PasswordResetFlowState, step: PasswordResetStep): PasswordResetFlowState {
  if (step === state.currentStep) return state;
  return { ...state, currentStep: step, visited: [...state.visited, step] };
}

/** Whether the data a step needs is there (its step before has been passed). */
function reachable(state: PasswordResetFlowState, step: PasswordResetStep): boolean {
  switch (step) {
    case 'Email':
      return true;
    case 'Verification':
      return state.smsResetKeyId !== null && !state.passwordChanged;
    case 'Password':
      return state.resetKey !== null && !state.passwordChanged;
    case 'Complete':
      return state.passwordChanged;
  }
}

/** spec 001 §4 Password reset as a pure reducer; an action that does not fit changes nothing. */
export function passwordResetFlowReducer(state: PasswordResetFlowState, action: PasswordResetAction): PasswordResetFlowState {
  switch (action.type) {
    case 'codeSent':
      if (state.currentStep !== 'Email' && state.currentStep !== 'Verification') return state;
      return goTo({ ...state, email: action.email, smsResetKeyId: action.smsResetKeyId, resetKey: null }, 'Verification');
    case 'codeVerified':
      if (state.currentStep !== 'Verification') return state;
      return goTo({ ...state, resetKey: action.resetKey }, 'Password');
    case 'passwordChanged':
      if (state.currentStep !== 'Password') return state;
      return goTo({ ...state, passwordChanged: true, smsResetKeyId: null, resetKey: null }, 'Complete');
    case 'next': {
      const next = stepAt(indexOf(state.currentStep) + 1);
      return reachable(state, next) ? goTo(state, next) : state;
    }
    case 'previous': {
      // The password is changed: nothing before Complete means anything any more.
      if (state.passwordChanged) return state;
      return goTo(state, stepAt(indexOf(state.currentStep) - 1));
    }
    case 'maxAttemptsReached':
      return { ...initialPasswordResetFlow(state.email), maxAttemptsModal: true };
    case 'resetExpired':
      return initialPasswordResetFlow(state.email);
    case 'modalClosed':
      return state.maxAttemptsModal ? { ...state, maxAttemptsModal: false } : state;
  }
}
