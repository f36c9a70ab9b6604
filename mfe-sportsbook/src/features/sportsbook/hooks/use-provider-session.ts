import { useBusState, usePlatform } from '@casino/shared/parcel';
import type { SportsProvider, SportsProviderSession } from '@casino/shared/wire';
import { useCallback, useEffect, useRef, useState } from 'react';
import { createSportsSession } from '../api/create-sports-session';
import { writeProviderSessionCookie } from '../lib/provider-session-cookie';

/** The provider session the frame gets, and how to replace one the provider refused. */
export interface ProviderSessionState {
  /** The logged-in player's session with the provider; null for a visitor, and while one is made. */
  session: SportsProviderSession | null;
  /** The provider refused the session (`sessionExpired`): forget it and make another (session create). */
  renew: () => void;
}

/**
 * The logged-in player's session with the sports provider (spec 001 §7 session create): the one the
 * iframe context answered when it is this player's, else a new one from `POST /sportsbook/session` (the
 * player logged in with the frame open, or `renew` after the provider refused it); null for a visitor and
 * after logout. Each session is kept in the provider-session cookie for the host's unregister at sign-out.
 *
 * @param contextSession the iframe context's `session`, undefined until the context answered.
 */
export function useProviderSession(provider: SportsProvider, contextSession: SportsProviderSession | null | undefined): ProviderSessionState {
  const { http } = usePlatform();
  const authorization = useBusState('session');
  const playerId = authorization.authorized ? (authorization.claims?.player_id ?? null) : null;
  const [session, setSession] = useState<SportsProviderSession | null>(null);
  const [renewals, setRenewals] = useState(0);
  const refused = useRef(new Set<string>());

  useEffect(() => {
    const usable = (candidate: SportsProviderSession | null | undefined): candidate is SportsProviderSession =>
      Boolean(candidate) && candidate!.playerId === playerId && candidate!.provider === provider && !refused.current.has(candidate!.sessionId);
    if (playerId === null || contextSession === undefined) {
      setSession(null);
      return undefined;
    }
    if (usable(session)) return undefined;
    if (usable(contextSession)) {
      setSession(contextSession);
      return undefined;
    }
    let cancelled = false;
    createSportsSession(http, provider).then(
      (created) => {
        if (!cancelled) setSession(created);
      },
      (error: unknown) => console.warn('No sports provider session', error),
    );
    return () => {
      cancelled = true;
    };
  }, [http, playerId, provider, contextSession, session, renewals]);

  useEffect(() => {
    if (session) writeProviderSessionCookie(session);
  }, [session]);

  const renew = useCallback(() => {
    setSession((current) => {
      if (current) refused.current.add(current.sessionId);
      return null;
    });
    setRenewals((count) => count + 1);
  }, []);

  return { session, renew };
}
