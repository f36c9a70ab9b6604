import { loadDateFnsLocale } from '@casino/shared/money';
import type { TextsBundle } from '@casino/shared/parcel';
import { CASHIER_LANGUAGES } from './cashier-languages';
import en, { type CashierTexts, type CashierTextsWithoutMany } from './locales/en';

/**
 * The `cashier` namespace, added to the host's i18n when a parcel mounts; keyed by i18n language (`es` for
 * Chile and Peru, `pt-BR` for Brazil, `tl` for the Philippines). English (`locales/en.ts`, the reference) in the
 * parcels' start code; each other language a chunk of its own (`locales/<language>.ts`), loaded when a page is in
 * it (`TextsBundle`).
 */
export const translations = {
  namespace: 'cashier',
  en,
  load: CASHIER_LANGUAGES,
  // The limits' reset times are worded with date-fns: each language brings its date words.
  loadDateLocale: loadDateFnsLocale,
} satisfies TextsBundle<CashierTexts | CashierTextsWithoutMany>;
