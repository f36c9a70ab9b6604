import type { MountProps } from '@casino/shared/contract';
import { usePlatform } from '@casino/shared/parcel';
import { personalDetailsSchema, type PersonalDetails } from '@casino/shared/wire';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** `GET /player/details` (spec 000 §2 account page): name, e-mail, phone (E.164), date of birth, address. */
export async function getPersonalDetails(http: MountProps['http']): Promise<PersonalDetails> {
  const { data } = await http.get<unknown>('/player/details');
  return personalDetailsSchema.parse(data);
}

export function getPersonalDetailsQueryOptions(http: MountProps['http']) {
  return queryOptions({ queryKey: ['account', 'details'], queryFn: () => getPersonalDetails(http) });
}

/** The player's personal details, with the parcel's http client. */
export function usePersonalDetails() {
  const { http } = usePlatform();
  return useQuery(getPersonalDetailsQueryOptions(http));
}
