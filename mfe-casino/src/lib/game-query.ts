import type { ContentGame } from '@casino/shared/wire';

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

/** The GROQ expressions a casino games filter compares against: parameters, or fields of an enclosing document. */
export interface GameFilterTerms {
  /** The category id, e.g. `$category` or `^.id`; none for every category. */
  category?: string;
  /** The providers offered, e.g. `$providers` or `^.^.availableProviders`. */
  providers: string;
  /** The studios excluded, e.g. `$excludedSubProviders`. */
  excludedSubProviders: string;
  /** The player's country, e.g. `$country`. */
  country: string;
  /** The search terms, e.g. `$q`; none for no search. */
  search?: string;
}

/**
 * The GROQ filter of casino games (spec 000 §3 Game, Casino settings per market) over the given
 * expressions: the market's providers minus its excluded studios and the studios restricted in the
 * player's country, optionally one category and a name search.
 */
export function casinoGamesFilterOf(terms: GameFilterTerms): string {
  return [
    '_type == "game"',
    'type == "casino"',
    ...(terms.category ? [`${terms.category} in categories`] : []),
    `gameProvider in ${terms.providers}`,
    `!(subProvider._id in ${terms.excludedSubProviders})`,
    // A studio can be restricted in some countries (spec 000 §3 Sub-provider restricted countries).
    `!(defined(subProvider.restrictedCountries) && ${terms.country} in subProvider.restrictedCountries)`,
    ...(terms.search ? [`name match ${terms.search}`] : []),
  ].join(' && ');
}

/**
 * The GROQ filter of casino games over parameters: `$providers`, `$excludedSubProviders`, `$country`
 * and, with a category, `$category`; with a search, `$q` (see `gameFilterParams`).
 */
export function casinoGamesFilter(withCategory: boolean, withSearch = false): string {
  return casinoGamesFilterOf({
    providers: '$providers',
    excludedSubProviders: '$excludedSubProviders',
    country: '$country',
    ...(withCategory ? { category: '$category' } : {}),
    ...(withSearch ? { search: '$q' } : {}),
  });
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
