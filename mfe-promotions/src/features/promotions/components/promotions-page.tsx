import { useTranslation } from 'react-i18next';
import { Link, useParams } from '@casino/shared-modules/react-router';
import styled from 'styled-components';
import { ErrorBox, Page, SecondaryButton } from '@casino/shared/ui';
import { Column } from '../../../components/ui';
import { usePromotionCategories } from '../api/get-promotion-categories';
import { usePromotions } from '../api/get-promotions';
import { CategoryTabs } from './category-tabs';
import { NotFound } from './not-found';
import { PromotionList } from './promotion-list';

/** The title of a tag, from the promotions already loaded for it. */
function useTagTitle(category: string | undefined, tag: string | undefined): string | undefined {
  const promotions = usePromotions({ category, tag });
  if (!tag) return undefined;
  const tags = promotions.data?.pages.flatMap((page) => page.promotions.flatMap((promotion) => promotion.tags)) ?? [];
  return tags.find((candidate) => candidate.slug === tag)?.title ?? tag;
}

/**
 * `/promotions`, `/promotions/{category}` and `/promotions/{category}/tag/{tagSlug}` (spec 000 §2):
 * the category tabs and the promotions of the filter. An unknown category is not found.
 */
export function PromotionsPage() {
  const { t } = useTranslation('promotions');
  const { category, tagSlug } = useParams();
  const categories = usePromotionCategories();
  const tagTitle = useTagTitle(category, tagSlug);

  const current = category ? categories.data?.find((candidate) => candidate.slug === category) : undefined;
  if (category && categories.data && !current) {
    return (
      <Page>
        <NotFound />
      </Page>
    );
  }

  return (
    <Page>
      <Column>
        <Title>{t('title')}</Title>
        {categories.isError ? (
          <ErrorBox role="alert">
            <p>{t('categories.failed')}</p>
            <SecondaryButton type="button" onClick={() => void categories.refetch()}>
              {t('retry')}
            </SecondaryButton>
          </ErrorBox>
        ) : (
          <CategoryTabs categories={categories.data ?? []} />
        )}
        {tagSlug && (
          <TagHeading>
            <h2>{t('tag.heading', { tag: tagTitle })}</h2>
            <Link to={`/${category}`}>{t('tag.clear', { category: current?.title ?? category })}</Link>
          </TagHeading>
        )}
        <PromotionList key={`${category ?? ''}/${tagSlug ?? ''}`} filter={{ category, tag: tagSlug }} />
      </Column>
    </Page>
  );
}

const Title = styled.h1`
  margin: 0 0 ${({ theme }) => theme.space(4)};
  font-size: ${({ theme }) => theme.font.hero};
`;

const TagHeading = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(2)};
  margin-bottom: ${({ theme }) => theme.space(4)};

  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.title};
  }

  a {
    color: ${({ theme }) => theme.colors.accent};
  }
`;
