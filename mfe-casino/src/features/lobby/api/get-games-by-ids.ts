import { usePlatform } from '@casino/shared/parcel';
import type { ContentClient } from '@casino/shared/platform';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { GAME_TILE_PROJECTION, type GameTileData } from '../../../lib/game-query';

export const GAMES_BY_IDS_QUERY = `*[_type == "game" && type == "casino" && id in $ids && gameProvider in $providers]${GAME_TILE_PROJECTION}`;

/** The casino games of these ids, in the order of the ids (GROQ `in` keeps none), of the market's providers. */
export async function getGamesByIds(content: ContentClient, ids: readonly string[], providers: readonly string[]): Promise<GameTileData[]> {
  if (!ids.length) return [];
  const found = await content.fetch<GameTileData[]>(GAMES_BY_IDS_QUERY, { ids: [...ids], providers: [...providers] });
  const byId = new Map(found.map((game) => [game.id, game]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

export function useGamesByIds(ids: readonly string[] | undefined, providers: readonly string[]) {
  const { content } = usePlatform();
  return useQuery(
    queryOptions({ queryKey: ['casino', 'games-by-ids', ids ?? [], providers], queryFn: () => getGamesByIds(content, ids ?? [], providers), enabled: ids !== undefined }),
  );
}
