import type { MountProps } from '@casino/shared/contract';
import { rewardSchema, type BonusStateRequest, type Reward } from '@casino/shared/wire';

/**
 * `PUT /bonus/{assignmentId}/state` `{ state: 'FORFEITED', wageringProgress }` (spec 001 §4, §7): forfeits
 * the player's bonus; `wageringProgress` (minor units) is what the player saw when confirming, so a bonus
 * played on meanwhile is refused (`error.bonus.forfeit.stale`), never forfeited unseen. Answers the
 * forfeited `Reward`.
 */
export async function forfeitBonus(http: MountProps['http'], assignmentId: string, wageringProgress: number): Promise<Reward> {
  const body: BonusStateRequest = { state: 'FORFEITED', wageringProgress };
  const { data } = await http.put<unknown>(`/bonus/${encodeURIComponent(assignmentId)}/state`, body);
  return rewardSchema.parse(data);
}
