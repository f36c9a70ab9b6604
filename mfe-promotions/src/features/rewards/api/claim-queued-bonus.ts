import type { MountProps } from '@casino/shared/contract';
import { rewardSchema, type QueuedClaimRequest, type Reward } from '@casino/shared/wire';

/**
 * `POST /bonus/rewards/{campaignId}/queued/claim` `{ queuedPlayerBonusId }` (spec 001 §7): activates a
 * queued bonus now. Refused with `error.bonus.active.already.exists` while the bonus ahead is active: the
 * claim flow then falls back to forfeit-and-claim (spec 001 §4).
 */
export async function claimQueuedBonus(http: MountProps['http'], campaignId: string, queuedPlayerBonusId: string): Promise<Reward> {
  const body: QueuedClaimRequest = { queuedPlayerBonusId };
  const { data } = await http.post<unknown>(`/bonus/rewards/${encodeURIComponent(campaignId)}/queued/claim`, body);
  return rewardSchema.parse(data);
}
