import type { MountProps } from '@casino/shared/contract';
import { usePlatform } from '@casino/shared/parcel';
import { rewardsSchema, type Reward, type RewardsQuery } from '@casino/shared/wire';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** Every rewards list's query key starts with this: a claim or forfeit invalidates them all. */
export const REWARDS_KEY = ['bonus', 'rewards'] as const;

/**
 * `GET /bonus/rewards?rewardsType=…&version=v2` (spec 001 §7 Bonus): the player's eligible or active
 * rewards, tournaments left out (`excludeTriggerType=TOURNAMENT`: they have pages of their own). Money in
 * minor units. Rejects with the http client's error, or a `ZodError` for another shape.
 */
export async function getRewards(http: MountProps['http'], rewardsType: RewardsQuery['rewardsType']): Promise<Reward[]> {
  const params: RewardsQuery = { rewardsType, version: 'v2', excludeTriggerType: 'TOURNAMENT' };
  const { data } = await http.get<unknown>('/bonus/rewards', { params });
  return rewardsSchema.parse(data).rewards;
}

/** The query of one rewards list. */
export function getRewardsQueryOptions(http: MountProps['http'], rewardsType: RewardsQuery['rewardsType']) {
  return queryOptions({ queryKey: [...REWARDS_KEY, rewardsType], queryFn: () => getRewards(http, rewardsType), staleTime: 0 });
}

/** The player's eligible (`ELIGIBLE`) or active (`ACTIVE`) rewards. */
export function useRewards(rewardsType: RewardsQuery['rewardsType']) {
  const { http } = usePlatform();
  return useQuery(getRewardsQueryOptions(http, rewardsType));
}
