import { usePlatform } from '@casino/shared/parcel';
import type { ContentClient } from '@casino/shared/platform';
import type { RegistrationPage } from '@casino/shared/wire';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** The market's registration page in content (spec 001 §3 bonus call-to-action and `smsMaxAttempts`). */
export const REGISTRATION_PAGE_QUERY = `*[_type == "registrationPage" && market == $market] | order(_updatedAt desc) [0] { market, slug, title, description, iconUrl, bannerImg, smsMaxAttempts }`;

/** The registration page of `market`, or null when content has none (or one of another shape). */
export async function getRegistrationPage(content: ContentClient, market: string): Promise<RegistrationPage | null> {
  // The schema comes beside the answer, not in the sign-up's start (issue 19's 40 KB).
  const [answer, { registrationPageSchema }] = await Promise.all([
    content.fetch<unknown>(REGISTRATION_PAGE_QUERY, { market }),
    import(/* webpackExports: ["registrationPageSchema"] */ '@casino/shared/wire'),
  ]);
  const page = registrationPageSchema.safeParse(answer);
  return page.success ? page.data : null;
}

export function getRegistrationPageQueryOptions(content: ContentClient, market: string) {
  return queryOptions({ queryKey: ['registration-page', market], queryFn: () => getRegistrationPage(content, market) });
}

/** The market's registration page, with the parcel's content client. */
export function useRegistrationPage(market: string) {
  const { content } = usePlatform();
  return useQuery(getRegistrationPageQueryOptions(content, market));
}
