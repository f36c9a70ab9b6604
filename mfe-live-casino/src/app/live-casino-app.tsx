import { Route, Routes } from 'react-router';
import { LiveCategoryPage } from '../features/live-lobby/components/live-category-page';
import { LiveLobbyPage } from '../features/live-lobby/components/live-lobby-page';

/**
 * The live casino's routes below its base path (spec 000 §2 Live casino group).
 * `play/{provider}/{id}` is left unmatched on purpose: table cards link there, and the play page (which
 * requires login) comes with its own issue.
 */
export function LiveCasinoApp() {
  return (
    <Routes>
      <Route index element={<LiveLobbyPage />} />
      <Route path=":categoryId" element={<LiveCategoryPage />} />
    </Routes>
  );
}
