import type { MountProps } from '@casino/shared/contract';

/** `POST /bonus/optIn/{campaignId}/activate` (spec 001 §7): the player joins an opt-in campaign. The answer is not read. */
export async function activateOptIn(http: MountProps['http'], campaignId: string): Promise<void> {
  await http.post(`/bonus/optIn/${encodeURIComponent(campaignId)}/activate`);
}
