import { usePlatform } from '@casino/shared/parcel';
import type { ContentClient } from '@casino/shared/platform';
import type { PromotionCategory } from '@casino/shared/wire';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { PROMOTION_CATEGORIES_QUERY } from '../lib/promotions-query';

/** A category as the tabs show it. */
export type PromotionCategoryTab = Pick<PromotionCategory, '_id' | 'slug' | 'title'>;

/** The promotion categories, in menu order. */
export function getPromotionCategories(content: ContentClient): Promise<PromotionCategoryTab[]> {
  return content.fetch<PromotionCategoryTab[]>(PROMOTION_CATEGORIES_QUERY);
}

export function getPromotionCategoriesQueryOptions(content: ContentClient) {
  return queryOptions({ queryKey: ['promotion-categories'], queryFn: () => getPromotionCategories(content) });
}

/** The promotion categories. */
export function usePromotionCategories() {
  const { content } = usePlatform();
  return useQuery(getPromotionCategoriesQueryOptions(content));
}
