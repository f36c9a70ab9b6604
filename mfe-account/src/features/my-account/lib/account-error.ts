import { normalisePlatformError } from '@casino/shared/platform';

/** The platform's codes the account area answers in its own words (spec 001 §8, sandbox/README.md "Account"). */
const CODE_KEYS: Readonly<Record<string, string>> = {
  'error.old_password.incorrect': 'password.errors.oldIncorrect',
  'sms.code.invalid': 'phone.errors.codeInvalid',
  'sms.max.attempts.reached': 'phone.errors.maxAttempts',
  'error.vonage.validation': 'phone.errors.phoneRefused',
  'error.vonage.phone.invalid': 'phone.errors.phoneRefused',
  'error.phone.not_verified': 'phone.errors.notVerified',
  'unhandled.error.no.code': 'phone.errors.smsFailed',
};

/**
 * What a failed account call tells the player (spec 001 §8), as a key of the `account` namespace:
 *
 * - a code of its own (`CODE_KEYS`): the wrong current password, the wrong or fifth wrong SMS code, a phone
 *   the SMS provider refuses, a phone not verified, an SMS that could not be sent;
 * - field errors (`validationErrors`): correct the marked fields (they show on their fields);
 * - no answer (network, timeout): the connection;
 * - anything else: could not save, try again.
 */
export function accountErrorKey(error: unknown): string {
  const platformError = normalisePlatformError(error);
  const code =
    platformError.code ??
    (typeof (platformError.body as { message?: unknown })?.message === 'string'
      ? (platformError.body as { message: string }).message
      : undefined);
  const known = code ? CODE_KEYS[code] : undefined;
  if (known) return known;
  if (platformError.fieldErrors.length > 0) return 'form.errors.fields';
  if (platformError.kind === 'network' || platformError.kind === 'timeout') return 'errors.network';
  return 'form.errors.unhandled';
}
