import type { BonusCampaignsTable, CampaignTexts, SportsbookTerms, TournamentTerms } from '../db/schema';

/*
 * The seed's bonuses (issue 17 "Fixed details"): campaigns, bonus codes, and the players' bonuses the
 * seed starts with. Dates are days from the seed time (the sandbox clock at start or reset). Amounts are
 * minor units per currency; a currency a map leaves out uses the EUR amount (`amountIn`).
 */

const ANNA = 'sandbox-anna';
const ULLA = 'sandbox-ulla';
/** The two regular personas with rewards; nora has none. */
const REGULARS = [ANNA, ULLA];

/** Money per currency: EUR/CAD/GBP the same figure, SEK ten times it. */
const money = (eur: number): Record<string, number> => ({ EUR: eur, CAD: eur, GBP: eur, SEK: eur * 10 });

/** One campaign of the seed; `startDays`/`endDays` are days from the seed time (negative: before). */
export interface SeedCampaign {
  id: string;
  vertical: BonusCampaignsTable['vertical'];
  product: BonusCampaignsTable['product'];
  category: BonusCampaignsTable['category'];
  grantType: BonusCampaignsTable['grant_type'];
  trigger: BonusCampaignsTable['trigger_event'];
  kind?: BonusCampaignsTable['kind'];
  rewardKind: BonusCampaignsTable['reward_kind'];
  amounts?: Record<string, number>;
  minDeposits?: Record<string, number>;
  cashbackCaps?: Record<string, number>;
  maxBets?: Record<string, number>;
  spinValues?: Record<string, number>;
  matchPercent?: number;
  wrMultiplier?: number;
  cashbackPercent?: number;
  cashbackBooster?: number;
  cashbackPeriodDays?: number;
  freeSpins?: number;
  gameIds?: string[];
  excludedGameIds?: string[];
  contribution?: number;
  texts: Record<string, CampaignTexts>;
  startDays: number;
  endDays: number | null;
  expiryDays?: number;
  markets?: string[];
  playerIds: string[] | null;
  bonusCode?: string;
  loyalty?: boolean;
  sportsbook?: SportsbookTerms;
  tournament?: TournamentTerms;
}

const terms = (text: string) => `<p>${text}</p><ul><li>Bonus money is not withdrawable before the wagering is met.</li><li>One active bonus per vertical.</li></ul>`;

/** A game no casino bonus money may be played on (restriction level 1). */
export const EXCLUDED_CASINO_GAME = 'mystery-joker';
/** The games of the seed's free spins. */
export const FREE_SPIN_GAMES = ['fire-joker', 'legacy-of-dead'];
/** The games of the seed's tournament. */
export const TOURNAMENT_GAMES = ['book-of-dead', 'reactoonz', 'sweet-bonanza', 'gates-of-olympus'];
/** The seed's tournament campaign. */
export const TOURNAMENT_ID = 'tournament-spin-race';

