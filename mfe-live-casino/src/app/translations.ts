import type { TextsBundle } from '@casino/shared/parcel';
import en, { type LiveCasinoTexts } from './locales/en';

/**
 * The `liveCasino` namespace in the ten languages of the live casino's markets (en, fi, de, no, pt, fr,
 * es for Chile and Peru, tr, tl for the Philippines, pt-BR), added to the host's i18n when the parcel
 * mounts. English (`locales/en.ts`) is the reference and sits in the parcel's start code; each other
 * language is a chunk of its own (`locales/<language>.ts`), loaded when a page is in it (`TextsBundle`).
 * Every language has each of English's keys and the plural forms its language uses (translations.test.ts).
 */
export const translations = {
  namespace: 'liveCasino',
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
} satisfies TextsBundle<LiveCasinoTexts>;
