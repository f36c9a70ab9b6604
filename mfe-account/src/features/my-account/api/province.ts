import type { MountProps } from '@casino/shared/contract';
import { usePlatform } from '@casino/shared/parcel';
import { provincesSchema, type ProvinceUpdateRequest, type Provinces } from '@casino/shared/wire';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

/** `GET /player/province`: the player's province and the provinces of their country (none outside CA). */
export async function getProvinces(http: MountProps['http']): Promise<Provinces> {
  const { data } = await http.get<unknown>('/player/province');
  return provincesSchema.parse(data);
}

export function getProvincesQueryOptions(http: MountProps['http']) {
  return queryOptions({ queryKey: ['account', 'province'], queryFn: () => getProvinces(http) });
}

export function useProvinces() {
  const { http } = usePlatform();
  return useQuery(getProvincesQueryOptions(http));
}

/**
 * `POST /player/province` `{ provinceCode }`: answers `Provinces`; the platform pushes the new
 * `provinceCode` as PLAYER_ATTRIBUTE_CHANGE, which the host merges into the bus's profile.
 */
export async function updateProvince(
  http: MountProps['http'],
  body: ProvinceUpdateRequest,
): Promise<Provinces> {
  const { data } = await http.post<unknown>('/player/province', body);
  return provincesSchema.parse(data);
}

export function useUpdateProvince() {
  const { http } = usePlatform();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ProvinceUpdateRequest) => updateProvince(http, body),
    onSuccess: (provinces) => queryClient.setQueryData(getProvincesQueryOptions(http).queryKey, provinces),
  });
}
