import type { TextsBundle } from '@casino/shared/parcel';
import { ACCOUNT_LANGUAGES } from './account-languages';
import { WIZARD_TEXTS_EN } from './join-translations';

/**
 * The `account` namespace as the sign-up parcel adds it: its English only, without the account area's, the
 * gambling limits' and the password reset's (issue 19: 4.6 KB brotli of its start, which is to fit in 40 KB; the
 * reset's parcel adds `resetWizardTranslations`). The
 * namespace merges (`addEnglishTexts`), so the account area's parcel adds the rest when it mounts; every other
 * language is the whole namespace (`ACCOUNT_LANGUAGES`).
 */
export const wizardTranslations = {
  namespace: 'account',
  en: WIZARD_TEXTS_EN,
  load: ACCOUNT_LANGUAGES,
} satisfies TextsBundle;
