import type { ContentVisibility, Promotion, PromotionCategory, TargetAudience } from '@casino/shared/wire';
import { addDays, startOfHour } from 'date-fns';

interface PromotionSeed {
  slug: string;
  title: string;
  category: 'casino' | 'live-casino' | 'sports';
  tags: string[];
  summary: string;
  body: string;
  /** Days from the sandbox clock to the start, and to the end. */
  startsInDays: number;
  endsInDays: number;
  visibility?: ContentVisibility;
  targetAudience?: TargetAudience;
  markets?: string[];
  ctaLabel?: string;
  ctaUrl?: string;
}

const TAG_TITLES: Record<string, string> = {
  welcome: 'Welcome offers',
  'deposit-bonus': 'Deposit bonuses',
  'free-spins': 'Free spins',
  tournaments: 'Tournaments',
  cashback: 'Cashback',
  'game-shows': 'Game shows',
  blackjack: 'Blackjack',
  roulette: 'Roulette',
  football: 'Football',
  'price-boost': 'Price boosts',
  'free-bet': 'Free bets',
  vip: 'VIP',
};

const TERMS = '<p><a href="/bonus-terms">General bonus terms</a> apply. 18+. Play responsibly.</p>';

const SEEDS: PromotionSeed[] = [
  {
    slug: 'welcome-bonus',
    title: '100% welcome bonus up to €200',
    category: 'casino',
    tags: ['welcome', 'deposit-bonus'],
    summary: 'Double your first deposit and get 50 free spins on Book of Dead.',
    body: `<h2>Double your first deposit</h2><p>Make your first deposit of at least €10 and we match it 100% up to €200, plus 50 free spins on <strong>Book of Dead</strong>.</p><ul><li>Minimum deposit €10</li><li>Wagering 35x the bonus amount within 30 days</li><li>Free spins are worth €0.10 each</li></ul>${TERMS}`,
    startsInDays: -30,
    endsInDays: 335,
    visibility: 'not-authorized',
    ctaLabel: 'Sign up',
    ctaUrl: '/signup',
  },
  {
    slug: 'weekend-free-spins',
    title: '50 free spins every weekend',
    category: 'casino',
    tags: ['free-spins'],
    summary: 'Deposit €20 or more between Friday and Sunday and collect 50 free spins.',
    body: `<h2>Weekend spins</h2><p>Every Friday, Saturday and Sunday, deposit at least €20 and claim 50 free spins on a featured slot. The featured slot changes every week.</p><p>Free spin winnings are credited as bonus money with a 20x wagering requirement.</p>${TERMS}`,
    startsInDays: -10,
    endsInDays: 60,
    ctaLabel: 'Deposit now',
    ctaUrl: '/deposit',
  },
  {
    slug: 'slot-of-the-week',
    title: 'Slot of the week: Reactoonz 2',
    category: 'casino',
    tags: ['free-spins'],
    summary: 'Play Reactoonz 2 this week for a share of 10,000 free spins.',
    // Carries a script and an inline handler on purpose: the front end must sanitise promotion bodies.
    body: `<h2>Reactoonz 2 is our slot of the week</h2><p>Spin at least €50 on Reactoonz 2 this week and get 25 free spins on Monday.</p><img src="/images/promotions/slot-of-the-week.svg" alt="Reactoonz 2" onerror="alert('onerror ran')"><script>alert('promotion script ran')</script><p>Spins are credited by Monday 12:00 CET.</p>${TERMS}`,
    startsInDays: -2,
    endsInDays: 5,
    ctaLabel: 'Play Reactoonz 2',
    ctaUrl: '/online-casino/play/playngo/reactoonz-2',
  },
  {
    slug: 'jackpot-race',
    title: 'Jackpot race: €25,000 prize pool',
    category: 'casino',
    tags: ['tournaments'],
    summary: 'Climb the leaderboard on jackpot slots and win a share of €25,000.',
    body: `<h2>Race to the top</h2><p>Every €1 wagered on the jackpot slots earns one point. The top 100 players share €25,000 in cash.</p><ol><li>1st place: €5,000</li><li>2nd place: €2,500</li><li>3rd place: €1,000</li></ol>${TERMS}`,
    startsInDays: -7,
    endsInDays: 21,
    ctaLabel: 'See the jackpot games',
    ctaUrl: '/online-casino/jackpots',
  },
  {
    slug: 'monday-reload',
    title: 'Monday reload: 50% up to €100',
    category: 'casino',
    tags: ['deposit-bonus'],
    summary: 'Start the week with a 50% reload bonus.',
    body: `<h2>Reload on Mondays</h2><p>Deposit on a Monday and receive a 50% bonus up to €100. Available to players who have made at least one deposit.</p>${TERMS}`,
    startsInDays: -14,
    endsInDays: 90,
    visibility: 'authorized',
    targetAudience: { targetAudienceOption: 'groups', targetGroups: ['DEPOSIT_COUNT_1', 'DEPOSIT_COUNT_MORE_THAN_1'] },
    ctaLabel: 'Deposit now',
    ctaUrl: '/deposit',
  },
  {
    slug: 'autumn-drops',
    title: 'Autumn drops and wins',
    category: 'casino',
    tags: ['tournaments'],
    summary: 'Random cash drops on selected slots. This promotion has ended.',
    body: `<h2>Drops and wins</h2><p>Daily cash drops on selected Pragmatic Play slots. Thank you for taking part: this promotion has ended.</p>${TERMS}`,
    startsInDays: -40,
    endsInDays: -3,
  },
  {
    slug: 'live-cashback',
    title: '10% live casino cashback',
    category: 'live-casino',
    tags: ['cashback'],
    summary: 'Get 10% of your weekly live casino losses back, up to €500.',
    body: `<h2>Weekly cashback</h2><p>Every Monday we pay back 10% of your net live casino losses of the previous week, up to €500, as real money with no wagering.</p>${TERMS}`,
    startsInDays: -20,
    endsInDays: 40,
    ctaLabel: 'Go to live casino',
    ctaUrl: '/live-casino-online',
  },
  {
    slug: 'game-show-multipliers',
    title: 'Game show multiplier hunt',
    category: 'live-casino',
    tags: ['game-shows', 'tournaments'],
    summary: 'The biggest multiplier of the week on Crazy Time wins €1,000.',
    body: `<h2>Hunt the top slot</h2><p>Land the biggest multiplier of the week on Crazy Time or Monopoly Live with a bet of at least €0.50 and win €1,000.</p>${TERMS}`,
    startsInDays: -3,
    endsInDays: 4,
    ctaLabel: 'Play Crazy Time',
    ctaUrl: '/live-casino-online/play/evolution/crazy-time',
  },
  {
    slug: 'blackjack-happy-hour',
    title: 'Blackjack happy hour',
    category: 'live-casino',
    tags: ['blackjack', 'cashback'],
    summary: 'Double cashback on live blackjack between 20:00 and 21:00. Starts soon.',
    body: `<h2>Happy hour at the tables</h2><p>Between 20:00 and 21:00 CET every day, cashback on live blackjack is doubled to 20%.</p>${TERMS}`,
    startsInDays: 5,
    endsInDays: 35,
  },
  {
    slug: 'lucky-number-roulette',
    title: 'Lucky number roulette',
    category: 'live-casino',
    tags: ['roulette'],
    summary: 'Hit the lucky number of the day three times and win a €50 bonus.',
    body: `<h2>Pick your lucky number</h2><p>Each day we publish a lucky number. Win on it three times on any live roulette table with a straight-up bet of at least €1 and receive a €50 bonus.</p>${TERMS}`,
    startsInDays: -5,
    endsInDays: 25,
    markets: ['FI', 'NO', 'PP'],
  },
  {
    slug: 'acca-boost',
    title: 'Acca boost up to 50%',
    category: 'sports',
    tags: ['football', 'price-boost'],
    summary: 'Boost the winnings of football accumulators with five or more selections.',
    body: `<h2>Bigger accas, bigger boosts</h2><p>Place a pre-match football accumulator with at least five selections at odds of 1.20 or more each, and we boost your winnings:</p><ul><li>5 selections: 10%</li><li>8 selections: 25%</li><li>12 or more selections: 50%</li></ul>${TERMS}`,
    startsInDays: -60,
    endsInDays: 120,
    ctaLabel: 'Bet on football',
    ctaUrl: '/sportsbook/football',
  },
  {
    slug: 'risk-free-first-bet',
    title: 'Risk-free first bet up to €25',
    category: 'sports',
    tags: ['welcome', 'free-bet'],
    summary: 'If your first sports bet loses, get it back as a free bet.',
    body: `<h2>Bet without worry</h2><p>Place your first sports bet of up to €25. If it loses, we refund the stake as a free bet within 24 hours.</p>${TERMS}`,
    startsInDays: -30,
    endsInDays: 335,
    visibility: 'not-authorized',
    ctaLabel: 'Join now',
    ctaUrl: '/signup',
  },
  {
    slug: 'derby-day-boosts',
    title: 'Derby day price boosts',
    category: 'sports',
    tags: ['football', 'price-boost'],
    summary: 'Boosted prices on the biggest derbies of the weekend.',
    body: `<h2>Derby day</h2><p>Every derby weekend we boost the prices of selected markets: match result, both teams to score and first goalscorer.</p>${TERMS}`,
    startsInDays: -1,
    endsInDays: 6,
    ctaLabel: 'See the boosts',
    ctaUrl: '/sportsbook/football',
  },
  {
    slug: 'vip-reload',
    title: 'Exclusive VIP reload',
    category: 'casino',
    tags: ['vip', 'deposit-bonus'],
    summary: 'A personal 100% reload for members of the VIP club.',
    body: `<h2>For our VIP players</h2><p>As a member of the VIP club you can claim a 100% reload up to €1,000 this month. Your account manager has the details.</p>${TERMS}`,
    startsInDays: -4,
    endsInDays: 26,
    visibility: 'authorized',
    targetAudience: { targetAudienceOption: 'players', targetPlayersIds: ['sandbox-vip-player', 'sandbox-anna'] },
  },
];

