import { usePlatform } from '@casino/shared/parcel';
import type { ContentClient } from '@casino/shared/platform';
import type { GameCategory } from '@casino/shared/wire';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** What a category page needs of its category. */
export type CategoryDetails = Pick<GameCategory, 'id' | 'name' | 'gridColumns' | 'rows' | 'tileSizes' | 'widgetType'>;

export const CATEGORY_QUERY =
  '*[_type == "gameCategory" && vertical == "casino" && id == $id][0]{ id, name, gridColumns, rows, tileSizes, widgetType }';

/** One casino category by id, or null when the content has none (the page then says so). */
export async function getCategory(content: ContentClient, id: string): Promise<CategoryDetails | null> {
  return (await content.fetch<CategoryDetails | null>(CATEGORY_QUERY, { id })) ?? null;
}

export function getCategoryQueryOptions(content: ContentClient, id: string) {
  return queryOptions({
    queryKey: ['casino', 'category', id],
    queryFn: () => getCategory(content, id),
  });
}

export function useCategory(id: string) {
  const { content } = usePlatform();
  return useQuery(getCategoryQueryOptions(content, id));
}
