import type { ContentClient } from '@casino/shared/platform';
import type { FooterList } from '@casino/shared/wire';
import { usePlatform } from '@casino/shared/parcel';
import { LINK_SCHEMES, urlWithSchemeOf } from '@casino/shared/ui';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { sitePathOf } from '../../session';

/** spec 000 §2: the information and contact-us footer lists. */
export const FOOTER_LISTS_QUERY = `*[_type == "footerList" && listId in ["information", "contact-us"]] | order(listId desc){ _id, _type, listId, title, entries }`;

/** A footer link as the footer renders it: an internal site path or an external URL. */
export type FooterLink = { title: string; kind: 'internal'; path: string } | { title: string; kind: 'external'; href: string };

/** An external footer link's URL if it is a web, mail or phone address (`LINK_SCHEMES`), else null. */
function externalHrefOf(href: string): string | null {
  return urlWithSchemeOf(href, LINK_SCHEMES) ? href : null;
}

/**
 * The links of a footer list: each entry's own URL, or its external URL; hidden entries are
 * skipped (spec 000 §2 "one entry is skipped"), and an entry with neither is dropped. Content is
 * not trusted (issue 21 point 8): an own URL must be a path on this site once resolved, an external
 * one a web, mail or phone address; anything else is dropped.
 */
export function footerLinksOf(list: FooterList): FooterLink[] {
  return list.entries.flatMap((entry): FooterLink[] => {
    if (entry.hidden) return [];
    if (entry.url) {
      const path = sitePathOf(entry.url);
      return path ? [{ title: entry.title, kind: 'internal', path }] : [];
    }
    const href = entry.externalUrl && externalHrefOf(entry.externalUrl);
    return href ? [{ title: entry.title, kind: 'external', href }] : [];
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
