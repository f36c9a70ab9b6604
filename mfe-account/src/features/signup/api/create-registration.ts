import type { MountProps } from '@casino/shared/contract';
import { usePlatform } from '@casino/shared/parcel';
import { useMutation } from '@tanstack/react-query';
import type { RegistrationPayload } from '../lib/details-schema';

/** What the platform answers to a registration; shapes beyond the player id are not shown in the spec. */
export interface RegistrationResult {
  playerId?: string;
  [field: string]: unknown;
}

/**
 * `POST /player/registration` (spec 001 §7 Player). Rejects with the http client's `PlatformError`
 * (field errors in `fieldErrors`, spec 001 §5).
 */
export async function createRegistration(http: MountProps['http'], payload: RegistrationPayload): Promise<RegistrationResult> {
  const response = await http.post<RegistrationResult>('/player/registration', payload);
  return response.data;
}

/** The registration call as a mutation, with the parcel's http client. */
export function useCreateRegistration() {
  const { http } = usePlatform();
  return useMutation({ mutationFn: (payload: RegistrationPayload) => createRegistration(http, payload) });
}
