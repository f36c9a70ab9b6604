import { Navigate, Route, Routes } from '@casino/shared-modules/react-router';
import { AccountLayout } from '../components/account-layout';
import { PlayerOnly } from '../components/player-only';
import { GamblingLimitsPage } from '../features/gambling-limits/components/gambling-limits-page';
import { InboxPage } from '../features/inbox/components/inbox-page';
import { AccountPage } from '../features/my-account/components/account-page';
import { AddressScreen } from '../features/my-account/components/address-screen';
import { CookieConsentScreen } from '../features/my-account/components/cookie-consent-screen';
import { LanguageScreen } from '../features/my-account/components/language-screen';
import { LoginHistoryScreen } from '../features/my-account/components/login-history-screen';
import { MarketingScreen } from '../features/my-account/components/marketing-screen';
import { PasswordScreen } from '../features/my-account/components/password-screen';
import { PhoneScreen } from '../features/my-account/components/phone-screen';
import { ProvinceScreen } from '../features/my-account/components/province-screen';
import { VerificationPage } from '../features/verification/components/verification-page';

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
