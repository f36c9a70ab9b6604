import type { TextsBundle } from '@casino/shared/parcel';
import en, { type PromotionsNamespace } from './locales/promotions/en';
import { TOURNAMENT_TEXTS_EN } from './tournaments-translations';

/**
 * The `promotions` namespace, added to the host's i18n when a parcel mounts; keyed by i18n language (`es` for
 * Chile and Peru, `pt-BR` for Brazil, `tl` for the Philippines). English (`locales/promotions/en.ts`, the reference)
 * in the parcels' start code; each other language a chunk of its own (`locales/promotions/<language>.ts`), loaded
 * when a page is in it (`TextsBundle`).
 */
export const translations = {
  namespace: 'promotions',
  en: { ...en, tournaments: TOURNAMENT_TEXTS_EN },
  load: {
    fi: () => import('./locales/promotions/fi'),
    de: () => import('./locales/promotions/de'),
    no: () => import('./locales/promotions/no'),
    pt: () => import('./locales/promotions/pt'),
    fr: () => import('./locales/promotions/fr'),
    es: () => import('./locales/promotions/es'),
    tr: () => import('./locales/promotions/tr'),
    tl: () => import('./locales/promotions/tl'),
    'pt-BR': () => import('./locales/promotions/pt-BR'),
  },
} satisfies TextsBundle<PromotionsNamespace>;
