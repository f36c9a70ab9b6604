import type { BonusFailure } from '@casino/shared/platform';
import { BONUS_ERROR_CODES } from '@casino/shared/wire';
import type { TFunction } from 'i18next';

/** The refusals with a text of their own in the `rewards` namespace (`errors.<code>`), by code. */
const KNOWN_CODES: readonly string[] = Object.values(BONUS_ERROR_CODES);

/**
 * What the player reads for a refused bonus call (spec 001 §8): a code the rewards texts know is shown
 * by its translated text, any other by the platform's message; the default reward error
 * (`error.oops.tryAgain`) when there is neither.
 */
export function failureText(t: TFunction<'rewards'>, failure: BonusFailure): string {
  if (KNOWN_CODES.includes(failure.code)) return t(`errors.${failure.code.replaceAll('.', '_')}`);
  return failure.message || t(`errors.${BONUS_ERROR_CODES.default.replaceAll('.', '_')}`);
}
