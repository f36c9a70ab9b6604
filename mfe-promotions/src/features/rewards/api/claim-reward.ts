import type { MountProps } from '@casino/shared/contract';
import { rewardSchema, type ClaimRewardRequest, type Reward } from '@casino/shared/wire';

/**
 * `POST /bonus/rewards/{campaignId}/claim` `{ state: 'ACTIVATED', bonusAssignmentId? }` (spec 001 §7):
 * activates a reward; answers the claimed `Reward`. Rejects with the platform's `BonusError` (an active
 * bonus in the way: `error.bonus.active.already.exists`), read with `bonusFailureOf`.
 */
export async function claimReward(http: MountProps['http'], campaignId: string, bonusAssignmentId?: string): Promise<Reward> {
  const body: ClaimRewardRequest = { state: 'ACTIVATED', ...(bonusAssignmentId ? { bonusAssignmentId } : {}) };
  const { data } = await http.post<unknown>(`/bonus/rewards/${encodeURIComponent(campaignId)}/claim`, body);
  return rewardSchema.parse(data);
}
