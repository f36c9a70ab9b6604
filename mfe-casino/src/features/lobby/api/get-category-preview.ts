import { usePlatform, type ContentClient } from '@casino/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { GAME_TILE_PROJECTION, casinoGamesFilter, gameFilterParams, type GameFilter, type GameTileData } from '../../../lib/game-query';

export const CATEGORY_PREVIEW_QUERY = `*[${casinoGamesFilter(true)}][0...$size]${GAME_TILE_PROJECTION}`;

/** The first `size` games of a category in content order: what its lobby section shows (spec 000 §9 lobby page size). */
export async function getCategoryPreview(content: ContentClient, filter: GameFilter & { category: string }, size: number): Promise<GameTileData[]> {
  return content.fetch<GameTileData[]>(CATEGORY_PREVIEW_QUERY, { ...gameFilterParams(filter), size });
}

export function getCategoryPreviewQueryOptions(content: ContentClient, filter: GameFilter & { category: string }, size: number) {
  return queryOptions({
    queryKey: ['casino', 'category-preview', filter, size],
    queryFn: () => getCategoryPreview(content, filter, size),
  });
}

export function useCategoryPreview(filter: GameFilter & { category: string }, size: number) {
  const { content } = usePlatform();
  return useQuery(getCategoryPreviewQueryOptions(content, filter, size));
}
