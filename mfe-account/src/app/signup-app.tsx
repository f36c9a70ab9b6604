import { Route, Routes } from 'react-router';
import { SignupWizard } from '../features/signup/components/signup-wizard';

/** The routes of the sign-up wizard below `/{segment}/signup`. */
export function SignupApp() {
  return (
    <Routes>
      <Route path="*" element={<SignupWizard />} />
    </Routes>
  );
}
