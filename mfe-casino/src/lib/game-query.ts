import type { ContentGame } from '@casino/shared';

/** What a game tile shows: `studio` is the sub-provider's title, the name players know (NetEnt, not Evolution). */
export type GameTileData = Pick<ContentGame, '_id' | 'id' | 'name' | 'gameProvider' | 'thumbnail'> & { studio: string | null };

/** The GROQ projection of `GameTileData`. */
export const GAME_TILE_PROJECTION = '{ _id, id, name, gameProvider, thumbnail, "studio": subProvider.title }';

/** Which casino games a list holds: the market's providers minus its excluded studios, optionally one category. */
export interface GameFilter {
  providers: readonly string[];
  excludedSubProviders: readonly string[];
  category?: string;
}

/**
 * The GROQ filter of casino games (spec 000 §3 Game, Casino settings per market). Parameters:
 * `$providers`, `$excludedSubProviders` and, with a category, `$category`.
 */
export function casinoGamesFilter(withCategory: boolean): string {
  return [
    '_type == "game"',
    'type == "casino"',
    ...(withCategory ? ['$category in categories'] : []),
    'gameProvider in $providers',
    '!(subProvider._id in $excludedSubProviders)',
  ].join(' && ');
}

/** The GROQ parameters of a `GameFilter`. */
export function gameFilterParams(filter: GameFilter): Record<string, unknown> {
  return {
    providers: [...filter.providers],
    excludedSubProviders: [...filter.excludedSubProviders],
    ...(filter.category ? { category: filter.category } : {}),
  };
}
