import { normalisePlatformError } from '@casino/shared/platform';
import { limitErrorSchema, type LimitPeriod } from '@casino/shared/wire';
import type { LimitMessage } from './limit-state';

/** What a refused limit write means for the page: another tab's change (read again), or a message. */
export type LimitFailure = { kind: 'conflict' } | { kind: 'message'; message: LimitMessage };

/**
 * spec 001 §5, §8: the backend codes interval, too_high, too_low and locked with their duration become
 * `error.deposit.limit.<code>` messages naming the period; a 409 is another tab's newer change.
 */
export function limitFailureOf(cause: unknown, period: LimitPeriod): LimitFailure {
  const error = normalisePlatformError(cause);
  if (error.status === 409) return { kind: 'conflict' };
  const refused = limitErrorSchema.safeParse(error.body);
  if (refused.success) return { kind: 'message', message: { key: `errors.code.${refused.data.limitCode}`, values: { period: refused.data.duration } } };
  if (error.status === 400) return { kind: 'message', message: { key: 'errors.invalid', values: { period } } };
  if (error.kind === 'network' || error.kind === 'timeout') return { kind: 'message', message: { key: 'errors.network' } };
  return { kind: 'message', message: { key: 'errors.save' } };
}
