import { Route, Routes } from 'react-router';
import { AllGamesPage } from '../features/game-list/components/all-games-page';
import { CategoryPage } from '../features/game-list/components/category-page';
import { LobbyPage } from '../features/lobby/components/lobby-page';

/**
 * The casino area's routes below its base path (spec 000 §2 Casino group). `play/{provider}/{id}` is
 * left unmatched on purpose: game tiles link there, and the play page comes with its own issue.
 */
export function CasinoApp() {
  return (
    <Routes>
      <Route index element={<LobbyPage />} />
      <Route path="all-games" element={<AllGamesPage />} />
      <Route path=":categoryId" element={<CategoryPage />} />
    </Routes>
  );
}