/** The seed's campaigns, in the order the rewards list shows them (newest first is by `sort_order`). */
export const SEED_CAMPAIGNS: readonly SeedCampaign[] = [
  {
    id: 'casino-welcome-match',
    vertical: 'CASINO',
    product: 'CASINO',
    category: 'TRIGGERED',
    grantType: 'MANUAL',
    trigger: 'DEPOSIT',
    rewardKind: 'CASH',
    amounts: money(100_00),
    minDeposits: money(10_00),
    maxBets: money(5_00),
    matchPercent: 100,
    wrMultiplier: 35,
    excludedGameIds: [EXCLUDED_CASINO_GAME],
    texts: {
      en: { title: '100% deposit bonus up to €100', description: 'Deposit at least €10 and we double it, up to €100.', termsHtml: terms('Wagering 35 times the bonus.') },
      fi: { title: '100 % talletusbonus 100 € asti', description: 'Talleta vähintään 10 € ja tuplaamme sen, 100 € asti.', termsHtml: terms('Kierrätys 35 kertaa bonus.') },
    },
    startDays: -30,
    endDays: 60,
    playerIds: REGULARS,
  },
  {
    id: 'casino-reload-half',
    vertical: 'CASINO',
    product: 'CASINO',
    category: 'TRIGGERED',
    grantType: 'MANUAL',
    trigger: 'DEPOSIT',
    rewardKind: 'CASH',
    amounts: money(50_00),
    minDeposits: money(20_00),
    maxBets: money(5_00),
    matchPercent: 50,
    wrMultiplier: 5,
    excludedGameIds: [EXCLUDED_CASINO_GAME],
    texts: {
      en: { title: '50% reload bonus up to €50', description: 'Deposit at least €20 for half of it as bonus money, up to €50.', termsHtml: terms('Wagering 5 times the bonus.') },
      fi: { title: '50 % uudelleentalletusbonus 50 € asti', description: 'Talleta vähintään 20 € ja saat puolet bonusrahana, 50 € asti.', termsHtml: terms('Kierrätys 5 kertaa bonus.') },
    },
    startDays: -10,
    endDays: 30,
    playerIds: REGULARS,
  },
  {
    id: 'live-casino-deposit',
    vertical: 'LIVE_CASINO',
    product: 'LIVE_CASINO',
    category: 'TRIGGERED',
    grantType: 'MANUAL',
    trigger: 'DEPOSIT',
    rewardKind: 'CASH',
    amounts: money(50_00),
    minDeposits: money(10_00),
    matchPercent: 50,
    wrMultiplier: 10,
    contribution: 10,
    texts: {
      en: { title: 'Live casino: 50% up to €50', description: 'A live-casino deposit bonus: deposit €10 or more.', termsHtml: terms('Wagering 10 times the bonus; live games count 10%.') },
      fi: { title: 'Live-kasino: 50 % 50 € asti', description: 'Live-kasinon talletusbonus: talleta vähintään 10 €.', termsHtml: terms('Kierrätys 10 kertaa bonus; live-pelit 10 %.') },
    },
    startDays: -20,
    endDays: 40,
    playerIds: REGULARS,
  },
  {
    id: 'casino-cashback-weekly',
    vertical: 'CASINO',
    product: 'CASINO',
    category: 'TRIGGERED',
    grantType: 'MANUAL',
    trigger: 'CASHBACK',
    kind: 'NON_STICKY',
    rewardKind: 'CASH',
    cashbackPercent: 10,
    cashbackCaps: money(50_00),
    cashbackPeriodDays: 7,
    texts: {
      en: { title: '10% weekly cashback', description: 'Activate it and get 10% of your casino net losses back, up to €50.' },
      fi: { title: '10 % viikoittainen cashback', description: 'Aktivoi ja saat 10 % kasinon nettotappioista takaisin, 50 € asti.' },
    },
    startDays: -14,
    endDays: 60,
    playerIds: REGULARS,
  },
  {
    id: 'casino-weekend-optin',
    vertical: 'CASINO',
    product: 'CASINO',
    category: 'OPT_IN',
    grantType: 'OPT_IN',
    trigger: 'MANUAL',
    kind: 'NON_STICKY',
    rewardKind: 'ITEM',
    texts: {
      en: { title: 'Weekend boost: opt in', description: 'Opt in to take part in the weekend prize drops.' },
      fi: { title: 'Viikonloppuboosti: liity mukaan', description: 'Liity mukaan viikonlopun palkintoarvontoihin.' },
    },
    startDays: -3,
    endDays: 14,
    playerIds: REGULARS,
  },
  {
    id: 'casino-free-spins',
    vertical: 'CASINO',
    product: 'FREE_SPINS',
    category: 'TRIGGERED',
    grantType: 'MANUAL',
    trigger: 'MANUAL',
    kind: 'NON_STICKY',
    rewardKind: 'ITEM',
    freeSpins: 10,
    spinValues: money(10),
    gameIds: FREE_SPIN_GAMES,
    texts: {
      en: { title: '10 free spins on Fire Joker', description: '10 free spins of €0.10 on Fire Joker or Legacy of Dead; winnings are paid as cash.' },
      fi: { title: '10 ilmaiskierrosta Fire Jokeriin', description: '10 ilmaiskierrosta à 0,10 € Fire Jokeriin tai Legacy of Deadiin; voitot maksetaan rahana.' },
    },
    startDays: -5,
    endDays: 25,
    expiryDays: 7,
    playerIds: REGULARS,
  },
  {
    id: 'loyalty-gold-reward',
    vertical: 'CASINO',
    product: 'CASINO',
    category: 'TRIGGERED',
    grantType: 'TRIGGERED',
    trigger: 'LOYALTY',
    rewardKind: 'CASH',
    amounts: money(25_00),
    wrMultiplier: 5,
    excludedGameIds: [EXCLUDED_CASINO_GAME],
    loyalty: true,
    texts: {
      en: { title: 'Gold level reward: €25', description: 'A thank-you for reaching Gold: €25 bonus money, wagering 5 times.' },
      fi: { title: 'Kultatason palkinto: 25 €', description: 'Kiitos kultatasosta: 25 € bonusrahaa, kierrätys 5 kertaa.' },
    },
    startDays: -7,
    endDays: 21,
    expiryDays: 14,
    playerIds: [ANNA],
  },
  {
    id: 'sports-free-bet',
    vertical: 'SPORTS',
    product: 'FREE_BET',
    category: 'TRIGGERED',
    grantType: 'MANUAL',
    trigger: 'MANUAL',
    kind: 'NON_STICKY',
    rewardKind: 'ITEM',
    amounts: money(10_00),
    sportsbook: { bonusType: 'FREE_BET', eligibility: 'BOTH', minOdds: 1.5 },
    texts: {
      en: { title: '€10 free bet', description: 'A €10 free bet on any match, live or pre-match, at odds of 1.50 or more.' },
      fi: { title: '10 € ilmaisveto', description: '10 € ilmaisveto mihin tahansa otteluun, live tai ennen ottelua, kertoimella 1,50 tai yli.' },
    },
    startDays: -2,
    endDays: 12,
    expiryDays: 7,
    playerIds: REGULARS,
  },
  {
    id: 'sports-prematch-bonus',
    vertical: 'SPORTS',
    product: 'SPORTS',
    category: 'TRIGGERED',
    grantType: 'MANUAL',
    trigger: 'MANUAL',
    rewardKind: 'CASH',
    amounts: money(20_00),
    wrMultiplier: 3,
    sportsbook: { bonusType: 'SPORTS', eligibility: 'PRE_MATCH', minOdds: 1.8 },
    texts: {
      en: { title: '€20 pre-match bonus', description: '€20 sports bonus money for pre-match bets at odds of 1.80 or more; wagering 3 times.' },
      fi: { title: '20 € ennakkovetobonus', description: '20 € urheilubonusrahaa ennen ottelua lyötäviin vetoihin kertoimella 1,80 tai yli; kierrätys 3 kertaa.' },
    },
    startDays: -2,
    endDays: 20,
    playerIds: REGULARS,
  },
  {
    id: 'code-welcome-100',
    vertical: 'CASINO',
    product: 'CASINO',
    category: 'TRIGGERED',
    grantType: 'MANUAL',
    trigger: 'MANUAL',
    rewardKind: 'CASH',
    amounts: money(10_00),
    wrMultiplier: 10,
    excludedGameIds: [EXCLUDED_CASINO_GAME],
    bonusCode: 'WELCOME100',
    texts: {
      en: { title: 'WELCOME100: €10 bonus', description: 'The welcome code: €10 bonus money, wagering 10 times.' },
      fi: { title: 'WELCOME100: 10 € bonus', description: 'Tervetulokoodi: 10 € bonusrahaa, kierrätys 10 kertaa.' },
    },
    startDays: -60,
    endDays: 365,
    playerIds: null,
  },
  {
    id: 'code-expired-10',
    vertical: 'CASINO',
    product: 'CASINO',
    category: 'TRIGGERED',
    grantType: 'MANUAL',
    trigger: 'MANUAL',
    rewardKind: 'CASH',
    amounts: money(10_00),
    wrMultiplier: 10,
    bonusCode: 'EXPIRED10',
    texts: { en: { title: 'EXPIRED10: €10 bonus' }, fi: { title: 'EXPIRED10: 10 € bonus' } },
    startDays: -90,
    endDays: 365,
    playerIds: null,
  },
  {
    id: 'code-used-50',
    vertical: 'CASINO',
    product: 'CASINO',
    category: 'TRIGGERED',
    grantType: 'MANUAL',
    trigger: 'MANUAL',
    rewardKind: 'CASH',
    amounts: money(50_00),
    wrMultiplier: 20,
    bonusCode: 'USED50',
    texts: { en: { title: 'USED50: €50 bonus' }, fi: { title: 'USED50: 50 € bonus' } },
    startDays: -90,
    endDays: 365,
    playerIds: null,
  },
  {
    id: 'code-fi-only',
    vertical: 'CASINO',
    product: 'CASINO',
    category: 'TRIGGERED',
    grantType: 'MANUAL',
    trigger: 'MANUAL',
    rewardKind: 'CASH',
    amounts: money(15_00),
    wrMultiplier: 10,
    bonusCode: 'FI-ONLY',
    texts: { en: { title: 'FI-ONLY: €15 bonus for Finland' }, fi: { title: 'FI-ONLY: 15 € bonus Suomeen' } },
    startDays: -30,
    endDays: 365,
    playerIds: null,
  },
  {
    id: TOURNAMENT_ID,
    vertical: 'CASINO',
    product: 'CASINO',
    category: 'OPT_IN',
    grantType: 'OPT_IN',
    trigger: 'TOURNAMENT',
    kind: 'NON_STICKY',
    rewardKind: 'ITEM',
    gameIds: TOURNAMENT_GAMES,
    tournament: {
      periodDays: 7,
      prizes: [
        { position: 1, label: '€500 cash' },
        { position: 2, label: '€250 cash' },
        { position: 3, label: '€100 cash' },
      ],
    },
    texts: {
      EN: { title: 'Weekly spin race', description: 'Opt in and climb the board: every euro staked on the race games is a point.' },
      FR: { title: 'Course hebdomadaire aux tours', description: 'Inscrivez-vous et grimpez au classement : chaque euro misé sur les jeux de la course vaut un point.' },
      en: { title: 'Weekly spin race', description: 'Opt in and climb the board: every euro staked on the race games is a point.' },
      fi: { title: 'Viikon pyöräytyskisa', description: 'Liity ja nouse listalla: jokainen kisapeleihin panostettu euro on piste.' },
    },
    // Periods of 7 days from 10 days before the seed: the current one began 3 days ago, the previous one 10.
    startDays: -10,
    endDays: 60,
    playerIds: null,
  },
];

