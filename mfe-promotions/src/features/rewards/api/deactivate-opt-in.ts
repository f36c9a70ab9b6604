import type { MountProps } from '@casino/shared/contract';

/** `POST /bonus/optIn/{campaignId}/deactivate` (spec 001 §7): the player leaves an opt-in campaign. The answer is not read. */
export async function deactivateOptIn(http: MountProps['http'], campaignId: string): Promise<void> {
  await http.post(`/bonus/optIn/${encodeURIComponent(campaignId)}/deactivate`);
}
