import type { MountProps } from '@casino/shared/contract';
import { usePlatform } from '@casino/shared/parcel';
import type { PasswordResetRequest, PasswordResetResult } from '@casino/shared/wire';
import { useMutation } from '@tanstack/react-query';

/** The platform's answer to a reset request: it never says whether an account exists (the wire type). */
export type { PasswordResetResult };

/**
 * `POST /player/password_reset` `{ email }` (spec 001 §7 Player). Rejects with a `PlatformError`;
 * a 400 carries `validationErrors` on `email`.
 */
export async function requestPasswordReset(http: MountProps['http'], email: string): Promise<PasswordResetResult> {
  const response = await http.post<PasswordResetResult>('/player/password_reset', { email } satisfies PasswordResetRequest);
  return response.data;
}

/** The reset request as a mutation, with the parcel's http client. */
export function useRequestPasswordReset() {
  const { http } = usePlatform();
  return useMutation({ mutationFn: (email: string) => requestPasswordReset(http, email) });
}