/** A bonus code of the seed: valid in `markets` (empty: every market) from `fromDays` to `toDays`. */
export interface SeedCode {
  code: string;
  campaignId: string;
  markets: string[];
  fromDays: number;
  toDays: number | null;
  usedBy: string[];
}

/** The seed's codes (issue 17): WELCOME100 everywhere, EXPIRED10 expired, USED50 used by anna, FI-ONLY in FI. */
export const SEED_CODES: readonly SeedCode[] = [
  { code: 'WELCOME100', campaignId: 'code-welcome-100', markets: [], fromDays: -60, toDays: 365, usedBy: [] },
  { code: 'EXPIRED10', campaignId: 'code-expired-10', markets: [], fromDays: -90, toDays: -1, usedBy: [] },
  { code: 'USED50', campaignId: 'code-used-50', markets: [], fromDays: -90, toDays: 365, usedBy: [ANNA] },
  { code: 'FI-ONLY', campaignId: 'code-fi-only', markets: ['FI'], fromDays: -30, toDays: 365, usedBy: [] },
];

/** A player's bonus in the seed: anna's loyalty reward, granted by the platform and waiting for her claim. */
export interface SeedAssignment {
  id: string;
  playerId: string;
  campaignId: string;
  status: 'GRANTED' | 'ACTIVATED';
  optedIn?: boolean;
}

