import type { MountProps } from '@casino/shared/contract';
import { usePlatform } from '@casino/shared/parcel';
import type { PaymentMethod } from '@casino/shared/wire';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** `GET /player/wallet/recent_deposit_methods` (spec 001 §7 Wallet): the methods the player paid with, most recent first. */
export async function getRecentDepositMethods(http: MountProps['http']): Promise<PaymentMethod[]> {
  // The schema comes beside the answer, not in the deposit's start (issue 19's 40 KB).
  const [{ data }, { recentDepositMethodsSchema }] = await Promise.all([
    http.get<unknown>('/player/wallet/recent_deposit_methods'),
    import(/* webpackExports: ["recentDepositMethodsSchema"] */ '@casino/shared/wire'),
  ]);
  return recentDepositMethodsSchema.parse(data).methods;
}

export function getRecentDepositMethodsQueryOptions(http: MountProps['http']) {
  // Only an ordering hint: without it the methods show in their own order, so no retries.
  return queryOptions({
    queryKey: ['recent-deposit-methods'],
    queryFn: () => getRecentDepositMethods(http),
    retry: false,
  });
}

/** The player's recent deposit methods, with the parcel's http client. */
export function useRecentDepositMethods() {
  const { http } = usePlatform();
  return useQuery(getRecentDepositMethodsQueryOptions(http));
}
