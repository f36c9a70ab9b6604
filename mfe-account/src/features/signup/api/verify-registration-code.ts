import type { MountProps } from '@casino/shared/contract';
import { usePlatform } from '@casino/shared/parcel';
import { registrationVerificationSchema, type RegistrationCodeVerificationRequest, type RegistrationVerification } from '@casino/shared/wire';
import { useMutation } from '@tanstack/react-query';
import { parseAnswer } from '../../../lib/parse-answer';
import type { PinChannel } from '../lib/signup-flow';

const PATHS: Record<PinChannel, string> = { sms: '/player/registration/sms_verification', email: '/player/registration/email_verification' };

/**
 * `POST /player/registration/sms_verification` or `/email_verification` (spec 001 §7): the code the
 * player typed. A wrong code is 400 `sms.code.invalid`; the last wrong one, and any try after it until
 * a new code is asked for, 400 `sms.max.attempts.reached` (spec 001 §8).
 */
export async function verifyRegistrationCode(http: MountProps['http'], channel: PinChannel, body: RegistrationCodeVerificationRequest): Promise<RegistrationVerification> {
  const response = await http.post<unknown>(PATHS[channel], body);
  return parseAnswer(registrationVerificationSchema, response.data, response.status);
}

/** A code verification as a mutation, with the parcel's http client. */
export function useVerifyRegistrationCode() {
  const { http } = usePlatform();
  return useMutation({
    mutationFn: ({ channel, body }: { channel: PinChannel; body: RegistrationCodeVerificationRequest }) => verifyRegistrationCode(http, channel, body),
  });
}
