import type { TextsBundle } from '@casino/shared/parcel';
import { LIMIT_TEXTS_EN, type LimitTexts } from '../features/gambling-limits/translations';
import { SIGN_UP_LATER_TEXTS_EN } from '../features/signup/later-translations';
import { ACCOUNT_AREA_TEXTS_EN } from './account-area-translations';
import { RESET_TEXTS_EN } from './reset-translations';
import { ACCOUNT_LANGUAGES, WIZARD_TEXTS_EN } from './wizard-translations';

const en = {
  ...WIZARD_TEXTS_EN,
  signup: { ...WIZARD_TEXTS_EN.signup, ...SIGN_UP_LATER_TEXTS_EN.signup },
  ...RESET_TEXTS_EN,
  // The account area and KYC (issue 15).
  ...ACCOUNT_AREA_TEXTS_EN,
};

/** Every language has every text of English: the compiler checks it. */
export type AccountTexts = typeof en;

/** A language of the namespace: its texts, and the gambling-limits page's under `limits` (the feature's own). */
export type AccountNamespace = AccountTexts & { limits: LimitTexts };

/**
 * The `account` namespace as the account area's parcel adds it, added to the host's i18n when it mounts: English
 * here, in the parcel's start code; each other language a chunk of its own (`locales/<language>.ts`), loaded when
 * a page is in it (`TextsBundle`). The gambling-limits page's texts (issue 16, the feature's own) are under
 * `limits`. The sign-up and password-reset parcels add a part of it (`wizardTranslations`,
 * `resetWizardTranslations`).
 */
export const translations = {
  namespace: 'account',
  en: { ...en, limits: LIMIT_TEXTS_EN },
  load: ACCOUNT_LANGUAGES,
} satisfies TextsBundle<AccountNamespace>;
