import type { MountProps } from '@casino/shared/contract';
import { usePlatform } from '@casino/shared/parcel';
import { signUpLimitsSchema, type SignUpLimits, type SignUpLimitsRequest } from '@casino/shared/wire';
import { useMutation } from '@tanstack/react-query';
import { parseAnswer } from '../../../lib/parse-answer';

/**
 * `PUT /player/registration/limits` (issue 16 §5; anonymous, like the other sign-up calls): the deposit,
 * login-time (session) and balance limits of the Limits step, minor units and minutes. Rejects with a
 * `PlatformError`: 400 field errors, 409 `error.registration.limits_already_set` once they are set.
 */
export async function setSignUpLimits(http: MountProps['http'], payload: SignUpLimitsRequest): Promise<SignUpLimits> {
  const response = await http.put<unknown>('/player/registration/limits', payload);
  return parseAnswer(signUpLimitsSchema, response.data, response.status);
}

/** The sign-up limits as a mutation, with the parcel's http client. */
export function useSetSignUpLimits() {
  const { http } = usePlatform();
  return useMutation({ mutationFn: (payload: SignUpLimitsRequest) => setSignUpLimits(http, payload) });
}
