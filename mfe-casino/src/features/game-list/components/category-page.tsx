import { useBusState } from '@casino/shared/parcel';
import { PAGE_SIZE } from '@casino/shared/platform';
import { useTranslation } from 'react-i18next';
import { useParams } from '@casino/shared-modules/react-router';
import { useCasinoSettings } from '../../../api/get-casino-settings';
import { GridSkeleton } from '../../../components/game-grid';
import { EmptyState, ErrorState } from '../../../components/status-message';
import { PageFrame, PageHeader, PageTitle, TextLink } from '@casino/shared/ui';
import { useLayoutDevice } from '@casino/shared/ui';
import { DEFAULT_GRID, gridSpecOf } from '../../../lib/grid-layout';
import { pageSizeOf } from '../../../lib/paging';
import { useCategory } from '../api/get-category';
import { PagedGames } from './paged-games';

/**
 * One casino category (spec 000 §2 `/online-casino/{id}`): its games on its grid, every row, a page
 * at a time like all games. An id the content does not know says so and links back to the lobby.
 */
export function CategoryPage() {
  const { t } = useTranslation('casino');
  const { categoryId = '' } = useParams();
  const device = useLayoutDevice();
  const settings = useCasinoSettings();
  const category = useCategory(categoryId);
  const profile = useBusState('profile');
  const failed = settings.isError ? settings : category.isError ? category : null;

  if (category.data === null) {
    return (
      <PageFrame>
        <PageHeader>
          <PageTitle>{t('category.notFoundTitle')}</PageTitle>
        </PageHeader>
        <EmptyState action={<TextLink to="/">{t('games.backToLobby')}</TextLink>}>{t('category.notFoundText', { id: categoryId })}</EmptyState>
      </PageFrame>
    );
  }

  const spec = category.data ? gridSpecOf(category.data, device) : DEFAULT_GRID[device];
  return (
    <PageFrame>
      <PageHeader>
        <PageTitle>{category.data?.name ?? t('category.loadingTitle')}</PageTitle>
        <TextLink to="/">{t('games.backToLobby')}</TextLink>
      </PageHeader>
      {failed ? (
        <ErrorState onRetry={() => void failed.refetch()} retrying={failed.isFetching} />
      ) : !settings.data || !category.data ? (
        <GridSkeleton spec={spec} count={spec.columns * 3} />
      ) : (
        <PagedGames
          filter={{
            category: category.data.id,
            providers: settings.data.availableProviders,
            excludedSubProviders: settings.data.exclusionSubProviders,
            // Studios restricted in the player's country are hidden here too (spec 000 §3 Sub-provider).
            country: profile?.countryCode ?? '',
          }}
          spec={{ ...spec, widgetType: 'grid' }}
          size={pageSizeOf(PAGE_SIZE.allGames, device)}
          label={category.data.name}
        />
      )}
    </PageFrame>
  );
}
