import { GAME_KIT_TEXTS } from '@casino/shared/game';

// The `casino` namespace in English: the reference every other language fills in, and the shape it has
// (../translations.ts).

const en = {
  lobby: {
    title: 'Casino',
    allGames: 'All games',
    ...GAME_KIT_TEXTS.en.lobby,
    empty: 'There are no game categories in this lobby yet.',
  },
  allGames: { title: 'All games' },
  category: {
    notFoundTitle: 'Category not found',
    notFoundText: 'We could not find a casino category called “{{id}}”. It may have been renamed or removed.',
    loadingTitle: 'Loading category…',
  },
  games: {
    loading: 'Loading games…',
    empty: 'There are no games here yet.',
    backToLobby: 'Back to the casino lobby',
    loadMore: 'Load more',
    loadingMore: 'Loading more…',
    shown_one: '{{count}} game shown',
    shown_other: '{{count}} games shown',
  },
  play: {
    notFoundTitle: 'Game not found',
    notFoundText: 'This game page does not exist. Choose a game in the casino lobby.',
    gameNotFoundText: 'We could not find the game “{{id}}”. It may have been removed.',
    modeLabel: 'Play mode',
    playForFun: 'Play for fun',
    playForReal: 'Play for real',
    loading: 'Loading the game…',
    starting: 'Starting the game…',
    ready: 'The game is ready',
    paused: 'The game is paused',
    errorTitle: 'The game could not be started',
    errorText: 'Something went wrong while starting the game. Please try again.',
    fullScreen: 'Full screen',
    exitFullScreen: 'Exit full screen',
    bonusTitle: 'Your bonus and this game',
    bonusExcluded: 'This game does not count towards your bonus',
    bonusWagering: 'This game counts {{contribution}}% towards your bonus wagering requirements.',
    continue: 'Continue to the game',
  },
  tile: {
    addFavourite: 'Add {{game}} to My games',
    removeFavourite: 'Remove {{game}} from My games',
    jackpot: 'Jackpot {{amount}}',
    bets: 'Bets {{range}}',
  },
  filter: {
    open: 'Providers',
    title: 'Filter by provider',
    apply: 'Show games',
    clear: 'Clear',
    close: 'Close',
    bottomNav: 'Casino navigation',
    search: 'Search',
    filtered_one: 'Filtered by {{count}} provider',
    filtered_other: 'Filtered by {{count}} providers',
  },
  search: {
    label: 'Search games',
    submit: 'Search',
    results: 'Results for “{{q}}”',
    clear: 'Clear search',
    noResults: 'No games match “{{q}}”.',
  },
  myGames: {
    favourites: 'My games',
    recent: 'Recently played',
  },
  error: {
    title: 'The games could not be loaded',
    ...GAME_KIT_TEXTS.en.error,
  },
  // The winners widgets, the category menu and a game's bonus max bet (issue 17); the widgets' titles
  // carry the word "winners" in English (issue 17 "Fixed details").
  winners: {
    label: 'Winners',
    topTitle: 'Top winners',
    latestTitle: 'Latest winners',
    rangeLabel: 'Period',
    range: { DAY: 'Today', WEEK: 'This week', MONTH: 'This month' },
    loading: 'Loading winners…',
    empty: 'No wins here yet. Yours could be the first.',
    failed: 'We could not load the winners.',
    retry: 'Try again',
  },
  menu: { label: 'Casino categories', lobby: 'Lobby', allGames: 'All games' },
  bonusMaxBet: 'While your bonus is active, the largest bet is {{amount}}.',
};

/** The shape every language fills in. */
export type CasinoTexts = typeof en;

/** The shape of a language whose plural rules add `many` (fr, pt, es, pt-BR: a million and more, "de"). */
export type CasinoTextsWithMany = CasinoTexts & { games: { shown_many: string }; filter: { filtered_many: string } };

export default en;
