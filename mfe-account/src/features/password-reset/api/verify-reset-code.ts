import type { MountProps } from '@casino/shared/contract';
import { usePlatform } from '@casino/shared/parcel';
import { passwordResetVerificationSchema, type PasswordResetVerification, type PasswordResetVerificationRequest } from '@casino/shared/wire';
import { useMutation } from '@tanstack/react-query';
import { parseAnswer } from '../../../lib/parse-answer';

/**
 * `POST /player/password_reset/sms_verification` (spec 001 §7): the code's id and the six digits typed;
 * answers the key that allows one new password. Wrong: 400 `sms.code.invalid`; the last wrong one:
 * `sms.max.attempts.reached`; an unknown or expired id: `error.password.reset` (spec 001 §8).
 */
export async function verifyResetCode(http: MountProps['http'], body: PasswordResetVerificationRequest): Promise<PasswordResetVerification> {
  const response = await http.post<unknown>('/player/password_reset/sms_verification', body);
  return parseAnswer(passwordResetVerificationSchema, response.data, response.status);
}

/** The code check as a mutation, with the parcel's http client. */
export function useVerifyResetCode() {
  const { http } = usePlatform();
  return useMutation({ mutationFn: (body: PasswordResetVerificationRequest) => verifyResetCode(http, body) });
}