const GENERAL_TERMS =
  '<ol><li>Open to players aged 18 or over who have verified their phone.</li><li>One offer per player, household and payment method.</li><li>Bonus money must be wagered 35 times within 30 days; slots count 100%, table games 10%, live casino 0%.</li><li>The maximum bet while wagering is €5.</li><li>The <a href="/bonus-terms">general bonus terms</a> apply.</li></ol>';

/**
 * A promotion's terms (HTML) where they are not the general ones: the welcome bonus names its own and
 * carries a script and an `onerror=` on purpose (sanitised on the page); `monday-reload` has none.
 */
const TERMS_OF: Record<string, string | null> = {
  'welcome-bonus':
    '<ol><li>New players only; the first deposit of at least €10 qualifies.</li><li>The 100% match is capped at €200; the 50 free spins are worth €0.10 each on Book of Dead.</li><li>Wagering: 35 times the bonus within 30 days.</li><li>Bonus code: <strong>WELCOME100</strong>.</li></ol><script>alert("terms script ran")</script><img src="x" onerror="alert(\'terms onerror ran\')">',
  'monday-reload': null,
};

/**
 * The `promotion` documents (spec 000 §2 promotions routes), dated around the sandbox clock: most are
 * running, one has ended and one starts in five days. Bodies and terms are HTML; `slot-of-the-week` carries
 * a `<script>` and an `onerror=` attribute on purpose, so sanitising can be tested, and so do the welcome
 * bonus's terms. Every promotion has terms (`terms`) but `monday-reload`.
 */
