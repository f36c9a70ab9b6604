import { useTranslation } from 'react-i18next';
import { useParams } from '@casino/shared-modules/react-router';
import { EmptyState, ErrorState } from '../../../components/status-message';
import { PageFrame, PageHeader, PageTitle, TextLink } from '@casino/shared/ui';
import { useLayoutDevice } from '@casino/shared/ui';
import { gridOf } from '../../../lib/live-lobby';
import { useLiveLobby } from '../api/get-live-lobby';
import { useLiveTables } from '../api/get-live-tables';
import { SeatsNotice } from './seats-notice';
import { TableGrid, TableGridSkeleton } from './table-grid';

/**
 * One live category (spec 000 §2 `/live-casino-online/{id}`): all its tables on its grid, seats
 * refreshed every 10 s. An id the content does not know says so and links back to the lobby.
 */
export function LiveCategoryPage() {
  const { t } = useTranslation('liveCasino');
  const { categoryId = '' } = useParams();
  const device = useLayoutDevice();
  const lobby = useLiveLobby();
  const category = lobby.data?.categories.find((candidate) => candidate.id === categoryId);
  const games = category ? (lobby.data?.games ?? []).filter((game) => game.categories?.includes(category.id)) : [];
  const tables = useLiveTables(games.map((game) => game.gameProvider));

  if (lobby.isSuccess && !category) {
    return (
      <PageFrame>
        <PageHeader>
          <PageTitle>{t('category.notFoundTitle')}</PageTitle>
        </PageHeader>
        <EmptyState action={<TextLink to="/">{t('tables.backToLobby')}</TextLink>}>{t('category.notFoundText', { id: categoryId })}</EmptyState>
      </PageFrame>
    );
  }

  const grid = category ? gridOf(category, device) : null;
  return (
    <PageFrame>
      <PageHeader>
        <PageTitle>{category?.name ?? t('category.loadingTitle')}</PageTitle>
        <TextLink to="/">{t('tables.backToLobby')}</TextLink>
      </PageHeader>
      {tables.isError ? <SeatsNotice onRetry={tables.refetch} /> : null}
      {lobby.isError ? (
        <ErrorState onRetry={() => void lobby.refetch()} retrying={lobby.isFetching} />
      ) : !category || !grid ? (
        <TableGridSkeleton columns={device === 'mobile' ? 2 : 4} count={8} />
      ) : games.length === 0 ? (
        <EmptyState action={<TextLink to="/">{t('tables.backToLobby')}</TextLink>}>{t('tables.empty')}</EmptyState>
      ) : (
        <TableGrid games={games} tables={tables.tables} tablesPending={tables.isPending} columns={grid.columns} rows={1} label={category.name} />
      )}
    </PageFrame>
  );
}
