import { normalisePlatformError } from '@casino/shared/platform';
import { ACTIVE_BONUS_CODES, BONUS_ERROR_CODES, bonusErrorSchema } from '@casino/shared/wire';

/**
 * A refused bonus call as the rewards area reads it (spec 001 §8): the platform's `code` (the default
 * reward error `error.oops.tryAgain` when it sent none), its `message`, and, for an active-bonus
 * conflict, the bonus in the way.
 */
export interface BonusFailure {
  code: string;
  message: string;
  /** Set when the claim was refused because a bonus is active (the forfeit-then-claim prompt). */
  conflict: BonusConflict | null;
}

/** The active bonus a claim ran into: what a forfeit of it sends, and its name for the prompt. */
export interface BonusConflict {
  assignmentId: string;
  campaignId: string | null;
  /** The active bonus's title, or null when the platform did not name it. */
  title: string | null;
  /** Wagered so far, minor units: sent with the forfeit (spec 001 §4). */
  wageringProgress: number;
}

/** Reads any error of a bonus call (axios, `PlatformError`, anything) into a `BonusFailure`. Never throws. */
export function bonusFailureOf(error: unknown): BonusFailure {
  const platformError = normalisePlatformError(error);
  const body = bonusErrorSchema.safeParse(platformError.body);
  const code = (body.success ? body.data.code : platformError.code) || BONUS_ERROR_CODES.default;
  const message = body.success ? body.data.message : platformError.message;
  const isConflict = (ACTIVE_BONUS_CODES as readonly string[]).includes(code);
  const conflict =
    isConflict && body.success && body.data.activeAssignmentId
      ? {
          assignmentId: body.data.activeAssignmentId,
          campaignId: body.data.activeCampaignId ?? null,
          title: body.data.activeTitle ?? null,
          wageringProgress: body.data.activeWageringProgress ?? 0,
        }
      : null;
  return { code, message, conflict };
}

/** Whether the platform refused a claim because a bonus is active (spec 001 §8: the forfeit-then-claim prompt). */
export function isActiveBonusConflict(failure: BonusFailure): boolean {
  return (ACTIVE_BONUS_CODES as readonly string[]).includes(failure.code);
}