export function buildPromotions(publicUrl: string, now: Date): Promotion[] {
  const anchor = startOfHour(now);
  return SEEDS.map((seed) => {
    const promotion: Promotion = {
      _id: `promotion-${seed.slug}`,
      _type: 'promotion',
      slug: seed.slug,
      title: seed.title,
      category: seed.category,
      tags: seed.tags.map((slug) => ({ slug, title: TAG_TITLES[slug] ?? slug })),
      summary: seed.summary,
      body: seed.body,
      image: `${publicUrl}/images/promotions/${seed.slug}.svg`,
      startDate: addDays(anchor, seed.startsInDays).toISOString(),
      endDate: addDays(anchor, seed.endsInDays).toISOString(),
      visibility: seed.visibility ?? 'both',
      targetAudience: seed.targetAudience ?? { targetAudienceOption: 'none' },
      markets: seed.markets ?? [],
    };
    if (seed.ctaLabel) promotion.ctaLabel = seed.ctaLabel;
    if (seed.ctaUrl) promotion.ctaUrl = seed.ctaUrl;
    const terms = seed.slug in TERMS_OF ? TERMS_OF[seed.slug] : GENERAL_TERMS;
    if (terms) promotion.terms = terms;
    return promotion;
  });
}

/** The `promotionCategory` documents, in menu order. */
export function buildPromotionCategories(): PromotionCategory[] {
  return [
    { _id: 'promotion-category-casino', _type: 'promotionCategory', slug: 'casino', title: 'Casino', order: 1 },
    { _id: 'promotion-category-live-casino', _type: 'promotionCategory', slug: 'live-casino', title: 'Live casino', order: 2 },
    { _id: 'promotion-category-sports', _type: 'promotionCategory', slug: 'sports', title: 'Sports', order: 3 },
  ];
}
