import type { MountProps } from '@casino/shared/contract';
import { usePlatform } from '@casino/shared/parcel';
import type { PayAndPlayUpdateRequest } from '@casino/shared/wire';
import { useMutation } from '@tanstack/react-query';

/**
 * `POST /paynplay/player/update` `{ sessionId, email, mobilePhone }` (spec 001 §7 Pay and play): the
 * details a new pay-and-play player gives on the sign-up form. Rejects with a `PlatformError` (a 400
 * carries `validationErrors` per field, spec 000 §8).
 */
export async function updatePlayer(http: MountProps['http'], body: PayAndPlayUpdateRequest): Promise<void> {
  await http.post('/paynplay/player/update', body);
}

/** `updatePlayer` as a mutation, with the parcel's http client. */
export function useUpdatePlayer() {
  const { http } = usePlatform();
  return useMutation({ mutationFn: (body: PayAndPlayUpdateRequest) => updatePlayer(http, body) });
}
