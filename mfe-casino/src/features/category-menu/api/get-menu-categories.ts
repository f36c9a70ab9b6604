import { usePlatform } from '@casino/shared/parcel';
import type { ContentClient } from '@casino/shared/platform';
import type { GameCategory } from '@casino/shared/wire';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useCasinoSettings } from '../../../api/get-casino-settings';

/** What the menu needs of a category. */
export type MenuCategory = Pick<GameCategory, 'id' | 'name' | 'url' | 'visibleInMenu'>;

/** Every casino category with what the menu shows of it (spec 000 §3 Game category). */
export const MENU_CATEGORIES_QUERY = '*[_type == "gameCategory" && vertical == "casino"]{ id, name, url, visibleInMenu }';

/** The casino's categories from the content service. */
export async function getCasinoCategories(content: ContentClient): Promise<MenuCategory[]> {
  return (await content.fetch<MenuCategory[] | null>(MENU_CATEGORIES_QUERY)) ?? [];
}

/**
 * The categories of the casino menu (spec 000 §3 Game category `hideInMenu`, the inverse of the content's
 * `visibleInMenu`): the market's lobby categories in its settings' order, then the casino's other
 * categories (those only in the menu, like all games) by name; none that is hidden from the menu.
 */
export function menuCategoriesOf(categories: readonly MenuCategory[], order: readonly string[]): MenuCategory[] {
  const visible = categories.filter((category) => category.visibleInMenu !== false);
  const byId = new Map(visible.map((category) => [category.id, category]));
  const lobby = order.flatMap((id) => {
    const category = byId.get(id);
    return category ? [category] : [];
  });
  const rest = visible.filter((category) => !order.includes(category.id)).sort((a, b) => a.name.localeCompare(b.name));
  return [...lobby, ...rest];
}

/** The menu's categories for the bus's market (the market settings are those the lobby already asked for). */
export function useMenuCategories() {
  const { content } = usePlatform();
  const settings = useCasinoSettings();
  const categories = useQuery(queryOptions({ queryKey: ['casino', 'menu-categories'], queryFn: () => getCasinoCategories(content) }));
  const data = settings.data && categories.data ? menuCategoriesOf(categories.data, settings.data.categories) : undefined;
  return { data, isError: settings.isError || categories.isError };
}
