import { loadDateFnsLocale } from '@casino/shared/money';
import type { TextsBundle } from '@casino/shared/parcel';
import en, { type RewardsTexts } from './locales/rewards/en';

/**
 * The texts of the rewards, bonus-code and code-offer parcels: the `rewards` namespace in every language of
 * the remote, keyed by i18n language (`es` for Chile and Peru, `pt-BR` for Brazil, `tl` for the Philippines).
 * English (`locales/rewards/en.ts`, the reference) in the parcels' start code; each other language a chunk of
 * its own (`locales/rewards/<language>.ts`), loaded when a page is in it (`TextsBundle`). Error texts are keyed
 * by the platform's code with `_` for `.` (spec 001 §8).
 */
export const rewardsTranslations = {
  namespace: 'rewards',
  en,
  load: {
    fi: () => import('./locales/rewards/fi'),
    de: () => import('./locales/rewards/de'),
    no: () => import('./locales/rewards/no'),
    pt: () => import('./locales/rewards/pt'),
    fr: () => import('./locales/rewards/fr'),
    es: () => import('./locales/rewards/es'),
    tr: () => import('./locales/rewards/tr'),
    tl: () => import('./locales/rewards/tl'),
    'pt-BR': () => import('./locales/rewards/pt-BR'),
  },
  // The rewards' expiry is worded with date-fns: each language brings its date words.
  loadDateLocale: loadDateFnsLocale,
} satisfies TextsBundle<RewardsTexts>;
