import type { MountProps } from '@casino/shared/contract';
import { usePlatform } from '@casino/shared/parcel';
import { passwordResetResultSchema, type PasswordResetRequest, type PasswordResetResult } from '@casino/shared/wire';
import { useMutation } from '@tanstack/react-query';
import { parseAnswer } from '../../../lib/parse-answer';

/**
 * `POST /player/password_reset` `{ email }` (spec 001 §7 Player): sends a six-digit code to the account's
 * phone and e-mail and answers the code's id (`smsResetKeyId`), whether or not an account exists.
 * Rejects with a `PlatformError`; a 400 carries `validationErrors` on `email`.
 */
export async function requestPasswordReset(http: MountProps['http'], email: string): Promise<PasswordResetResult> {
  const response = await http.post<unknown>('/player/password_reset', { email } satisfies PasswordResetRequest);
  return parseAnswer(passwordResetResultSchema, response.data, response.status);
}

/** The reset request as a mutation, with the parcel's http client. */
export function useRequestPasswordReset() {
  const { http } = usePlatform();
  return useMutation({ mutationFn: (email: string) => requestPasswordReset(http, email) });
}
