import type { MountProps } from '@casino/shared/contract';
import { usePlatform } from '@casino/shared/parcel';
import { codeSentSchema, type CodeSent, type RegistrationCodeRequest } from '@casino/shared/wire';
import { useMutation } from '@tanstack/react-query';
import { parseAnswer } from '../../../lib/parse-answer';
import type { PinChannel } from '../lib/signup-flow';

const PATHS: Record<PinChannel, string> = { sms: '/player/registration/sms_request', email: '/player/registration/email_request' };

/**
 * `POST /player/registration/sms_request` or `/email_request` (spec 001 §7): sends a six-digit code
 * (again) to the registration's phone or e-mail; a new code replaces the one before. Rejects with a
 * `PlatformError` (spec 001 §8: `error.vonage.validation` for a phone the SMS provider refuses).
 */
export async function requestRegistrationCode(http: MountProps['http'], channel: PinChannel, body: RegistrationCodeRequest): Promise<CodeSent> {
  const response = await http.post<unknown>(PATHS[channel], body);
  return parseAnswer(codeSentSchema, response.data, response.status);
}

/** A code request as a mutation, with the parcel's http client. */
export function useRequestRegistrationCode() {
  const { http } = usePlatform();
  return useMutation({ mutationFn: ({ channel, body }: { channel: PinChannel; body: RegistrationCodeRequest }) => requestRegistrationCode(http, channel, body) });
}
