import type { MountProps } from '@casino/shared/contract';
import { rewardSchema, type FreeSpinClaimRequest, type Reward } from '@casino/shared/wire';

/**
 * `POST /bonus/freespins/{campaignId}/claim` `{ bonusAssignmentId?, partnerBonusCode? }` (spec 001 §7):
 * claims a free-spin campaign; answers the `Reward` with its `freeSpinDetail`.
 */
export async function claimFreeSpins(http: MountProps['http'], campaignId: string, request: FreeSpinClaimRequest): Promise<Reward> {
  const { data } = await http.post<unknown>(`/bonus/freespins/${encodeURIComponent(campaignId)}/claim`, request);
  return rewardSchema.parse(data);
}
