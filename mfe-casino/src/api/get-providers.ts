import { usePlatform } from '@casino/shared/parcel';
import type { ContentClient } from '@casino/shared/platform';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { FilterProvider } from '../lib/provider-filter';

export const PROVIDERS_QUERY = '*[_type == "provider"]{ _id, id, title, isAggregators, providerImgUrl }';

/** Every provider of the content (spec 000 §3 Provider); the filter lists narrow them per market. */
export async function getProviders(content: ContentClient): Promise<FilterProvider[]> {
  return (await content.fetch<FilterProvider[]>(PROVIDERS_QUERY)) ?? [];
}

export function getProvidersQueryOptions(content: ContentClient) {
  return queryOptions({ queryKey: ['casino', 'providers'], queryFn: () => getProviders(content) });
}

export function useProviders() {
  const { content } = usePlatform();
  return useQuery(getProvidersQueryOptions(content));
}
