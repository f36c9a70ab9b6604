import type { MountProps } from '@casino/shared/contract';
import { cashbackClaimSchema, type CashbackClaim } from '@casino/shared/wire';

/**
 * `POST /bonus/cashback/{campaignId}/claim` (spec 001 §7): pays the cashback into MAIN; answers the amount
 * (minor units) and the reward as it is now. `error.bonus.cashback.nothing_to_claim` when there is none.
 */
export async function claimCashback(http: MountProps['http'], campaignId: string): Promise<CashbackClaim> {
  const { data } = await http.post<unknown>(`/bonus/cashback/${encodeURIComponent(campaignId)}/claim`);
  return cashbackClaimSchema.parse(data);
}
