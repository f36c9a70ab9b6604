import { MARKETS } from '@casino/shared/market';
import type { Banner, ContentVisibility, TargetAudience } from '@casino/shared/wire';
import { addDays, startOfHour } from 'date-fns';

/** Markets whose sportsbook is closed (spec 000 §2 guard 6): no sports banner there. */
export const NO_SPORTSBOOK_MARKETS = ['DE', 'NL', 'LL', 'PE'];

/** The served markets that are switched on (spec 000 §1): each has a home page. */
export function enabledMarkets() {
  return MARKETS.filter((market) => market.kind === 'market' && market.isMarketEnabled);
}

/** An amount of money as content text: `€200` for the euro, `200 SEK` otherwise. */
export function moneyText(amount: number, currency: string): string {
  return currency === 'EUR' ? `€${amount}` : `${amount.toLocaleString('en')} ${currency}`;
}

interface BannerSeed {
  slug: string;
  title: string;
  description?: string;
  greeting?: string;
  button?: string;
  anonymous?: string;
  authorised?: string;
  visibility?: ContentVisibility;
  targetAudience?: TargetAudience;
  /** Days from the sandbox clock to the start and to the end; absent: no date limit. */
  days?: [number, number];
  /** false: a banner without images (its optional fields missing). */
  images?: boolean;
}

const groups = (...targetGroups: NonNullable<TargetAudience['targetGroups']>): TargetAudience => ({ targetAudienceOption: 'groups', targetGroups });

/**
 * The Global market's banners (English): one for visitors, one per deposit-count group (nora 0, ulla 1,
 * anna and the others 2+), a players-list one for ulla, two for everyone, one with HTML in its text
 * fields, one with only its required fields, one that has ended and one that has not begun.
 */
function globalBanners(): BannerSeed[] {
  return [
    { slug: 'welcome', title: '100% up to €200 + 50 free spins', description: 'Your welcome bonus is waiting: use code WELCOME100.', greeting: 'Welcome!', button: 'Join now', anonymous: '/signup', authorised: '/deposit', visibility: 'not-authorized', days: [-30, 335] },
    { slug: 'first-deposit', title: 'Make your first deposit: we double it', description: 'Deposit €10 or more and get 100% up to €200.', greeting: 'Ready to play', button: 'Deposit now', anonymous: '/signup', authorised: '/deposit', visibility: 'authorized', targetAudience: groups('DEPOSIT_COUNT_0'), days: [-30, 335] },
    { slug: 'second-deposit', title: 'Second deposit: 50% up to €100', description: 'Your next deposit comes with a 50% bonus.', greeting: 'Good to see you again', button: 'Claim with a deposit', anonymous: '/signup', authorised: '/deposit', visibility: 'authorized', targetAudience: groups('DEPOSIT_COUNT_1'), days: [-30, 335] },
    { slug: 'weekly-reload', title: 'Weekly reload: 25% up to €250', description: 'Every Monday, for our regular players.', greeting: 'Welcome back', button: 'See the reload', anonymous: '/promotions', authorised: '/promotions/casino/monday-reload', visibility: 'authorized', targetAudience: groups('DEPOSIT_COUNT_MORE_THAN_1'), days: [-30, 335] },
    { slug: 'vip-invitation', title: 'A personal invitation to iClub', description: 'Your own account manager and faster withdrawals.', greeting: 'Just for you', button: 'Visit iClub', anonymous: '/iclub', authorised: '/iclub', targetAudience: { targetAudienceOption: 'players', targetPlayersIds: ['sandbox-ulla'] }, days: [-7, 60] },
    { slug: 'live-casino', title: 'Live tables, around the clock', description: 'Roulette, blackjack and game shows with real dealers.', greeting: 'Take a seat', button: 'Go to live casino', anonymous: '/live-casino-online', authorised: '/live-casino-online', days: [-7, 60] },
    { slug: 'acca-boost', title: 'Acca boost up to 50%', description: 'More selections, bigger boosts.', greeting: 'Matchday!', button: 'Bet now', anonymous: '/sportsbook/football', authorised: '/sportsbook/football', days: [-1, 30] },
    // HTML in plain-text fields on purpose: the page must show it as text and run nothing.
    { slug: 'friday-spins', title: 'Free spins <b>every Friday</b>', description: '<img src="x" onerror="alert(\'banner onerror ran\')">Spin on Fridays<script>alert("banner script ran")</script>', greeting: 'Hi', button: 'See the spins', anonymous: '/promotions', authorised: '/promotions/casino/weekend-free-spins' },
    // Only the required fields: no greeting, button, description, images or dates.
    { slug: 'roulette-points', title: 'Double points on roulette every Sunday', images: false },
    { slug: 'summer-splash', title: 'Summer splash (ended)', greeting: 'Hi', button: 'Too late', anonymous: '/promotions', authorised: '/promotions', days: [-60, -1] },
    { slug: 'winter-wonders', title: 'Winter wonders (coming soon)', greeting: 'Soon', button: 'Not yet', anonymous: '/promotions', authorised: '/promotions', days: [2, 40] },
  ];
}

