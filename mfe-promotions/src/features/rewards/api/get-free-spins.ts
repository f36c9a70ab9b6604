import type { MountProps } from '@casino/shared/contract';
import { usePlatform } from '@casino/shared/parcel';
import { freeSpinDetailsSchema, type FreeSpinDetails } from '@casino/shared/wire';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { REWARDS_KEY } from './get-rewards';

/**
 * `GET /bonus/freespins?campaignIds=a,b` (spec 001 §7 "freespin details and progress (campaignIds
 * comma-separated)"): spins granted and used, the stake of a spin and what they won (minor units).
 */
export async function getFreeSpins(http: MountProps['http'], campaignIds: readonly string[]): Promise<FreeSpinDetails['freeSpins']> {
  const { data } = await http.get<unknown>('/bonus/freespins', { params: { campaignIds: campaignIds.join(',') } });
  return freeSpinDetailsSchema.parse(data).freeSpins;
}

/** The query of the free-spin details of some campaigns (under the rewards key: a claim refreshes it). */
export function getFreeSpinsQueryOptions(http: MountProps['http'], campaignIds: readonly string[]) {
  return queryOptions({
    queryKey: [...REWARDS_KEY, 'freespins', [...campaignIds].sort().join(',')],
    queryFn: () => getFreeSpins(http, campaignIds),
    enabled: campaignIds.length > 0,
    staleTime: 0,
  });
}

/** The free-spin details of `campaignIds`; nothing is asked for none. */
export function useFreeSpins(campaignIds: readonly string[]) {
  const { http } = usePlatform();
  return useQuery(getFreeSpinsQueryOptions(http, campaignIds));
}
