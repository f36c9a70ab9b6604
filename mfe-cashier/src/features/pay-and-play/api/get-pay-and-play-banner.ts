import { usePlatform } from '@casino/shared/parcel';
import type { ContentClient } from '@casino/shared/platform';
import type { PayAndPlayBanner } from '@casino/shared/wire';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** The market's pay-and-play banner (issue 14 point 7): the newest `payAndPlayBanner` document for it. */
export const PAY_AND_PLAY_BANNER_QUERY = `*[_type == "payAndPlayBanner" && $market in markets] | order(_updatedAt desc) [0] { _id, title, description, image, altTag }`;

/** The banner of `market`, or null when content has none (the page then says 'Pnp Banner not being configured!'). */
export async function getPayAndPlayBanner(content: ContentClient, market: string): Promise<PayAndPlayBanner | null> {
  return (await content.fetch<PayAndPlayBanner | null>(PAY_AND_PLAY_BANNER_QUERY, { market })) ?? null;
}

export function getPayAndPlayBannerQueryOptions(content: ContentClient, market: string) {
  return queryOptions({ queryKey: ['pay-and-play-banner', market], queryFn: () => getPayAndPlayBanner(content, market) });
}

/** The market's pay-and-play banner, with the parcel's content client. */
export function usePayAndPlayBanner(market: string) {
  const { content } = usePlatform();
  return useQuery(getPayAndPlayBannerQueryOptions(content, market));
}
