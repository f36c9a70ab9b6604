import type { ContentGame } from '@casino/shared';

/** What a game tile shows: `studio` is the sub-provider's title, the name players know (NetEnt, not Evolution). */
export type GameTileData = Pick<ContentGame, '_id' | 'id' | 'name' | 'gameProvider' | 'thumbnail'> &
  Partial<Pick<ContentGame, 'jackpotExist' | 'betLimits'>> & { studio: string | null };

/** The GROQ projection of `GameTileData`. */
export const GAME_TILE_PROJECTION = '{ _id, id, name, gameProvider, thumbnail, "studio": subProvider.title, jackpotExist, betLimits }';

/** Which casino games a list holds: the market's providers minus its excluded studios, optionally one category. */
export interface GameFilter {
  providers: readonly string[];
  excludedSubProviders: readonly string[];
  category?: string;
  /** The player's country: games of studios restricted there are left out. */
  country?: string;
  /** Words of the game name to search for. */
  search?: string;
}

/**
 * The GROQ filter of casino games (spec 000 §3 Game, Casino settings per market). Parameters:
 * `$providers`, `$excludedSubProviders`, `$country` and, with a category, `$category`; with a search, `$q`.
 */
export function casinoGamesFilter(withCategory: boolean, withSearch = false): string {
  return [
    '_type == "game"',
    'type == "casino"',
    ...(withCategory ? ['$category in categories'] : []),
    'gameProvider in $providers',
    '!(subProvider._id in $excludedSubProviders)',
    // A studio can be restricted in some countries (spec 000 §3 Sub-provider restricted countries).
    '!(defined(subProvider.restrictedCountries) && $country in subProvider.restrictedCountries)',
    ...(withSearch ? ['name match $q'] : []),
  ].join(' && ');
}

/** GROQ `match` terms of a search: each word as a prefix, so "mon tra" finds Money Train. */
export function searchTermsOf(search: string): string {
  return search
    .trim()
    .split(/\s+/)
    .map((word) => word.replace(/[*"\\]/g, ''))
    .filter(Boolean)
    .map((word) => `${word}*`)
    .join(' ');
}

/** The GROQ parameters of a `GameFilter`. */
export function gameFilterParams(filter: GameFilter): Record<string, unknown> {
  return {
    providers: [...filter.providers],
    excludedSubProviders: [...filter.excludedSubProviders],
    country: filter.country ?? '',
    ...(filter.category ? { category: filter.category } : {}),
    ...(filter.search?.trim() ? { q: searchTermsOf(filter.search) } : {}),
  };
}
