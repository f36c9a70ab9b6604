import type { MountProps } from '@casino/shared/contract';
import { usePlatform } from '@casino/shared/parcel';
import type { PasswordResetNewPasswordRequest } from '@casino/shared/wire';
import { useMutation } from '@tanstack/react-query';

/**
 * `POST /player/password_reset/new_password` (spec 001 §7): the reset key and the new password; 204 on
 * success. A bad, used or expired key: 400 `error.password.reset` (spec 001 §8).
 */
export async function setNewPassword(http: MountProps['http'], body: PasswordResetNewPasswordRequest): Promise<void> {
  await http.post('/player/password_reset/new_password', body);
}

/** The new password as a mutation, with the parcel's http client. */
export function useSetNewPassword() {
  const { http } = usePlatform();
  return useMutation({ mutationFn: (body: PasswordResetNewPasswordRequest) => setNewPassword(http, body) });
}
