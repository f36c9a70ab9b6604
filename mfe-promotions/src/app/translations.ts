import type { TextsBundle } from '@casino/shared/parcel';
import { TOURNAMENT_TEXTS_EN, type TournamentTexts } from './tournaments-translations';

const en = {
  title: 'Promotions',
  retry: 'Try again',
  categories: { label: 'Promotion categories', all: 'All', failed: 'We could not load the categories.' },
  tag: { heading: 'Tagged “{{tag}}”', clear: 'All {{category}} promotions' },
  list: {
    loading: 'Loading promotions…',
    failed: 'We could not load the promotions.',
    empty: 'There are no promotions here right now.',
    loadMore: 'Load more',
    loadingMore: 'Loading…',
    moreFailed: 'We could not load more promotions. Please try again.',
  },
  dates: { label: 'Valid', ended: 'Ended', upcoming: 'Coming soon' },
  page: { loading: 'Loading the promotion…', failed: 'We could not load this promotion.', back: 'Back to promotions' },
  notFound: { title: 'Promotion not found', text: 'This promotion does not exist or is no longer available.', link: 'See all promotions' },
  pages: {
    loading: 'Loading the page…',
    failed: 'We could not load this page.',
    notFound: 'Page not found!',
    home: 'Back to the home page',
    signUp: 'Sign up',
    vip: { levels: 'Levels', perks: 'Perks of {{level}}' },
    landing: { codeTitle: 'Your bonus code', remove: 'Remove the code', logIn: 'Log in' },
  },
  terms: { title: 'Terms and conditions' },
};

/** Every language has every text of English: the compiler checks it. */
export type PromotionsTexts = typeof en;

/** A language of the namespace: its promotions texts, and the tournaments pages' under `tournaments`. */
export type PromotionsNamespace = PromotionsTexts & { tournaments: TournamentTexts };

/**
 * The `promotions` namespace, added to the host's i18n when a parcel mounts; keyed by i18n language (`es` for
 * Chile and Peru, `pt-BR` for Brazil, `tl` for the Philippines). English here, in the parcels' start code; each
 * other language a chunk of its own (`locales/promotions/<language>.ts`), loaded when a page is in it (`TextsBundle`).
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
