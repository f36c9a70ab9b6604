import type { AccessRights, PlayerProfile, SessionState } from '@casino/shared/bus';
import { ACCOUNT_PAGES, SHELL_PAGES, SITE_AREAS, isUnder } from '@casino/shared/site-map';

/**
 * The route guards of spec 000 §2 ("Route guards", in order of effect) as a pure rule table. The
 * host's router asks `evaluateGuards` before rendering a page; remotes read the same rules as
 * `AccessRights` on the bus (`accessRightsOf`).
 *
 * Choices where the spec is silent (written down here, as the spec README asks):
 * - The "country check for one country" of casino and live casino blocks players whose profile
 *   country is `CASINO_BLOCKED_COUNTRY` (US).
 * - A vertical or gated page that is refused redirects to the home page of the locale; a refused
 *   manual-claim page and the gated account pages redirect to the account page (the spec's fallback URL).
 * - The access-error URL for player-only pages is the 401 page, carrying the original path in state.
 * - Risk-payout means the profile's `payout` access flag is false.
 */

/** spec 000 §2 guard 6: markets where the sportsbook is blocked. */
export const SPORTSBOOK_BLOCKED_MARKETS = ['DE', 'NL', 'LL', 'PE'] as const;
/** spec 000 §2 guard 6: Canadian provinces where the sportsbook is disabled (Ontario). */
export const SPORTSBOOK_RESTRICTED_PROVINCES: Readonly<Record<string, readonly string[]>> = { CA: ['ON'] };
/** spec 000 §2 guard 5: the one country casino and live casino are closed to. */
export const CASINO_BLOCKED_COUNTRY = 'US';

/** Site paths (without the locale segment) that only a logged-in player may open (spec 000 §2). */
export const PLAYER_ONLY_PREFIXES = [SITE_AREAS.account.path] as const;
/**
 * spec 000 §2: pages gated against risk-payout and suspended players (guard 8). The `/deposit` modal is
 * public (an anonymous visitor is asked to log in there), but it is the same deposit as the banking
 * page's, so it is closed to the same players (spec 001 §6).
 */
export const GATED_PREFIXES = [
  ACCOUNT_PAGES.deposit,
  SITE_AREAS.deposit.path,
  ACCOUNT_PAGES.rewards,
  ACCOUNT_PAGES.bonusCode,
  ACCOUNT_PAGES.inbox,
  ACCOUNT_PAGES.gamblingLimits,
] as const;
/** spec 000 §2 guard 7: the manual-claim page. */
export const MANUAL_CLAIM_PATH = ACCOUNT_PAGES.bonusCode;
/** spec 000 §2 guard 4: pages the updated-terms redirect leaves alone. */
export const TERMS_EXEMPT_PREFIXES = [SITE_AREAS.account.path, SHELL_PAGES.acceptTerms] as const;
export const ACCEPT_TERMS_PATH = SHELL_PAGES.acceptTerms;
export const ACCOUNT_PATH = ACCOUNT_PAGES.account;
export const ACCESS_ERROR_PATH = SHELL_PAGES.unauthorized;

/** What the guards read. */
export interface GuardContext {
  /** The site path without the locale segment, e.g. `/online-casino/all-games`; `/` for home. */
  path: string;
  market: string;
  session: SessionState;
  profile: PlayerProfile | null;
  /** spec 000 §2 guard 1. */
  maintenance: boolean;
  /** spec 000 §2 guard 2: the access-context call said restricted, or failed. */
  restricted: boolean;
  /** spec 000 §2 guard 4: the stored `showUpdatedTnC` flag. */
  showUpdatedTnC: boolean;
  /** The current terms version from the platform; newer than the accepted one sends to the terms page. */
  currentTermsVersion: string | null;
  /** spec 000 §2 guard 7; null while the platform is being asked (the manual-claim page waits for it). */
  manualClaimAllowed: boolean | null;
  /** spec 000 §2 guard 6 build flag (`sportsbookEnabled`) and the PP feature flag (`sportsbookPP`). */
  features: Readonly<Record<string, boolean>>;
}

/** What to do with a navigation. */
export type GuardDecision =
  | { kind: 'render' }
  | { kind: 'maintenance' }
  | { kind: 'restricted' }
  | { kind: 'wait' }
  | { kind: 'redirect'; to: string; guard: number; reason: string; state?: { from: string } };

/** The vertical a path belongs to, if any. */
export function verticalOf(path: string): 'casino' | 'liveCasino' | 'virtualSports' | 'sportsbook' | null {
  if (isUnder(path, SITE_AREAS.casino.path)) return 'casino';
  if (isUnder(path, SITE_AREAS.liveCasino.path)) return 'liveCasino';
  if (isUnder(path, SITE_AREAS.virtuals.path)) return 'virtualSports';
  if (isUnder(path, SITE_AREAS.sportsbook.path)) return 'sportsbook';
  return null;
}

/** spec 000 §3: risk-payout (payout flag off) or a suspended multibrand session. */
export function isPayoutBlocked(session: SessionState, profile: PlayerProfile | null): boolean {
  return Boolean(session.claims?.multibrand?.suspended) || profile?.payout === false;
}

/** Compares `yyyy-MM-dd` or dotted numeric versions; true when `current` is newer than `accepted`. */
export function isNewerTermsVersion(current: string | null, accepted: string | undefined): boolean {
  if (!current) return false;
  if (!accepted) return true;
  const parts = (value: string) => value.split(/[.-]/).map((part) => Number(part));
  const [a, b] = [parts(current), parts(accepted)];
  for (let index = 0; index < Math.max(a.length, b.length); index += 1) {
    const difference = (a[index] ?? 0) - (b[index] ?? 0);
    if (difference !== 0) return difference > 0;
  }
  return false;
}

