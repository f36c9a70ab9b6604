import { Route, Routes } from '@casino/shared-modules/react-router';
import { SportsbookPage } from '../features/sportsbook/components/sportsbook-page';

/** The sportsbook area's routes below `/{segment}/sportsbook`: every sub path is the frame's. */
export function SportsbookApp() {
  return (
    <Routes>
      <Route path="*" element={<SportsbookPage />} />
    </Routes>
  );
}
