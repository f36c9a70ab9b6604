import type { MountProps } from '@casino/shared/contract';
import { usePlatform } from '@casino/shared/parcel';
import { manualClaimAvailabilitySchema } from '@casino/shared/wire';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** `GET /bonus/bonus-code/manual-claim/available` (spec 001 §7): whether this player may claim codes by hand (spec 000 §2 guard 7). */
export async function getManualClaimAvailability(http: MountProps['http']): Promise<boolean> {
  const { data } = await http.get<unknown>('/bonus/bonus-code/manual-claim/available');
  return manualClaimAvailabilitySchema.parse(data).isAvailable;
}

/** The query of the manual-claim availability. */
export function getManualClaimAvailabilityQueryOptions(http: MountProps['http']) {
  return queryOptions({ queryKey: ['bonus', 'manual-claim-available'], queryFn: () => getManualClaimAvailability(http), staleTime: 0 });
}

/** Whether the player may claim codes by hand. */
export function useManualClaimAvailability() {
  const { http } = usePlatform();
  return useQuery(getManualClaimAvailabilityQueryOptions(http));
}
