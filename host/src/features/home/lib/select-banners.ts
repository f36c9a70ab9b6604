import { audienceAllows, type ContentViewer } from '@casino/shared/wire';
import type { HomeBanner } from '../api/get-home-page';

/**
 * The banners of a home page `viewer` sees at `now`, in the page's order (spec 000 §5 by `audienceAllows`:
 * dates, visibility, deposit-count groups, players list). Missing references (null) and banners without
 * a title are dropped.
 */
export function selectBanners(banners: ReadonlyArray<HomeBanner | null> | null | undefined, viewer: ContentViewer, now: Date): HomeBanner[] {
  return (banners ?? []).filter((banner): banner is HomeBanner => banner !== null && typeof banner === 'object' && Boolean(banner.title) && audienceAllows(banner, viewer, now));
}

/** Where a banner's button leads `viewer`: the authorised variant for a logged-in player, else the anonymous one. */
export function bannerActionOf(banner: HomeBanner, viewer: Pick<ContentViewer, 'authorized'>): string | null {
  const url = viewer.authorized ? banner.url?.authorised : banner.url?.anonymous;
  return url || null;
}
