import { Route, Routes } from '@casino/shared-modules/react-router';
import { SignupCallback } from '../features/signup/components/signup-callback';
import { SignupWizard } from '../features/signup/components/signup-wizard';

/** The routes of the sign-up wizard below `/{segment}/signup`; `callback` is its return address (FI, BR). */
export function SignupApp() {
  return (
    <Routes>
      <Route path="callback" element={<SignupCallback />} />
      <Route path="*" element={<SignupWizard />} />
    </Routes>
  );
}
