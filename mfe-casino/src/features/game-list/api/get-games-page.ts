import { usePlatform } from '@casino/shared/parcel';
import type { ContentClient } from '@casino/shared/platform';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { GAME_TILE_PROJECTION, casinoGamesFilter, gameFilterParams, type GameFilter, type GameTileData } from '../../../lib/game-query';
import { sliceOf, toPage, type Page } from '../../../lib/paging';

/** A category's games in content order, one page. */
export const CATEGORY_GAMES_PAGE_QUERY = `*[${casinoGamesFilter(true)}][$start...$end]${GAME_TILE_PROJECTION}`;
/** Every casino game by name, one page (spec 000 §2 /online-casino/all-games). */
export const ALL_GAMES_PAGE_QUERY = `*[${casinoGamesFilter(false)}] | order(name asc) [$start...$end]${GAME_TILE_PROJECTION}`;
/** The games whose name matches a search, by name, one page. */
export const SEARCH_GAMES_PAGE_QUERY = `*[${casinoGamesFilter(false, true)}] | order(name asc) [$start...$end]${GAME_TILE_PROJECTION}`;

/**
 * One page of games from `start`: asks for `size` and one more, so a short answer tells that this is
 * the last page without a count query (spec 000 §9: one extra fetched to detect more).
 */
export async function getGamesPage(content: ContentClient, filter: GameFilter, start: number, size: number): Promise<Page<GameTileData>> {
  const query = filter.category ? CATEGORY_GAMES_PAGE_QUERY : filter.search?.trim() ? SEARCH_GAMES_PAGE_QUERY : ALL_GAMES_PAGE_QUERY;
  const answer = await content.fetch<GameTileData[]>(query, { ...gameFilterParams(filter), ...sliceOf(start, size) });
  return toPage(answer ?? [], start, size);
}

export function getGamesPageInfiniteQueryOptions(content: ContentClient, filter: GameFilter, size: number) {
  return infiniteQueryOptions({
    queryKey: ['casino', 'games-pages', filter, size],
    queryFn: ({ pageParam }) => getGamesPage(content, filter, pageParam, size),
    initialPageParam: 0,
    getNextPageParam: (last) => last.nextStart ?? undefined,
    // Pages are only ever appended: comparing every game loaded so far with the last answer (the
    // default structural sharing) grows with the list and shows as long tasks deep into 10,000 games.
    structuralSharing: false,
  });
}

/** Pages of games with `fetchNextPage` for a Load more button. */
export function useGamesPages(filter: GameFilter, size: number, options: { enabled?: boolean } = {}) {
  const { content } = usePlatform();
  return useInfiniteQuery({ ...getGamesPageInfiniteQueryOptions(content, filter, size), enabled: options.enabled ?? true });
}
