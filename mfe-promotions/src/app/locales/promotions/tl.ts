// The `promotions` namespace in Filipino, its tournaments pages' texts included: a chunk of its own,
// loaded when a page is in tl (../../translations.ts).
import type { TournamentTexts } from '../../tournaments-translations';
import type { PromotionsNamespace, PromotionsTexts } from './en';

/** Filipino as Philippine sites write it: sentences in Tagalog, promo and bonus words in English. */
const tl: PromotionsTexts = {
  title: 'Mga promo',
  retry: 'Subukan ulit',
  categories: { label: 'Mga kategorya ng promo', all: 'Lahat', failed: 'Hindi namin ma-load ang mga kategorya.' },
  tag: { heading: 'May tag na “{{tag}}”', clear: 'Lahat ng promo sa {{category}}' },
  list: {
    loading: 'Nilo-load ang mga promo…',
    failed: 'Hindi namin ma-load ang mga promo.',
    empty: 'Wala pang promo dito sa ngayon.',
    loadMore: 'Mag-load pa',
    loadingMore: 'Nilo-load…',
    moreFailed: 'Hindi na namin ma-load ang iba pang promo. Pakisubukan ulit.',
  },
  dates: { label: 'May bisa', ended: 'Tapos na', upcoming: 'Malapit na' },
  page: { loading: 'Nilo-load ang promo…', failed: 'Hindi namin ma-load ang promong ito.', back: 'Bumalik sa mga promo' },
  notFound: { title: 'Hindi nahanap ang promo', text: 'Wala ang promong ito o hindi na ito available.', link: 'Tingnan ang lahat ng promo' },
  pages: {
    loading: 'Nilo-load ang page…',
    failed: 'Hindi namin ma-load ang page na ito.',
    notFound: 'Hindi nahanap ang page!',
    home: 'Bumalik sa home page',
    signUp: 'Mag-sign up',
    vip: { levels: 'Mga level', perks: 'Mga perk ng {{level}}' },
    landing: { codeTitle: 'Ang iyong bonus code', remove: 'Alisin ang code', logIn: 'Mag-log in' },
  },
  terms: { title: 'Mga tuntunin at kundisyon' },
};

const tournaments: TournamentTexts = {
  tab: 'Mga tournament',
  title: 'Mga tournament',
  backToPromotions: 'Bumalik sa mga promo',
  backToList: 'Lahat ng tournament',
  loading: 'Nilo-load ang mga tournament…',
  failed: 'Hindi namin ma-load ang mga tournament.',
  empty: 'Walang tournament na tumatakbo sa ngayon.',
  joined: 'Kasali ka',
  period: 'Petsa',
  loadingOne: 'Nilo-load ang tournament…',
  failedOne: 'Hindi namin ma-load ang tournament na ito.',
  notFoundTitle: 'Hindi nahanap ang tournament',
  notFoundText: 'Wala ang tournament na ito o tapos na ito.',
  prizes: 'Mga premyo',
  place: 'Ika-{{position}} puwesto:',
  leaderboard: 'Leaderboard',
  periodLabel: 'Round ng leaderboard',
  periods: { current: 'Kasalukuyang round', previous: 'Nakaraang round' },
  position: 'Puwesto',
  player: 'Player',
  points: 'Puntos',
  you: '(ikaw)',
  emptyLeaderboard: 'Wala pang naka-score sa round na ito.',
  loginText: 'Mag-log in para sumali at makita ang iyong puwesto.',
  login: 'Mag-log in para sumali',
  optInText: 'Sumali, tapos laruin ang mga game ng tournament: may puntos ang bawat qualifying na taya.',
  optIn: 'Sumali',
  optingIn: 'Isinasali ka…',
  optInFailed: 'Hindi ka namin maisali. Pakisubukan ulit.',
  optedIn: 'Kasali ka sa tournament na ito.',
  play: 'Maglaro sa casino',
};

export default { ...tl, tournaments } satisfies PromotionsNamespace;
