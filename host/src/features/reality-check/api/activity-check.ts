import type { MountProps } from '@casino/shared/contract';
import { usePlatform } from '@casino/shared/parcel';
import type { ActivitySettings, ActivitySummary } from '@casino/shared/wire';
import { queryOptions, useQuery } from '@tanstack/react-query';

/*
 * The platform's activity calls (spec 001 §7 Player calls: activity_check, reset_timer; wallet calls:
 * activity_check and its result), as the sandbox serves them (sandbox/README.md "Player protection"). Each
 * response's schema comes beside it, not in the host's start (issue 19: a visitor makes none of these calls).
 */

const activitySchemas = () => import(/* webpackExports: ["activitySettingsSchema", "activitySummarySchema"] */ '@casino/shared/wire');

type PlatformHttp = MountProps['http'];

/** `GET /player/activity_check`: the reality-check interval and the activity timer's minutes. */
export async function getActivitySettings(http: PlatformHttp): Promise<ActivitySettings> {
  const [{ data }, { activitySettingsSchema }] = await Promise.all([http.get<unknown>('/player/activity_check'), activitySchemas()]);
  return activitySettingsSchema.parse(data);
}

/** `PATCH /player/reset_timer`: the activity timer starts again now on the platform; answers the settings. */
export async function resetTimer(http: PlatformHttp): Promise<ActivitySettings> {
  const [{ data }, { activitySettingsSchema }] = await Promise.all([http.patch<unknown>('/player/reset_timer'), activitySchemas()]);
  return activitySettingsSchema.parse(data);
}

/** `GET /player/wallet/activity_check`: the session's summary (turnover, winnings, delta; minor units). */
export async function getActivitySummary(http: PlatformHttp): Promise<ActivitySummary> {
  const [{ data }, { activitySummarySchema }] = await Promise.all([http.get<unknown>('/player/wallet/activity_check'), activitySchemas()]);
  return activitySummarySchema.parse(data);
}

/** The summary of the reality check that fell due at `dueAt` (one read per check, never refetched). */
export function getActivitySummaryQueryOptions(http: PlatformHttp, dueAt: number) {
  return queryOptions({
    queryKey: ['activity-summary', dueAt],
    queryFn: () => getActivitySummary(http),
    staleTime: Infinity,
    gcTime: 0,
    retry: 1,
    refetchOnWindowFocus: false,
  });
}

/** The session summary for the reality check due at `dueAt`; nothing is read while `dueAt` is null. */
export function useActivitySummary(dueAt: number | null) {
  const { http } = usePlatform();
  return useQuery({ ...getActivitySummaryQueryOptions(http, dueAt ?? 0), enabled: dueAt !== null });
}
