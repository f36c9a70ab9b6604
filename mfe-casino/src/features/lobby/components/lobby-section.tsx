import { PAGE_SIZE, theme } from '@casino/shared';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { MarketCasinoSettings } from '../../../api/get-casino-settings';
import { GameGrid, GridSkeleton } from '../../../components/game-grid';
import { ErrorState } from '../../../components/status-message';
import { TextLink } from '@casino/shared';
import { gridSpecOf, layoutTiles, type LayoutDevice } from '../../../lib/grid-layout';
import { pageSizeOf } from '../../../lib/paging';
import { useCategoryPreview } from '../api/get-category-preview';
import type { LobbyCategory } from '../api/get-lobby-categories';

export interface LobbySectionProps {
  category: LobbyCategory;
  settings: MarketCasinoSettings;
  device: LayoutDevice;
  /** The first section: its first screen of thumbnails loads at once (largest contentful paint). */
  aboveTheFold?: boolean;
}

/**
 * One category of the lobby: its heading, a "Show all" link to its page and its first games laid out
 * on the category's grid for the device, as many as fit in its rows (a carousel scrolls sideways).
 * A category without games for the market is left out of the lobby.
 */
export function LobbySection({ category, settings, device, aboveTheFold = false }: LobbySectionProps) {
  const { t } = useTranslation('casino');
  const headingId = useId();
  const spec = gridSpecOf(category, device);
  const carousel = spec.widgetType === 'carousel';
  const games = useCategoryPreview(
    {
      category: category.id,
      providers: settings.availableProviders,
      excludedSubProviders: settings.exclusionSubProviders,
    },
    pageSizeOf(PAGE_SIZE.casinoLobby, device),
  );
  if (games.isSuccess && games.data.length === 0) return null;

  return (
    <Section aria-labelledby={headingId}>
      <SectionHeader>
        <h2 id={headingId}>{category.name}</h2>
        <TextLink
          to={`/${encodeURIComponent(category.id)}`}
          aria-label={t('lobby.showAllLabel', { category: category.name })}
        >
          {t('lobby.showAll')}
        </TextLink>
      </SectionHeader>
      {games.isPending ? (
        <GridSkeleton
          spec={spec}
          count={carousel ? spec.columns + 1 : spec.columns * spec.rows}
          carousel={carousel}
        />
      ) : games.isError ? (
        <ErrorState onRetry={() => void games.refetch()} retrying={games.isFetching} />
      ) : (
        <GameGrid
          tiles={layoutTiles(games.data, spec, { limitRows: true })}
          spec={spec}
          carousel={carousel}
          label={category.name}
          eagerTiles={aboveTheFold ? spec.columns * spec.rows : 0}
        />
      )}
    </Section>
  );
}

const Section = styled.section`
  margin-top: ${theme.space(8)};
`;

const SectionHeader = styled.div`
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
