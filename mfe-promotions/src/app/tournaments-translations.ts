/**
 * The tournaments pages' texts (issue 17 point 4), the `tournaments` key of the `promotions` namespace:
 * English here (`translations.ts` adds it), each other language in `locales/promotions/<language>.ts`
 * beside the rest of that language's namespace.
 */
const en = {
  tab: 'Tournaments',
  title: 'Tournaments',
  backToPromotions: 'Back to promotions',
  backToList: 'All tournaments',
  loading: 'Loading tournaments…',
  failed: 'We could not load the tournaments.',
  empty: 'No tournaments are running right now.',
  joined: 'Joined',
  period: 'Period',
  loadingOne: 'Loading the tournament…',
  failedOne: 'We could not load this tournament.',
  notFoundTitle: 'Tournament not found',
  notFoundText: 'This tournament does not exist or is no longer running.',
  prizes: 'Prizes',
  place: 'Place {{position}}:',
  leaderboard: 'Leaderboard',
  periodLabel: 'Leaderboard period',
  periods: { current: 'Current period', previous: 'Previous period' },
  position: 'Position',
  player: 'Player',
  points: 'Points',
  you: '(you)',
  emptyLeaderboard: 'Nobody has scored in this period yet.',
  loginText: 'Log in to take part and see your position.',
  login: 'Log in to take part',
  optInText: 'Opt in, then play the tournament’s games: every qualifying bet scores points.',
  optIn: 'Opt in',
  optingIn: 'Opting in…',
  optInFailed: 'We could not opt you in. Please try again.',
  optedIn: 'You are taking part in this tournament.',
  play: 'Play in the casino',
};

/** Every language has every text of English. */
export type TournamentTexts = typeof en;

/** The English `tournaments` texts, the reference of every language's. */
export const TOURNAMENT_TEXTS_EN = en;
