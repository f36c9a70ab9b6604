import type { CookieCategory, LayoutDeviceType, SessionStatus } from '../constants/enums';
import type { PlayerProfile as WirePlayerProfile, TransactionSummary } from '../wire/player';
import type { BalanceMap as WireBalanceMap } from '../wire/wallet';
import type { AccessContext } from '../wire/platform';
import { DEFAULT_LOCALE, type LocaleInfo } from '../markets/markets';

/** spec 000 §3 Player session: claims read from the session token. */
export interface PlayerSessionClaims {
  country_code: string;
  language_code: string;
  player_id: string;
  player_access_id?: string;
  email: string;
  iat: number;
  /** `DEFAULT` when the token has none. */
  login_method: string;
  zendeskJwtToken?: string;
  registrationDate?: string;
  /** Parsed from the token's JSON string. A suspended multibrand blocks payout and withdrawal. */
  multibrand: { suspended: boolean } | null;
}

/** spec 000 §3 Authorization state, as the `session` stream carries it. */
export interface SessionState {
  status: SessionStatus;
  authorized: boolean;
  claims: PlayerSessionClaims | null;
}

/** spec 000 §3 Player profile: the wire type of `GET /player/profile` (`@casino/shared/wire`). */
export type PlayerProfile = WirePlayerProfile;

/** A balance per bucket, in minor units (cents), as WALLET_BALANCE's `balanceMap` carries it (spec 000 §7); format it with `formatMinorMoney`. */
export type BalanceMap = WireBalanceMap;

/** The wallet stream: the latest balance map (minor units) and its currency; `balances` is null before the first value. */
export interface WalletState {
  balances: BalanceMap | null;
  currency: string;
  updatedAt: number | null;
}

/** The access rights the guard rules computed for the current player (spec 000 §2 route guards). */
export interface AccessRights {
  casino: boolean;
  liveCasino: boolean;
  virtualSports: boolean;
  sportsbook: boolean;
  manualClaim: boolean;
  /** Deposit, rewards and the other gated pages (spec 000 §2 guard 8). */
  gatedPages: boolean;
}

/** spec 000 §3 Cookie consent: every category on by default. */
export interface CookieConsent {
  categories: Record<CookieCategory, boolean>;
  accepted: boolean;
  consentId: string | null;
}

/** Feature flags, by name (build and content flags alike). */
export type FeatureFlags = Readonly<Record<string, boolean>>;

/** The location the host's router is at. Remotes route from it (ARCHITECTURE §3). */
export interface RouteLocation {
  pathname: string;
  search: string;
  hash: string;
  state?: unknown;
  key?: string;
}

/** spec 000 §3 Player station, reduced to what layouts need. */
export interface PlayerStation {
  deviceClass: 'desktop' | 'tablet' | 'mobile';
  layoutDeviceType: LayoutDeviceType;
}

/** Every state stream of the bus and its value type. */
export interface PlatformState {
  session: SessionState;
  profile: PlayerProfile | null;
  wallet: WalletState;
  locale: LocaleInfo;
  access: AccessRights;
  consent: CookieConsent;
  features: FeatureFlags;
  location: RouteLocation;
  station: PlayerStation;
  /** `GET /player/transaction-summary` (the wire type); null until loaded for a logged-in player. Since contract 1.1.0. */
  transactionSummary: TransactionSummary | null;
  /** `GET /player/access/context` (the wire type); null until the platform answered. Since contract 1.1.0. */
  accessContext: AccessContext | null;
}

/** The values every stream starts with: an anonymous visitor at `/en-UN`, everything allowed (spec 000 §2 guard 9). */
export function initialPlatformState(): PlatformState {
  return {
    session: { status: 'Pending', authorized: false, claims: null },
    profile: null,
    wallet: { balances: null, currency: DEFAULT_LOCALE.currency, updatedAt: null },
    locale: { ...DEFAULT_LOCALE },
    access: { casino: true, liveCasino: true, virtualSports: true, sportsbook: true, manualClaim: false, gatedPages: false },
    consent: { categories: { essentials: true, performanceFunctional: true, marketing: true }, accepted: false, consentId: null },
    features: {},
    location: { pathname: `/${DEFAULT_LOCALE.segment}`, search: '', hash: '' },
    station: { deviceClass: 'desktop', layoutDeviceType: 'desktop' },
    transactionSummary: null,
    accessContext: null,
  };
}
