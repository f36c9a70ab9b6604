import { GameSectionHeader, LobbySectionBelowTheFold } from '@casino/shared/game';
import { theme } from '@casino/shared/ui';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { gridOf, lobbySliceOf, type LayoutDevice, type LiveSection as Section } from '../../../lib/live-lobby';
import type { LiveTable } from '../../../lib/live-table';
import { TableGrid } from './table-grid';

export interface LiveSectionProps {
  section: Section;
  device: LayoutDevice;
  tables: ReadonlyMap<string, LiveTable>;
  tablesPending: boolean;
  /** The lobby's first section: rendered at once; the others only near the viewport (`LobbySectionBelowTheFold`). */
  aboveTheFold?: boolean;
}

/** One live category in the lobby: heading, "Show all" link to its page, and its first tables. */
export function LiveSection({ section, device, tables, tablesPending, aboveTheFold = false }: LiveSectionProps) {
  const { t } = useTranslation('liveCasino');
  const headingId = useId();
  const { category } = section;
  const grid = gridOf(category, device);
  const Region = aboveTheFold ? FirstRegion : LaterRegion;
  return (
    <Region aria-labelledby={headingId}>
      <GameSectionHeader
        headingId={headingId}
        title={category.name}
        showAllTo={`/${encodeURIComponent(category.id)}`}
        showAllText={t('lobby.showAll')}
        showAllLabel={t('lobby.showAllLabel', { category: category.name })}
      />
      <TableGrid
        games={lobbySliceOf(section.games, grid)}
        tables={tables}
        tablesPending={tablesPending}
        columns={grid.columns}
        rows={grid.carousel ? grid.rows : 1}
        carousel={grid.carousel}
        label={category.name}
      />
    </Region>
  );
}

const FirstRegion = styled.section`
  margin-top: ${theme.space(8)};
`;

const LaterRegion = styled(LobbySectionBelowTheFold)`
  margin-top: ${theme.space(8)};
`;
