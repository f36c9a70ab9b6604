import type { MountProps } from '@casino/shared/contract';
import { rewardSchema, type Reward } from '@casino/shared/wire';

/** `POST /bonus/cashback/{campaignId}/deactivate` (spec 001 §7): stops counting; answers the `Reward`. */
export async function deactivateCashback(http: MountProps['http'], campaignId: string): Promise<Reward> {
  const { data } = await http.post<unknown>(`/bonus/cashback/${encodeURIComponent(campaignId)}/deactivate`);
  return rewardSchema.parse(data);
}
