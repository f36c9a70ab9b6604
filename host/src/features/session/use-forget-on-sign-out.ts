import type { PlatformBus } from '@casino/shared/bus';
import type { QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';

/**
 * Empties `queryClient` whenever the player signs out, for any reason (issue 21 point 7): nothing the
 * host fetched for them (profile, bonuses, games) outlives their session in the page. The remotes'
 * clients do the same (`createParcel`).
 */
export function useForgetOnSignOut(queryClient: QueryClient, bus: Pick<PlatformBus, 'on'>): void {
  useEffect(() => {
    const signedOut = bus.on('LOGGED_OUT').subscribe(() => queryClient.clear());
    return () => signedOut.unsubscribe();
  }, [bus, queryClient]);
}
