import { theme } from '@casino/shared/ui';
import { useWindowVirtualizer, type VirtualItem } from '@tanstack/react-virtual';
import { memo, useDeferredValue, useEffect, useLayoutEffect, useMemo, useRef, useState, type CSSProperties } from 'react';
import styled from 'styled-components';
import { useJackpots, type Jackpot } from '../api/get-jackpots';
import type { GameTileData } from '../lib/game-query';
import { GameTile } from './game-tile';

const GAP_PX = 12;
const ONE_CELL = { columns: 1, rows: 1 } as const;
/** Rows per block of jackpot ids: the block in view and the next are asked for together. */
const JACKPOT_BLOCK_ROWS = 10;
/**
 * How long a row that comes in while the window scrolls stays rendered before its thumbnails are
 * asked for, in ms. A row a fling carries past in less is never seen long enough for its pictures to
 * matter; not fetching and decoding them keeps the browser's raster and decode threads (which a
 * phone's few cores share with the page) free for the rows the player stops at. Any row the player
 * rests on for this long shows its pictures.
 */
export const THUMBNAIL_DWELL_MS = 200;

export interface VirtualGameGridProps {
  games: readonly GameTileData[];
  columns: number;
  /** Names the list for screen readers. */
  label: string;
  /** Asked for when the player scrolls near the end, while there is more. */
  onNearEnd?: () => void;
  /**
   * The index of a game to focus once, e.g. the first of a page loaded with Load more. Its row stays
   * rendered, so the focused link is never taken out of the DOM under the keyboard user.
   */
  focusIndex?: number | null;
}

/**
 * A long list of uniform square tiles, virtualised by rows against the window's scroll
 * (@tanstack/react-virtual): only the rows in view and a few around them are in the DOM, so 10,000
 * games stay a few hundred elements. Tiles keep list semantics with their position in the set.
 */
