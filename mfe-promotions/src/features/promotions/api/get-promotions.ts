import { useBusState, usePlatform } from '@casino/shared/parcel';
import type { ContentClient } from '@casino/shared/platform';
import { depositCountGroupOf, type Promotion } from '@casino/shared/wire';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { PROMOTIONS_PAGE, promotionsQuery, queryParams, type PromotionFilter, type Viewer } from '../lib/promotions-query';

/** A promotion as a card shows it. */
export type PromotionCard = Pick<Promotion, '_id' | 'slug' | 'title' | 'category' | 'tags' | 'summary' | 'image' | 'startDate' | 'endDate'>;

/** One page of a promotion list, and whether another follows. */
export interface PromotionsPage {
  promotions: PromotionCard[];
  /** The index of the next page's first promotion, or null on the last page. */
  next: number | null;
}

/** One page of promotions from `start`, fetching one extra to know whether there is more (spec 000 §9). */
export async function getPromotions(content: ContentClient, market: string, viewer: Viewer, filter: PromotionFilter, start: number): Promise<PromotionsPage> {
  const found = await content.fetch<PromotionCard[]>(promotionsQuery(viewer, filter, start), queryParams(market, viewer, filter));
  return { promotions: found.slice(0, PROMOTIONS_PAGE), next: found.length > PROMOTIONS_PAGE ? start + PROMOTIONS_PAGE : null };
}

export function getPromotionsQueryOptions(content: ContentClient, market: string, viewer: Viewer, filter: PromotionFilter) {
  return infiniteQueryOptions({
    queryKey: ['promotions', market, viewer.authorized, viewer.playerId, viewer.depositGroup, filter.category ?? null, filter.tag ?? null],
    queryFn: ({ pageParam }) => getPromotions(content, market, viewer, filter, pageParam),
    initialPageParam: 0,
    getNextPageParam: (last: PromotionsPage) => last.next,
  });
}

/** The viewer the bus describes. */
export function useViewer(): Viewer {
  const session = useBusState('session');
  const summary = useBusState('transactionSummary');
  return {
    authorized: session.authorized,
    playerId: session.claims?.player_id ?? null,
    depositGroup: session.authorized ? depositCountGroupOf(summary?.totalDepositsCount) : null,
  };
}

/** The promotions of a list page, page by page, for the current market and viewer. */
export function usePromotions(filter: PromotionFilter) {
  const { content } = usePlatform();
  const { market } = useBusState('locale');
  const viewer = useViewer();
  return useInfiniteQuery(getPromotionsQueryOptions(content, market, viewer, filter));
}