/** Finland's banners, in Finnish: a visitor's, one per deposit-count group, anna's own, and two for everyone. */
function finnishBanners(): BannerSeed[] {
  return [
    { slug: 'welcome', title: '100 % bonus 200 € asti + 50 ilmaiskierrosta', description: 'Tervetuliaisbonuksesi odottaa: koodi WELCOME100.', greeting: 'Tervetuloa!', button: 'Liity nyt', anonymous: '/signup', authorised: '/deposit', visibility: 'not-authorized', days: [-30, 335] },
    { slug: 'first-deposit', title: 'Tee ensitalletus – tuplaamme sen', description: 'Talleta vähintään 10 € ja saat 100 % bonuksen 200 € asti.', greeting: 'Valmiina peliin', button: 'Talleta nyt', anonymous: '/signup', authorised: '/deposit', visibility: 'authorized', targetAudience: groups('DEPOSIT_COUNT_0'), days: [-30, 335] },
    { slug: 'second-deposit', title: 'Toinen talletus: 50 % bonus 100 € asti', description: 'Seuraava talletuksesi saa 50 % bonuksen.', greeting: 'Kiva nähdä taas', button: 'Talleta ja lunasta', anonymous: '/signup', authorised: '/deposit', visibility: 'authorized', targetAudience: groups('DEPOSIT_COUNT_1'), days: [-30, 335] },
    { slug: 'weekly-reload', title: 'Viikon lataus: 25 % bonus 250 € asti', description: 'Joka maanantai vakiopelaajillemme.', greeting: 'Tervetuloa takaisin', button: 'Katso tarjous', anonymous: '/promotions', authorised: '/promotions/casino/monday-reload', visibility: 'authorized', targetAudience: groups('DEPOSIT_COUNT_MORE_THAN_1'), days: [-30, 335] },
    { slug: 'vip-invitation', title: 'Henkilökohtainen kutsu iClubiin', description: 'Oma asiakasvastaava ja nopeammat kotiutukset.', greeting: 'Vain sinulle', button: 'Tutustu iClubiin', anonymous: '/iclub', authorised: '/iclub', targetAudience: { targetAudienceOption: 'players', targetPlayersIds: ['sandbox-anna'] }, days: [-7, 60] },
    { slug: 'live-casino', title: 'Live-pöydät auki ympäri vuorokauden', description: 'Ruletti, blackjack ja pelishowt oikeilla jakajilla.', greeting: 'Käy pöytään', button: 'Live-kasinolle', anonymous: '/live-casino-online', authorised: '/live-casino-online', days: [-7, 60] },
    { slug: 'acca-boost', title: 'Yhdistelmäboosti jopa 50 %', description: 'Enemmän kohteita, isompi boosti.', greeting: 'Ottelupäivä!', button: 'Lyö vetoa', anonymous: '/sportsbook/football', authorised: '/sportsbook/football', days: [-1, 30] },
  ];
}

