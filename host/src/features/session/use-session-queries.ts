import type { PlatformBus } from '@casino/shared/bus';
import { followSessionQueries } from '@casino/shared/parcel';
import type { QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';

/**
 * Keeps the host's `queryClient` to one session while the shell is mounted (issue 21 points 7 and 8;
 * `followSessionQueries`): signing out, for any reason, empties it of the player's data, what a component
 * shows fetched again at once as a visitor; signing in fetches again what is shown, now as the player. The
 * remotes' clients do the same (`createParcel`).
 */
export function useSessionQueries(queryClient: QueryClient, bus: Pick<PlatformBus, 'on'>): void {
  useEffect(() => followSessionQueries(queryClient, bus), [bus, queryClient]);
}