export function VirtualGameGrid({ games, columns, label, onNearEnd, focusIndex = null }: VirtualGameGridProps) {
  const listRef = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(() => (typeof window === 'undefined' ? 1024 : window.innerWidth));
  const [offsetTop, setOffsetTop] = useState(0);
  const rowCount = Math.ceil(games.length / columns);
  const rowHeight = Math.max(80, (width - (columns - 1) * GAP_PX) / columns) + GAP_PX;
  const focusRow = focusIndex === null ? null : Math.floor(focusIndex / columns);

  useLayoutEffect(() => {
    const element = listRef.current;
    if (!element) return undefined;
    const measure = () => {
      setWidth(element.clientWidth || window.innerWidth);
      setOffsetTop(element.getBoundingClientRect().top + window.scrollY);
    };
    measure();
    if (typeof ResizeObserver === 'undefined') {
      window.addEventListener('resize', measure);
      return () => window.removeEventListener('resize', measure);
    }
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  const virtualizer = useWindowVirtualizer({
    count: rowCount,
    estimateSize: () => rowHeight,
    overscan: 2,
    scrollMargin: offsetTop,
    // A row asked to be focused stays rendered even when out of view.
    rangeExtractor: (range) => {
      const rows: number[] = [];
      for (let index = Math.max(0, range.startIndex - range.overscan); index <= Math.min(range.count - 1, range.endIndex + range.overscan); index += 1) rows.push(index);
      if (focusRow !== null && focusRow < range.count && !rows.includes(focusRow)) rows.push(focusRow);
      return rows.sort((a, b) => a - b);
    },
  });

  useEffect(() => {
    virtualizer.measure();
  }, [rowHeight, virtualizer]);

  const rows = virtualizer.getVirtualItems();
  const lastRow = rows[rows.length - 1]?.index ?? -1;
  useEffect(() => {
    if (rowCount > 0 && lastRow >= rowCount - 2) onNearEnd?.();
  }, [lastRow, rowCount, onNearEnd]);

  // The scroll handler renders this component at once (the virtualizer flushes it synchronously); the
  // tiles of the rows that came into view render from the deferred rows, in a pass React splits into
  // 5 ms slices. Mounting a few dozen tiles in one go was a long task on every scroll step.
  const deferredRows = useDeferredValue(rows);

  const focused = useRef<number | null>(null);
  useEffect(() => {
    if (focusIndex === null || focusRow === null || focusIndex >= games.length || focused.current === focusIndex) return;
    const link = listRef.current?.querySelector<HTMLElement>(`[data-index="${focusIndex}"] a`);
    if (!link) return;
    focused.current = focusIndex;
    virtualizer.scrollToIndex(focusRow, { align: 'start' });
    link.focus();
    // Runs again when the deferred rows commit: the row to focus may come in with them.
  }, [focusIndex, focusRow, games.length, virtualizer, deferredRows]);

  // Jackpots are asked for a block of rows around the view, not for exactly the rows in view: the
  // query (and its request) changes every JACKPOT_BLOCK_ROWS rows instead of on every scroll step.
  const blockStart = Math.floor((rows[0]?.index ?? 0) / JACKPOT_BLOCK_ROWS) * JACKPOT_BLOCK_ROWS;
  const jackpotIds = useMemo(
    () => games.slice(blockStart * columns, (blockStart + 2 * JACKPOT_BLOCK_ROWS) * columns).filter((game) => game.jackpotExist).map((game) => game.id),
    [games, blockStart, columns],
  );
  const jackpots = useJackpots(jackpotIds);

  return (
    <List ref={listRef} role="list" aria-label={label} data-testid="game-grid" data-columns={columns} style={{ height: virtualizer.getTotalSize() }}>
      <VirtualRows rows={deferredRows} games={games} columns={columns} rowHeight={rowHeight} scrollMargin={offsetTop} jackpots={jackpots.data} scrolling={virtualizer.isScrolling} />
    </List>
  );
}

interface VirtualRowsProps {
  rows: readonly VirtualItem[];
  games: readonly GameTileData[];
  columns: number;
  rowHeight: number;
  /** The list's offset from the top of the document, in px: row starts are measured from there. */
  scrollMargin: number;
  jackpots: Record<string, Jackpot> | undefined;
  /** Whether the window is scrolling: a row that comes in meanwhile waits before its thumbnails load. */
  scrolling: boolean;
}

/** The rendered rows of tiles; memo, so a render that leaves the (deferred) rows alone skips it. */
const VirtualRows = memo(function VirtualRows({ rows, games, columns, rowHeight, scrollMargin, jackpots, scrolling }: VirtualRowsProps) {
  return rows.map((row) => (
    <VirtualRow
      key={row.key}
      index={row.index}
      top={row.start - scrollMargin}
      height={rowHeight - GAP_PX}
      games={games}
      columns={columns}
      jackpots={jackpots}
      immediately={!scrolling}
    />
  ));
});

interface VirtualRowProps {
  index: number;
  /** Offset from the top of the list, in px. */
  top: number;
  /** Height of the tiles, in px. */
  height: number;
  games: readonly GameTileData[];
  columns: number;
  jackpots: Record<string, Jackpot> | undefined;
  /** Show thumbnails without waiting for THUMBNAIL_DWELL_MS (read when the row mounts). */
  immediately: boolean;
}

/**
 * One row of tiles. A row that came in while the window was scrolling shows its tiles' names at once
 * and asks for their thumbnails once it has stayed rendered for THUMBNAIL_DWELL_MS; any other row
 * (the first screen, a page loaded with Load more, a resize) asks at once.
 */
function VirtualRow({ index, top, height, games, columns, jackpots, immediately }: VirtualRowProps) {
  const dwelled = useDwelled(THUMBNAIL_DWELL_MS, immediately);
  return (
    <Row role="presentation" style={{ transform: `translateY(${top}px)`, height, '--columns': columns } as CSSProperties}>
      {games.slice(index * columns, (index + 1) * columns).map((game, column) => {
        const gameIndex = index * columns + column;
        return (
          <div key={game._id} role="listitem" aria-posinset={gameIndex + 1} aria-setsize={games.length} data-index={gameIndex}>
            <GameTile game={game} span={ONE_CELL} jackpot={jackpots?.[game.id]} columns={columns} thumbnailLoading={dwelled ? 'now' : 'deferred'} />
          </div>
        );
      })}
    </Row>
  );
}

/** True once the component has stayed mounted for `delayMs` ms; from the start when `immediately` is at mount. */
function useDwelled(delayMs: number, immediately: boolean): boolean {
  const [dwelled, setDwelled] = useState(immediately);
  useEffect(() => {
    if (dwelled) return undefined;
    const timer = setTimeout(() => setDwelled(true), delayMs);
    return () => clearTimeout(timer);
  }, [dwelled, delayMs]);
  return dwelled;
}

const List = styled.div`
  position: relative;
  width: 100%;
`;

const Row = styled.div`
  position: absolute;
  top: 0;
  left: 0;
  display: grid;
  grid-template-columns: repeat(var(--columns), minmax(0, 1fr));
  gap: ${GAP_PX}px;
  width: 100%;
  border-radius: ${theme.radius.medium};
`;
