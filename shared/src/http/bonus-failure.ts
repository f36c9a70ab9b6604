import { BONUS_ERROR_CODES, bonusErrorSchema } from '../wire/bonus';
import { normalisePlatformError } from './platform-error';

/**
 * A refused bonus-related call as the site reads it (spec 001 §8): the platform's `code` (the default
 * reward error `error.oops.tryAgain` when it sent none), its `message`, and the bonus the refusal named
 * as standing in the way, when it named one.
 */
export interface BonusFailure {
  code: string;
  message: string;
  /**
   * The bonus the platform named (`activeAssignmentId` and the rest of the wire's `BonusError`): the active
   * bonus a claim or a withdrawal ran into (`error.bonus.active.already.exists`,
   * `error.bonus.active.triggered.already.exists`, `error.bonus.active.withdrawal`), or a forfeit's bonus
   * with its progress now (`error.bonus.forfeit.stale`). Null when the refusal named none. The caller decides
   * by `code` what to do with it.
   */
  conflict: BonusConflict | null;
}

/** A bonus a refusal named: what a forfeit of it sends (spec 001 §4), and its name for the prompt. */
export interface BonusConflict {
  assignmentId: string;
  campaignId: string | null;
  /** The bonus's title in the player's language, or null when the platform did not name it. */
  title: string | null;
  /** Wagered so far, minor units of the player's currency: sent back with the forfeit (`PUT /bonus/{assignmentId}/state`). */
  wageringProgress: number;
}

/**
 * Reads any error of a call that can answer the wire's `BonusError` (the bonus calls, and the withdrawal
 * request's active-bonus refusal) into a `BonusFailure`: axios' error, a `PlatformError`, anything. The body
 * is read with `bonusErrorSchema`; without one, the code and message are `normalisePlatformError`'s. Never
 * throws.
 */
export function bonusFailureOf(error: unknown): BonusFailure {
  const platformError = normalisePlatformError(error);
  const body = bonusErrorSchema.safeParse(platformError.body);
  const code = (body.success ? body.data.code : platformError.code) || BONUS_ERROR_CODES.default;
  const message = body.success ? body.data.message : platformError.message;
  const conflict =
    body.success && body.data.activeAssignmentId
      ? {
          assignmentId: body.data.activeAssignmentId,
          campaignId: body.data.activeCampaignId ?? null,
          title: body.data.activeTitle ?? null,
          wageringProgress: body.data.activeWageringProgress ?? 0,
        }
      : null;
  return { code, message, conflict };
}
