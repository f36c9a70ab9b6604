import { useBusState, usePlatform } from '@casino/shared/parcel';
import type { ContentClient } from '@casino/shared/platform';
import type { LandingPage, RegistrationLandingPage, VipPage } from '@casino/shared/wire';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** The market's own document first, else the Global market's (UN): the brand codes have no content of their own. */
const OF_MARKET = 'market in [$market, "UN"]] | order(select(market == $market => 0, 1) asc)[0]';

/** spec 000 §2 `/iclub`, §3 "a VIP page per market". Parameter `$market`. */
export const VIP_PAGE_QUERY = `*[_type == "vipPage" && ${OF_MARKET}{ _id, market, title, intro, image, levels, body, ctaLabel, ctaUrl }`;
/** spec 000 §2 `/promo/{slug}`, §3 "registration pages by slug". Parameters `$market`, `$slug`. */
export const REGISTRATION_LANDING_QUERY = `*[_type == "registrationLandingPage" && slug == $slug && ${OF_MARKET}{ _id, market, slug, title, offer, body, image, ctaLabel }`;
/** spec 000 §2 `/landing/{id}`, §3 "landing pages". Parameters `$market`, `$id`. */
export const LANDING_PAGE_QUERY = `*[_type == "landingPage" && pageId == $id && ${OF_MARKET}{ _id, market, pageId, title, intro, body, image, bonusCode }`;

/** The market's VIP page, or null when the content has none. */
export function getVipPage(content: ContentClient, market: string): Promise<VipPage | null> {
  return content.fetch<VipPage | null>(VIP_PAGE_QUERY, { market });
}

/** A registration landing page by slug, or null. */
export function getRegistrationLanding(content: ContentClient, market: string, slug: string): Promise<RegistrationLandingPage | null> {
  return content.fetch<RegistrationLandingPage | null>(REGISTRATION_LANDING_QUERY, { market, slug });
}

/** A landing page by id, or null (the page then says 'Page not found!', spec 000 §8). */
export function getLandingPage(content: ContentClient, market: string, id: string): Promise<LandingPage | null> {
  return content.fetch<LandingPage | null>(LANDING_PAGE_QUERY, { market, id });
}

export const getVipPageQueryOptions = (content: ContentClient, market: string) => queryOptions({ queryKey: ['vip-page', market], queryFn: () => getVipPage(content, market) });
export const getRegistrationLandingQueryOptions = (content: ContentClient, market: string, slug: string) =>
  queryOptions({ queryKey: ['registration-landing', market, slug], queryFn: () => getRegistrationLanding(content, market, slug) });
export const getLandingPageQueryOptions = (content: ContentClient, market: string, id: string) =>
  queryOptions({ queryKey: ['landing-page', market, id], queryFn: () => getLandingPage(content, market, id) });

/** The current market's VIP page. */
export function useVipPage() {
  const { content } = usePlatform();
  const { market } = useBusState('locale');
  return useQuery(getVipPageQueryOptions(content, market));
}

/** The current market's registration landing page of `slug`. */
export function useRegistrationLanding(slug: string) {
  const { content } = usePlatform();
  const { market } = useBusState('locale');
  return useQuery(getRegistrationLandingQueryOptions(content, market, slug));
}

/** The current market's landing page of `id`. */
export function useLandingPage(id: string) {
  const { content } = usePlatform();
  const { market } = useBusState('locale');
  return useQuery(getLandingPageQueryOptions(content, market, id));
}
