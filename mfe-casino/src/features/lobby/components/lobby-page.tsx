import { PAGE_SIZE, PageFrame, PageHeader, PageTitle, TextLink, useBusState, useLayoutDevice } from '@casino/shared';
import { useTranslation } from 'react-i18next';
import { CasinoToolbar } from '../../../components/casino-toolbar';
import { GridSkeleton } from '../../../components/game-grid';
import { EmptyState, ErrorState } from '../../../components/status-message';
import { DEFAULT_GRID } from '../../../lib/grid-layout';
import { pageSizeOf } from '../../../lib/paging';
import { useLobby } from '../api/get-lobby';
import { LobbySection } from './lobby-section';
import { MyGamesRow } from './my-games-row';

/**
 * The casino lobby (spec 000 §2 `/online-casino`, page id casino-lobby): the market's categories in
 * lobby order, each a section of games, all from one content query (`LOBBY_QUERY`); a search box and
 * the provider filter; for a logged-in player "My games" and "Recently played" first.
 */
export function LobbyPage() {
  const { t } = useTranslation('casino');
  const device = useLayoutDevice();
  const { market } = useBusState('locale');
  const profile = useBusState('profile');
  const lobby = useLobby(pageSizeOf(PAGE_SIZE.casinoLobby, device), market, profile?.countryCode ?? '');
  const { authorized } = useBusState('session');
  const settings = lobby.data?.settings;

  return (
    <PageFrame>
      <PageHeader>
        <PageTitle>{t('lobby.title')}</PageTitle>
        <TextLink to="/all-games">{t('lobby.allGames')}</TextLink>
      </PageHeader>
      <CasinoToolbar mobile={device === 'mobile'} />
      {authorized && settings ? (
        <>
          <MyGamesRow category="favourites" settings={settings} device={device} />
          <MyGamesRow category="recent" settings={settings} device={device} />
        </>
      ) : null}
      {lobby.isError ? (
        <ErrorState onRetry={() => void lobby.refetch()} retrying={lobby.isFetching} />
      ) : !lobby.data ? (
        <GridSkeleton
          spec={DEFAULT_GRID[device]}
          count={DEFAULT_GRID[device].columns * DEFAULT_GRID[device].rows}
        />
      ) : lobby.data.sections.length === 0 ? (
        <EmptyState>{t('lobby.empty')}</EmptyState>
      ) : (
        lobby.data.sections.map((section, index) => (
          <LobbySection key={section.id} section={section} device={device} aboveTheFold={index === 0} />
        ))
      )}
    </PageFrame>
  );
}
