import type { RemoteName } from '@casino/shared/contract';

/** One area of the site and the remote parcel mounted there. */
export interface RemoteRouteEntry {
  /** The site path below the locale segment. */
  path: string;
  remote: RemoteName;
  /** The exposed module, e.g. `./CasinoApp`. */
  expose: string;
  /** The i18n key of the area's name. */
  label: string;
  /**
   * A route the remote does not have to expose yet: when the pinned version lacks the module the
   * page is not found, and the release CLI does not require it for a pin.
   */
  optional?: boolean;
}

/**
 * Which remote owns which part of the site (ARCHITECTURE §2), and the parcel mounted there. The
 * host build writes the required ones into its release descriptor, which the release CLI checks
 * every pin against.
 */
export const REMOTE_ROUTES: readonly RemoteRouteEntry[] = [
  { path: '/online-casino', remote: 'mfe-casino', expose: './CasinoApp', label: 'nav.casino' },
  { path: '/live-casino-online', remote: 'mfe-live-casino', expose: './LiveCasinoApp', label: 'nav.liveCasino' },
  { path: '/sportsbook', remote: 'mfe-sportsbook', expose: './SportsbookApp', label: 'nav.sportsbook' },
  { path: '/virtuals', remote: 'mfe-sportsbook', expose: './VirtualsApp', label: 'nav.virtuals' },
  { path: '/signup', remote: 'mfe-account', expose: './SignupApp', label: 'areas.signup' },
  { path: '/reset-password', remote: 'mfe-account', expose: './ResetPasswordApp', label: 'areas.resetPassword' },
  { path: '/my-account/banking', remote: 'mfe-cashier', expose: './BankingApp', label: 'areas.banking' },
  { path: '/my-account', remote: 'mfe-account', expose: './AccountApp', label: 'areas.account' },
  { path: '/deposit', remote: 'mfe-cashier', expose: './DepositModal', label: 'areas.deposit' },
  { path: '/promotions', remote: 'mfe-promotions', expose: './PromotionsApp', label: 'nav.promotions' },
  { path: '/iclub', remote: 'mfe-promotions', expose: './VipApp', label: 'areas.vip', optional: true },
  { path: '/promo', remote: 'mfe-promotions', expose: './RegistrationLandingApp', label: 'areas.landing', optional: true },
  { path: '/landing', remote: 'mfe-promotions', expose: './LandingApp', label: 'areas.landing', optional: true },
];

/**
 * The area that owns a site path below the locale segment (`/online-casino/all-games` → the casino),
 * or undefined for the shell's own pages. Longer paths are listed first, so `/my-account/banking`
 * is the cashier's and `/my-account/details` the account's.
 */
export function remoteRouteOf(path: string): RemoteRouteEntry | undefined {
  return REMOTE_ROUTES.find((route) => path === route.path || path.startsWith(`${route.path}/`));
}
