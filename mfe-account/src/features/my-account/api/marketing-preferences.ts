import type { MountProps } from '@casino/shared/contract';
import { usePlatform } from '@casino/shared/parcel';
import {
  marketingPreferencesSchema,
  type MarketingPreferences,
  type MarketingPreferencesUpdateRequest,
} from '@casino/shared/wire';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

/** `GET /player/marketing_preferences` (spec 000 §3): channel and communication-type flags. */
export async function getMarketingPreferences(http: MountProps['http']): Promise<MarketingPreferences> {
  const { data } = await http.get<unknown>('/player/marketing_preferences');
  return marketingPreferencesSchema.parse(data);
}

export function getMarketingPreferencesQueryOptions(http: MountProps['http']) {
  return queryOptions({
    queryKey: ['account', 'marketing-preferences'],
    queryFn: () => getMarketingPreferences(http),
  });
}

export function useMarketingPreferences() {
  const { http } = usePlatform();
  return useQuery(getMarketingPreferencesQueryOptions(http));
}

/** `PATCH /player/marketing_preferences` with the flags that changed; answers every flag. */
export async function updateMarketingPreferences(
  http: MountProps['http'],
  body: MarketingPreferencesUpdateRequest,
): Promise<MarketingPreferences> {
  const { data } = await http.patch<unknown>('/player/marketing_preferences', body);
  return marketingPreferencesSchema.parse(data);
}

export function useUpdateMarketingPreferences() {
  const { http } = usePlatform();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: MarketingPreferencesUpdateRequest) => updateMarketingPreferences(http, body),
    onSuccess: (preferences) =>
      queryClient.setQueryData(getMarketingPreferencesQueryOptions(http).queryKey, preferences),
  });
}
