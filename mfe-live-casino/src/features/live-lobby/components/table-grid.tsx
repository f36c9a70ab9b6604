import { CAROUSEL_CELL, TileGridFrame, carouselScroll, tileListBase } from '@casino/shared/game';
import { theme, VisuallyHidden } from '@casino/shared/ui';
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import styled, { css } from 'styled-components';
import { tableOf, type LiveGame, type LiveTable } from '../../../lib/live-table';
import { TableCard } from './table-card';

export interface TableGridProps {
  games: readonly LiveGame[];
  tables: ReadonlyMap<string, LiveTable>;
  tablesPending: boolean;
  columns: number;
  rows: number;
  /** A carousel is one strip of `rows` rows that scrolls sideways; a grid grows down. */
  carousel?: boolean;
  /** Names the list for screen readers, e.g. the category's name. */
  label: string;
}

/** Live table cards on the category's columns for the device. */
export function TableGrid({ games, tables, tablesPending, columns, rows, carousel = false, label }: TableGridProps) {
  return (
    <TileGridFrame>
      <List $carousel={carousel} style={{ '--columns': columns, '--rows': rows } as CSSProperties} aria-label={label} data-columns={columns}>
        {games.map((game) => (
          <li key={game._id}>
            <TableCard game={game} table={tableOf(game, tables)} tablesPending={tablesPending} />
          </li>
        ))}
      </List>
    </TileGridFrame>
  );
}

/** Placeholder cards while the lobby loads, with a status for screen readers. */
export function TableGridSkeleton({ columns, count }: { columns: number; count: number }) {
  const { t } = useTranslation('liveCasino');
  return (
    <TileGridFrame aria-busy="true">
      <VisuallyHidden role="status">{t('tables.loading')}</VisuallyHidden>
      <List as="div" $carousel={false} style={{ '--columns': columns, '--rows': 1 } as CSSProperties} aria-hidden="true" data-testid="grid-skeleton">
        {Array.from({ length: count }, (_, index) => (
          <Placeholder key={index} />
        ))}
      </List>
    </TileGridFrame>
  );
}

const List = styled.ul<{ $carousel: boolean }>`
  ${tileListBase}

  ${({ $carousel }) =>
    $carousel
      ? css`
          grid-auto-flow: column;
          grid-template-rows: repeat(var(--rows), auto);
          grid-auto-columns: ${CAROUSEL_CELL};
          ${carouselScroll}
        `
      : css`
          grid-template-columns: repeat(var(--columns), minmax(0, 1fr));
        `}
`;

const Placeholder = styled.div`
  aspect-ratio: 3 / 4;
  border-radius: ${theme.radius.medium};
  background: ${theme.colors.surface};
`;
