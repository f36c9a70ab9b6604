import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { GameGrid, GridSkeleton } from '../../../components/game-grid';
import { LoadMoreFooter } from './load-more-footer';
import { EmptyState, ErrorState } from '../../../components/status-message';
import { TextLink } from '@casino/shared/ui';
import type { GameFilter } from '../../../lib/game-query';
import { layoutTiles, type GridSpec } from '../../../lib/grid-layout';
import { useGamesPages } from '../api/get-games-page';

export interface PagedGamesProps {
  filter: GameFilter;
  spec: GridSpec;
  /** Games per page (spec 000 §9). */
  size: number;
  /** Names the list of games for screen readers. */
  label: string;
}

/**
 * A list of games a page at a time, with a Load more button while the content has more. After a
 * page loads, focus moves to its first game, so a keyboard user goes on where the new games start.
 */
export function PagedGames({ filter, spec, size, label }: PagedGamesProps) {
  const { t } = useTranslation('casino');
  const pages = useGamesPages(filter, size);
  const listRef = useRef<HTMLDivElement>(null);
  const focusFrom = useRef<number | null>(null);
  const games = pages.data?.pages.flatMap((page) => page.items) ?? [];

  useEffect(() => {
    if (focusFrom.current === null || pages.isFetchingNextPage) return;
    const first = listRef.current?.querySelectorAll('a')[focusFrom.current];
    focusFrom.current = null;
    first?.focus();
  }, [games.length, pages.isFetchingNextPage]);

  if (pages.isPending) return <GridSkeleton spec={spec} count={Math.min(size, spec.columns * 3)} />;
  if (pages.isError && !pages.data) return <ErrorState onRetry={() => void pages.refetch()} retrying={pages.isFetching} />;
  if (games.length === 0) {
    return <EmptyState action={<TextLink to="/">{t('games.backToLobby')}</TextLink>}>{t('games.empty')}</EmptyState>;
  }

  const loadMore = () => {
    focusFrom.current = games.length;
    void pages.fetchNextPage();
  };

  return (
    <>
      <div ref={listRef}>
        <GameGrid tiles={layoutTiles(games, spec, { limitRows: false })} spec={spec} label={label} />
      </div>
      <LoadMoreFooter
        shown={games.length}
        hasNextPage={pages.hasNextPage}
        isFetchingNextPage={pages.isFetchingNextPage}
        isFetchNextPageError={pages.isFetchNextPageError}
        onLoadMore={loadMore}
      />
    </>
  );
}
