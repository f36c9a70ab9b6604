import type { FaceliftBanner, HomePageContent, LandingPage, PaymentMethodContent, RegistrationLandingPage, VerticalTile, VipPage } from '@casino/shared/wire';

import { bannerImageKey, bannerSeedsOf, enabledMarkets, moneyText, NO_SPORTSBOOK_MARKETS } from './banners';
import { isMethodOffered } from './payment-methods';

/** A picture the sandbox draws for a content page: `/images/pages/<key>.svg` (`?device=mobile` for a square one). */
export interface PageImage {
  key: string;
  title: string;
  subtitle?: string;
}

const pageImage = (publicUrl: string, key: string) => `${publicUrl}/images/pages/${key}.svg`;

/** The bonus code every market's `welcome` landing page carries (issue 17 "Fixed details"). */
export const WELCOME_BONUS_CODE = 'WELCOME100';

interface Words {
  verticals: Record<'casino' | 'liveCasino' | 'sportsbook' | 'promotions', [string, string]>;
  facelift: Array<[key: string, title: string, description: string, url: string, linkLabel: string]>;
}

const ENGLISH: Words = {
  verticals: {
    casino: ['Casino', 'Thousands of slots and table games'],
    liveCasino: ['Live casino', 'Real dealers, real tables'],
    sportsbook: ['Sportsbook', 'Football and more, pre-match and live'],
    promotions: ['Promotions', 'Bonuses and offers for you'],
  },
  facelift: [
    ['welcome-offer', 'Your welcome offer', 'Claim 100% with the code WELCOME100.', '/landing/welcome', 'See the offer'],
    ['iclub', 'iClub, our VIP club', 'Personal service, bigger limits, invitations.', '/iclub', 'Visit iClub'],
    ['jackpots', 'Daily jackpots', 'A jackpot that must drop every day.', '/online-casino/jackpots', 'Play jackpots'],
  ],
};

const FINNISH: Words = {
  verticals: {
    casino: ['Kasino', 'Tuhansia kolikkopelejä ja pöytäpelejä'],
    liveCasino: ['Live-kasino', 'Oikeat jakajat, oikeat pöydät'],
    sportsbook: ['Vedonlyönti', 'Jalkapalloa ja muuta, ennen ottelua ja livenä'],
    promotions: ['Kampanjat', 'Bonuksia ja tarjouksia sinulle'],
  },
  facelift: [
    ['welcome-offer', 'Tervetuliaistarjouksesi', 'Lunasta 100 % koodilla WELCOME100.', '/landing/welcome', 'Katso tarjous'],
    ['iclub', 'iClub, VIP-klubimme', 'Henkilökohtaista palvelua ja kutsuja.', '/iclub', 'Tutustu iClubiin'],
    ['fi-only', 'Vain Suomessa', 'Suomen oma bonuskoodi FI-ONLY.', '/landing/fi-only', 'Katso koodi'],
  ],
};

/**
 * Each enabled market's `homePage` (spec 000 §3 "a home page per market"): its banners in order (every
 * banner of the market), the payment methods offered there (up to five), the vertical tiles (no
 * sportsbook where it is closed) and three facelift banners. Finland's is in Finnish, the others in English.
 */
export function buildHomePages(publicUrl: string, paymentMethods: PaymentMethodContent[]): HomePageContent[] {
  return enabledMarkets().map((market) => {
    const words = market.id === 'FI' ? FINNISH : ENGLISH;
    const tile = (id: keyof Words['verticals'], url: string): VerticalTile => ({
      id,
      title: words.verticals[id][0],
      description: words.verticals[id][1],
      url,
      image: pageImage(publicUrl, `vertical-${id}`),
    });
    const verticals = [tile('casino', '/online-casino'), tile('liveCasino', '/live-casino-online')];
    if (!NO_SPORTSBOOK_MARKETS.includes(market.id)) verticals.push(tile('sportsbook', '/sportsbook'));
    verticals.push(tile('promotions', '/promotions'));
    const facelift = words.facelift.map(([key, title, description, url, linkLabel]): FaceliftBanner => ({ _key: key, title, description, url, linkLabel, image: pageImage(publicUrl, `facelift-${key}`) }));
    const methods = paymentMethods.filter((method) => isMethodOffered(method.name as Parameters<typeof isMethodOffered>[0], market.id)).slice(0, 5);
    return {
      _id: `home-page-${market.id}`,
      _type: 'homePage',
      market: market.id,
      banners: bannerSeedsOf(market.id, market.currency).map((seed) => ({ _key: seed.slug, _ref: `banner-${bannerImageKey(market.id, seed.slug)}` })),
      topPaymentMethods: methods.map((method) => ({ _key: method.name, _ref: method._id })),
      verticals,
      faceliftBanners: facelift,
    };
  });
}

const VIP_BODY =
  '<h2>How iClub works</h2><p>Every real-money bet earns points. Points move you up a level at the start of each month, and levels never drop for three months.</p><p>Questions? <a href="/contact-live-chat">Talk to us</a>.</p>';

