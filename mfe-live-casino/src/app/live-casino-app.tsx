import { Route, Routes } from '@casino/shared-modules/react-router';
import { LiveCategoryPage } from '../features/live-lobby/components/live-category-page';
import { LiveLobbyPage } from '../features/live-lobby/components/live-lobby-page';
import { LivePlayPage } from '../features/live-play/components/live-play-page';

/**
 * The live casino's routes below its base path (spec 000 §2 Live casino group): the lobby, a live
 * category, and a table's play page (login required).
 */
export function LiveCasinoApp() {
  return (
    <Routes>
      <Route index element={<LiveLobbyPage />} />
      <Route path="play/:provider/:id?" element={<LivePlayPage />} />
      <Route path=":categoryId" element={<LiveCategoryPage />} />
    </Routes>
  );
}
