import type { LayoutDeviceType } from '@casino/shared/ui';
import { TILE_SIZES, type GameCategory, type PerDevice, type TileSize } from '@casino/shared/wire';

/** The three layouts a category defines (spec 000 §3 Game category: per desktop, tablet and mobile). */
export type LayoutDevice = keyof PerDevice<unknown>;

/** The layout a player station uses: a large desktop lays out like a desktop. */
export function layoutDeviceOf(type: LayoutDeviceType): LayoutDevice {
  return type === 'largeDesktop' ? 'desktop' : type;
}

/** How many grid cells a tile covers. */
export interface TileSpan {
  columns: number;
  rows: number;
}

/** The grid of a category on one device. */
export interface GridSpec {
  columns: number;
  /** Rows shown in the lobby; a category page shows every row. */
  rows: number;
  tileSizes: readonly TileSize[];
  widgetType: GameCategory['widgetType'];
}

/** The layout used where no category defines one (all games): uniform tiles. */
export const DEFAULT_GRID: PerDevice<GridSpec> = {
  desktop: { columns: 6, rows: 2, tileSizes: ['1x'], widgetType: 'grid' },
  tablet: { columns: 4, rows: 2, tileSizes: ['1x'], widgetType: 'grid' },
  mobile: { columns: 2, rows: 3, tileSizes: ['1x'], widgetType: 'grid' },
};

const positive = (value: number | undefined, fallback: number) =>
  typeof value === 'number' && Number.isFinite(value) && value >= 1 ? Math.floor(value) : fallback;

/** A category's grid on one device; missing or broken content values fall back to the default grid. */
export function gridSpecOf(category: Pick<GameCategory, 'gridColumns' | 'rows' | 'tileSizes' | 'widgetType'>, device: LayoutDevice): GridSpec {
  const fallback = DEFAULT_GRID[device];
  const sizes = (category.tileSizes?.[device] ?? []).filter((size): size is TileSize => size in TILE_SIZES);
  return {
    columns: positive(category.gridColumns?.[device], fallback.columns),
    rows: positive(category.rows?.[device], fallback.rows),
    tileSizes: sizes.length ? sizes : fallback.tileSizes,
    widgetType: category.widgetType === 'carousel' ? 'carousel' : 'grid',
  };
}

/** The size of the tile at `index`: the list repeats when it is shorter than the games (content-types). */
export function tileSizeAt(sizes: readonly TileSize[], index: number): TileSize {
  return sizes.length ? (sizes[index % sizes.length] ?? '1x') : '1x';
}

/** The cells a tile size covers, never wider than the grid (a 2-wide tile in 1 column is 1 wide). */
export function tileSpanOf(size: TileSize, columns: number, maxRows = Infinity): TileSpan {
  const cells = TILE_SIZES[size];
  return { columns: Math.min(cells.columns, columns), rows: Math.min(cells.rows, maxRows) };
}

/** Where a tile lands: 0-based column and row of its top-left cell. */
export interface TilePlacement extends TileSpan {
  column: number;
  row: number;
}

/**
 * Places tiles the way CSS grid's `grid-auto-flow: row dense` does with `grid-column: span N;
 * grid-row: span M`: each tile takes the first free spot, row by row, from the top. Tiles that would
 * reach below `maxRows` are left out, and the tiles after them are placed as if they were absent, so
 * the browser places the kept tiles exactly here.
 *
 * @returns for each tile, its placement, or null when it does not fit in `maxRows`.
 */
export function placeTiles(spans: readonly TileSpan[], columns: number, maxRows = Infinity): Array<TilePlacement | null> {
  const taken: boolean[][] = [];
  const isFree = (row: number, column: number, span: TileSpan) => {
    for (let r = row; r < row + span.rows; r += 1) {
      for (let c = column; c < column + span.columns; c += 1) if (taken[r]?.[c]) return false;
    }
    return true;
  };
  return spans.map((raw) => {
    const span = { columns: Math.min(raw.columns, columns), rows: raw.rows };
    for (let row = 0; row + span.rows <= maxRows; row += 1) {
      for (let column = 0; column + span.columns <= columns; column += 1) {
        if (!isFree(row, column, span)) continue;
        for (let r = row; r < row + span.rows; r += 1) {
          taken[r] ??= [];
          for (let c = column; c < column + span.columns; c += 1) taken[r]![c] = true;
        }
        return { ...span, column, row };
      }
      // Past the last filled row every spot is free, so an unbounded search always ends here.
      if (row > taken.length) break;
    }
    return null;
  });
}

/** One tile to draw: the item and the cells it spans. */
export interface LaidOutTile<T> {
  item: T;
  size: TileSize;
  span: TileSpan;
}

/**
 * Lays out items in a grid: sizes from `spec.tileSizes` in order, repeating. A lobby grid keeps only
 * the tiles that fit in `spec.rows` rows; a carousel scrolls sideways and keeps every tile, each at most
 * `spec.rows` high; `limitRows: false` (a category page) keeps every tile.
 */
export function layoutTiles<T>(items: readonly T[], spec: GridSpec, options: { limitRows: boolean }): Array<LaidOutTile<T>> {
  const carousel = spec.widgetType === 'carousel' && options.limitRows;
  const tiles = items.map((item, index) => {
    const size = tileSizeAt(spec.tileSizes, index);
    return { item, size, span: tileSpanOf(size, carousel ? Infinity : spec.columns, options.limitRows ? spec.rows : Infinity) };
  });
  if (!options.limitRows || carousel) return tiles;
  const placements = placeTiles(
    tiles.map((tile) => tile.span),
    spec.columns,
    spec.rows,
  );
  return tiles.filter((_, index) => placements[index] !== null);
}
