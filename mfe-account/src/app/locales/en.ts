import type { LimitTexts } from '../../features/gambling-limits/translations';
import { SIGN_UP_LATER_TEXTS_EN } from '../../features/signup/later-translations';
import { ACCOUNT_AREA_TEXTS_EN } from '../account-area-translations';
import { WIZARD_TEXTS_EN } from '../join-translations';
import { RESET_TEXTS_EN } from '../reset-translations';

// The `account` namespace in English: the reference every other language fills in, and the shape it has
// (../translations.ts): the wizards' (../join-translations.ts), the reset's (../reset-translations.ts), the sign-up's
// later steps' and the account area's (../account-area-translations.ts).

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

export default en;
