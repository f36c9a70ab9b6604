import type { MountProps } from '@casino/shared/contract';
import { usePlatform } from '@casino/shared/parcel';
import { SITE_ID } from '@casino/shared/platform';
import { latestWinnersSchema, topWinnersSchema, type Winner, type WinnersDateRange } from '@casino/shared/wire';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

/** Winners are news, not a catalogue: asked again after a minute on screen. */
const WINNERS_STALE_MS = 60_000;

/**
 * `GET /player/wallet/top-winners?dateRange&siteId=1&currency` (spec 001 §7 Wallet): the biggest wins of
 * the period, biggest first, parsed with the wire's `topWinnersSchema` (amounts in minor units).
 *
 * @throws the http client's error, or a `ZodError` for an answer of another shape.
 */
export async function getTopWinners(http: MountProps['http'], dateRange: WinnersDateRange, currency: string): Promise<Winner[]> {
  const { data } = await http.get<unknown>('/player/wallet/top-winners', { params: { dateRange, siteId: SITE_ID, currency } });
  return topWinnersSchema.parse(data).winners;
}

/**
 * `GET /player/wallet/latest-winners?siteId=1&currency` (spec 001 §7 Wallet): the newest wins, newest
 * first, parsed with `latestWinnersSchema`.
 *
 * @throws the http client's error, or a `ZodError` for an answer of another shape.
 */
export async function getLatestWinners(http: MountProps['http'], currency: string): Promise<Winner[]> {
  const { data } = await http.get<unknown>('/player/wallet/latest-winners', { params: { siteId: SITE_ID, currency } });
  return latestWinnersSchema.parse(data).winners;
}

/** The top winners of `dateRange` in `currency`; the previous period's list stays while the next loads. */
export function useTopWinners(dateRange: WinnersDateRange, currency: string) {
  const { http } = usePlatform();
  return useQuery(
    queryOptions({
      queryKey: ['casino', 'winners', 'top', dateRange, currency],
      queryFn: () => getTopWinners(http, dateRange, currency),
      staleTime: WINNERS_STALE_MS,
      placeholderData: keepPreviousData,
    }),
  );
}

/** The latest winners in `currency`. */
export function useLatestWinners(currency: string) {
  const { http } = usePlatform();
  return useQuery(queryOptions({ queryKey: ['casino', 'winners', 'latest', currency], queryFn: () => getLatestWinners(http, currency), staleTime: WINNERS_STALE_MS }));
}
