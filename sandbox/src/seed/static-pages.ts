import type { FooterList, StaticPage } from '@casino/shared/wire';

/** The brand the sandbox's texts speak for: fictional, so no text reads as a real operator's. */
export const BRAND = 'Sandbox Casino';
const COMPANY = 'Sandbox Gaming Ltd';

interface PageSeed {
  pageUrl: string;
  title: string;
  body: string;
  markets?: string[];
}

const PAGES: PageSeed[] = [
  {
    pageUrl: '/terms',
    title: 'Terms and conditions',
    body: `<h2>1. Introduction</h2><p>These terms and conditions govern your use of ${BRAND}, operated by ${COMPANY}. By opening an account you accept them in full. Please read them carefully before you play.</p><h2>2. Your account</h2><p>You must be at least 18 years old, or the legal gambling age where you live if that is higher, to open an account. You may hold one account only. The details you give us must be true, complete and kept up to date.</p><p>We may ask you to verify your identity, your address and the source of your funds at any time. Until verification is complete, withdrawals may be held.</p><h2>3. Deposits and withdrawals</h2><p>Deposits are made in the currency of your account. Withdrawals are paid to the method you deposited with wherever possible. We do not accept deposits from third parties.</p><h2>4. Closing your account</h2><p>You may close your account at any time from your account page or by contacting support. Any remaining balance will be paid out after the usual checks.</p>`,
  },
  {
    pageUrl: '/cookie-policy',
    title: 'Cookie policy',
    body: `<h2>What cookies are</h2><p>Cookies are small text files a website stores in your browser. We use them to keep you signed in, to remember your preferences and to understand how the site is used.</p><h2>The cookies we use</h2><ul><li><strong>Essential</strong>: needed for the site to work, for example to keep you signed in. They cannot be switched off.</li><li><strong>Performance and functional</strong>: help us measure and improve the site.</li><li><strong>Marketing</strong>: let us and our partners show you relevant offers.</li></ul><h2>Your choices</h2><p>You can change your cookie settings at any time from the cookie notice at the bottom of the page. Removing cookies in your browser will sign you out.</p>`,
  },
  {
    pageUrl: '/age-restrictions',
    title: 'Age restrictions',
    body: `<h2>18+ only</h2><p>Gambling with ${BRAND} is only for adults aged 18 or over, or older where the law of your country says so. It is an offence for anyone under that age to open an account or to gamble.</p><p>We verify the age of every player. Winnings of anyone found to be underage are forfeited and the account is closed.</p><h2>Protecting children</h2><p>If you share your device with children, keep your password private and consider filtering software that blocks gambling sites.</p>`,
  },
  {
    pageUrl: '/payment-methods',
    title: 'Payment methods',
    body: `<h2>Deposits</h2><p>Deposits are credited instantly with cards, e-wallets and bank transfer services such as Trustly. The methods offered depend on your country.</p><h2>Withdrawals</h2><p>Withdrawals are processed within 24 hours once your account is verified. E-wallets usually receive the funds the same day; cards and bank transfers can take up to three working days.</p><h2>Fees</h2><p>We charge no fees for deposits or withdrawals. Your bank or payment provider may charge its own.</p>`,
  },
  {
    pageUrl: '/bonus-terms',
    title: 'General bonus terms',
    body: `<h2>1. Eligibility</h2><p>Bonuses are available to verified players aged 18 or over, one per person, household, device and payment method, unless a promotion says otherwise.</p><h2>2. Wagering</h2><p>Bonus money must be wagered the number of times stated in the promotion before it can be withdrawn. Slots count 100% towards wagering; table games and live casino count 10% unless stated otherwise.</p><h2>3. Maximum bet</h2><p>While a bonus is active the maximum bet is €5 per spin or round.</p><h2>4. Forfeiting</h2><p>You may forfeit an active bonus at any time from your account. Forfeiting removes the bonus money and any winnings made with it.</p>`,
  },
  {
    pageUrl: '/casino-rules',
    title: 'Casino rules',
    // Carries a script on purpose: the front end must sanitise page bodies before showing them.
    body: `<h2>Fair play</h2><p>Every game is supplied by a licensed provider and certified by an independent test laboratory. Outcomes are decided by a certified random number generator.</p><script>alert(1)</script><h2>Malfunctions</h2><p>A malfunction voids all pays and plays. If a game is interrupted, the round is completed by the provider and the result is shown the next time you open the game.</p><h2>Live tables</h2><p>Live games follow the rules shown at each table. The dealer's decision is final.</p>`,
  },
  {
    pageUrl: '/responsible-gambling',
    title: 'Responsible gambling',
    body: `<h2>Stay in control</h2><p>Gambling should be entertainment, not a way to make money. Set a budget before you play and never chase losses.</p><h2>Tools we offer</h2><ul><li><strong>Deposit limits</strong>: daily, weekly or monthly.</li><li><strong>Loss limits</strong>: cap what you can lose in a period.</li><li><strong>Session limits and reality checks</strong>: reminders of how long you have played.</li><li><strong>Time-out</strong>: a break from 24 hours to six weeks.</li><li><strong>Self-exclusion</strong>: from six months, or indefinitely.</li></ul><p>You will find all of these under Gambling limits in your account.</p><h2>Getting help</h2><p>If gambling is causing you problems, free and confidential help is available from organisations such as GamCare and Gamblers Anonymous.</p>`,
  },
  {
    pageUrl: '/about-us',
    title: 'About us',
    body: `<h2>Who we are</h2><p>${BRAND} is operated by ${COMPANY}, a company that builds online casino, live casino and sportsbook products for players in many markets.</p><p>We offer more than two hundred games from the industry's best-known studios, live tables streamed around the clock and a sportsbook covering Europe's top football leagues.</p><h2>Our licences</h2><p>This is a sandbox: it holds no licence and takes no real money.</p>`,
  },
  {
    pageUrl: '/contact-us',
    title: 'Contact us',
    body: `<h2>We are here to help</h2><p>Our support team answers around the clock in English, and from 08:00 to 24:00 CET in the other languages of the site.</p><ul><li>Live chat: the fastest way to reach us</li><li>E-mail: support@sandbox.invalid, answered within 24 hours</li></ul><p>Please have your username ready so we can find your account quickly.</p>`,
  },
  {
    pageUrl: '/contact-live-chat',
    title: 'Live chat',
    body: `<h2>Chat with us</h2><p>Open the chat window at the bottom of the page to talk to our support team. Signed-in players are recognised at once, so you do not need to repeat your details.</p>`,
  },
];

