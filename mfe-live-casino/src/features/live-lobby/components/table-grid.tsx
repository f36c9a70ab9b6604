import { theme } from '@casino/shared/ui';
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import styled, { css } from 'styled-components';
import { VisuallyHidden } from '@casino/shared/ui';
import { tableOf, type LiveGame, type LiveTable } from '../../../lib/live-table';
import { TableCard } from './table-card';

const GAP_PX = 12;
/** The focus ring's width plus its offset. */
const FOCUS_ROOM_PX = 6;

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
    <Frame>
      <List $carousel={carousel} style={{ '--columns': columns, '--rows': rows } as CSSProperties} aria-label={label} data-columns={columns}>
        {games.map((game) => (
          <li key={game._id}>
            <TableCard game={game} table={tableOf(game, tables)} tablesPending={tablesPending} />
          </li>
        ))}
      </List>
    </Frame>
  );
}

/** Placeholder cards while the lobby loads, with a status for screen readers. */
export function TableGridSkeleton({ columns, count }: { columns: number; count: number }) {
  const { t } = useTranslation('liveCasino');
  return (
    <Frame aria-busy="true">
      <VisuallyHidden role="status">{t('tables.loading')}</VisuallyHidden>
      <List as="div" $carousel={false} style={{ '--columns': columns, '--rows': 1 } as CSSProperties} aria-hidden="true" data-testid="grid-skeleton">
        {Array.from({ length: count }, (_, index) => (
          <Placeholder key={index} />
        ))}
      </List>
    </Frame>
  );
}

const Frame = styled.div`
  container-type: inline-size;
`;

const List = styled.ul<{ $carousel: boolean }>`
  display: grid;
  gap: ${GAP_PX}px;
  margin: 0;
  padding: 0;
  list-style: none;

  ${({ $carousel }) =>
    $carousel
      ? css`
          grid-auto-flow: column;
          grid-template-rows: repeat(var(--rows), auto);
          grid-auto-columns: calc((100cqi - var(--columns) * ${GAP_PX}px) / (var(--columns) + 0.4));
          overflow-x: auto;
          overscroll-behavior-x: contain;
          scroll-snap-type: x mandatory;
          scroll-padding-inline: ${FOCUS_ROOM_PX}px;
          scrollbar-width: thin;
          /* Room for the focus ring of the cards at the edges, which the scroll box would clip. */
          margin: -${FOCUS_ROOM_PX}px;
          padding: ${FOCUS_ROOM_PX}px ${FOCUS_ROOM_PX}px ${FOCUS_ROOM_PX + 8}px;

          & > li {
            scroll-snap-align: start;
          }
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
