import type { RemoteName } from '../contract/release-manifest';
import type { VerificationEntryPoint } from '../constants/enums';

/**
 * The site map of spec 000 §2: every path is a site path below the `/{language}-{MARKET}` segment
 * (`/online-casino`, not `/en-UN/online-casino`). The host builds its route table, its remote areas
 * and its guards' prefixes from it; remotes read their own base path and page ids from it. A path
 * is written here once.
 */

/** spec 000 §2: the page ids the platform's lobby and sportsbook calls name a page by. */
export const PAGE_IDS = {
  casinoLobby: 'casino-lobby',
  liveCasino: 'live-casino',
  liveCasinoTable: 'live-casino-table',
  virtuals: 'virtuals-base',
  sportBase: 'sport-base',
  liveBetting: 'live-betting',
  betHistory: 'bet-history',
} as const;

/** One of spec 000 §2's page ids. */
export type PageId = (typeof PAGE_IDS)[keyof typeof PAGE_IDS];

/** A part of the site that a remote owns: its base path, the remote and the page id of its first page. */
export interface SiteArea {
  /** The base path below the locale segment, e.g. `/online-casino`; the remote routes inside it. */
  readonly path: `/${string}`;
  /** The remote whose parcel is mounted at `path` (ARCHITECTURE §2). */
  readonly owner: RemoteName;
  /** The page id of the page at `path` itself, where the spec gives one. */
  readonly pageId?: PageId;
}

/**
 * The remotes' areas (spec 000 §2, ARCHITECTURE §2). `banking`, `rewards` and `bonusCode` (spec 001 §2, the
 * promotions remote's) lie inside `account`'s path and `payAndPlay` (spec 001 §2 `/signup/pnp`, the
 * cashier's) inside `signup`'s: an
 * area's path that starts with another's wins, whoever looks it up compares the longer first
 * (`siteAreaOf`).
 */
export const SITE_AREAS = {
  casino: { path: '/online-casino', owner: 'mfe-casino', pageId: PAGE_IDS.casinoLobby },
  liveCasino: { path: '/live-casino-online', owner: 'mfe-live-casino', pageId: PAGE_IDS.liveCasino },
  sportsbook: { path: '/sportsbook', owner: 'mfe-sportsbook', pageId: PAGE_IDS.sportBase },
  virtuals: { path: '/virtuals', owner: 'mfe-sportsbook', pageId: PAGE_IDS.virtuals },
  signup: { path: '/signup', owner: 'mfe-account' },
  payAndPlay: { path: '/signup/pnp', owner: 'mfe-cashier' },
  resetPassword: { path: '/reset-password', owner: 'mfe-account' },
  account: { path: '/my-account', owner: 'mfe-account' },
  banking: { path: '/my-account/banking', owner: 'mfe-cashier' },
  rewards: { path: '/my-account/rewards', owner: 'mfe-promotions' },
  bonusCode: { path: '/my-account/bonus-code', owner: 'mfe-promotions' },
  deposit: { path: '/deposit', owner: 'mfe-cashier' },
  promotions: { path: '/promotions', owner: 'mfe-promotions' },
  vip: { path: '/iclub', owner: 'mfe-promotions' },
  registrationLanding: { path: '/promo', owner: 'mfe-promotions' },
  landing: { path: '/landing', owner: 'mfe-promotions' },
} as const satisfies Record<string, SiteArea>;

/** The name of one of the remotes' areas (`casino`, `liveCasino`, …). */
export type SiteAreaName = keyof typeof SITE_AREAS;

/**
 * spec 000 §2 player-only pages inside the account and banking areas, by what the guards and links
 * call them.
 */
export const ACCOUNT_PAGES = {
  account: `${SITE_AREAS.account.path}/account`,
  verification: `${SITE_AREAS.account.path}/account/verification`,
  banking: SITE_AREAS.banking.path,
  transactions: `${SITE_AREAS.banking.path}/transactions`,
  withdraw: `${SITE_AREAS.banking.path}/withdraw`,
  deposit: `${SITE_AREAS.banking.path}/deposit`,
  rewards: SITE_AREAS.rewards.path,
  bonusCode: SITE_AREAS.bonusCode.path,
  inbox: `${SITE_AREAS.account.path}/inbox`,
  gamblingLimits: `${SITE_AREAS.account.path}/gambling-limits`,
} as const;

/**
 * The query parameter of the verification page that names where the player came from (spec 001 §3
 * Verification entry points): `/my-account/account/verification?entry=WITHDRAW`.
 */
export const VERIFICATION_ENTRY_PARAM = 'entry';

/**
 * The verification page's site path for a player sent there from `entryPoint` (spec 001 §3: ACCOUNT_PAGE,
 * DEPOSIT_PAGE, DEPOSIT_MODAL, WITHDRAW, WITHDRAW_MODAL); the page offers the way back to it.
 */
export function verificationPageFrom(entryPoint: VerificationEntryPoint): string {
  return `${ACCOUNT_PAGES.verification}?${VERIFICATION_ENTRY_PARAM}=${entryPoint}`;
}

/** spec 000 §2: the pages the host renders itself (no remote), below the locale segment. */
export const SHELL_PAGES = {
  home: '/',
  welcome: '/welcome',
  acceptTerms: '/accept-terms-condition',
  contactLiveChat: '/contact-live-chat',
  closedAccount: '/closed-account',
  restricted: '/restricted',
  unauthorized: '/401',
  serverError: '/500',
  notFound: '/404',
} as const;

/**
 * The query parameter of `/welcome` and `/signup` that names the page to go to after login or
 * sign-up (spec 000 §2: "a stored redirect page"): a site path, checked before it is followed.
 */
export const REDIRECT_PARAM = 'redirect';

/** spec 000 §2: the static content pages, rendered by the host from the content service. */
export const STATIC_PAGE_PATHS = [
  '/terms',
  '/cookie-policy',
  '/age-restrictions',
  '/payment-methods',
  '/bonus-terms',
  '/casino-rules',
  '/responsible-gambling',
] as const;

/** Whether the site path `path` is `base` itself or a page below it (`/online-casinos` is not below `/online-casino`). */
export function isUnder(path: string, base: string): boolean {
  return path === base || path.startsWith(`${base}/`);
}

const AREAS_LONGEST_FIRST = (Object.keys(SITE_AREAS) as SiteAreaName[]).sort(
  (a, b) => SITE_AREAS[b].path.length - SITE_AREAS[a].path.length,
);

/**
 * The area a site path below the locale segment lies in (`/online-casino/all-games` → `casino`,
 * `/my-account/banking/withdraw` → `banking`), or undefined for the host's own pages.
 */
export function siteAreaOf(path: string): SiteAreaName | undefined {
  return AREAS_LONGEST_FIRST.find((name) => isUnder(path, SITE_AREAS[name].path));
}