/** The `staticPage` documents (spec 000 §2 static content pages, and the footer lists' own pages). */
export function buildStaticPages(): StaticPage[] {
  return PAGES.map((page) => {
    const pageId = page.pageUrl.slice(1);
    return {
      _id: `static-page-${pageId}`,
      _type: 'staticPage',
      pageId,
      pageUrl: page.pageUrl,
      title: page.title,
      body: page.body,
      markets: page.markets ?? [],
    };
  });
}

/**
 * The information and contact-us footer lists (spec 000 §2: further static pages come from these
 * lists, by each entry's own URL or an external URL; "one entry is skipped": the `hidden` one).
 */
export function buildFooterLists(): FooterList[] {
  return [
    {
      _id: 'footer-information',
      _type: 'footerList',
      listId: 'information',
      title: 'Information',
      entries: [
        { title: 'About us', url: '/about-us' },
        { title: 'Terms and conditions', url: '/terms' },
        { title: 'Bonus terms', url: '/bonus-terms' },
        { title: 'Cookie policy', url: '/cookie-policy' },
        { title: 'Responsible gambling', url: '/responsible-gambling' },
        { title: 'Casino rules', url: '/casino-rules' },
        { title: 'Affiliates', url: '/affiliates', hidden: true },
        { title: 'Gambling help', externalUrl: 'https://www.gamcare.org.uk/' },
      ],
    },
    {
      _id: 'footer-contact-us',
      _type: 'footerList',
      listId: 'contact-us',
      title: 'Contact us',
      entries: [
        { title: 'Contact us', url: '/contact-us' },
        { title: 'Live chat', url: '/contact-live-chat' },
        { title: 'FAQ', externalUrl: 'https://help.sandbox.invalid/faq' },
      ],
    },
  ];
}
