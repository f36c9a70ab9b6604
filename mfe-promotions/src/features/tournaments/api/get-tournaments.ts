import type { MountProps } from '@casino/shared/contract';
import { tournamentLanguageOf } from '@casino/shared/market';
import { useBusState, usePlatform } from '@casino/shared/parcel';
import { tournamentSchema, tournamentsSchema, type Tournament } from '@casino/shared/wire';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';

/** A running tournament as the list gives it (no leaderboard). */
export type TournamentSummary = Pick<Tournament, 'id' | 'campaignId' | 'title' | 'description' | 'language' | 'period' | 'periodStartsAt' | 'periodEndsAt' | 'prizes' | 'gameIds' | 'optedIn'>;

/** Which period of a tournament: the running one or the one before it. */
export type TournamentPeriod = Tournament['period'];

/**
 * `GET /bonus/tournaments?language=EN` (spec 000 §3 Tournaments: opt-in campaigns with trigger
 * TOURNAMENT; spec 001 §7): the running tournaments, parsed with the wire's `tournamentsSchema`.
 *
 * @throws the http client's error, or a `ZodError` for an answer of another shape.
 */
export async function getTournaments(http: MountProps['http'], language: string): Promise<TournamentSummary[]> {
  const { data } = await http.get<unknown>('/bonus/tournaments', { params: { language } });
  return tournamentsSchema.parse(data).tournaments;
}

/**
 * `GET /bonus/tournaments/{id}?period=current|previous&language=EN` (spec 001 §7 "tournament GET by id,
 * period and language"): the tournament, the period's dates, its leaderboard and the player's own row,
 * parsed with `tournamentSchema`. Null when there is no such tournament (404).
 *
 * @throws the http client's error (but 404), or a `ZodError`.
 */
export async function getTournament(http: MountProps['http'], id: string, period: TournamentPeriod, language: string): Promise<Tournament | null> {
  try {
    const { data } = await http.get<unknown>(`/bonus/tournaments/${encodeURIComponent(id)}`, { params: { period, language } });
    return tournamentSchema.parse(data);
  } catch (error) {
    if ((error as { response?: { status?: number } }).response?.status === 404) return null;
    throw error;
  }
}

/** `POST /bonus/optIn/{campaignId}/activate` (spec 001 §7, §4 "Opt-in: activate"): the player joins the tournament's campaign. */
export async function optInToTournament(http: MountProps['http'], campaignId: string): Promise<void> {
  await http.post(`/bonus/optIn/${encodeURIComponent(campaignId)}/activate`);
}

/** The language tournament texts are asked in for the bus's locale. */
function useTournamentLanguage(): string {
  return tournamentLanguageOf(useBusState('locale').languageCode);
}

/** The running tournaments, in the tournament language; asked again when the player logs in or out. */
export function useTournaments() {
  const { http } = usePlatform();
  const language = useTournamentLanguage();
  const { authorized } = useBusState('session');
  return useQuery(queryOptions({ queryKey: ['tournaments', language, authorized], queryFn: () => getTournaments(http, language) }));
}

/** One tournament's period with its leaderboard; the player's own row depends on who asks. */
export function useTournament(id: string, period: TournamentPeriod) {
  const { http } = usePlatform();
  const language = useTournamentLanguage();
  const { authorized, claims } = useBusState('session');
  return useQuery(
    queryOptions({
      queryKey: ['tournament', id, period, language, authorized ? (claims?.player_id ?? 'player') : 'visitor'],
      queryFn: () => getTournament(http, id, period, language),
    }),
  );
}

/**
 * Opts the player in, then reads the tournaments again (the leaderboard, `optedIn`). `join` sends one
 * request however often it is called while one is on its way (a double click opts in once).
 */
export function useOptIn() {
  const { http } = usePlatform();
  const client = useQueryClient();
  const sending = useRef(false);
  const mutation = useMutation({
    mutationFn: (campaignId: string) => optInToTournament(http, campaignId),
    onSuccess: () => client.invalidateQueries({ predicate: (query) => query.queryKey[0] === 'tournament' || query.queryKey[0] === 'tournaments' }),
    // After a success the player has joined: no second request, even before the tournament is read again.
    onError: () => {
      sending.current = false;
    },
  });
  const join = (campaignId: string) => {
    if (sending.current) return;
    sending.current = true;
    mutation.mutate(campaignId);
  };
  return { join, isPending: mutation.isPending, isError: mutation.isError, joined: mutation.isSuccess };
}
