import type { MountProps } from '@casino/shared/contract';
import { rewardSchema, type Reward } from '@casino/shared/wire';

/** `POST /bonus/cashback/{campaignId}/activate` (spec 001 §7): net losses count from now; answers the `Reward`. */
export async function activateCashback(http: MountProps['http'], campaignId: string): Promise<Reward> {
  const { data } = await http.post<unknown>(`/bonus/cashback/${encodeURIComponent(campaignId)}/activate`);
  return rewardSchema.parse(data);
}
