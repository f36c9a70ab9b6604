import { normalisePlatformError } from '@casino/shared/platform';

/**
 * The message key (in the `account` namespace) for a failed registration (spec 001 §5, §8).
 * Field errors are shown on their fields; this is the form's own message beside them.
 *
 * - field errors present: ask to correct the marked fields;
 * - `error.registration.player_already_exists`: the account exists (the Duplicated step comes later);
 * - `error.country.blocked`: registration is closed in the visitor's country;
 * - `error.captcha.validation`: the human check failed;
 * - no response (network, timeout): the connection;
 * - anything else, including `error.signup.unhandled`, a 404 and 5xx: try again later.
 */
export function signupErrorKey(error: unknown): string {
  const platformError = normalisePlatformError(error);
  if (platformError.fieldErrors.length > 0) return 'signup.errors.fields';
  switch (platformError.code) {
    case 'error.registration.player_already_exists':
    case 'error.same.customer.info.detected':
      return 'signup.errors.alreadyExists';
    case 'error.country.blocked':
      return 'signup.errors.countryBlocked';
    case 'error.captcha.validation':
      return 'signup.errors.captcha';
    default:
      break;
  }
  if (platformError.kind === 'network' || platformError.kind === 'timeout') return 'errors.network';
  return 'signup.errors.unhandled';
}
