import type { MountProps } from '@casino/shared/contract';
import { usePlatform } from '@casino/shared/parcel';
import type { DepositLimitCheck, DepositLimitCheckRequest } from '@casino/shared/wire';
import { useMutation } from '@tanstack/react-query';

/**
 * `POST /player/wallet/deposit/limit-check` `{ amount }` (minor units; spec 001 §7 "deposit self-limit
 * check"): whether a self limit stops the amount, what it still allows and when it resets, and the days
 * left to send requested documents. Rejects with a `PlatformError`, or a `ZodError` for another shape.
 */
export async function checkDepositLimit(
  http: MountProps['http'],
  body: DepositLimitCheckRequest,
): Promise<DepositLimitCheck> {
  // The schema comes beside the answer, not in the deposit's start (issue 19's 40 KB).
  const [{ data }, { depositLimitCheckSchema }] = await Promise.all([
    http.post<unknown>('/player/wallet/deposit/limit-check', body),
    import(/* webpackExports: ["depositLimitCheckSchema"] */ '@casino/shared/wire'),
  ]);
  return depositLimitCheckSchema.parse(data);
}

/** The self-limit check as a mutation, with the parcel's http client. */
export function useCheckDepositLimit() {
  const { http } = usePlatform();
  return useMutation({ mutationFn: (body: DepositLimitCheckRequest) => checkDepositLimit(http, body) });
}
