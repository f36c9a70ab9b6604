import type { MountProps } from '@casino/shared/contract';
import { usePlatform } from '@casino/shared/parcel';
import { registrationResultSchema, type RegistrationResult, type RegistrationUpdateRequest } from '@casino/shared/wire';
import { useMutation } from '@tanstack/react-query';
import { parseAnswer } from '../../../lib/parse-answer';

/**
 * `PUT /player/registration` (spec 001 §7 Player): the profile update payload of the ContactInfo step
 * (dateOfBirth `yyyy-MM-dd`, postalCode, languageCode with `inen` sent as `en`). Answers as the
 * registration does; rejects with a `PlatformError`.
 */
export async function updateRegistration(http: MountProps['http'], payload: RegistrationUpdateRequest): Promise<RegistrationResult> {
  const response = await http.put<unknown>('/player/registration', payload);
  return parseAnswer(registrationResultSchema, response.data, response.status);
}

/** The profile update as a mutation, with the parcel's http client. */
export function useUpdateRegistration() {
  const { http } = usePlatform();
  return useMutation({ mutationFn: (payload: RegistrationUpdateRequest) => updateRegistration(http, payload) });
}