/** The seed's bonuses of players: anna's granted loyalty reward; the tournament entrants of the leaderboards. */
export const SEED_ASSIGNMENTS: readonly SeedAssignment[] = [
  { id: 'pb-anna-loyalty-gold', playerId: ANNA, campaignId: 'loyalty-gold-reward', status: 'GRANTED' },
  { id: 'pb-edd-spin-race', playerId: 'sandbox-edd', campaignId: TOURNAMENT_ID, status: 'ACTIVATED', optedIn: true },
  { id: 'pb-unverified-spin-race', playerId: 'sandbox-unverified', campaignId: TOURNAMENT_ID, status: 'ACTIVATED', optedIn: true },
];

/**
 * Tournament rounds of the seed (ledger BET rows, each won back by a WIN of the same amount so that no
 * balance or win/loss changes): `daysAgo` before the seed on a tournament game, `stake` minor units.
 */
export const SEED_TOURNAMENT_ROUNDS: ReadonlyArray<{ playerId: string; gameId: string; stake: number; daysAgo: number }> = [
  { playerId: 'sandbox-edd', gameId: 'book-of-dead', stake: 25_00, daysAgo: 6 },
  { playerId: 'sandbox-unverified', gameId: 'reactoonz', stake: 40_00, daysAgo: 5 },
  { playerId: 'sandbox-edd', gameId: 'sweet-bonanza', stake: 12_00, daysAgo: 1 },
];
