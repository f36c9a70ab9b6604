import type { MountProps } from '@casino/shared/contract';
import { LIMIT_PATHS, limitsSchema, type LimitType, type LimitUpdateRequest, type Limits } from '@casino/shared/wire';
import { queryOptions } from '@tanstack/react-query';

/** `GET /player/{deposit,spend,session}-limits` (spec 001 §7): the three periods of one kind (minor units or minutes). */
export async function getLimits(http: MountProps['http'], type: LimitType): Promise<Limits> {
  const { data } = await http.get<unknown>(`/player/${LIMIT_PATHS[type]}`);
  return limitsSchema.parse(data);
}

/**
 * `PATCH /player/{deposit,spend,session}-limits` (spec 001 §7): set, delete or cancel one period's change,
 * sending back the `updatedAt` read. Rejects with a `PlatformError`: 400 a backend code, 409 another tab's change.
 */
export async function updateLimit(http: MountProps['http'], type: LimitType, body: LimitUpdateRequest): Promise<Limits> {
  const { data } = await http.patch<unknown>(`/player/${LIMIT_PATHS[type]}`, body);
  return limitsSchema.parse(data);
}

export function getLimitsQueryOptions(http: MountProps['http'], type: LimitType) {
  // Limits change with the platform's clock (pending changes apply, periods reset): read them each visit.
  return queryOptions({ queryKey: ['gambling-limits', type], queryFn: () => getLimits(http, type), staleTime: 0, retry: false });
}
