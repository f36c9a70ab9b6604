import { BusyButton, theme } from '@casino/shared/ui';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { ErrorState } from '../../../components/status-message';

export interface LoadMoreFooterProps {
  /** Games shown so far. */
  shown: number;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  isFetchNextPageError: boolean;
  /** Fetches the next page (and moves focus to its first game, where the list does that). */
  onLoadMore: () => void;
}

/**
 * Under a paged list of games (spec 000 §9 page sizes): how many are shown, announced politely, and a
 * Load more button while the content has more; when the next page failed, the error with a retry.
 */
export function LoadMoreFooter({ shown, hasNextPage, isFetchingNextPage, isFetchNextPageError, onLoadMore }: LoadMoreFooterProps) {
  const { t } = useTranslation('casino');
  return (
    <Footer>
      <p aria-live="polite">{t('games.shown', { count: shown })}</p>
      {isFetchNextPageError ? (
        <ErrorState onRetry={onLoadMore} retrying={isFetchingNextPage} />
      ) : hasNextPage ? (
        <BusyButton onClick={onLoadMore} busy={isFetchingNextPage} busyLabel={t('games.loadingMore')}>
          {t('games.loadMore')}
        </BusyButton>
      ) : null}
    </Footer>
  );
}

const Footer = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${theme.space(3)};
  margin-top: ${theme.space(6)};

  p {
    margin: 0;
    color: ${theme.colors.textMuted};
    font-size: ${theme.font.small};
  }
`;
