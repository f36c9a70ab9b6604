import type { TextsBundle } from '@casino/shared/parcel';
import type { AccountNamespace } from './locales/en';

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
