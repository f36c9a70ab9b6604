import { Route, Routes } from '@casino/shared-modules/react-router';
import { DepositModal } from '../features/deposit/components/deposit-modal';

/** The deposit modal below `/{segment}/deposit`. */
export function DepositApp() {
  return (
    <Routes>
      <Route path="*" element={<DepositModal />} />
    </Routes>
  );
}