/** Any other market's banners (English, its currency): a visitor's, a first-deposit one, a reload for the rest, and everyone's. */
function marketBanners(currency: string, sportsbook: boolean): BannerSeed[] {
  const seeds: BannerSeed[] = [
    { slug: 'welcome', title: `100% up to ${moneyText(200, currency)} + 50 free spins`, description: 'Your welcome bonus is waiting: use code WELCOME100.', greeting: 'Welcome!', button: 'Join now', anonymous: '/signup', authorised: '/deposit', visibility: 'not-authorized', days: [-30, 335] },
    { slug: 'first-deposit', title: 'Make your first deposit: we double it', description: `Deposit ${moneyText(10, currency)} or more and get 100% up to ${moneyText(200, currency)}.`, greeting: 'Ready to play', button: 'Deposit now', anonymous: '/signup', authorised: '/deposit', visibility: 'authorized', targetAudience: groups('DEPOSIT_COUNT_0'), days: [-30, 335] },
    { slug: 'reload', title: `Reload bonus: 25% up to ${moneyText(250, currency)}`, description: 'For every deposit after your first.', greeting: 'Welcome back', button: 'Deposit now', anonymous: '/signup', authorised: '/deposit', visibility: 'authorized', targetAudience: groups('DEPOSIT_COUNT_1', 'DEPOSIT_COUNT_MORE_THAN_1'), days: [-30, 335] },
    { slug: 'live-casino', title: 'Live tables, around the clock', description: 'Roulette, blackjack and game shows with real dealers.', greeting: 'Take a seat', button: 'Go to live casino', anonymous: '/live-casino-online', authorised: '/live-casino-online', days: [-7, 60] },
  ];
  if (sportsbook) seeds.push({ slug: 'acca-boost', title: 'Acca boost up to 50%', description: 'More selections, bigger boosts.', greeting: 'Matchday!', button: 'Bet now', anonymous: '/sportsbook/football', authorised: '/sportsbook/football', days: [-1, 30] });
  return seeds;
}

/** The banner seeds of one market, in home-page order. */
export function bannerSeedsOf(marketId: string, currency: string): BannerSeed[] {
  if (marketId === 'UN') return globalBanners();
  if (marketId === 'FI') return finnishBanners();
  return marketBanners(currency, !NO_SPORTSBOOK_MARKETS.includes(marketId));
}

/** The image key of a banner: `/images/banners/<key>.svg`. */
export function bannerImageKey(marketId: string, slug: string): string {
  return `${marketId.toLowerCase()}-${slug}`;
}

/**
 * The `banner` documents of every enabled market (spec 000 §3 Banner), dated around the sandbox clock, ids
 * `banner-<market>-<slug>`. Each market's home page lists them in order (`buildHomePages`).
 */
export function buildBanners(publicUrl: string, now: Date): Banner[] {
  const anchor = startOfHour(now);
  return enabledMarkets().flatMap((market) =>
    bannerSeedsOf(market.id, market.currency).map((seed) => {
      const key = bannerImageKey(market.id, seed.slug);
      const banner: Banner = {
        _id: `banner-${key}`,
        _type: 'banner',
        slug: seed.slug,
        title: seed.title,
        url: { anonymous: seed.anonymous ?? '/', authorised: seed.authorised ?? '/' },
        markets: [market.id],
      };
      if (seed.description) banner.description = seed.description;
      if (seed.greeting) banner.greeting = seed.greeting;
      if (seed.button) banner.button = { label: seed.button };
      if (seed.images !== false) banner.images = { desktop: `${publicUrl}/images/banners/${key}.svg`, mobile: `${publicUrl}/images/banners/${key}.svg?device=mobile` };
      if (seed.days) {
        banner.startDate = addDays(anchor, seed.days[0]).toISOString();
        banner.endDate = addDays(anchor, seed.days[1]).toISOString();
      }
      if (seed.visibility) banner.visibility = seed.visibility;
      if (seed.targetAudience) banner.targetAudience = seed.targetAudience;
      return banner;
    }),
  );
}
