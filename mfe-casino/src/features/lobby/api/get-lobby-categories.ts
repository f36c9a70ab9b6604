import { usePlatform, type ContentClient, type GameCategory } from '@casino/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** What a lobby section needs of a category. */
export type LobbyCategory = Pick<GameCategory, 'id' | 'name' | 'url' | 'gridColumns' | 'rows' | 'tileSizes' | 'widgetType' | 'visibleInLobby'>;

export const LOBBY_CATEGORIES_QUERY =
  '*[_type == "gameCategory" && vertical == "casino" && id in $ids]{ id, name, url, gridColumns, rows, tileSizes, widgetType, visibleInLobby }';

/**
 * The lobby's categories in the order the market's settings list them (GROQ `in` keeps no order),
 * without those hidden from the lobby and ids the content does not have.
 */
export async function getLobbyCategories(content: ContentClient, ids: readonly string[]): Promise<LobbyCategory[]> {
  if (!ids.length) return [];
  const found = await content.fetch<LobbyCategory[]>(LOBBY_CATEGORIES_QUERY, { ids: [...ids] });
  const byId = new Map(found.map((category) => [category.id, category]));
  return ids.flatMap((id) => {
    const category = byId.get(id);
    return category && category.visibleInLobby !== false ? [category] : [];
  });
}

export function getLobbyCategoriesQueryOptions(content: ContentClient, ids: readonly string[] | undefined) {
  return queryOptions({
    queryKey: ['casino', 'lobby-categories', ids ?? []],
    queryFn: () => getLobbyCategories(content, ids ?? []),
    enabled: ids !== undefined,
  });
}

/** The lobby's categories; waits until the market's category ids are known. */
export function useLobbyCategories(ids: readonly string[] | undefined) {
  const { content } = usePlatform();
  return useQuery(getLobbyCategoriesQueryOptions(content, ids));
}
