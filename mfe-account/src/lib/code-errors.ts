import { normalisePlatformError } from '@casino/shared/platform';

/** How a typed code was refused: one wrong code, no try left, or the call itself failed. */
export type CodeRefusal = 'invalid' | 'maxAttempts' | 'other';

/** spec 001 §8 codes of the SMS and e-mail codes. */
export const CODE_ERRORS = {
  invalid: 'sms.code.invalid',
  maxAttempts: 'sms.max.attempts.reached',
  /** The SMS provider refused the phone (a 403). */
  vonage: 'error.vonage.validation',
} as const;

/**
 * A refused code (registration and password reset, spec 001 §8): `sms.code.invalid` is one wrong code,
 * `sms.max.attempts.reached` means no try is left until a new code is sent; anything else is the call's
 * own failure (the connection, or `unhandled.error.no.code`, the spec's fallback for an SMS error).
 * The key is in the `account` namespace.
 */
export function codeRefusalOf(error: unknown): { reason: CodeRefusal; key: string } {
  const platformError = normalisePlatformError(error);
  if (platformError.code === CODE_ERRORS.invalid) return { reason: 'invalid', key: 'code.errors.invalid' };
  if (platformError.code === CODE_ERRORS.maxAttempts) return { reason: 'maxAttempts', key: 'code.errors.maxAttempts' };
  if (platformError.kind === 'network' || platformError.kind === 'timeout') return { reason: 'other', key: 'errors.network' };
  return { reason: 'other', key: 'code.errors.unhandled' };
}

/**
 * The message key of a code that could not be sent: the SMS provider refused the phone
 * (`error.vonage.validation`, spec 001 §8 `error.vonage.phone.invalid`), the connection, or the
 * fallback `unhandled.error.no.code`.
 */
export function codeSendErrorKey(error: unknown): string {
  const platformError = normalisePlatformError(error);
  if (platformError.code === CODE_ERRORS.vonage) return 'code.errors.phoneInvalid';
  if (platformError.kind === 'network' || platformError.kind === 'timeout') return 'errors.network';
  return 'code.errors.sendFailed';
}

/**
 * What the player reads on the code field after a refusal, given the tries left before it: a wrong code
 * says how many tries remain, the last one that only a new code helps now.
 */
export function refusalMessage(refusal: { reason: CodeRefusal; key: string }, attemptsLeft: number | null): { key: string; count?: number } {
  if (refusal.reason !== 'invalid' || attemptsLeft === null) return { key: refusal.key };
  const left = Math.max(attemptsLeft - 1, 0);
  return left > 0 ? { key: 'code.errors.invalidTriesLeft', count: left } : { key: 'code.errors.maxAttempts' };
}
