import type { TournamentTexts } from '../../tournaments-translations';

// The `promotions` namespace in English: the reference every other language fills in, and the shape it has
// (../../translations.ts).

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

export default en;
