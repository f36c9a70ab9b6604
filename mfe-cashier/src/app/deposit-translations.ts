import { loadDateFnsLocale } from '@casino/shared/money';
import type { TextsBundle } from '@casino/shared/parcel';
import { CASHIER_LANGUAGES } from './cashier-languages';
import { DEPOSIT_TEXTS_EN } from './deposit-english';

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
