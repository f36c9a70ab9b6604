import { lazyPage } from '@casino/shared/ui';
import { Route, Routes } from '@casino/shared-modules/react-router';
import { LiveLobbyPage } from '../features/live-lobby/components/live-lobby-page';

// Route-level code splitting (issue 19): the area's start carries its first page only.
const LiveCategoryPage = lazyPage(() => import('../features/live-lobby/components/live-category-page').then((module) => module.LiveCategoryPage));
const LivePlayPage = lazyPage(() => import('../features/live-play/components/live-play-page').then((module) => module.LivePlayPage));

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
