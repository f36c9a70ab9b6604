import { theme } from '@casino/shared';
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
      <VirtualRows rows={deferredRows} games={games} columns={columns} rowHeight={rowHeight} scrollMargin={offsetTop} jackpots={jackpots.data} />
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
}

/** The rendered rows of tiles; memo, so a render that leaves the (deferred) rows alone skips it. */
const VirtualRows = memo(function VirtualRows({ rows, games, columns, rowHeight, scrollMargin, jackpots }: VirtualRowsProps) {
  return rows.map((row) => (
    <Row
      key={row.key}
      role="presentation"
      style={{ transform: `translateY(${row.start - scrollMargin}px)`, height: rowHeight - GAP_PX, '--columns': columns } as CSSProperties}
    >
      {games.slice(row.index * columns, (row.index + 1) * columns).map((game, column) => {
        const index = row.index * columns + column;
        return (
          <div key={game._id} role="listitem" aria-posinset={index + 1} aria-setsize={games.length} data-index={index}>
            <GameTile game={game} span={ONE_CELL} jackpot={jackpots?.[game.id]} columns={columns} thumbnailLoading="now" />
          </div>
        );
      })}
    </Row>
  ));
});

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
