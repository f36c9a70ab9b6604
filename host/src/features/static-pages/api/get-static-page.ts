import type { ContentClient } from '@casino/shared/platform';
import type { StaticPage } from '@casino/shared/wire';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { usePlatform, useBusState } from '@casino/shared/parcel';

/** spec 000 §7: static pages match on pageUrl (first result used), shown in the page's markets or in all when none are listed. */
export const STATIC_PAGE_QUERY = `*[_type == "staticPage" && pageUrl == $url && (count(markets) == 0 || $market in markets)] | order(_id asc)[0]{ _id, _type, pageId, pageUrl, title, body, markets }`;

/** Reads one static page by its URL (`/terms`); resolves to null when there is none. */
export function getStaticPage(content: ContentClient, url: string, market: string): Promise<StaticPage | null> {
  return content.fetch<StaticPage | null>(STATIC_PAGE_QUERY, { url, market });
}

export function getStaticPageQueryOptions(content: ContentClient, url: string, market: string) {
  return queryOptions({ queryKey: ['static-page', market, url], queryFn: () => getStaticPage(content, url, market) });
}

/** The static page at `url` for the current market. */
export function useStaticPage(url: string) {
  const { content } = usePlatform();
  const { market } = useBusState('locale');
  return useQuery(getStaticPageQueryOptions(content, url, market));
}
