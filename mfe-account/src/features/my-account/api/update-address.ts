import type { MountProps } from '@casino/shared/contract';
import { usePlatform } from '@casino/shared/parcel';
import {
  postalAddressSchema,
  type AddressUpdateRequest,
  type PersonalDetails,
  type PostalAddress,
} from '@casino/shared/wire';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { getPersonalDetailsQueryOptions } from './get-personal-details';

/** `POST /player/address` `{ address, city, postalCode }`: the new address. Rejects with field errors on those names. */
export async function updateAddress(
  http: MountProps['http'],
  body: AddressUpdateRequest,
): Promise<PostalAddress> {
  const { data } = await http.post<unknown>('/player/address', body);
  return postalAddressSchema.parse(data);
}

/** The address change; the personal details take the answer. */
export function useUpdateAddress() {
  const { http } = usePlatform();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AddressUpdateRequest) => updateAddress(http, body),
    onSuccess: (address) =>
      queryClient.setQueryData<PersonalDetails>(getPersonalDetailsQueryOptions(http).queryKey, (details) =>
        details ? { ...details, address } : details,
      ),
  });
}
