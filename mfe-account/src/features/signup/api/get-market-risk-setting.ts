import type { MountProps } from '@casino/shared/contract';
import { SITE_ID } from '@casino/shared/platform';
import type { MarketRiskSetting } from '@casino/shared/wire';
import { queryOptions } from '@tanstack/react-query';
import { parseAnswer } from '../../../lib/parse-answer';

/**
 * `GET /player/markets/risk-setting?siteId=1&countryCode=FI` (spec 001 §7 Player): how the platform
 * treats sign-ups from a country (spec 001 §3 Progress `marketRiskSetting`); `UNSUPPORTED` shows the
 * Unsupported step.
 */
export async function getMarketRiskSetting(http: MountProps['http'], countryCode: string): Promise<MarketRiskSetting> {
  // The schema comes beside the answer, not in the sign-up's start (issue 19's 40 KB).
  const [response, { marketRiskSettingSchema }] = await Promise.all([
    http.get<unknown>('/player/markets/risk-setting', { params: { siteId: SITE_ID, countryCode } }),
    import(/* webpackExports: ["marketRiskSettingSchema"] */ '@casino/shared/wire'),
  ]);
  return parseAnswer(marketRiskSettingSchema, response.data, response.status);
}

/**
 * The risk setting of one country, cached like every platform read (spec 000 §9). Read when the player
 * submits Details, so it is not retried: a failure lets the registration go on at once.
 */
export function getMarketRiskSettingQueryOptions(http: MountProps['http'], countryCode: string) {
  return queryOptions({ queryKey: ['market-risk-setting', countryCode], queryFn: () => getMarketRiskSetting(http, countryCode), retry: false });
}