/**
 * Each enabled market's `vipPage` (spec 000 §2 `/iclub`): four levels, a sanitised body and a call to
 * action. Global's body carries a script on purpose (the page must sanitise it); Finland's is in Finnish;
 * New Zealand's has only its required fields (the page must render without the rest).
 */
export function buildVipPages(publicUrl: string): VipPage[] {
  return enabledMarkets().map((market) => {
    if (market.id === 'NZ') return { _id: 'vip-page-NZ', _type: 'vipPage', market: 'NZ', title: 'iClub' };
    if (market.id === 'FI') {
      return {
        _id: 'vip-page-FI',
        _type: 'vipPage',
        market: 'FI',
        title: 'iClub – VIP-klubimme',
        intro: 'Kutsu vain parhaille pelaajillemme: oma asiakasvastaava, nopeat kotiutukset ja ainutlaatuiset tapahtumat.',
        image: pageImage(publicUrl, 'vip-fi'),
        levels: [
          { _key: 'bronze', name: 'Pronssi', description: 'Kaikki alkavat täältä.', perks: ['Viikkobonus'] },
          { _key: 'silver', name: 'Hopea', description: 'Kun pelaat säännöllisesti.', perks: ['Viikkobonus', 'Syntymäpäivälahja'] },
          { _key: 'gold', name: 'Kulta', description: 'Kutsusta.', perks: ['Oma asiakasvastaava', 'Nopeammat kotiutukset'] },
          { _key: 'platinum', name: 'Platina', description: 'Parhaimmille.', perks: ['Räätälöidyt bonukset', 'Kutsut tapahtumiin'] },
        ],
        body: '<h2>Näin iClub toimii</h2><p>Jokainen oikean rahan panos kerryttää pisteitä. Pisteet nostavat tasoasi kuukauden alussa.</p>',
        ctaLabel: 'Ota yhteyttä',
        ctaUrl: '/contact-live-chat',
      };
    }
    const body = market.id === 'UN' ? `${VIP_BODY}<script>alert('vip script ran')</script><img src="x" onerror="alert('vip onerror ran')">` : VIP_BODY;
    return {
      _id: `vip-page-${market.id}`,
      _type: 'vipPage',
      market: market.id,
      title: 'iClub, our VIP club',
      intro: 'By invitation, for our most loyal players: a personal account manager, faster withdrawals and events you will not find anywhere else.',
      image: pageImage(publicUrl, 'vip'),
      levels: [
        { _key: 'bronze', name: 'Bronze', description: 'Where everyone starts.', perks: ['Weekly bonus'] },
        { _key: 'silver', name: 'Silver', description: 'For regular players.', perks: ['Weekly bonus', 'Birthday gift'] },
        { _key: 'gold', name: 'Gold', description: 'By invitation.', perks: ['Personal account manager', 'Faster withdrawals'] },
        { _key: 'platinum', name: 'Platinum', description: 'The very best.', perks: [`Tailored bonuses up to ${moneyText(1000, market.currency)}`, 'Invitations to events'] },
      ],
      body,
      ctaLabel: 'Contact your VIP team',
      ctaUrl: '/contact-live-chat',
    };
  });
}

/**
 * The `registrationLandingPage` documents (spec 000 §2 `/promo/{slug}`): `welcome-offer` in every enabled
 * market, and Global's `summer-spins` (its body carries a script on purpose) and `live-welcome`, and
 * Finland's `kesakierrokset` (in Finnish).
 */
export function buildRegistrationLandingPages(publicUrl: string): RegistrationLandingPage[] {
  const pages: RegistrationLandingPage[] = enabledMarkets().map((market) => ({
    _id: `registration-landing-${market.id}-welcome-offer`,
    _type: 'registrationLandingPage',
    market: market.id,
    slug: 'welcome-offer',
    title: market.id === 'FI' ? 'Liity ja tuplaa ensitalletuksesi' : 'Join and double your first deposit',
    offer: market.id === 'FI' ? '100 % bonus 200 € asti + 50 ilmaiskierrosta' : `100% up to ${moneyText(200, market.currency)} + 50 free spins`,
    body: market.id === 'FI' ? '<p>Rekisteröidy kahdessa minuutissa. <a href="/bonus-terms">Bonusehdot</a> pätevät. 18+.</p>' : '<p>Sign up in two minutes. <a href="/bonus-terms">Bonus terms</a> apply. 18+. Play responsibly.</p>',
    image: pageImage(publicUrl, 'promo-welcome-offer'),
    ctaLabel: market.id === 'FI' ? 'Rekisteröidy nyt' : 'Sign up now',
  }));
  pages.push(
    {
      _id: 'registration-landing-UN-summer-spins',
      _type: 'registrationLandingPage',
      market: 'UN',
      slug: 'summer-spins',
      title: 'Sign up and get 100 free spins',
      offer: '100 free spins on Book of Dead, no deposit needed',
      body: '<h2>How it works</h2><ol><li>Sign up</li><li>Verify your phone</li><li>Your spins are waiting</li></ol><script>alert("promo script ran")</script><p><a href="/bonus-terms">Bonus terms</a> apply.</p>',
      image: pageImage(publicUrl, 'promo-summer-spins'),
      ctaLabel: 'Get my spins',
    },
    { _id: 'registration-landing-UN-live-welcome', _type: 'registrationLandingPage', market: 'UN', slug: 'live-welcome', title: 'A live casino welcome' },
    {
      _id: 'registration-landing-FI-kesakierrokset',
      _type: 'registrationLandingPage',
      market: 'FI',
      slug: 'kesakierrokset',
      title: 'Rekisteröidy ja saat 100 ilmaiskierrosta',
      offer: '100 ilmaiskierrosta Book of Deadiin',
      body: '<p><a href="/bonus-terms">Bonusehdot</a> pätevät. 18+.</p>',
      image: pageImage(publicUrl, 'promo-summer-spins'),
      ctaLabel: 'Hae kierrokset',
    },
  );
  return pages;
}

