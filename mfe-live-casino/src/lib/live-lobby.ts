import type { GameCategory, PerDevice } from '@casino/shared/wire';
import type { LiveGame } from './live-table';

/** The three layouts a category defines (spec 000 §3 Game category). */
export type LayoutDevice = keyof PerDevice<unknown>;

/** What the live lobby needs of a category. */
export type LiveCategory = Pick<GameCategory, 'id' | 'name' | 'gridColumns' | 'rows' | 'widgetType' | 'visibleInLobby'>;

/** One category with its games, in content order. */
export interface LiveSection {
  category: LiveCategory;
  games: LiveGame[];
}

/**
 * Groups live games by category. With a lobby order (the content's `lobby` document for page id
 * `live-casino`), the lobby holds the categories it names, in its order; without one, every category
 * visible in the lobby, in content order. Categories without games are left out.
 */
export function groupByCategory(categories: readonly LiveCategory[], games: readonly LiveGame[], order: readonly string[] | null): LiveSection[] {
  const visible = order
    ? order.flatMap((id) => categories.filter((category) => category.id === id))
    : categories.filter((category) => category.visibleInLobby !== false);
  return visible
    .map((category) => ({ category, games: games.filter((game) => game.categories?.includes(category.id)) }))
    .filter((section) => section.games.length > 0);
}

const DEFAULT_COLUMNS: PerDevice<number> = { desktop: 6, tablet: 4, mobile: 2 };
const DEFAULT_ROWS: PerDevice<number> = { desktop: 2, tablet: 2, mobile: 3 };

const positive = (value: number | undefined, fallback: number) =>
  typeof value === 'number' && Number.isFinite(value) && value >= 1 ? Math.floor(value) : fallback;

/** A category's columns and rows on one device, with defaults for missing content values. */
export function gridOf(category: Pick<LiveCategory, 'gridColumns' | 'rows' | 'widgetType'>, device: LayoutDevice) {
  return {
    columns: positive(category.gridColumns?.[device], DEFAULT_COLUMNS[device]),
    rows: positive(category.rows?.[device], DEFAULT_ROWS[device]),
    carousel: category.widgetType === 'carousel',
  };
}

/** The tables a lobby section shows: a carousel scrolls through all of them, a grid shows as many as fill its rows. */
export function lobbySliceOf<T>(games: readonly T[], grid: { columns: number; rows: number; carousel: boolean }): T[] {
  return grid.carousel ? [...games] : games.slice(0, grid.columns * grid.rows);
}
