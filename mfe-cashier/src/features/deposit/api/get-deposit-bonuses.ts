import type { MountProps } from '@casino/shared/contract';
import { usePlatform } from '@casino/shared/parcel';
import type { Reward } from '@casino/shared/wire';
import { queryOptions, useQuery } from '@tanstack/react-query';

/**
 * The deposit bonuses the player may choose (spec 001 §3 Deposit flow state `selectBonus`): the eligible
 * rewards of `GET /bonus/rewards?rewardsType=ELIGIBLE&version=v2` (spec 001 §7 Bonus) whose trigger is a
 * deposit. A platform without the call (404), or an answer of another shape, means none: the deposit
 * goes on without a selector, never with an error.
 */
export async function getDepositBonuses(http: MountProps['http']): Promise<Reward[]> {
  try {
    // The schema comes beside the answer, not in the deposit's start (issue 19's 40 KB).
    const [{ data }, { rewardsSchema }] = await Promise.all([
      http.get<unknown>('/bonus/rewards', { params: { rewardsType: 'ELIGIBLE', version: 'v2' } }),
      import(/* webpackExports: ["rewardsSchema"] */ '@casino/shared/wire'),
    ]);
    const parsed = rewardsSchema.safeParse(data);
    return parsed.success ? parsed.data.rewards.filter((reward) => reward.triggerEvent === 'DEPOSIT') : [];
  } catch {
    return [];
  }
}

export function getDepositBonusesQueryOptions(http: MountProps['http']) {
  return queryOptions({ queryKey: ['deposit-bonuses'], queryFn: () => getDepositBonuses(http) });
}

/** The player's deposit bonuses (an empty list when there are none or the call is missing). */
export function useDepositBonuses() {
  const { http } = usePlatform();
  return useQuery(getDepositBonusesQueryOptions(http));
}
