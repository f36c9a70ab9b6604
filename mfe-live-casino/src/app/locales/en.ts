import { GAME_KIT_TEXTS } from '@casino/shared/game';

// The `liveCasino` namespace in English: the reference every other language fills in, and the shape it has
// (../translations.ts).

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

export default en;
