import type { ContentClient } from '@casino/shared/platform';
import type { FooterList } from '@casino/shared/wire';
import { usePlatform } from '@casino/shared/parcel';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** spec 000 §2: the information and contact-us footer lists. */
export const FOOTER_LISTS_QUERY = `*[_type == "footerList" && listId in ["information", "contact-us"]] | order(listId desc){ _id, _type, listId, title, entries }`;

/** A footer link as the footer renders it: an internal site path or an external URL. */
export type FooterLink = { title: string; kind: 'internal'; path: string } | { title: string; kind: 'external'; href: string };

/**
 * The links of a footer list: each entry's own URL, or its external URL; hidden entries are
 * skipped (spec 000 §2 "one entry is skipped"), and an entry with neither is dropped.
 */
export function footerLinksOf(list: FooterList): FooterLink[] {
  return list.entries.flatMap((entry): FooterLink[] => {
    if (entry.hidden) return [];
    if (entry.url) return [{ title: entry.title, kind: 'internal', path: entry.url }];
    if (entry.externalUrl) return [{ title: entry.title, kind: 'external', href: entry.externalUrl }];
    return [];
  });
}

export function getFooterLists(content: ContentClient): Promise<FooterList[]> {
  return content.fetch<FooterList[]>(FOOTER_LISTS_QUERY);
}

export function getFooterListsQueryOptions(content: ContentClient) {
  return queryOptions({ queryKey: ['footer-lists'], queryFn: () => getFooterLists(content) });
}

export function useFooterLists() {
  const { content } = usePlatform();
  return useQuery(getFooterListsQueryOptions(content));
}
