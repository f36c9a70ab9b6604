import { useBusState } from '@casino/shared/parcel';
import { PageFrame, PageHeader, PageTitle, TextLink, useLayoutDevice } from '@casino/shared/ui';
import { startTransition, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CasinoToolbar } from '../../../components/casino-toolbar';
import { GridSkeleton } from '../../../components/game-grid';
import { EmptyState, ErrorState } from '../../../components/status-message';
import { DEFAULT_GRID } from '../../../lib/grid-layout';
import { WinnersBoundary, WinnersWidget } from '../../winners';
import { useLobby } from '../api/get-lobby';
import { LobbySection } from './lobby-section';
import { MyGamesRow } from './my-games-row';

/** Sections rendered with the first paint (the first holds the largest contentful paint); the rest follow right after it. */
const FIRST_PAINT_SECTIONS = 1;

/**
 * True once the page has painted with its data: the lobby's later sections are rendered then, as a
 * transition, so the first screen of thumbnails (the largest contentful paint) does not wait for
 * dozens of tiles nobody can see yet.
 */
function usePaintedOnce(ready: boolean): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    if (!ready || painted) return;
    const frame = requestAnimationFrame(() => {
      // The frame after the next: the first one paints what is already committed.
      setTimeout(() => startTransition(() => setPainted(true)), 0);
    });
    return () => cancelAnimationFrame(frame);
  }, [ready, painted]);
  return painted;
}

/**
 * The casino lobby (spec 000 §2 `/online-casino`, page id casino-lobby): the market's categories in
 * lobby order, each a section of games, all from one content query (`LOBBY_QUERY`); a search box and
 * the provider filter; for a logged-in player "My games" and "Recently played" first; the top and latest
 * winners widgets last (issue 17 point 6).
 */
export function LobbyPage() {
  const { t } = useTranslation('casino');
  const device = useLayoutDevice();
  const lobby = useLobby(device);
  const { authorized } = useBusState('session');
  const settings = lobby.data?.settings;
  const painted = usePaintedOnce(Boolean(lobby.data));
  const sections = lobby.data ? (painted ? lobby.data.sections : lobby.data.sections.slice(0, FIRST_PAINT_SECTIONS)) : [];

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
        sections.map((section, index) => <LobbySection key={section.id} section={section} device={device} aboveTheFold={index === 0} />)
      )}
      {painted ? (
        <WinnersBoundary>
          <WinnersWidget casinoPath="" />
        </WinnersBoundary>
      ) : null}
    </PageFrame>
  );
}