/**
 * The `landingPage` documents (spec 000 §2 `/landing/{id}`): `welcome` in every enabled market with the
 * code WELCOME100; Global's `weekend` (no code, a script in its body on purpose) and `bare` (only the
 * required fields); Finland's `fi-only` with the code FI-ONLY.
 */
export function buildLandingPages(publicUrl: string): LandingPage[] {
  const pages: LandingPage[] = enabledMarkets().map((market) => ({
    _id: `landing-${market.id}-welcome`,
    _type: 'landingPage',
    market: market.id,
    pageId: 'welcome',
    title: market.id === 'FI' ? 'Tervetuliaisbonus 100 %' : 'Your 100% welcome bonus',
    intro: market.id === 'FI' ? `Tuplaamme ensitalletuksesi 200 € asti.` : `We double your first deposit, up to ${moneyText(200, market.currency)}.`,
    body:
      market.id === 'FI'
        ? '<p>Kirjaudu sisään ja lunasta koodi. <a href="/bonus-terms">Bonusehdot</a> pätevät.</p>'
        : '<p>Log in and claim the code: the bonus is added to your next deposit. <a href="/bonus-terms">Bonus terms</a> apply.</p>',
    image: pageImage(publicUrl, 'landing-welcome'),
    bonusCode: WELCOME_BONUS_CODE,
  }));
  pages.push(
    {
      _id: 'landing-UN-weekend',
      _type: 'landingPage',
      market: 'UN',
      pageId: 'weekend',
      title: 'Weekend at the tables',
      intro: 'Blackjack happy hour, roulette lucky numbers and game-show multipliers all weekend.',
      body: '<p>See <a href="/promotions/live-casino">the live casino promotions</a>.</p><script>alert("landing script ran")</script>',
      image: pageImage(publicUrl, 'landing-weekend'),
    },
    { _id: 'landing-UN-bare', _type: 'landingPage', market: 'UN', pageId: 'bare', title: 'A page with nothing else' },
    {
      _id: 'landing-FI-fi-only',
      _type: 'landingPage',
      market: 'FI',
      pageId: 'fi-only',
      title: 'Vain Suomessa: FI-ONLY',
      intro: 'Suomen pelaajien oma bonuskoodi.',
      image: pageImage(publicUrl, 'landing-fi-only'),
      bonusCode: 'FI-ONLY',
    },
  );
  return pages;
}

/** The pictures `/images/pages/<key>.svg` draws: the vertical tiles, facelift banners and pages above. */
export function buildPageImages(): PageImage[] {
  const verticals = Object.entries(ENGLISH.verticals).map(([id, [title, subtitle]]) => ({ key: `vertical-${id}`, title, subtitle }));
  const facelift = [...ENGLISH.facelift, ...FINNISH.facelift].map(([key, title, subtitle]) => ({ key: `facelift-${key}`, title, subtitle }));
  const unique = new Map<string, PageImage>([...verticals, ...facelift].map((image) => [image.key, image]));
  for (const image of [
    { key: 'vip', title: 'iClub', subtitle: 'Our VIP club' },
    { key: 'vip-fi', title: 'iClub', subtitle: 'VIP-klubi' },
    { key: 'promo-welcome-offer', title: 'Welcome offer', subtitle: '100% + 50 free spins' },
    { key: 'promo-summer-spins', title: 'Summer spins', subtitle: '100 free spins' },
    { key: 'landing-welcome', title: 'WELCOME100', subtitle: 'Your welcome bonus' },
    { key: 'landing-weekend', title: 'Weekend at the tables' },
    { key: 'landing-fi-only', title: 'FI-ONLY', subtitle: 'Vain Suomessa' },
  ]) {
    unique.set(image.key, image);
  }
  return [...unique.values()];
}
