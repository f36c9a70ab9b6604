import type { PlatformError } from '@casino/shared/platform';

/** spec 001 §8: what a refused login means for the player, with the message key and its values. */
export type LoginErrorKind = 'timeout' | 'exclusion' | 'exclusionIndefinite' | 'maxAttempt' | 'blacklisted' | 'closed' | 'unauthorized';

export interface LoginError {
  kind: LoginErrorKind;
  /** The i18n key of the message (default namespace). */
  messageKey: string;
  /** Remaining days of a time-out or an exclusion. */
  days?: number;
  /** The platform's code, kept as the login state's `errors.code`. */
  code: string;
}

/**
 * Maps the platform's answer to a login (spec 001 §8 "Login errors"): time-out or cooling with the
 * remaining days, exclusion with days, indefinite exclusion, too many attempts, blacklisted,
 * closed, otherwise unauthorised.
 */
export function loginErrorOf(error: Pick<PlatformError, 'body' | 'message'>): LoginError {
  const body = error.body as { message?: unknown } | undefined;
  const text = typeof body?.message === 'string' ? body.message : error.message;
  const days = Number(/:days:(\d+)/.exec(text)?.[1]);
  const code = /code:([^:]+)/.exec(text)?.[1] ?? 'unauthorized';
  if (text.includes('code:error.timeout.in.progress')) return { kind: 'timeout', messageKey: 'login.error.timeout', days, code };
  if (text.includes('code:error.exclusion.in.progress.indefinitely')) return { kind: 'exclusionIndefinite', messageKey: 'login.error.exclusionIndefinite', code };
  if (text.includes('code:error.exclusion.in.progress')) return { kind: 'exclusion', messageKey: 'login.error.exclusion', days, code };
  if (text.includes('code:error.sign.in.attempt.count.exceeded')) return { kind: 'maxAttempt', messageKey: 'login.error.maxAttempt', code };
  if (text.includes('code:error.account.deactivated')) return { kind: 'blacklisted', messageKey: 'login.error.blacklisted', code };
  if (text.includes('code:error.account.closed')) return { kind: 'closed', messageKey: 'login.error.closed', code };
  return { kind: 'unauthorized', messageKey: 'login.error.unauthorized', code };
}
