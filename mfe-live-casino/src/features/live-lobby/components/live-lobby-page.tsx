import { useTranslation } from 'react-i18next';
import { EmptyState, ErrorState } from '../../../components/status-message';
import { PageFrame, PageHeader, PageTitle } from '@casino/shared/ui';
import { useLayoutDevice } from '@casino/shared/ui';
import { groupByCategory } from '../../../lib/live-lobby';
import { useLiveLobby } from '../api/get-live-lobby';
import { useLiveTables } from '../api/get-live-tables';
import { LiveSection } from './live-section';
import { SeatsNotice } from './seats-notice';
import { TableGridSkeleton } from './table-grid';

const SKELETON_COLUMNS = { mobile: 2, tablet: 4, desktop: 6 } as const;

/**
 * The live casino lobby (spec 000 §2 `/live-casino-online`, page id live-casino): live tables grouped
 * by live category, with seats and bet limits from the games admin API, refreshed every 10 s.
 */
export function LiveLobbyPage() {
  const { t } = useTranslation('liveCasino');
  const device = useLayoutDevice();
  const lobby = useLiveLobby();
  const tables = useLiveTables(lobby.data?.games.map((game) => game.gameProvider) ?? []);
  const sections = lobby.data ? groupByCategory(lobby.data.categories, lobby.data.games, lobby.data.order) : [];

  return (
    <PageFrame>
      <PageHeader>
        <PageTitle>{t('lobby.title')}</PageTitle>
      </PageHeader>
      {tables.isError ? <SeatsNotice onRetry={tables.refetch} /> : null}
      {lobby.isError ? (
        <ErrorState onRetry={() => void lobby.refetch()} retrying={lobby.isFetching} />
      ) : lobby.isPending ? (
        <TableGridSkeleton columns={SKELETON_COLUMNS[device]} count={SKELETON_COLUMNS[device] * 2} />
      ) : sections.length === 0 ? (
        <EmptyState>{t('lobby.empty')}</EmptyState>
      ) : (
        sections.map((section) => (
          <LiveSection key={section.category.id} section={section} device={device} tables={tables.tables} tablesPending={tables.isPending} />
        ))
      )}
    </PageFrame>
  );
}
