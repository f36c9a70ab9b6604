import type { MountProps } from '@casino/shared/contract';
import { usePlatform } from '@casino/shared/parcel';
import { netPositionSchema, type NetPosition } from '@casino/shared/wire';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** The period of the figures: ISO times, both optional (no period: since the account opened). */
export interface NetPositionPeriod {
  from?: string;
  to?: string;
}

/**
 * `GET /player/wallet/net-position-win-loss` `{ from?, to? }` (spec 001 §7): deposits minus withdrawals
 * (`netPosition`) and wins minus bets (`winLoss`) over the period, minor units.
 */
export async function getNetPosition(
  http: MountProps['http'],
  period: NetPositionPeriod,
): Promise<NetPosition> {
  const { data } = await http.get<unknown>('/player/wallet/net-position-win-loss', { params: period });
  return netPositionSchema.parse(data);
}

export function getNetPositionQueryOptions(http: MountProps['http'], period: NetPositionPeriod) {
  return queryOptions({ queryKey: ['net-position', period], queryFn: () => getNetPosition(http, period) });
}

/** The net position and win/loss of a period, with the parcel's http client. */
export function useNetPosition(period: NetPositionPeriod) {
  const { http } = usePlatform();
  return useQuery(getNetPositionQueryOptions(http, period));
}
