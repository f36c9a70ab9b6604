import { useId, useRef, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from '@casino/shared-modules/react-router';
import styled from 'styled-components';
import { EmptyState, ErrorState } from '../../../components/status-message';
import { Button, PageFrame, PageHeader, PageTitle, fieldControl, theme, useSearchAsYouType } from '@casino/shared/ui';
import { useLayoutDevice } from '@casino/shared/ui';
import { groupByCategory } from '../../../lib/live-lobby';
import { useLiveLobby } from '../api/get-live-lobby';
import { useLiveTables } from '../api/get-live-tables';
import { LiveSection } from './live-section';
import { SeatsNotice } from './seats-notice';
import { TableGridSkeleton } from './table-grid';

const SKELETON_COLUMNS = { mobile: 2, tablet: 4, desktop: 6 } as const;

/** The lobby's games whose name holds `query` (any case; all of them for an empty query). */
function matching<T extends { name: string }>(games: readonly T[], query: string): readonly T[] {
  const needle = query.trim().toLocaleLowerCase();
  return needle ? games.filter((game) => game.name.toLocaleLowerCase().includes(needle)) : games;
}

/**
 * The live casino lobby (spec 000 §2 `/live-casino-online`, page id live-casino): live tables grouped
 * by live category, with seats and bet limits from the games admin API, refreshed every 10 s. A search box
 * narrows the tables by name as the player types (issue 18 point 3, `useSearchAsYouType`): `?q=` in the URL,
 * the first search adds a history entry and the next ones replace it, so Back leaves the search.
 */
export function LiveLobbyPage() {
  const { t } = useTranslation('liveCasino');
  const device = useLayoutDevice();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const searchId = useId();
  const searchRef = useRef<HTMLInputElement>(null);
  const urlQuery = params.get('q') ?? '';
  const search = useSearchAsYouType(urlQuery, (value) => {
    navigate(value.trim() ? `/?${new URLSearchParams({ q: value.trim() }).toString()}` : '/', { replace: urlQuery !== '' });
  });
  const lobby = useLiveLobby();
  const tables = useLiveTables(lobby.data?.games.map((game) => game.gameProvider) ?? []);
  const sections = lobby.data ? groupByCategory(lobby.data.categories, matching(lobby.data.games, urlQuery), lobby.data.order) : [];
  const onSearch = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    search.submit();
  };

  return (
    <PageFrame>
      <PageHeader>
        <PageTitle>{t('lobby.title')}</PageTitle>
      </PageHeader>
      <SearchForm role="search" onSubmit={onSearch}>
        <label htmlFor={searchId}>{t('lobby.searchLabel')}</label>
        <SearchInput ref={searchRef} id={searchId} type="search" name="q" value={search.text} onChange={search.onChange} autoComplete="off" />
        {search.text ? (
          <Button
            type="button"
            onClick={() => {
              search.clear();
              searchRef.current?.focus();
            }}
          >
            {t('lobby.clearSearch')}
          </Button>
        ) : null}
        <Button type="submit">{t('lobby.search')}</Button>
      </SearchForm>
      {tables.isError ? <SeatsNotice onRetry={tables.refetch} /> : null}
      {lobby.isError ? (
        <ErrorState onRetry={() => void lobby.refetch()} retrying={lobby.isFetching} />
      ) : lobby.isPending ? (
        <TableGridSkeleton columns={SKELETON_COLUMNS[device]} count={SKELETON_COLUMNS[device] * 2} />
      ) : sections.length === 0 ? (
        <EmptyState>{urlQuery.trim() ? t('lobby.noResults', { q: urlQuery.trim() }) : t('lobby.empty')}</EmptyState>
      ) : (
        sections.map((section, index) => (
          <LiveSection key={section.category.id} section={section} device={device} tables={tables.tables} tablesPending={tables.isPending} aboveTheFold={index === 0} />
        ))
      )}
    </PageFrame>
  );
}

const SearchForm = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: end;
  gap: ${theme.space(2)};
  margin-bottom: ${theme.space(4)};
  label {
    flex-basis: 100%;
    font-size: ${theme.font.small};
  }
`;

const SearchInput = styled.input<{ $invalid?: boolean }>`
  ${fieldControl}
  width: auto;
  min-width: 220px;
`;
