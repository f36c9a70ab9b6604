import { lazyPage } from '@casino/shared/ui';
import { Navigate, Route, Routes } from '@casino/shared-modules/react-router';
import { AccountLayout } from '../components/account-layout';
import { PlayerOnly } from '../components/player-only';
import { AccountPage } from '../features/my-account/components/account-page';

// Route-level code splitting (issue 19): the area's start carries its first page only.
const GamblingLimitsPage = lazyPage(() => import('../features/gambling-limits/components/gambling-limits-page').then((module) => module.GamblingLimitsPage));
const InboxPage = lazyPage(() => import('../features/inbox/components/inbox-page').then((module) => module.InboxPage));
const AddressScreen = lazyPage(() => import('../features/my-account/components/address-screen').then((module) => module.AddressScreen));
const CookieConsentScreen = lazyPage(() => import('../features/my-account/components/cookie-consent-screen').then((module) => module.CookieConsentScreen));
const LanguageScreen = lazyPage(() => import('../features/my-account/components/language-screen').then((module) => module.LanguageScreen));
const LoginHistoryScreen = lazyPage(() => import('../features/my-account/components/login-history-screen').then((module) => module.LoginHistoryScreen));
const MarketingScreen = lazyPage(() => import('../features/my-account/components/marketing-screen').then((module) => module.MarketingScreen));
const PasswordScreen = lazyPage(() => import('../features/my-account/components/password-screen').then((module) => module.PasswordScreen));
const PhoneScreen = lazyPage(() => import('../features/my-account/components/phone-screen').then((module) => module.PhoneScreen));
const ProvinceScreen = lazyPage(() => import('../features/my-account/components/province-screen').then((module) => module.ProvinceScreen));
const VerificationPage = lazyPage(() => import('../features/verification/components/verification-page').then((module) => module.VerificationPage));

/**
 * The routes of the account area below `/{segment}/my-account` (spec 000 §2 player-only pages): the
 * account page and its screens, verification, the inbox and notifications. Every page is for a logged-in
 * player; any other path below the area shows the account page.
 */
export function AccountApp() {
  return (
    <PlayerOnly>
      <AccountLayout>
        <Routes>
          <Route index element={<Navigate replace to="account" />} />
          <Route path="account" element={<AccountPage />} />
          <Route path="account/verification" element={<VerificationPage />} />
          <Route path="account/address" element={<AddressScreen />} />
          <Route path="account/province" element={<ProvinceScreen />} />
          <Route path="account/password" element={<PasswordScreen />} />
          <Route path="account/phone" element={<PhoneScreen />} />
          <Route path="account/language" element={<LanguageScreen />} />
          <Route path="account/marketing-preferences" element={<MarketingScreen />} />
          <Route path="account/login-history" element={<LoginHistoryScreen />} />
          <Route path="account/cookies" element={<CookieConsentScreen />} />
          <Route path="gambling-limits" element={<GamblingLimitsPage />} />
          <Route path="inbox" element={<InboxPage category="MESSAGE" />} />
          <Route path="inbox/notifications" element={<InboxPage category="NOTIFICATION" />} />
          <Route path="*" element={<AccountPage />} />
        </Routes>
      </AccountLayout>
    </PlayerOnly>
  );
}
