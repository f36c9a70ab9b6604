import { PAGE_SIZE } from '@casino/shared';
import { useTranslation } from 'react-i18next';
import { useCasinoSettings } from '../../../api/get-casino-settings';
import { GridSkeleton } from '../../../components/game-grid';
import { ErrorState } from '../../../components/status-message';
import { PageFrame, PageHeader, PageTitle, TextLink } from '../../../components/styles';
import { useLayoutDevice } from '../../../hooks/use-layout-device';
import { DEFAULT_GRID } from '../../../lib/grid-layout';
import { pageSizeOf } from '../../../lib/paging';
import { PagedGames } from './paged-games';

/**
 * Every casino game of the market by name (spec 000 §2 `/online-casino/all-games`), 30 a page on a
 * phone and 60 on larger screens (spec 000 §9), with Load more.
 */
export function AllGamesPage() {
  const { t } = useTranslation('casino');
  const device = useLayoutDevice();
  const settings = useCasinoSettings();
  const spec = DEFAULT_GRID[device];

  return (
    <PageFrame>
      <PageHeader>
        <PageTitle>{t('allGames.title')}</PageTitle>
        <TextLink to="/">{t('games.backToLobby')}</TextLink>
      </PageHeader>
      {settings.isError ? (
        <ErrorState onRetry={() => void settings.refetch()} retrying={settings.isFetching} />
      ) : !settings.data ? (
        <GridSkeleton spec={spec} count={spec.columns * 3} />
      ) : (
        <PagedGames
          filter={{ providers: settings.data.availableProviders, excludedSubProviders: settings.data.exclusionSubProviders }}
          spec={spec}
          size={pageSizeOf(PAGE_SIZE.allGames, device)}
          label={t('allGames.title')}
        />
      )}
    </PageFrame>
  );
}
