import { theme } from '@casino/shared/ui';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { TextLink } from '@casino/shared/ui';
import { gridOf, lobbySliceOf, type LayoutDevice, type LiveSection as Section } from '../../../lib/live-lobby';
import type { LiveTable } from '../../../lib/live-table';
import { TableGrid } from './table-grid';

export interface LiveSectionProps {
  section: Section;
  device: LayoutDevice;
  tables: ReadonlyMap<string, LiveTable>;
  tablesPending: boolean;
}

/** One live category in the lobby: heading, "Show all" link to its page, and its first tables. */
export function LiveSection({ section, device, tables, tablesPending }: LiveSectionProps) {
  const { t } = useTranslation('liveCasino');
  const headingId = useId();
  const { category } = section;
  const grid = gridOf(category, device);
  return (
    <Region aria-labelledby={headingId}>
      <Header>
        <h2 id={headingId}>{category.name}</h2>
        <TextLink to={`/${encodeURIComponent(category.id)}`} aria-label={t('lobby.showAllLabel', { category: category.name })}>
          {t('lobby.showAll')}
        </TextLink>
      </Header>
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

const Region = styled.section`
  margin-top: ${theme.space(8)};
`;

const Header = styled.div`
  display: flex;
  align-items: baseline;
  justify-content: space-between;
  gap: ${theme.space(4)};
  margin-bottom: ${theme.space(3)};

  h2 {
    margin: 0;
    font-size: 1.25rem;
    line-height: 1.3;
  }
`;
