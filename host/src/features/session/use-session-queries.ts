import type { PlatformBus } from '@casino/shared/bus';
import type { QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';

/**
 * Keeps `queryClient` to one session (issue 21 points 7 and 8): signing out, for any reason, empties it, so
 * nothing fetched for the player (profile, bonuses, games) outlives their session in the page (what a component
 * shows is fetched again at once, as a visitor); signing in
 * fetches again what is shown, now as the player (content for named players reaches only them). The
 * remotes' clients do the same (`createParcel`).
 */
export function useSessionQueries(queryClient: QueryClient, bus: Pick<PlatformBus, 'on'>): void {
  useEffect(() => {
    const signedOut = bus.on('LOGGED_OUT').subscribe(() => {
      // What nothing shows goes; what is shown is emptied and fetched again, as a visitor. `clear()` alone left a
      // shown query whose fetch was in flight (a sign-out soon after a sign-in's refetch) pending for good: the
      // cache cancels a removed query's fetch silently, and the component's observer, still on it, never hears.
      queryClient.removeQueries({ type: 'inactive' });
      void queryClient.resetQueries({ type: 'active' });
    });
    const signedIn = bus.on('LOGGED_IN').subscribe(() => void queryClient.resetQueries());
    return () => {
      signedOut.unsubscribe();
      signedIn.unsubscribe();
    };
  }, [bus, queryClient]);
}
