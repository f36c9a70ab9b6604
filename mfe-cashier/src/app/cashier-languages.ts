import type { TextsBundle } from '@casino/shared/parcel';
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
