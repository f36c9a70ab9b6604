import { Route, Routes } from 'react-router';
import { GamblingLimitsPage } from '../features/gambling-limits/components/gambling-limits-page';
import { AccountPage } from '../features/my-account/components/account-page';

/** The routes of the account area below `/{segment}/my-account`. */
export function AccountApp() {
  return (
    <Routes>
      {/* Gambling limits (issue 16). */}
      <Route path="gambling-limits" element={<GamblingLimitsPage />} />
      <Route path="*" element={<AccountPage />} />
    </Routes>
  );
}
