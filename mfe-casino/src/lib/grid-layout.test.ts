import { DEFAULT_GRID, gridSpecOf, layoutDeviceOf, layoutTiles, placeTiles, tileSizeAt, tileSpanOf, type GridSpec } from './grid-layout';

const span = (columns: number, rows: number) => ({ columns, rows });

describe('tile sizes (spec 000 §3 lobby tile sizes)', () => {
  it.each([
    ['4x', 2, 2],
    ['2xv', 1, 2],
    ['2xh', 2, 1],
    ['1x', 1, 1],
  ] as const)('%s spans %i column(s) and %i row(s)', (size, columns, rows) => {
    expect(tileSpanOf(size, 6)).toEqual({ columns, rows });
  });

  it('never spans more columns than the grid has, nor more rows than a carousel has', () => {
    expect(tileSpanOf('4x', 1)).toEqual({ columns: 1, rows: 2 });
    expect(tileSpanOf('4x', 6, 1)).toEqual({ columns: 2, rows: 1 });
  });

  it('repeats the list of sizes when there are more games than sizes', () => {
    const sizes = ['4x', '1x', '2xh'] as const;
    expect([0, 1, 2, 3, 4, 5, 6].map((index) => tileSizeAt(sizes, index))).toEqual(['4x', '1x', '2xh', '4x', '1x', '2xh', '4x']);
    expect(tileSizeAt([], 3)).toBe('1x');
  });
});

describe('placeTiles (CSS grid, row dense)', () => {
  it('fills rows left to right with 1x tiles', () => {
    expect(placeTiles([span(1, 1), span(1, 1), span(1, 1)], 2)).toEqual([
      { columns: 1, rows: 1, column: 0, row: 0 },
      { columns: 1, rows: 1, column: 1, row: 0 },
      { columns: 1, rows: 1, column: 0, row: 1 },
    ]);
  });

  it('fills the holes a big tile leaves, as dense packing does', () => {
    // 3 columns: a 2x2 tile, then a 2x1 that only fits below it, then a 1x that fills the hole at the right.
    const placed = placeTiles([span(2, 2), span(2, 1), span(1, 1), span(1, 1)], 3);
    expect(placed.map((tile) => tile && [tile.column, tile.row])).toEqual([
      [0, 0],
      [0, 2],
      [2, 0],
      [2, 1],
    ]);
  });

  it('leaves out tiles that would reach below the last row, and places later ones as if they were absent', () => {
    // 2 columns, 2 rows: 1x, 2xh (row 1), 2xh (no room), 1x (fills row 0, column 1).
    const placed = placeTiles([span(1, 1), span(2, 1), span(2, 1), span(1, 1)], 2, 2);
    expect(placed.map((tile) => tile && [tile.column, tile.row])).toEqual([[0, 0], [0, 1], null, [1, 0]]);
  });
});

describe('gridSpecOf', () => {
  it('reads the columns, rows and tile sizes of the device', () => {
    const category = {
      gridColumns: { desktop: 6, tablet: 4, mobile: 2 },
      rows: { desktop: 2, tablet: 2, mobile: 3 },
      tileSizes: { desktop: ['4x', '1x'], tablet: ['1x'], mobile: [] },
      widgetType: 'grid',
    } as const;
    expect(gridSpecOf({ ...category, tileSizes: { desktop: [...category.tileSizes.desktop], tablet: ['1x'], mobile: [] } }, 'desktop')).toEqual({
      columns: 6,
      rows: 2,
      tileSizes: ['4x', '1x'],
      widgetType: 'grid',
    });
  });

  it('falls back to the default grid for missing or broken values', () => {
    const broken = { gridColumns: { desktop: 0, tablet: 4, mobile: Number.NaN }, rows: undefined, tileSizes: { desktop: ['9x'], tablet: [], mobile: [] }, widgetType: 'list' } as never;
    expect(gridSpecOf(broken, 'mobile')).toEqual(DEFAULT_GRID.mobile);
    expect(gridSpecOf(broken, 'desktop')).toEqual(DEFAULT_GRID.desktop);
  });

  it('lays a large desktop out as a desktop', () => {
    expect(layoutDeviceOf('largeDesktop')).toBe('desktop');
    expect(layoutDeviceOf('tablet')).toBe('tablet');
  });
});

describe('layoutTiles', () => {
  const games = Array.from({ length: 30 }, (_, index) => index);
  // The sandbox's "popular" desktop pattern on 6 columns and 2 rows.
  const popular: GridSpec = { columns: 6, rows: 2, tileSizes: ['4x', '1x', '1x', '2xv', '1x', '1x', '2xh', '1x', '1x', '1x', '1x', '1x', '1x'], widgetType: 'grid' };

  it('keeps in a lobby grid only the games that fit in its rows', () => {
    const tiles = layoutTiles(games, popular, { limitRows: true });
    // 4x (4 cells) + 1x + 1x + 2xv (2) + 1x + 1x + 1x + 1x = 12 cells: the 2xh finds no room.
    expect(tiles.map((tile) => tile.size)).toEqual(['4x', '1x', '1x', '2xv', '1x', '1x', '1x', '1x']);
    expect(tiles.map((tile) => tile.item)).toEqual([0, 1, 2, 3, 4, 5, 7, 8]);
  });

  it('keeps every game on a category page', () => {
    expect(layoutTiles(games, popular, { limitRows: false })).toHaveLength(30);
  });

  it('keeps every game of a carousel, no tile taller than its rows', () => {
    const tiles = layoutTiles(games.slice(0, 5), { ...popular, rows: 1, widgetType: 'carousel' }, { limitRows: true });
    expect(tiles).toHaveLength(5);
    expect(tiles[0]).toMatchObject({ size: '4x', span: { columns: 2, rows: 1 } });
  });
});
