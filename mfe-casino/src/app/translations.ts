import type { TextsBundle } from '@casino/shared/parcel';
import en, { type CasinoTexts } from './locales/en';

/**
 * The `casino` namespace in the ten languages of the casino's markets (en, fi, de, no, pt, fr, es for
 * Chile and Peru, tr, tl for the Philippines, pt-BR), added to the host's i18n when the parcel mounts.
 * English (`locales/en.ts`) is the reference and sits in the parcels' start code; each other language is a
 * chunk of its own (`locales/<language>.ts`), loaded when a page is in it (`TextsBundle`). Every language
 * has each of English's keys (translations.test.ts); French, both Portugueses and Spanish add the `_many`
 * plural form their rules use.
 */
export const translations = {
  namespace: 'casino',
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
} satisfies TextsBundle<CasinoTexts>;
