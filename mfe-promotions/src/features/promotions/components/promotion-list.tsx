import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { BusyButton, ErrorBox, Muted, SecondaryButton } from '@casino/shared/ui';
import { usePromotions } from '../api/get-promotions';
import type { PromotionFilter } from '../lib/promotions-query';
import { PromotionCard } from './promotion-card';

export interface PromotionListProps {
  filter: PromotionFilter;
}

/** The promotions of a filter, nine at a time with "Load more" (spec 000 §9), with loading, empty and retry states. */
export function PromotionList({ filter }: PromotionListProps) {
  const { t } = useTranslation('promotions');
  const promotions = usePromotions(filter);

  if (promotions.isPending) return <Muted role="status">{t('list.loading')}</Muted>;
  if (promotions.isError && !promotions.data) {
    return (
      <ErrorBox role="alert">
        <p>{t('list.failed')}</p>
        <SecondaryButton type="button" onClick={() => void promotions.refetch()}>
          {t('retry')}
        </SecondaryButton>
      </ErrorBox>
    );
  }
  const shown = promotions.data.pages.flatMap((page) => page.promotions);
  if (shown.length === 0) return <Muted>{t('list.empty')}</Muted>;
  return (
    <>
      <Grid>
        {shown.map((promotion) => (
          <li key={promotion._id}>
            <PromotionCard promotion={promotion} />
          </li>
        ))}
      </Grid>
      {promotions.isFetchNextPageError && (
        <ErrorBox role="alert">
          <p>{t('list.moreFailed')}</p>
        </ErrorBox>
      )}
      {promotions.hasNextPage && (
        <More>
          <BusyButton variant="secondary" onClick={() => void promotions.fetchNextPage()} busy={promotions.isFetchingNextPage} busyLabel={t('list.loadingMore')}>
            {t('list.loadMore')}
          </BusyButton>
        </More>
      )}
    </>
  );
}

const Grid = styled.ul`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space(4)};
  margin: 0;
  padding: 0;
  list-style: none;

  ${({ theme }) => theme.media.md} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }

  ${({ theme }) => theme.media.lg} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }

  > li {
    display: flex;
  }

  > li > article {
    flex: 1;
  }
`;

const More = styled.div`
  display: flex;
  justify-content: center;
  margin-top: ${({ theme }) => theme.space(6)};
`;
