import type { MountProps } from '@casino/shared/contract';
import { usePlatform } from '@casino/shared/parcel';
import type { Deposit } from '@casino/shared/wire';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** How often the deposit is asked for while the provider's page is open: the fallback when no message comes. */
export const DEPOSIT_POLL_INTERVAL_MS = 3000;

/** `GET /player/wallet/deposit/:referenceId`: one deposit and its status as the platform knows it now. */
export async function getDeposit(http: MountProps['http'], referenceId: string): Promise<Deposit> {
  // The schema comes beside the answer, not in the deposit's start (issue 19's 40 KB).
  const [{ data }, { depositSchema }] = await Promise.all([
    http.get<unknown>(`/player/wallet/deposit/${encodeURIComponent(referenceId)}`),
    import(/* webpackExports: ["depositSchema"] */ '@casino/shared/wire'),
  ]);
  return depositSchema.parse(data);
}

export function getDepositQueryOptions(http: MountProps['http'], referenceId: string) {
  return queryOptions({
    queryKey: ['deposit', referenceId],
    queryFn: () => getDeposit(http, referenceId),
    staleTime: 0,
  });
}

/**
 * The deposit `referenceId`, asked for every `DEPOSIT_POLL_INTERVAL_MS` while `polling` (the provider's
 * page is open), also when the tab is in the background: the player may be in the bank's app.
 */
export function useDeposit(referenceId: string, polling: boolean) {
  const { http } = usePlatform();
  return useQuery({
    ...getDepositQueryOptions(http, referenceId),
    refetchInterval: polling ? DEPOSIT_POLL_INTERVAL_MS : false,
    refetchIntervalInBackground: true,
  });
}
