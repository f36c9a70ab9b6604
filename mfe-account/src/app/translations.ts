import type { TextsBundle } from '@casino/shared/parcel';
import { LIMIT_TEXTS_EN } from '../features/gambling-limits/translations';
import { ACCOUNT_LANGUAGES } from './account-languages';
import en, { type AccountNamespace } from './locales/en';

/**
 * The `account` namespace as the account area's parcel adds it, added to the host's i18n when it mounts: English
 * (`locales/en.ts`, the reference) in the parcel's start code; each other language a chunk of its own
 * (`locales/<language>.ts`, `ACCOUNT_LANGUAGES`), loaded when a page is in it (`TextsBundle`). The gambling-limits page's texts (issue 16, the feature's own) are under
 * `limits`. The sign-up and password-reset parcels add a part of it (`wizardTranslations`,
 * `resetWizardTranslations`).
 */
export const translations = {
  namespace: 'account',
  en: { ...en, limits: LIMIT_TEXTS_EN },
  load: ACCOUNT_LANGUAGES,
} satisfies TextsBundle<AccountNamespace>;
