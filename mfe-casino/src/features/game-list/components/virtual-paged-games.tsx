import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { GridSkeleton } from '../../../components/game-grid';
import { LoadMoreFooter } from './load-more-footer';
import { EmptyState, ErrorState } from '../../../components/status-message';
import { TextLink } from '@casino/shared/ui';
import { VirtualGameGrid } from '../../../components/virtual-game-grid';
import type { GameFilter } from '../../../lib/game-query';
import type { GridSpec } from '../../../lib/grid-layout';
import { useGamesPages } from '../api/get-games-page';

export interface VirtualPagedGamesProps {
  filter: GameFilter;
  spec: GridSpec;
  size: number;
  label: string;
  /** What an empty answer says; "There are no games here yet." by default. */
  emptyText?: string;
}

/**
 * Pages of games on a virtualised grid: the next page loads when the player scrolls near the end
 * (one extra game per page tells there is more), and a Load more button stays for keyboard users;
 * after it, focus moves to the first new game.
 */
export function VirtualPagedGames({ filter, spec, size, label, emptyText }: VirtualPagedGamesProps) {
  const { t } = useTranslation('casino');
  const pages = useGamesPages(filter, size);
  const [focusIndex, setFocusIndex] = useState<number | null>(null);
  // One flat list per page loaded, not per render: at 10,000 games rebuilding it on every render shows.
  const games = useMemo(() => pages.data?.pages.flatMap((page) => page.items) ?? [], [pages.data]);
  const { hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage } = pages;

  const onNearEnd = useCallback(() => {
    if (hasNextPage && !isFetchingNextPage && !isFetchNextPageError) void fetchNextPage();
  }, [hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage]);

  if (pages.isPending) return <GridSkeleton spec={spec} count={Math.min(size, spec.columns * 3)} />;
  if (pages.isError && !pages.data) return <ErrorState onRetry={() => void pages.refetch()} retrying={pages.isFetching} />;
  if (games.length === 0) return <EmptyState action={<TextLink to="/">{t('games.backToLobby')}</TextLink>}>{emptyText ?? t('games.empty')}</EmptyState>;

  const loadMore = () => {
    const from = games.length;
    void fetchNextPage().then(() => setFocusIndex(from));
  };

  return (
    <>
      <VirtualGameGrid games={games} columns={spec.columns} label={label} onNearEnd={onNearEnd} focusIndex={focusIndex} />
      <LoadMoreFooter
        shown={games.length}
        hasNextPage={hasNextPage}
        isFetchingNextPage={isFetchingNextPage}
        isFetchNextPageError={isFetchNextPageError}
        onLoadMore={loadMore}
      />
    </>
  );
}
