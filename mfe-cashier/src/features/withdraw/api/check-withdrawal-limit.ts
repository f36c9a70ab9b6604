import type { MountProps } from '@casino/shared/contract';
import { usePlatform } from '@casino/shared/parcel';
import {
  withdrawalLimitCheckSchema,
  type WithdrawalLimitCheck,
  type WithdrawalLimitCheckRequest,
} from '@casino/shared/wire';
import { useMutation } from '@tanstack/react-query';

/**
 * `POST /player/wallet/withdrawal/limit-check` `{ amount }` (minor units; spec 001 §7): the eligibility
 * outcome of spec 001 §4 and the withdrawal limit (left, as set, its period). Rejects with a
 * `PlatformError`, or a `ZodError` for another shape.
 */
export async function checkWithdrawalLimit(
  http: MountProps['http'],
  body: WithdrawalLimitCheckRequest,
): Promise<WithdrawalLimitCheck> {
  const { data } = await http.post<unknown>('/player/wallet/withdrawal/limit-check', body);
  return withdrawalLimitCheckSchema.parse(data);
}

/** The eligibility check as a mutation, with the parcel's http client. */
export function useCheckWithdrawalLimit() {
  const { http } = usePlatform();
  return useMutation({ mutationFn: (body: WithdrawalLimitCheckRequest) => checkWithdrawalLimit(http, body) });
}
