import { Route, Routes } from '@casino/shared-modules/react-router';
import { LandingPage } from '../features/content-pages/components/landing-page';
import { PageNotFound } from '../features/content-pages/components/page-states';
import { RegistrationLandingPage } from '../features/content-pages/components/registration-landing-page';
import { VipPage } from '../features/content-pages/components/vip-page';

/** `/iclub` (spec 000 §2): the VIP page at the parcel's base path. */
export function VipApp() {
  return (
    <Routes>
      <Route index element={<VipPage />} />
      <Route path="*" element={<PageNotFound />} />
    </Routes>
  );
}

/** `/promo/{slug}` (spec 000 §2): a registration landing page; `/promo` alone is not found. */
export function RegistrationLandingApp() {
  return (
    <Routes>
      <Route path=":slug" element={<RegistrationLandingPage />} />
      <Route path="*" element={<PageNotFound />} />
    </Routes>
  );
}

/** `/landing/{id}` (spec 000 §2): a landing page by id; `/landing` alone is not found. */
export function LandingApp() {
  return (
    <Routes>
      <Route path=":id" element={<LandingPage />} />
      <Route path="*" element={<PageNotFound />} />
    </Routes>
  );
}
