import { COUNTRY_CALLING_CODES } from '../../../lib/countries';

/** A phone as the form holds it: the prefix with its plus (`+358`) and the number's digits. */
export interface PhoneParts {
  prefix: string;
  body: string;
}

/** spec 001 §4 Phone change: where the change stands. */
export type PhoneChangeStatus = 'IDLE' | 'REQUESTING' | 'CODE_SENT' | 'VERIFYING' | 'SUCCESS' | 'ERROR';

export interface PhoneChangeState {
  /** The player's phone as the platform has it. */
  stored: PhoneParts;
  /** The phone in the form. */
  current: PhoneParts;
  /** spec 001 §5: the prefix or the body differs from the stored phone. */
  changed: boolean;
  status: PhoneChangeStatus;
  /** The SMS code popup is open. */
  popupOpen: boolean;
  /** The id the SMS request answered, sent back with the code. */
  smsVerificationId: string | null;
  /** Too many wrong codes (`sms.max.attempts.reached`): no new code until the phone changes. */
  smsMaxAttempts: boolean;
  /** The platform's code of the last failure. */
  errorCode: string | null;
}

export type PhoneChangeAction =
  | { type: 'edit'; phone: PhoneParts }
  | { type: 'request' }
  | { type: 'requested'; smsVerificationId: string }
  | { type: 'verify' }
  | { type: 'failed'; code: string | null }
  | { type: 'succeeded'; stored: PhoneParts }
  | { type: 'close' };

/** spec 001 §8: the code of the fifth wrong SMS code. */
export const SMS_MAX_ATTEMPTS_CODE = 'sms.max.attempts.reached';

const samePhone = (a: PhoneParts, b: PhoneParts) => a.prefix === b.prefix && a.body === b.body;

/** The state before the player does anything, for the stored phone. */
export function initialPhoneChange(stored: PhoneParts): PhoneChangeState {
  return {
    stored,
    current: stored,
    changed: false,
    status: 'IDLE',
    popupOpen: false,
    smsVerificationId: null,
    smsMaxAttempts: false,
    errorCode: null,
  };
}

/**
 * spec 001 §4 Phone change and §5: the request opens the SMS code popup with its verification id; an
 * error closes the popup; success or close resets. A prefix or body that differs from what the form held
 * counts as a change and clears SMS max attempts.
 */
export function phoneChangeReducer(state: PhoneChangeState, action: PhoneChangeAction): PhoneChangeState {
  switch (action.type) {
    case 'edit':
      if (samePhone(action.phone, state.current)) return state;
      return {
        ...state,
        current: action.phone,
        changed: !samePhone(action.phone, state.stored),
        smsMaxAttempts: false,
        errorCode: null,
        status: state.status === 'ERROR' || state.status === 'SUCCESS' ? 'IDLE' : state.status,
      };
    case 'request':
      return { ...state, status: 'REQUESTING', errorCode: null };
    case 'requested':
      return { ...state, status: 'CODE_SENT', popupOpen: true, smsVerificationId: action.smsVerificationId };
    case 'verify':
      return { ...state, status: 'VERIFYING', errorCode: null };
    case 'failed':
      return {
        ...state,
        status: 'ERROR',
        popupOpen: false,
        smsVerificationId: null,
        errorCode: action.code,
        smsMaxAttempts: state.smsMaxAttempts || action.code === SMS_MAX_ATTEMPTS_CODE,
      };
    case 'succeeded':
      return { ...initialPhoneChange(action.stored), status: 'SUCCESS' };
    case 'close':
      return { ...state, status: 'IDLE', popupOpen: false, smsVerificationId: null };
    default:
      return state;
  }
}

/** The phone in E.164, as the platform takes it: the prefix and the digits (`+358401234567`). */
export function toE164({ prefix, body }: PhoneParts): string {
  return `${prefix}${body.replace(/[\s-]/g, '')}`;
}

const CODES_LONGEST_FIRST = [...new Set(Object.values(COUNTRY_CALLING_CODES))].sort(
  (a, b) => b.length - a.length,
);

/**
 * An E.164 phone split into the listed calling code it starts with (the longest that fits) and the
 * rest; null or an unknown code gives the default prefix and an empty or the whole number.
 */
export function splitPhone(mobilePhone: string | null, defaultPrefix: string): PhoneParts {
  if (!mobilePhone) return { prefix: defaultPrefix, body: '' };
  const digits = mobilePhone.replace(/^\+/, '');
  const code = CODES_LONGEST_FIRST.find((candidate) => digits.startsWith(candidate));
  return code
    ? { prefix: `+${code}`, body: digits.slice(code.length) }
    : { prefix: defaultPrefix, body: digits };
}
