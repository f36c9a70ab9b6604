import type { MountProps } from '@casino/shared/contract';
import { usePlatform } from '@casino/shared/parcel';
import { cashbackProgressSchema, type CashbackProgress } from '@casino/shared/wire';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { REWARDS_KEY } from './get-rewards';

/** `GET /bonus/cashback/{campaignId}/progress` (spec 001 §7): net loss counted and the cashback it makes now, minor units. */
export async function getCashbackProgress(http: MountProps['http'], campaignId: string): Promise<CashbackProgress> {
  const { data } = await http.get<unknown>(`/bonus/cashback/${encodeURIComponent(campaignId)}/progress`);
  return cashbackProgressSchema.parse(data);
}

/** The query of one cashback's progress. */
export function getCashbackProgressQueryOptions(http: MountProps['http'], campaignId: string, enabled: boolean) {
  return queryOptions({
    queryKey: [...REWARDS_KEY, 'cashback', campaignId],
    queryFn: () => getCashbackProgress(http, campaignId),
    enabled,
    staleTime: 0,
  });
}

/** An activated cashback's progress; nothing is asked while it is not activated. */
export function useCashbackProgress(campaignId: string, activated: boolean) {
  const { http } = usePlatform();
  return useQuery(getCashbackProgressQueryOptions(http, campaignId, activated));
}
