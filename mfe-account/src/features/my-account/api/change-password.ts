import type { MountProps } from '@casino/shared/contract';
import { usePlatform } from '@casino/shared/parcel';
import type { PasswordChangeRequest } from '@casino/shared/wire';
import { useMutation } from '@tanstack/react-query';

/**
 * `POST /player/password` `{ oldPassword, newPassword }` (spec 001 §7): 204. A wrong current password
 * rejects with code `error.old_password.incorrect` (spec 001 §8: a toast).
 */
export async function changePassword(http: MountProps['http'], body: PasswordChangeRequest): Promise<void> {
  await http.post('/player/password', body);
}

export function useChangePassword() {
  const { http } = usePlatform();
  return useMutation({ mutationFn: (body: PasswordChangeRequest) => changePassword(http, body) });
}
