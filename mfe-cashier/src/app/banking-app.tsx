import { Route, Routes } from 'react-router';
import { BankingPage } from '../features/banking/components/banking-page';

/** The banking area below `/{segment}/my-account/banking`. */
export function BankingApp() {
  return (
    <Routes>
      <Route path="*" element={<BankingPage />} />
    </Routes>
  );
}
