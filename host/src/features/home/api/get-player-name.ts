import { useBusState, usePlatform } from '@casino/shared/parcel';
import type { PersonalDetails } from '@casino/shared/wire';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AxiosInstance } from 'axios';

/** `GET /player/details` (spec 001 §7 Player): the logged-in player's first name, or null when not set. */
export async function getPlayerFirstName(http: AxiosInstance): Promise<string | null> {
  const details = (await http.get<PersonalDetails>('/player/details')).data;
  return details.firstName?.trim() || null;
}

export function getPlayerFirstNameQueryOptions(http: AxiosInstance, playerId: string) {
  return queryOptions({ queryKey: ['player-first-name', playerId], queryFn: () => getPlayerFirstName(http), staleTime: Infinity });
}

/** The logged-in player's first name for the banner greeting; undefined for a visitor, while loading or on failure. */
export function usePlayerFirstName(): string | undefined {
  const { http } = usePlatform();
  const session = useBusState('session');
  const playerId = session.authorized ? session.claims?.player_id : undefined;
  const query = useQuery({ ...getPlayerFirstNameQueryOptions(http, playerId ?? ''), enabled: Boolean(playerId) });
  return playerId ? (query.data ?? undefined) : undefined;
}
