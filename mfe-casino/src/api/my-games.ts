import type { MountProps } from '@casino/shared/contract';
import { useBusState, usePlatform } from '@casino/shared/parcel';
import { PAGE_IDS } from '@casino/shared/site-map';
import type { MyGamesAddRequest, MyGamesCategory, MyGamesList, RecentGameRequest } from '@casino/shared/wire';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

type Http = MountProps['http'];

/** The two lists of "My games" (spec 001 §7 My games): the wire type. */
export type { MyGamesCategory };

/** `GET /player/games/my-games?category=…`: the player's game ids, most recent first. */
export async function getMyGames(http: Http, category: MyGamesCategory): Promise<string[]> {
  const { data } = await http.get<MyGamesList>('/player/games/my-games', { params: { category } });
  return data.games ?? [];
}

export function getMyGamesQueryOptions(http: Http, category: MyGamesCategory, enabled: boolean) {
  return queryOptions({ queryKey: ['casino', 'my-games', category], queryFn: () => getMyGames(http, category), enabled });
}

/** The player's list; nothing (and no call) for a visitor. */
export function useMyGames(category: MyGamesCategory) {
  const { http } = usePlatform();
  const { authorized } = useBusState('session');
  return useQuery(getMyGamesQueryOptions(http, category, authorized));
}

/** Adds a game to the favourites (`POST`) or takes it out (`DELETE …?lobbyPageType=casino-lobby`). */
export async function setFavourite(http: Http, gameId: string, favourite: boolean): Promise<void> {
  if (favourite) await http.post('/player/games/my-games', { category: 'favourites', gameId } satisfies MyGamesAddRequest);
  else await http.delete(`/player/games/my-games/${encodeURIComponent(gameId)}`, { params: { lobbyPageType: PAGE_IDS.casinoLobby } });
}

/** Toggles a favourite at once in the list, and puts the list back when the platform refuses. */
export function useToggleFavourite() {
  const { http } = usePlatform();
  const client = useQueryClient();
  const key = ['casino', 'my-games', 'favourites'];
  return useMutation({
    mutationFn: ({ gameId, favourite }: { gameId: string; favourite: boolean }) => setFavourite(http, gameId, favourite),
    onMutate: async ({ gameId, favourite }) => {
      await client.cancelQueries({ queryKey: key });
      const before = client.getQueryData<string[]>(key);
      const rest = (before ?? []).filter((id) => id !== gameId);
      client.setQueryData<string[]>(key, favourite ? [gameId, ...rest] : rest);
      return { before };
    },
    onError: (_error, _variables, context) => client.setQueryData(key, context?.before),
    onSettled: () => void client.invalidateQueries({ queryKey: key }),
  });
}

/** `POST /player/games/recently-played`: after a real-money launch. */
export async function postRecentlyPlayed(http: Http, gameId: string): Promise<void> {
  await http.post('/player/games/recently-played', { gameId, lobbyPageType: PAGE_IDS.casinoLobby } satisfies RecentGameRequest);
}
