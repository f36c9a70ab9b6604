import type { MountProps } from '@casino/shared/contract';
import { bonusCodeValidationSchema, type BonusCodeValidateRequest, type BonusCodeValidation } from '@casino/shared/wire';

/**
 * `POST /bonus/bonus-code/validate` `{ bonusCode }` (spec 001 §7): the code's campaign and the reward it
 * would give. Refused with `error.bonus_code.invalid`, `.expired`, `.already_used` or
 * `error.invalid.site.id` (spec 001 §8), read with `bonusFailureOf`.
 */
export async function validateBonusCode(http: MountProps['http'], bonusCode: string): Promise<BonusCodeValidation> {
  const body: BonusCodeValidateRequest = { bonusCode };
  const { data } = await http.post<unknown>('/bonus/bonus-code/validate', body);
  return bonusCodeValidationSchema.parse(data);
}
