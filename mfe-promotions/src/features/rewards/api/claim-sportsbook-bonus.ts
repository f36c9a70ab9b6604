import type { MountProps } from '@casino/shared/contract';
import { rewardSchema, type Reward } from '@casino/shared/wire';

/** `POST /bonus/sportsbook/{campaignId}/claim` (spec 001 §7): claims a sportsbook bonus; answers the `Reward`. The site then goes to /sportsbook (spec 001 §2). */
export async function claimSportsbookBonus(http: MountProps['http'], campaignId: string): Promise<Reward> {
  const { data } = await http.post<unknown>(`/bonus/sportsbook/${encodeURIComponent(campaignId)}/claim`);
  return rewardSchema.parse(data);
}
