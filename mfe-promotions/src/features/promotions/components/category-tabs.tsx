import { useTranslation } from 'react-i18next';
import { NavLink } from '@casino/shared-modules/react-router';
import styled from 'styled-components';
import { navItem } from '@casino/shared/ui';
import type { PromotionCategoryTab } from '../api/get-promotion-categories';

export interface CategoryTabsProps {
  categories: PromotionCategoryTab[];
}

/**
 * "All", one link per category and "Tournaments" (issue 17 point 4: `/promotions/tournaments`); the
 * current one is marked `aria-current="page"`.
 */
export function CategoryTabs({ categories }: CategoryTabsProps) {
  const { t } = useTranslation('promotions');
  return (
    <Tabs aria-label={t('categories.label')}>
      <ul>
        <li>
          <Tab to="/" end>
            {t('categories.all')}
          </Tab>
        </li>
        {categories.map((category) => (
          <li key={category._id}>
            <Tab to={`/${category.slug}`}>{category.title}</Tab>
          </li>
        ))}
        <li>
          <Tab to="/tournaments">{t('tournaments.tab')}</Tab>
        </li>
      </ul>
    </Tabs>
  );
}

const Tabs = styled.nav`
  margin: 0 0 ${({ theme }) => theme.space(6)};
  overflow-x: auto;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};

  ul {
    display: flex;
    gap: ${({ theme }) => theme.space(1)};
    margin: 0;
    padding: 0;
    list-style: none;
  }
`;

const Tab = styled(NavLink)`
  ${navItem}
  border-bottom: 3px solid transparent;
  color: ${({ theme }) => theme.colors.textMuted};
  font-weight: 600;

  ${({ theme }) => theme.media.md} {
    padding: 0 ${({ theme }) => theme.space(4)};
  }

  &[aria-current='page'] {
    border-bottom-color: ${({ theme }) => theme.colors.accent};
    color: ${({ theme }) => theme.colors.text};
  }
`;
