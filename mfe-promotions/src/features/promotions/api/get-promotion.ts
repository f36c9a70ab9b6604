import { useBusState, usePlatform } from '@casino/shared/parcel';
import type { ContentClient } from '@casino/shared/platform';
import type { Promotion } from '@casino/shared/wire';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { promotionQuery, queryParams, type Viewer } from '../lib/promotions-query';
import { useViewer } from './get-promotions';

/** A promotion as its own page shows it. */
export type PromotionDetail = Pick<Promotion, '_id' | 'slug' | 'title' | 'category' | 'tags' | 'summary' | 'body' | 'terms' | 'image' | 'startDate' | 'endDate' | 'ctaLabel' | 'ctaUrl'>;

/** One promotion by slug, or null when it does not exist or the viewer may not see it. */
export function getPromotion(content: ContentClient, market: string, viewer: Viewer, slug: string): Promise<PromotionDetail | null> {
  return content.fetch<PromotionDetail | null>(promotionQuery(viewer), { ...queryParams(market, viewer), slug });
}

export function getPromotionQueryOptions(content: ContentClient, market: string, viewer: Viewer, slug: string) {
  return queryOptions({
    queryKey: ['promotion', market, viewer.authorized, viewer.playerId, viewer.depositGroup, slug],
    queryFn: () => getPromotion(content, market, viewer, slug),
  });
}

/** The promotion of a slug for the current market and viewer. */
export function usePromotion(slug: string) {
  const { content } = usePlatform();
  const { market } = useBusState('locale');
  const viewer = useViewer();
  return useQuery(getPromotionQueryOptions(content, market, viewer, slug));
}
