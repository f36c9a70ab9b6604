import { Route, Routes } from '@casino/shared-modules/react-router';
import { CategoryMenu } from '../features/category-menu';
import { PlayPage } from '../features/game-play/components/play-page';
import { AllGamesPage } from '../features/game-list/components/all-games-page';
import { CategoryPage } from '../features/game-list/components/category-page';
import { LobbyPage } from '../features/lobby/components/lobby-page';

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
