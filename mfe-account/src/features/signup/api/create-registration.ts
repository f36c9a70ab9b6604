import type { MountProps } from '@casino/shared/contract';
import { usePlatform } from '@casino/shared/parcel';
import type { RegistrationRequest, RegistrationResult } from '@casino/shared/wire';
import { useMutation } from '@tanstack/react-query';
import { parseAnswer } from '../../../lib/parse-answer';

/** The header of the captcha token (spec 001 §7 "captcha token header"), named as the platform reads it. */
export const CAPTCHA_HEADER = 'X-Captcha-Token';
/** The header of the visitor's country (spec 001 §7 "optional country header"). */
export const COUNTRY_HEADER = 'X-Country-Code';

/** What goes with the body: the captcha token and, when known, the visitor's country. */
export interface RegistrationHeaders {
  captchaToken: string;
  countryCode?: string;
}

/**
 * `POST /player/registration` (spec 001 §7 Player): the registration payload, with the captcha token
 * and country headers. Answers the new player's id and which codes they must verify. Rejects with the
 * http client's `PlatformError` (field errors in `fieldErrors`, spec 001 §5; codes of spec 001 §8).
 */
export async function createRegistration(http: MountProps['http'], payload: RegistrationRequest, headers: RegistrationHeaders): Promise<RegistrationResult> {
  // The schema comes beside the answer, not in the sign-up's start (issue 19's 40 KB).
  const [response, { registrationResultSchema }] = await Promise.all([
    http.post<unknown>('/player/registration', payload, {
      headers: { [CAPTCHA_HEADER]: headers.captchaToken, ...(headers.countryCode ? { [COUNTRY_HEADER]: headers.countryCode } : {}) },
    }),
    import(/* webpackExports: ["registrationResultSchema"] */ '@casino/shared/wire'),
  ]);
  return parseAnswer(registrationResultSchema, response.data, response.status);
}

/** The registration call as a mutation, with the parcel's http client. */
export function useCreateRegistration() {
  const { http } = usePlatform();
  return useMutation({ mutationFn: ({ payload, headers }: { payload: RegistrationRequest; headers: RegistrationHeaders }) => createRegistration(http, payload, headers) });
}
