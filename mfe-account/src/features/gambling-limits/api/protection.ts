import type { MountProps } from '@casino/shared/contract';
import { usePlatform } from '@casino/shared/parcel';
import {
  activitySettingsSchema,
  balanceLimitSchema,
  exclusionStatusSchema,
  timeoutStatusSchema,
  type ActivityCheckUpdateRequest,
  type ActivitySettings,
  type BalanceLimit,
  type ExclusionRequest,
  type ExclusionStatus,
  type TimeoutRequest,
  type TimeoutStatus,
} from '@casino/shared/wire';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** `PATCH /player/timeout` (spec 001 §7): a time-out; the platform ends the player's sessions at once. */
export async function takeTimeout(http: MountProps['http'], body: TimeoutRequest): Promise<TimeoutStatus> {
  const { data } = await http.patch<unknown>('/player/timeout', body);
  return timeoutStatusSchema.parse(data);
}

/** `PATCH /player/exclusion` (spec 001 §7): a self-exclusion, starting after `exclusionDelayInHours`. */
export async function excludeSelf(http: MountProps['http'], body: ExclusionRequest): Promise<ExclusionStatus> {
  const { data } = await http.patch<unknown>('/player/exclusion', body);
  return exclusionStatusSchema.parse(data);
}

/** `GET /player/exclusion`: a delayed self-exclusion still to start shows on the page. */
export async function getExclusion(http: MountProps['http']): Promise<ExclusionStatus> {
  const { data } = await http.get<unknown>('/player/exclusion');
  return exclusionStatusSchema.parse(data);
}

/** `GET /player/activity_check` (spec 001 §3 Activity settings): the reality-check interval. */
export async function getActivitySettings(http: MountProps['http']): Promise<ActivitySettings> {
  const { data } = await http.get<unknown>('/player/activity_check');
  return activitySettingsSchema.parse(data);
}

/** `PATCH /player/activity_check`: a new reality-check interval (30, 60, 120 minutes or null). */
export async function updateActivitySettings(http: MountProps['http'], body: ActivityCheckUpdateRequest): Promise<ActivitySettings> {
  const { data } = await http.patch<unknown>('/player/activity_check', body);
  return activitySettingsSchema.parse(data);
}

export function getExclusionQueryOptions(http: MountProps['http']) {
  return queryOptions({ queryKey: ['self-exclusion'], queryFn: () => getExclusion(http), staleTime: 0, retry: false });
}

export function getActivitySettingsQueryOptions(http: MountProps['http']) {
  return queryOptions({ queryKey: ['activity-settings'], queryFn: () => getActivitySettings(http), staleTime: 0, retry: false });
}

/** The player's self-exclusion, with the parcel's http client. */
export function useExclusion() {
  const { http } = usePlatform();
  return useQuery(getExclusionQueryOptions(http));
}

/** The player's activity settings, with the parcel's http client. */
export function useActivitySettings() {
  const { http } = usePlatform();
  return useQuery(getActivitySettingsQueryOptions(http));
}

/** `GET /player/balance-limit` (issue 16 §5, NL): the balance limit set at sign-up (minor units; null without one). */
export async function getBalanceLimit(http: MountProps['http']): Promise<BalanceLimit> {
  const { data } = await http.get<unknown>('/player/balance-limit');
  return balanceLimitSchema.parse(data);
}

/** The player's balance limit, read fresh on every visit of the page. */
export function useBalanceLimit() {
  const { http } = usePlatform();
  return useQuery({ queryKey: ['balance-limit'], queryFn: () => getBalanceLimit(http), staleTime: 0, retry: false });
}
