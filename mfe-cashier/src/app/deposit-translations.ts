import { loadDateFnsLocale } from '@casino/shared/money';
import type { TextsBundle } from '@casino/shared/parcel';
import { DEPOSIT_TEXTS_EN } from './deposit-english';
import type { CashierTexts, CashierTextsWithoutMany } from './locales/en';

/**
 * The `cashier` namespace's other languages, each a chunk of its own loaded when a page is in it; each holds the
 * whole namespace, the banking pages' texts included.
 */
export const CASHIER_LANGUAGES = {
  fi: () => import('./locales/fi'),
  de: () => import('./locales/de'),
  no: () => import('./locales/no'),
  pt: () => import('./locales/pt'),
  fr: () => import('./locales/fr'),
  es: () => import('./locales/es'),
  tr: () => import('./locales/tr'),
  tl: () => import('./locales/tl'),
  'pt-BR': () => import('./locales/pt-BR'),
} satisfies TextsBundle<CashierTexts | CashierTextsWithoutMany>['load'];

/**
 * The `cashier` namespace as the deposit modal's parcel adds it: the English of the deposit and what every parcel
 * shows (login, retry, the dialog, the session and error texts, the amount field), without the banking pages'
 * (withdraw, banking, transactions, pay and play; issue 19: the modal's start is to fit in 40 KB). The namespace
 * merges (`addEnglishTexts`), so a banking page's parcel adds the rest when it mounts; every other language is
 * the whole namespace.
 */
export const depositTranslations = {
  namespace: 'cashier',
  en: DEPOSIT_TEXTS_EN,
  load: CASHIER_LANGUAGES,
  loadDateLocale: loadDateFnsLocale,
} satisfies TextsBundle;
