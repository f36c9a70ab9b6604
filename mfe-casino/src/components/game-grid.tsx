import { CAROUSEL_CELL, TILE_GAP_PX, TileGridFrame, carouselScroll, tileListBase } from '@casino/shared/game';
import { theme, VisuallyHidden } from '@casino/shared/ui';
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import styled, { css, keyframes } from 'styled-components';
import { useJackpots } from '../api/get-jackpots';
import type { GameTileData } from '../lib/game-query';
import type { GridSpec, LaidOutTile } from '../lib/grid-layout';
import { GameTile } from './game-tile';

type GridVariables = CSSProperties & Record<'--columns' | '--rows', number>;

const variablesOf = (spec: GridSpec): GridVariables => ({ '--columns': spec.columns, '--rows': spec.rows });

export interface GameGridProps {
  tiles: ReadonlyArray<LaidOutTile<GameTileData>>;
  spec: GridSpec;
  /** A carousel scrolls sideways in `spec.rows` rows; a grid grows down. */
  carousel?: boolean;
  /** Names the list for screen readers, e.g. the category's name. */
  label: string;
  /** How many first tiles are above the fold: their thumbnails load at once, with high priority (LCP). */
  eagerTiles?: number;
}

/**
 * Game tiles on a CSS grid of `spec.columns` square cells: each tile spans its cells with
 * `grid-column: span N; grid-row: span M`, and `dense` packing fills the holes big tiles leave,
 * as `placeTiles` computes.
 */
export function GameGrid({ tiles, spec, carousel = false, label, eagerTiles = 0 }: GameGridProps) {
  const jackpots = useJackpots(tiles.filter(({ item }) => item.jackpotExist).map(({ item }) => item.id));
  return (
    <TileGridFrame>
      <TileList $carousel={carousel} style={variablesOf(spec)} aria-label={label} data-columns={spec.columns}>
        {tiles.map(({ item, size, span }, index) => (
          <li
            key={item._id}
            data-tile-size={size}
            style={{ gridColumn: `span ${span.columns}`, gridRow: `span ${span.rows}` }}
          >
            <GameTile game={item} span={span} jackpot={jackpots.data?.[item.id]} thumbnailLoading={index < eagerTiles ? 'first-screen' : 'lazy'} columns={spec.columns} />
          </li>
        ))}
      </TileList>
    </TileGridFrame>
  );
}

export interface GridSkeletonProps {
  spec: GridSpec;
  count: number;
  carousel?: boolean;
}

/** Placeholder tiles in the grid's shape while games load, with a status for screen readers. */
export function GridSkeleton({ spec, count, carousel = false }: GridSkeletonProps) {
  const { t } = useTranslation('casino');
  return (
    <TileGridFrame aria-busy="true">
      <VisuallyHidden role="status">{t('games.loading')}</VisuallyHidden>
      <TileList
        as="div"
        $carousel={carousel}
        style={variablesOf(spec)}
        aria-hidden="true"
        data-testid="grid-skeleton"
      >
        {Array.from({ length: count }, (_, index) => (
          <Placeholder key={index} />
        ))}
      </TileList>
    </TileGridFrame>
  );
}

// Tiles are square cells of the frame's width over the column count.
const cell = `calc((100cqi - (var(--columns) - 1) * ${TILE_GAP_PX}px) / var(--columns))`;

const TileList = styled.ul<{ $carousel: boolean }>`
  ${tileListBase}

  ${({ $carousel }) =>
    $carousel
      ? css`
          grid-auto-flow: column dense;
          grid-template-rows: repeat(var(--rows), ${CAROUSEL_CELL});
          grid-auto-columns: ${CAROUSEL_CELL};
          ${carouselScroll}
        `
      : css`
          grid-auto-flow: row dense;
          grid-template-columns: repeat(var(--columns), minmax(0, 1fr));
          grid-auto-rows: ${cell};
        `}
`;

const shimmer = keyframes`
  from { background-position: 200% 0; }
  to { background-position: -200% 0; }
`;

const Placeholder = styled.div`
  border-radius: ${theme.radius.medium};
  background: linear-gradient(
    90deg,
    ${theme.colors.surface} 25%,
    ${theme.colors.surfaceRaised} 50%,
    ${theme.colors.surface} 75%
  );
  background-size: 400% 100%;
  animation: ${shimmer} 1.6s linear infinite;

  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`;
