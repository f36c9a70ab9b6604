import type { RemoteName } from '@casino/shared/contract';
import { SITE_AREAS, siteAreaOf, type SiteAreaName } from '@casino/shared/site-map';

/** One area of the site and the remote parcel mounted there. */
export interface RemoteRouteEntry {
  /** The area of the site map (`@casino/shared/site-map`) the route mounts. */
  area: SiteAreaName;
  /** The site path below the locale segment: the area's path. */
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

const route = (area: SiteAreaName, expose: string, label: string, optional?: boolean): RemoteRouteEntry => ({
  area,
  path: SITE_AREAS[area].path,
  remote: SITE_AREAS[area].owner,
  expose,
  label,
  ...(optional ? { optional } : {}),
});

/**
 * Which remote owns which part of the site (the site map, ARCHITECTURE §2), and the parcel mounted
 * there. The host build writes the required ones into its release descriptor, which the release CLI checks
 * every pin against.
 */
export const REMOTE_ROUTES: readonly RemoteRouteEntry[] = [
  route('casino', './CasinoApp', 'nav.casino'),
  route('liveCasino', './LiveCasinoApp', 'nav.liveCasino'),
  route('sportsbook', './SportsbookApp', 'nav.sportsbook'),
  route('virtuals', './VirtualsApp', 'nav.virtuals'),
  route('signup', './SignupApp', 'areas.signup'),
  route('payAndPlay', './PayAndPlayApp', 'areas.payAndPlay'),
  route('resetPassword', './ResetPasswordApp', 'areas.resetPassword'),
  route('banking', './BankingApp', 'areas.banking'),
  route('account', './AccountApp', 'areas.account'),
  // Optional while a market may still pin a promotions build from before issue 17 (1.0.0 exposes only
  // ./PromotionsApp): such a pin stays valid and these pages are not found there.
  route('rewards', './RewardsApp', 'areas.rewards', true),
  route('bonusCode', './BonusCodeApp', 'areas.bonusCode', true),
  route('deposit', './DepositModal', 'areas.deposit'),
  route('promotions', './PromotionsApp', 'nav.promotions'),
  route('vip', './VipApp', 'areas.vip', true),
  route('registrationLanding', './RegistrationLandingApp', 'areas.landing', true),
  route('landing', './LandingApp', 'areas.landing', true),
];

/**
 * The area that owns a site path below the locale segment (`/online-casino/all-games` → the casino),
 * or undefined for the shell's own pages; `/my-account/banking` is the cashier's and
 * `/my-account/details` the account's (the site map compares the longer path first).
 */
export function remoteRouteOf(path: string): RemoteRouteEntry | undefined {
  const area = siteAreaOf(path);
  return area && REMOTE_ROUTES.find((entry) => entry.area === area);
}
