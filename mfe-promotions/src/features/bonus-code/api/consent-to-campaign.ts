import type { MountProps } from '@casino/shared/contract';
import { rewardSchema, type ConsentRequest, type Reward } from '@casino/shared/wire';

/**
 * `POST /bonus/campaigns/consent` `{ agreed, bonusCode, campaignId? }` (spec 001 §7): the player's answer to
 * a code offered to them. `agreed: true` claims it and answers the `Reward` (an active bonus in the way is
 * refused as a claim: forfeit then consent); `agreed: false` declines (204: resolves with null).
 */
export async function consentToCampaign(http: MountProps['http'], request: ConsentRequest): Promise<Reward | null> {
  const { data, status } = await http.post<unknown>('/bonus/campaigns/consent', request);
  if (!request.agreed || status === 204) return null;
  return rewardSchema.parse(data);
}
