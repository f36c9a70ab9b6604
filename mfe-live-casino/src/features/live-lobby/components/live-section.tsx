import { GameSectionHeader, LobbySectionFrame } from '@casino/shared/game';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { gridOf, lobbySliceOf, type LayoutDevice, type LiveSection as Section } from '../../../lib/live-lobby';
import type { LiveTable } from '../../../lib/live-table';
import { TableGrid } from './table-grid';

export interface LiveSectionProps {
  section: Section;
  device: LayoutDevice;
  tables: ReadonlyMap<string, LiveTable>;
  tablesPending: boolean;
  /** The lobby's first section: rendered at once; the others only near the viewport (`LobbySectionFrame`). */
  aboveTheFold?: boolean;
}

/** One live category in the lobby: heading, "Show all" link to its page, and its first tables. */
export function LiveSection({ section, device, tables, tablesPending, aboveTheFold = false }: LiveSectionProps) {
  const { t } = useTranslation('liveCasino');
  const headingId = useId();
  const { category } = section;
  const grid = gridOf(category, device);
  return (
    <LobbySectionFrame aria-labelledby={headingId} $belowTheFold={!aboveTheFold}>
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
    </LobbySectionFrame>
  );
}
