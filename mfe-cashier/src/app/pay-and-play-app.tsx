import { Route, Routes } from '@casino/shared-modules/react-router';
import { PayAndPlayPage } from '../features/pay-and-play/components/pay-and-play-page';

/** Pay and play below `/{segment}/signup/pnp`. */
export function PayAndPlayApp() {
  return (
    <Routes>
      <Route path="*" element={<PayAndPlayPage />} />
    </Routes>
  );
}
