import type { MountProps } from '@casino/shared/contract';
import { rewardSchema, type ManualClaimRequest, type Reward } from '@casino/shared/wire';

/**
 * `POST /bonus/bonus-code/manual-claim` `{ bonusCode, state: 'ACTIVATED' }` (spec 001 §7): claims a code's
 * reward; answers the claimed `Reward`. Refused as validate, 403 when manual claim is not allowed, and
 * with the active-bonus conflict as a claim (then forfeit-then-claim).
 */
export async function manualClaim(http: MountProps['http'], bonusCode: string): Promise<Reward> {
  const body: ManualClaimRequest = { bonusCode, state: 'ACTIVATED' };
  const { data } = await http.post<unknown>('/bonus/bonus-code/manual-claim', body);
  return rewardSchema.parse(data);
}
