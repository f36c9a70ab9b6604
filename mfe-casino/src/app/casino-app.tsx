import { lazyPage } from '@casino/shared/ui';
import { Route, Routes } from '@casino/shared-modules/react-router';
import { CategoryMenu } from '../features/category-menu';
import { LobbyPage } from '../features/lobby/components/lobby-page';

// Route-level code splitting (issue 19): the area's start carries its first page only.
const PlayPage = lazyPage(() => import('../features/game-play/components/play-page').then((module) => module.PlayPage));
const AllGamesPage = lazyPage(() => import('../features/game-list/components/all-games-page').then((module) => module.AllGamesPage));
const CategoryPage = lazyPage(() => import('../features/game-list/components/category-page').then((module) => module.CategoryPage));

/**
 * The casino area's routes below its base path (spec 000 §2 Casino group): the lobby, all games,
 * a category, and the play page of every play provider (creedroomz included); the category menu above
 * every one of them (issue 17 point 6).
 */
export function CasinoApp() {
  return (
    <>
      <CategoryMenu />
      <Routes>
        <Route index element={<LobbyPage />} />
        <Route path="all-games" element={<AllGamesPage />} />
        <Route path="play/:provider/:id?" element={<PlayPage />} />
        <Route path=":categoryId" element={<CategoryPage />} />
      </Routes>
    </>
  );
}
