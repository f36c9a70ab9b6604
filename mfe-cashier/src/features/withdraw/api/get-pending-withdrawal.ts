import type { MountProps } from '@casino/shared/contract';
import { usePlatform } from '@casino/shared/parcel';
import { pendingWithdrawalAnswerSchema, type PendingWithdrawal } from '@casino/shared/wire';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** `GET /player/wallet/pendingWithdrawal` (spec 001 §7): the player's one pending withdrawal (amount in minor units), or null. */
export async function getPendingWithdrawal(http: MountProps['http']): Promise<PendingWithdrawal | null> {
  const { data } = await http.get<unknown>('/player/wallet/pendingWithdrawal');
  return pendingWithdrawalAnswerSchema.parse(data).withdrawal;
}

export function getPendingWithdrawalQueryOptions(http: MountProps['http']) {
  // Money the player is waiting for: always asked again when the page opens.
  return queryOptions({
    queryKey: ['pending-withdrawal'],
    queryFn: () => getPendingWithdrawal(http),
    staleTime: 0,
  });
}

/** The pending withdrawal, with the parcel's http client. */
export function usePendingWithdrawal() {
  const { http } = usePlatform();
  return useQuery(getPendingWithdrawalQueryOptions(http));
}
