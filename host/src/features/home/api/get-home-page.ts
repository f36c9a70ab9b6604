import { useBusState, usePlatform } from '@casino/shared/parcel';
import type { ContentClient } from '@casino/shared/platform';
import type { Banner, FaceliftBanner, PaymentMethodContent, VerticalTile } from '@casino/shared/wire';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** A banner as the home page shows it. */
export type HomeBanner = Pick<Banner, '_id' | 'slug' | 'title' | 'description' | 'greeting' | 'button' | 'url' | 'images' | 'startDate' | 'endDate' | 'visibility' | 'targetAudience'>;

/** A payment method logo of the home page. */
export type HomePaymentMethod = Pick<PaymentMethodContent, 'name' | 'image' | 'altTag'>;

/** A market's home page with its references followed; any list may be missing in the content. */
export interface HomePageData {
  market: string;
  banners?: Array<HomeBanner | null> | null;
  topPaymentMethods?: Array<HomePaymentMethod | null> | null;
  verticals?: VerticalTile[] | null;
  faceliftBanners?: FaceliftBanner[] | null;
}

/**
 * spec 000 §3 "a home page per market", §7 Content service: the market's `homePage`, its banners and payment
 * methods followed (`->`). A market without one gets the Global market's (UN). Parameter `$market`.
 */
export const HOME_PAGE_QUERY = `*[_type == "homePage" && market in [$market, "UN"]] | order(select(market == $market => 0, 1) asc)[0]{
  market,
  "banners": banners[]->{ _id, slug, title, description, greeting, button, url, images, startDate, endDate, visibility, targetAudience },
  "topPaymentMethods": topPaymentMethods[]->{ name, image, altTag },
  verticals,
  faceliftBanners
}`;

/** Reads the home page of `market` (or Global's); null when the content has none. */
export function getHomePage(content: ContentClient, market: string): Promise<HomePageData | null> {
  return content.fetch<HomePageData | null>(HOME_PAGE_QUERY, { market });
}

export function getHomePageQueryOptions(content: ContentClient, market: string) {
  // One retry: the page shows its static tiles meanwhile, and a failure offers Try again.
  return queryOptions({ queryKey: ['home-page', market], queryFn: () => getHomePage(content, market), retry: 1 });
}

/** The current market's home page content. */
export function useHomePage() {
  const { content } = usePlatform();
  const { market } = useBusState('locale');
  return useQuery(getHomePageQueryOptions(content, market));
}
