import type { MountProps } from '@casino/shared/contract';
import { usePlatform } from '@casino/shared/parcel';
import { SITE_ID } from '@casino/shared/platform';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

/** A jackpot's current amount, in major units of `currency`. */
export interface Jackpot {
  gameId: string;
  amount: number;
  currency: string;
}

/** How often jackpot amounts are asked again, in ms. */
export const JACKPOT_REFRESH_MS = 30_000;

/** `GET /games/jackpots?gameIds=a,b&siteId=1` (spec 001 §7): the jackpots of these games by game id. */
export async function getJackpots(http: MountProps['http'], gameIds: readonly string[]): Promise<Record<string, Jackpot>> {
  const { data } = await http.get<{ jackpots: Jackpot[] }>('/games/jackpots', { params: { gameIds: gameIds.join(','), siteId: SITE_ID } });
  return Object.fromEntries((data.jackpots ?? []).map((jackpot) => [jackpot.gameId, jackpot]));
}

export function getJackpotsQueryOptions(http: MountProps['http'], gameIds: readonly string[]) {
  const ids = [...new Set(gameIds)].sort();
  return queryOptions({
    queryKey: ['casino', 'jackpots', ids],
    queryFn: () => getJackpots(http, ids),
    enabled: ids.length > 0,
    refetchInterval: JACKPOT_REFRESH_MS,
    placeholderData: keepPreviousData,
  });
}

/** The jackpots of the given games, asked again every 30 s; nothing is asked without ids. */
export function useJackpots(gameIds: readonly string[]) {
  const { http } = usePlatform();
  return useQuery(getJackpotsQueryOptions(http, gameIds));
}
