import type { TextsBundle } from '@casino/shared/parcel';
import { LIMIT_TEXTS_EN, type LimitTexts } from '../features/gambling-limits/translations';
import { ACCOUNT_AREA_TEXTS_EN } from './account-area-translations';
import { JOIN_TEXTS_EN } from './join-translations';

const en = {
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
  // The account area and KYC (issue 15).
  ...ACCOUNT_AREA_TEXTS_EN,
};

/** Every language has every text of English: the compiler checks it. */
export type AccountTexts = typeof en;

/** A language of the namespace: its texts, and the gambling-limits page's under `limits` (the feature's own). */
export type AccountNamespace = AccountTexts & { limits: LimitTexts };

/**
 * The `account` namespace, added to the host's i18n when a parcel mounts: English here, in the parcels' start
 * code; each other language a chunk of its own (`locales/<language>.ts`), loaded when a page is in it (`TextsBundle`).
 * The gambling-limits page's texts (issue 16, the feature's own) are under `limits`.
 */
export const translations = {
  namespace: 'account',
  en: { ...en, limits: LIMIT_TEXTS_EN },
  // Chile's `cl` and Peru's `pe` read `es`; `tr` and `tl` read themselves (translationLanguageOf). Brazil's `br`
  // still reads `pt` there: `pt-BR` is shown once it reads `pt-BR`, and i18next then falls back to `pt` in any
  // remote without Brazilian texts.
  load: {
    fi: () => import('./locales/fi'),
    de: () => import('./locales/de'),
    no: () => import('./locales/no'),
    pt: () => import('./locales/pt'),
    fr: () => import('./locales/fr'),
    es: () => import('./locales/es'),
    tr: () => import('./locales/tr'),
    tl: () => import('./locales/tl'),
    'pt-BR': () => import('./locales/pt-BR'),
  },
} satisfies TextsBundle<AccountNamespace>;
