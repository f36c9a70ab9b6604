import { navItem, theme } from '@casino/shared/ui';
import { useTranslation } from 'react-i18next';
import { NavLink } from '@casino/shared-modules/react-router';
import styled from 'styled-components';
import { useMenuCategories } from '../api/get-menu-categories';

/**
 * The casino category menu (issue 17 point 6; spec 000 §3 Game category `hideInMenu`), on every casino
 * page: the lobby, then the categories visible in the menu (`menuCategoriesOf`), each a real link to its
 * page (`/{id}`; all games is `/all-games`); the current page is marked `aria-current="page"`. Scrolls
 * sideways on a phone. While the categories load, or when they cannot, only the lobby link shows: the
 * page below does not wait for it.
 */
export function CategoryMenu() {
  const { t } = useTranslation('casino');
  const categories = useMenuCategories();
  return (
    <Menu aria-label={t('menu.label')}>
      <ul>
        <li>
          <Item to="/" end>
            {t('menu.lobby')}
          </Item>
        </li>
        {(categories.data ?? []).map((category) => (
          <li key={category.id}>
            <Item to={`/${encodeURIComponent(category.id)}`}>{category.id === 'all-games' ? t('menu.allGames') : category.name}</Item>
          </li>
        ))}
      </ul>
    </Menu>
  );
}

const Menu = styled.nav`
  box-sizing: border-box;
  max-width: 1600px;
  margin: 0 auto;
  padding: 0 ${theme.space(3)};
  overflow-x: auto;
  border-bottom: 1px solid ${theme.colors.border};
  font-family: ${theme.font.family};

  ${theme.media.md} {
    padding: 0 ${theme.space(6)};
  }

  ul {
    display: flex;
    gap: ${theme.space(1)};
    margin: 0;
    padding: 0;
    list-style: none;
  }
`;

const Item = styled(NavLink)`
  ${navItem}
  white-space: nowrap;
  border-bottom: 3px solid transparent;
  color: ${theme.colors.textMuted};
  font-weight: 600;

  &[aria-current='page'] {
    border-bottom-color: ${theme.colors.accent};
    color: ${theme.colors.text};
  }
`;
