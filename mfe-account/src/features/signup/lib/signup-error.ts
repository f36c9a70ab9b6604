import { normalisePlatformError } from '@casino/shared/platform';
import { CODE_ERRORS } from '../../../lib/code-errors';
import type { DuplicateReason } from './signup-flow';

/** spec 001 §8 codes of the sign-up calls. */
export const SIGNUP_ERRORS = {
  playerExists: 'error.registration.player_already_exists',
  sameCustomer: 'error.same.customer.info.detected',
  cpfDuplicate: 'error.cpf.duplicate_found',
  countryBlocked: 'error.country.blocked',
  captcha: 'error.captcha.validation',
  systemError: 'error.system.error',
} as const;

/** What a failed registration or profile update shows (keys of the `account` namespace). */
export interface SignupErrorView {
  /** The player already exists: the Duplicated step, for this reason. */
  duplicate: DuplicateReason | null;
  /** A code that belongs to one field: that field and its message. */
  field: { name: 'cpf' | 'phoneNumber'; key: string } | null;
  /** The form's own message, above it. */
  key: string;
}

/**
 * The view of a failed sign-up call (spec 001 §5, §8):
 *
 * - `error.registration.player_already_exists`: the Duplicated step (the e-mail is taken);
 *   `error.same.customer.info.detected`: the Duplicated step (the same person is registered);
 * - `error.cpf.duplicate_found` (the error's code, or a field error's): a field error on the cpf;
 * - `error.vonage.validation` (a 403, spec `error.vonage.phone.invalid`): a field error on the phone;
 * - server field errors (`validationErrors`): on their fields, with "correct the marked fields";
 * - `error.captcha.validation` (a 403 with an explicit deny), `error.country.blocked`: their message;
 * - no response ('Network Error', timeouts): the connection;
 * - a 5xx (`error.system.error`): our fault, try again;
 * - a 400 without field errors, and anything else: `error.signup.unhandled`.
 */
export function signupErrorOf(error: unknown): SignupErrorView {
  const platformError = normalisePlatformError(error);
  const view = (key: string, extra: Partial<SignupErrorView> = {}): SignupErrorView => ({ duplicate: null, field: null, key, ...extra });
  // The platform may send the cpf's code as the code of a field error on `cpf` rather than its own.
  const code = platformError.fieldErrors.some((fieldError) => fieldError.code === SIGNUP_ERRORS.cpfDuplicate) ? SIGNUP_ERRORS.cpfDuplicate : platformError.code;
  switch (code) {
    case SIGNUP_ERRORS.playerExists:
      return view('signup.errors.alreadyExists', { duplicate: 'email' });
    case SIGNUP_ERRORS.sameCustomer:
      return view('signup.errors.alreadyExists', { duplicate: 'customer' });
    case SIGNUP_ERRORS.cpfDuplicate:
      return view('signup.errors.fields', { field: { name: 'cpf', key: 'signup.errors.cpfDuplicate' } });
    case CODE_ERRORS.vonage:
      return view('signup.errors.fields', { field: { name: 'phoneNumber', key: 'code.errors.phoneInvalid' } });
    case SIGNUP_ERRORS.captcha:
      return view('signup.errors.captcha');
    case SIGNUP_ERRORS.countryBlocked:
      return view('signup.errors.countryBlocked');
    default:
      break;
  }
  if (platformError.fieldErrors.length > 0) return view('signup.errors.fields');
  if (platformError.kind === 'network' || platformError.kind === 'timeout') return view('errors.network');
  if (platformError.kind === 'server') return view('signup.errors.system');
  return view('signup.errors.unhandled');
}
