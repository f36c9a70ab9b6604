import type { MountProps } from '@casino/shared/contract';
import { usePlatform } from '@casino/shared/parcel';
import { PARTNER_ID } from '@casino/shared/platform';
import { queryOptions, useQueries } from '@tanstack/react-query';
import { indexTables, parseLiveTables, type LiveTable } from '../../../lib/live-table';

/** How often open seats are fetched again while a live screen shows (sandbox tables change every 10 s). */
export const LIVE_TABLES_REFRESH_MS = 10_000;

/**
 * The live tables of one provider from the games admin API (spec 001 §7: live provider tables by
 * partner id and provider): `GET /games-admin/live-tables?partnerId=653&provider=<id>` through the
 * host's http client (base URL, site-context header, errors as `PlatformError`).
 */
export async function getLiveTables(http: MountProps['http'], provider: string): Promise<LiveTable[]> {
  const response = await http.get<unknown>('/games-admin/live-tables', { params: { partnerId: PARTNER_ID, provider } });
  return parseLiveTables(response.data, provider);
}

export function getLiveTablesQueryOptions(http: MountProps['http'], provider: string) {
  return queryOptions({
    queryKey: ['live-casino', 'live-tables', provider],
    queryFn: () => getLiveTables(http, provider),
    refetchInterval: LIVE_TABLES_REFRESH_MS,
    staleTime: LIVE_TABLES_REFRESH_MS,
  });
}

/**
 * The live tables of several providers, refreshed every 10 s while mounted, indexed for `tableOf`.
 * A provider whose last fetch failed contributes no tables: old seat counts would look live.
 */
export function useLiveTables(providers: readonly string[]) {
  const { http } = usePlatform();
  return useQueries({
    queries: [...new Set(providers)].sort().map((provider) => getLiveTablesQueryOptions(http, provider)),
    combine: (results) => ({
      tables: indexTables(results.flatMap((result) => (result.isError ? [] : (result.data ?? [])))),
      isPending: results.some((result) => result.isPending),
      isError: results.some((result) => result.isError),
      refetch: () => Promise.all(results.filter((result) => result.isError).map((result) => result.refetch())),
    }),
  });
}
