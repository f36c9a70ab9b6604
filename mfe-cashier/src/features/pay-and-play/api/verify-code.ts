import type { MountProps } from '@casino/shared/contract';
import { usePlatform } from '@casino/shared/parcel';
import { payAndPlayCodeSchema, type PayAndPlayCode, type PayAndPlayCodeRequest } from '@casino/shared/wire';
import { useMutation } from '@tanstack/react-query';

/**
 * `POST /paynplay/player/code` `{ oneTimeCode, sessionId }` (spec 001 §7 Pay and play): the one-time
 * code the provider's page gave back identifies the player (new to the site or known) and books the
 * deposit. Rejects with a `PlatformError`, or a `ZodError` for another shape.
 */
export async function verifyCode(http: MountProps['http'], body: PayAndPlayCodeRequest): Promise<PayAndPlayCode> {
  const { data } = await http.post<unknown>('/paynplay/player/code', body);
  return payAndPlayCodeSchema.parse(data);
}

/** `verifyCode` as a mutation, with the parcel's http client. */
export function useVerifyCode() {
  const { http } = usePlatform();
  return useMutation({ mutationFn: (body: PayAndPlayCodeRequest) => verifyCode(http, body) });
}
