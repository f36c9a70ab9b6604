import type { TextsBundle } from '@casino/shared/parcel';
import { ACCOUNT_LANGUAGES } from './account-languages';
import { WIZARD_TEXTS_EN } from './join-translations';
import { RESET_TEXTS_EN } from './reset-translations';

/**
 * The part of the `account` namespace the password-reset parcel adds (issue 19): the wizards' English, the
 * reset's, and the namespace's languages (`ACCOUNT_LANGUAGES`, whole: a page in Finnish reads the same chunk
 * whichever parcel starts first). The account area's parcel adds the rest; the namespace merges.
 */
export const resetWizardTranslations = {
  namespace: 'account',
  en: { ...WIZARD_TEXTS_EN, ...RESET_TEXTS_EN },
  load: ACCOUNT_LANGUAGES,
} satisfies TextsBundle;
