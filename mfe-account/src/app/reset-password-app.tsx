import { Route, Routes } from '@casino/shared-modules/react-router';
import { PasswordResetWizard } from '../features/password-reset/components/password-reset-wizard';

/** The routes of the password reset wizard below `/{segment}/reset-password`. */
export function ResetPasswordApp() {
  return (
    <Routes>
      <Route path="*" element={<PasswordResetWizard />} />
    </Routes>
  );
}