/** Why the sportsbook is closed to this visitor (spec 000 §2 guard 6), or null when it is open. */
export function sportsbookBlockReason(context: Pick<GuardContext, 'market' | 'session' | 'profile' | 'features'>): string | null {
  const { market, session, profile, features } = context;
  if ((SPORTSBOOK_BLOCKED_MARKETS as readonly string[]).includes(market)) return `market ${market}`;
  const province = profile?.provinceCode;
  if (province && SPORTSBOOK_RESTRICTED_PROVINCES[market]?.includes(province)) return `province ${province}`;
  if (features.sportsbookEnabled === false) return 'build flag';
  if (market === 'PP' && !features.sportsbookPP) return 'market PP without its feature flag';
  if (!session.authorized) return null;
  if (isPayoutBlocked(session, profile)) return 'risk-payout or suspended';
  if (profile && !profile.sports) return 'no sports access';
  return null;
}

/** Why casino, live casino or virtual sports is closed (spec 000 §2 guard 5), or null. Anonymous visitors may browse (guard 9). */
export function verticalBlockReason(
  vertical: 'casino' | 'liveCasino' | 'virtualSports',
  context: Pick<GuardContext, 'session' | 'profile'>,
): string | null {
  const { session, profile } = context;
  if (!session.authorized) return null;
  if (isPayoutBlocked(session, profile)) return 'risk-payout or suspended';
  if (profile && !profile[vertical]) return `no ${vertical} access`;
  if (vertical !== 'virtualSports' && profile?.countryCode === CASINO_BLOCKED_COUNTRY) return `country ${CASINO_BLOCKED_COUNTRY}`;
  return null;
}

/**
 * Applies the guards of spec 000 §2 in order and returns the first that takes effect.
 * Pure: same context, same decision.
 */
export function evaluateGuards(context: GuardContext): GuardDecision {
  const { path, session, profile } = context;
  // 1. Maintenance shows the maintenance page for the whole app.
  if (context.maintenance) return { kind: 'maintenance' };
  // 2. The restricted-country page.
  if (context.restricted || isUnder(path, SHELL_PAGES.restricted)) return { kind: 'restricted' };
  // 3. Wait until the session is Resolved, and for a logged-in player until the profile the
  //    remaining rules read has loaded.
  if (session.status !== 'Resolved' || (session.authorized && !profile)) return { kind: 'wait' };
  // Player-only pages: an anonymous visitor goes to the access-error URL with the page in state.
  if (PLAYER_ONLY_PREFIXES.some((prefix) => isUnder(path, prefix)) && !session.authorized) {
    return { kind: 'redirect', to: ACCESS_ERROR_PATH, guard: 0, reason: 'login required', state: { from: path } };
  }
  // 4. Updated terms.
  if (session.authorized && path !== ACCEPT_TERMS_PATH) {
    const termsDue = context.showUpdatedTnC || isNewerTermsVersion(context.currentTermsVersion, profile?.termsAndConditionsAcceptedVersion);
    const exempt = path === '/' || TERMS_EXEMPT_PREFIXES.some((prefix) => isUnder(path, prefix));
    if (termsDue && !exempt) return { kind: 'redirect', to: ACCEPT_TERMS_PATH, guard: 4, reason: 'updated terms', state: { from: path } };
  }
  const vertical = verticalOf(path);
  // 5. Casino, live casino, virtual sports.
  if (vertical && vertical !== 'sportsbook') {
    const reason = verticalBlockReason(vertical, context);
    if (reason) return { kind: 'redirect', to: '/', guard: 5, reason };
  }
  // 6. Sportsbook.
  if (vertical === 'sportsbook') {
    const reason = sportsbookBlockReason(context);
    if (reason) return { kind: 'redirect', to: '/', guard: 6, reason };
  }
  // 7. Manual claim: a logged-in player's availability may still be on its way.
  if (isUnder(path, MANUAL_CLAIM_PATH) && session.authorized && context.manualClaimAllowed === null) return { kind: 'wait' };
  if (isUnder(path, MANUAL_CLAIM_PATH) && (!context.manualClaimAllowed || isPayoutBlocked(session, profile))) {
    return { kind: 'redirect', to: ACCOUNT_PATH, guard: 7, reason: 'manual claim not allowed' };
  }
  // 8. Gated pages.
  if (GATED_PREFIXES.some((prefix) => isUnder(path, prefix)) && isPayoutBlocked(session, profile)) {
    return { kind: 'redirect', to: ACCOUNT_PATH, guard: 8, reason: 'risk-payout or suspended' };
  }
  return { kind: 'render' };
}

/**
 * The access rights the bus carries for remotes (spec 000 §2 guards 5–9, §6): what the guards would
 * allow, per vertical and for the gated pages.
 */
export function accessRightsOf(context: Omit<GuardContext, 'path' | 'maintenance' | 'restricted' | 'showUpdatedTnC' | 'currentTermsVersion'>): AccessRights {
  const blocked = isPayoutBlocked(context.session, context.profile);
  return {
    casino: verticalBlockReason('casino', context) === null,
    liveCasino: verticalBlockReason('liveCasino', context) === null,
    virtualSports: verticalBlockReason('virtualSports', context) === null,
    sportsbook: sportsbookBlockReason(context) === null,
    manualClaim: context.session.authorized && context.manualClaimAllowed === true && !blocked,
    gatedPages: context.session.authorized && !blocked,
  };
}

/**
 * spec 000 §2 guard 10: the support widget shows on the home page when there are unread messages
 * and is hidden elsewhere unless the player opened it.
 */
export function isSupportWidgetVisible(path: string, unreadMessages: number, opened: boolean): boolean {
  if (opened) return true;
  return path === '/' && unreadMessages > 0;
}
