import { useBusState } from '@casino/shared';
import { useTranslation } from 'react-i18next';
import { useCasinoSettings } from '../../../api/get-casino-settings';
import { CasinoToolbar } from '../../../components/casino-toolbar';
import { GridSkeleton } from '../../../components/game-grid';
import { EmptyState, ErrorState } from '../../../components/status-message';
import { PageFrame, PageHeader, PageTitle, TextLink } from '@casino/shared';
import { useLayoutDevice } from '@casino/shared';
import { DEFAULT_GRID } from '../../../lib/grid-layout';
import { useLobbyCategories } from '../api/get-lobby-categories';
import { LobbySection } from './lobby-section';
import { MyGamesRow } from './my-games-row';

/**
 * The casino lobby (spec 000 §2 `/online-casino`, page id casino-lobby): the market's categories in
 * lobby order, each a section of games; a search box and the provider filter; for a logged-in player
 * "My games" and "Recently played" first.
 */
export function LobbyPage() {
  const { t } = useTranslation('casino');
  const device = useLayoutDevice();
  const settings = useCasinoSettings();
  const categories = useLobbyCategories(settings.data?.categories);
  const { authorized } = useBusState('session');
  const failed = settings.isError ? settings : categories.isError ? categories : null;

  return (
    <PageFrame>
      <PageHeader>
        <PageTitle>{t('lobby.title')}</PageTitle>
        <TextLink to="/all-games">{t('lobby.allGames')}</TextLink>
      </PageHeader>
      <CasinoToolbar mobile={device === 'mobile'} />
      {authorized && settings.data ? (
        <>
          <MyGamesRow category="favourites" settings={settings.data} device={device} />
          <MyGamesRow category="recent" settings={settings.data} device={device} />
        </>
      ) : null}
      {failed ? (
        <ErrorState onRetry={() => void failed.refetch()} retrying={failed.isFetching} />
      ) : !settings.data || !categories.data ? (
        <GridSkeleton
          spec={DEFAULT_GRID[device]}
          count={DEFAULT_GRID[device].columns * DEFAULT_GRID[device].rows}
        />
      ) : categories.data.length === 0 ? (
        <EmptyState>{t('lobby.empty')}</EmptyState>
      ) : (
        categories.data.map((category, index) => (
          <LobbySection
            key={category.id}
            category={category}
            settings={settings.data}
            device={device}
            aboveTheFold={index === 0}
          />
        ))
      )}
    </PageFrame>
  );
}
