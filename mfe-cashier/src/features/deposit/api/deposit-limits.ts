import type { MountProps } from '@casino/shared/contract';
import { usePlatform } from '@casino/shared/parcel';
import { LIMIT_PATHS, type LimitUpdateRequest, type Limits } from '@casino/shared/wire';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

/**
 * `GET /player/deposit-limits` (spec 001 §7; issue 16): the player's deposit limit per period, minor
 * units. Rejects with a `PlatformError`, or a `ZodError` for another shape.
 */
export async function getDepositLimits(http: MountProps['http']): Promise<Limits> {
  // The schema comes beside the answer, not in the deposit's start (issue 19's 40 KB).
  const [{ data }, { limitsSchema }] = await Promise.all([
    http.get<unknown>(`/player/${LIMIT_PATHS.deposit}`),
    import(/* webpackExports: ["limitsSchema"] */ '@casino/shared/wire'),
  ]);
  return limitsSchema.parse(data);
}

/**
 * `PATCH /player/deposit-limits` (the call the limits page makes): sets one period's deposit limit, sending
 * back the `updatedAt` read. Rejects with a `PlatformError`: 400 a backend code, 409 another tab's change.
 */
export async function setDepositLimit(http: MountProps['http'], body: LimitUpdateRequest): Promise<Limits> {
  // The schema comes beside the answer, not in the deposit's start (issue 19's 40 KB).
  const [{ data }, { limitsSchema }] = await Promise.all([
    http.patch<unknown>(`/player/${LIMIT_PATHS.deposit}`, body),
    import(/* webpackExports: ["limitsSchema"] */ '@casino/shared/wire'),
  ]);
  return limitsSchema.parse(data);
}

export function getDepositLimitsQueryOptions(http: MountProps['http']) {
  // Limits change with the platform's clock and on the limits page: read them each time the deposit opens.
  return queryOptions({ queryKey: ['deposit-limits'], queryFn: () => getDepositLimits(http), staleTime: 0, retry: false });
}

/** The player's deposit limits, read only when `enabled` (the deposit-limit prompt may apply). */
export function useDepositLimits(enabled: boolean) {
  const { http } = usePlatform();
  return useQuery({ ...getDepositLimitsQueryOptions(http), enabled });
}

/** Sets a deposit limit; the answer replaces the cached limits. */
export function useSetDepositLimit() {
  const { http } = usePlatform();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: LimitUpdateRequest) => setDepositLimit(http, body),
    onSuccess: (limits) => queryClient.setQueryData(getDepositLimitsQueryOptions(http).queryKey, limits),
  });
}
