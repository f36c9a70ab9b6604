import { useBusState } from '@casino/shared/parcel';
import { PAGE_SIZE } from '@casino/shared/platform';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from '@casino/shared-modules/react-router';
import { useCasinoSettings } from '../../../api/get-casino-settings';
import { CasinoToolbar } from '../../../components/casino-toolbar';
import { GridSkeleton } from '../../../components/game-grid';
import { ErrorState } from '../../../components/status-message';
import { PageFrame, PageHeader, PageTitle, TextLink } from '@casino/shared/ui';
import { useLayoutDevice } from '@casino/shared/ui';
import { DEFAULT_GRID } from '../../../lib/grid-layout';
import { pageSizeOf } from '../../../lib/paging';
import { chosenProviders } from '../../../lib/provider-filter';
import { VirtualPagedGames } from './virtual-paged-games';

/**
 * Every casino game of the market by name (spec 000 §2 `/online-casino/all-games`), 30 a page on a
 * phone and 60 on larger screens (spec 000 §9), on a virtualised grid. `?providers=a,b` narrows it
 * to those providers (the provider filter lands here), `?q=` to games whose name matches.
 */
export function AllGamesPage() {
  const { t } = useTranslation('casino');
  const device = useLayoutDevice();
  const settings = useCasinoSettings();
  const profile = useBusState('profile');
  const [params] = useSearchParams();
  const spec = DEFAULT_GRID[device];
  const q = params.get('q') ?? '';

  return (
    <PageFrame>
      <PageHeader>
        <PageTitle>{t('allGames.title')}</PageTitle>
        <TextLink to="/">{t('games.backToLobby')}</TextLink>
      </PageHeader>
      <CasinoToolbar mobile={device === 'mobile'} />
      {q ? <p>{t('search.results', { q })}</p> : null}
      {settings.isError ? (
        <ErrorState onRetry={() => void settings.refetch()} retrying={settings.isFetching} />
      ) : !settings.data ? (
        <GridSkeleton spec={spec} count={spec.columns * 3} />
      ) : (
        <VirtualPagedGames
          filter={{
            providers: chosenProviders(params.get('providers'), settings.data.availableProviders),
            excludedSubProviders: settings.data.exclusionSubProviders,
            country: profile?.countryCode ?? '',
            ...(q ? { search: q } : {}),
          }}
          spec={spec}
          size={pageSizeOf(PAGE_SIZE.allGames, device)}
          label={t('allGames.title')}
          {...(q ? { emptyText: t('search.noResults', { q }) } : {})}
        />
      )}
    </PageFrame>
  );
}
