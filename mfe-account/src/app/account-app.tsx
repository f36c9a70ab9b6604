import { Route, Routes } from 'react-router';
import { AccountPage } from '../features/my-account/components/account-page';

/** The routes of the account area below `/{segment}/my-account`. */
export function AccountApp() {
  return (
    <Routes>
      <Route path="*" element={<AccountPage />} />
    </Routes>
  );
}
