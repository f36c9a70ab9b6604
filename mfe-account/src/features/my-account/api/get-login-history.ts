import type { MountProps } from '@casino/shared/contract';
import { usePlatform } from '@casino/shared/parcel';
import { latestActivityLogSchema, type LatestActivityLog } from '@casino/shared/wire';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** How many logins the page shows (the platform's default page). */
export const LOGIN_HISTORY_LIMIT = 10;

/** `GET /player/latest-activity-log?limit=10` (spec 001 §3 Login history): the latest logins, newest first. */
export async function getLoginHistory(http: MountProps['http']): Promise<LatestActivityLog> {
  const { data } = await http.get<unknown>('/player/latest-activity-log', {
    params: { limit: LOGIN_HISTORY_LIMIT },
  });
  return latestActivityLogSchema.parse(data);
}

export function getLoginHistoryQueryOptions(http: MountProps['http']) {
  // A new login may have happened since: asked again every time the page opens.
  return queryOptions({
    queryKey: ['account', 'login-history'],
    queryFn: () => getLoginHistory(http),
    staleTime: 0,
  });
}

export function useLoginHistory() {
  const { http } = usePlatform();
  return useQuery(getLoginHistoryQueryOptions(http));
}
