import type { TextsBundle } from '@casino/shared/parcel';
import { JOIN_TEXTS_EN } from './join-translations';
import type { AccountNamespace } from './translations';

/**
 * The English of the sign-up and password-reset wizards, and of every page of the account area
 * (`translations.ts` adds the area's own and the reset's): its steps, the login button, the fields' errors, the
 * code form's and the sign-up's texts.
 */
export const WIZARD_TEXTS_EN = {
  steps: { label: 'Progress', count: 'Step {{number}} of {{total}}' },
  login: { button: 'Log in' },
  errors: {
    network: 'We could not reach our servers. Check your connection and try again.',
    emailRequired: 'Enter your email address.',
    emailTooLong: 'An email address has at most 254 characters.',
    emailInvalid: 'Enter an email address like name@example.com.',
    passwordRequired: 'Choose a password.',
    passwordTooShort: 'Use at least 8 characters.',
    passwordTooLong: 'Use at most 64 characters.',
    passwordLetter: 'Include at least one letter.',
    passwordDigit: 'Include at least one digit.',
    phonePrefixRequired: 'Choose a country code.',
    phoneRequired: 'Enter your mobile number.',
    phoneDigitsOnly: 'Use digits only.',
    phoneLength: 'A mobile number has 6 to 12 digits.',
    countryRequired: 'Choose your country.',
    termsRequired: 'Accept the terms and conditions to continue.',
    cookiePolicyRequired: 'Accept the cookie policy to continue.',
  },
  ...JOIN_TEXTS_EN,
  account: {
    title: 'My account',
    loading: 'Loading your account…',
    loginPrompt: 'Log in to see your account.',
    signedInAs: 'You are logged in as {{email}}.',
  },
};

/**
 * The `account` namespace's other languages, each a chunk of its own loaded when a page is in it; each holds the
 * whole namespace, the account area's texts and the gambling limits' included.
 * Chile's `cl` and Peru's `pe` read `es`; `tr` and `tl` read themselves (translationLanguageOf). Brazil's `br`
 * still reads `pt` there: `pt-BR` is shown once it reads `pt-BR`, and i18next then falls back to `pt` in any
 * remote without Brazilian texts.
 */
export const ACCOUNT_LANGUAGES = {
  fi: () => import('./locales/fi'),
  de: () => import('./locales/de'),
  no: () => import('./locales/no'),
  pt: () => import('./locales/pt'),
  fr: () => import('./locales/fr'),
  es: () => import('./locales/es'),
  tr: () => import('./locales/tr'),
  tl: () => import('./locales/tl'),
  'pt-BR': () => import('./locales/pt-BR'),
} satisfies TextsBundle<AccountNamespace>['load'];

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
