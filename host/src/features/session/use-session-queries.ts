import type { PlatformBus } from '@casino/shared/bus';
import type { QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';

/**
 * Keeps `queryClient` to one session (issue 21 points 7 and 8): signing out, for any reason, empties it, so
 * nothing fetched for the player (profile, bonuses, games) outlives their session in the page; signing in
 * fetches again what is shown, now as the player (content for named players reaches only them). The
 * remotes' clients do the same (`createParcel`).
 */
export function useSessionQueries(queryClient: QueryClient, bus: Pick<PlatformBus, 'on'>): void {
  useEffect(() => {
    const signedOut = bus.on('LOGGED_OUT').subscribe(() => queryClient.clear());
    const signedIn = bus.on('LOGGED_IN').subscribe(() => void queryClient.resetQueries());
    return () => {
      signedOut.unsubscribe();
      signedIn.unsubscribe();
    };
  }, [bus, queryClient]);
}
