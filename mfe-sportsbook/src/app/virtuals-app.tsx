import { Route, Routes } from '@casino/shared-modules/react-router';
import { VirtualsPage } from '../features/virtuals/components/virtuals-page';

/** The virtual sports area below `/{segment}/virtuals`. */
export function VirtualsApp() {
  return (
    <Routes>
      <Route path="*" element={<VirtualsPage />} />
    </Routes>
  );
}
