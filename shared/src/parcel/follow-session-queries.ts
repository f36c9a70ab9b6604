import type { QueryClient } from '@tanstack/react-query';
import type { PlatformBus } from '../bus/platform-bus';

/**
 * Keeps a query cache to one session (issue 21 points 7 and 8), for the host's client and each parcel's:
 * signing out, for any reason, drops what nothing shows and empties and fetches again, as a visitor, what is
 * shown, so nothing fetched for the player outlives their session in the page; signing in fetches again what
 * is shown, now as the player (content for named players reaches only them).
 *
 * Not `queryClient.clear()` on sign-out: it left a shown query whose fetch was in flight (a sign-out soon
 * after a sign-in's refetch) pending for good, since the cache cancels a removed query's fetch silently and
 * the component's observer, still on it, never hears (a home page stuck on "Loading…").
 *
 * @returns a function that stops following (unsubscribes from the bus).
 */
export function followSessionQueries(queryClient: QueryClient, bus: Pick<PlatformBus, 'on'>): () => void {
  const signedOut = bus.on('LOGGED_OUT').subscribe(() => {
    queryClient.removeQueries({ type: 'inactive' });
    void queryClient.resetQueries({ type: 'active' });
  });
  const signedIn = bus.on('LOGGED_IN').subscribe(() => void queryClient.resetQueries());
  return () => {
    signedOut.unsubscribe();
    signedIn.unsubscribe();
  };
}
