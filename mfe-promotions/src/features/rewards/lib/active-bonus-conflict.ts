import type { BonusFailure } from '@casino/shared/platform';
import { ACTIVE_BONUS_CODES } from '@casino/shared/wire';

/**
 * Whether the platform refused a claim because a bonus is active (spec 001 §8
 * `error.bonus.active.already.exists`, `error.bonus.active.triggered.already.exists`): the
 * forfeit-then-claim prompt. `failure` is read with `bonusFailureOf` of `@casino/shared/platform`.
 */
export function isActiveBonusConflict(failure: BonusFailure): boolean {
  return (ACTIVE_BONUS_CODES as readonly string[]).includes(failure.code);
}
