import { normalisePlatformError } from '@casino/shared/platform';

/** spec 001 §8: the reset's key is unknown, used or expired. */
export const RESET_EXPIRED = 'error.password.reset';

/**
 * The message key (`account` namespace) of a failed reset call that is no code refusal (spec 001 §8):
 * field errors, `error.password.reset` (start again), the connection, or a retry message.
 */
export function passwordResetErrorKey(error: unknown): string {
  const platformError = normalisePlatformError(error);
  if (platformError.code === RESET_EXPIRED) return 'reset.errors.expired';
  if (platformError.fieldErrors.length > 0) return 'reset.errors.fields';
  if (platformError.kind === 'network' || platformError.kind === 'timeout') return 'errors.network';
  return 'reset.errors.unhandled';
}
