import type { TextsBundle } from '@casino/shared/parcel';
import en, { type SportsbookTexts } from './locales/en';

/**
 * The `sportsbook` namespace: English (`locales/en.ts`, the reference) in the parcels' start code; each other
 * language a chunk of its own (`locales/<language>.ts`), loaded when a page is in it (`TextsBundle`).
 */
export const translations = {
  namespace: 'sportsbook',
  en,
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
} satisfies TextsBundle<SportsbookTexts>;
