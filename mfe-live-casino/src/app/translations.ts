import { GAME_KIT_TEXTS } from '@casino/shared/game';
import type { TextsBundle } from '@casino/shared/parcel';
/**
 * The `liveCasino` namespace in the ten languages of the live casino's markets (en, fi, de, no, pt, fr,
 * es for Chile and Peru, tr, tl for the Philippines, pt-BR), added to the host's i18n when the parcel
 * mounts: English here, each other language in `locales/<language>.ts`. English is the reference: every
 * language has each of its keys and the plural forms its language uses (translations.test.ts).
 */
const en = {
  lobby: {
    title: 'Live casino',
    ...GAME_KIT_TEXTS.en.lobby,
    empty: 'There are no live tables in this lobby yet.',
    searchLabel: 'Search tables',
    search: 'Search',
    clearSearch: 'Clear search',
    noResults: 'No live tables match “{{q}}”.',
  },
  category: {
    notFoundTitle: 'Category not found',
    notFoundText: 'We could not find a live casino category called “{{id}}”. It may have been renamed or removed.',
    loadingTitle: 'Loading category…',
  },
  tables: {
    loading: 'Loading live tables…',
    empty: 'There are no live tables here yet.',
    backToLobby: 'Back to the live casino',
    seatsTaken_one: '{{taken}} / {{count}} seat taken',
    seatsTaken_other: '{{taken}} / {{count}} seats taken',
    players_one: '{{formatted}} player',
    players_other: '{{formatted}} players',
    full: 'Full',
    closed: 'Closed',
    betLimits: 'Bets {{min}} – {{max}}',
    seatsUnavailable: 'Seat information is not available right now.',
  },
  play: {
    checkingSession: 'Checking your session…',
    loading: 'Loading the table…',
    starting: 'Opening the table…',
    notFoundTitle: 'Table not found',
    notFoundText: 'This live table is not available.',
    gameNotFoundText: 'We could not find a live table called “{{id}}”. It may have been removed.',
    errorTitle: 'The table could not be opened',
    errorText: 'Something went wrong while opening the table. Please try again.',
    authErrorTitle: 'You have been logged out',
    authErrorText: 'The live casino could not confirm your session for this table, so we logged you out. Please log in again.',
    fullScreen: 'Full screen',
    exitFullScreen: 'Exit full screen',
  },
  error: {
    title: 'The live tables could not be loaded',
    ...GAME_KIT_TEXTS.en.error,
  },
};

/** The shape every language fills in. */
export type LiveCasinoTexts = typeof en;

/** The shape of a language whose plural rules add `many` (fr, pt, es, pt-BR: a million and more, "de"). */
export type LiveCasinoTextsWithMany = LiveCasinoTexts & { tables: { seatsTaken_many: string; players_many: string } };

/**
 * The `liveCasino` namespace: English here, in the parcel's start code; each other language a chunk of its own
 * (`locales/<language>.ts`), loaded when a page is in it (`TextsBundle`).
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
