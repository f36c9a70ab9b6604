import type { ContentVisibility, DepositCountGroup, TileSize } from '../constants/enums';

/**
 * Document shapes of the content service (spec 000 §3 Content types), as the sandbox seeds them and
 * the apps query them with GROQ. Each has the service's `_id` and `_type`.
 */
export interface ContentDocument {
  _id: string;
  _type: string;
}

/** Responsive thumbnail URLs (1x, 2x and 3x pixel density). */
export interface Thumbnail {
  img1x: string;
  img2x: string;
  img3x: string;
}

/** spec 000 §3 Game; `type` is `casino` or `live-casino`. Live tables add `tableId`. */
export interface ContentGame extends ContentDocument {
  _type: 'game';
  id: string;
  type: 'casino' | 'live-casino';
  name: string;
  gameProvider: string;
  subProvider: { _id: string; providerId: string; title: string; restrictedCountries: string[] };
  channels: Array<'desktop' | 'mobile'>;
  betLimits: { min?: number; max?: number; currency?: string };
  thumbnail: Thumbnail;
  gameType: string;
  jackpotExist: boolean;
  categories: string[];
  tableId?: string;
}

/** Per device values: columns of a grid, rows of a lobby section. */
export interface PerDevice<T> {
  desktop: T;
  tablet: T;
  mobile: T;
}

/** spec 000 §3 Game category. `visibleInMenu` is the content's field; `hideInMenu` is its inverse. */
export interface GameCategory extends ContentDocument {
  _type: 'gameCategory';
  id: string;
  name: string;
  url: string;
  vertical: 'casino' | 'live-casino';
  icon?: string;
  visibleInMenu: boolean;
  visibleInLobby: boolean;
  gridColumns: PerDevice<number>;
  rows: PerDevice<number>;
  /** The tile size of each game in lobby order, per device; repeats when the list is shorter. */
  tileSizes: PerDevice<TileSize[]>;
  widgetType: 'grid' | 'carousel';
}

/** spec 000 §3 Provider. */
export interface Provider extends ContentDocument {
  _type: 'provider';
  id: string;
  title: string;
  type: 'casino' | 'live-casino' | 'both';
  isAggregators: boolean;
  providerImgUrl: string;
}

/** spec 000 §3 Casino settings per market. */
export interface CasinoSettings extends ContentDocument {
  _type: 'casinoSettings';
  market: string;
  categories: string[];
  availableProviders: string[];
  exclusionSubProviders: string[];
}

/**
 * spec 000 §5 audience of a banner or a content box: `none` (everyone), `groups` (a logged-in player
 * whose deposit-count group is listed in `targetGroups`) or `players` (a logged-in player whose id is in
 * `targetPlayersIds`). Who may see it by login is the separate `visibility` (authorized, not-authorized,
 * both). `audienceAllows` (`@casino/shared/wire`) applies both.
 */
export interface TargetAudience {
  targetAudienceOption: 'none' | 'groups' | 'players';
  targetGroups?: DepositCountGroup[];
  targetPlayersIds?: string[];
}

/** An image in two crops: `desktop` (wide) and `mobile` (square); absolute URLs. */
export interface ContentImages {
  desktop: string;
  mobile: string;
}

/**
 * spec 000 §3 Banner: a home-page banner. `greeting` opens it (an authorised player's name is added
 * after it); the button leads to `url.anonymous` for a visitor and `url.authorised` for a logged-in
 * player (site paths below the locale segment, or full URLs). Shown from `startDate` until `endDate` (ISO
 * 8601 instants) to its `visibility` and `targetAudience` (spec 000 §5; absent: everyone). `markets`
 * empty means every market. Text fields are plain text; optional ones may be missing.
 */
export interface Banner extends ContentDocument {
  _type: 'banner';
  slug: string;
  title: string;
  description?: string;
  greeting?: string;
  button?: { label: string };
  url: { anonymous: string; authorised: string };
  images?: ContentImages;
  startDate?: string;
  endDate?: string;
  visibility?: ContentVisibility;
  targetAudience?: TargetAudience;
  markets: string[];
}

/** A tile leading into a vertical (casino, live casino, sportsbook, promotions) on a home page. */
export interface VerticalTile {
  /** The site area it leads to, e.g. `casino`. */
  id: string;
  title: string;
  description?: string;
  /** A site path below the locale segment. */
  url: string;
  image?: string;
}

/** spec 000 §3 "facelift banners": the smaller promotional strips of a home page, below the verticals. */
export interface FaceliftBanner {
  _key: string;
  title: string;
  description?: string;
  /** A site path below the locale segment, or a full URL. */
  url: string;
  linkLabel?: string;
  image?: string;
}

/**
 * spec 000 §3 "a home page per market": its banners (references to `banner` documents, in order), the
 * payment methods shown (references to `paymentMethod` documents), the vertical tiles and the facelift
 * banners. `market` is a market id (UN, FI …).
 */
export interface HomePageContent extends ContentDocument {
  _type: 'homePage';
  market: string;
  banners: Array<{ _ref: string; _key: string }>;
  topPaymentMethods: Array<{ _ref: string; _key: string }>;
  verticals: VerticalTile[];
  faceliftBanners: FaceliftBanner[];
}

/** One level of a VIP programme. */
export interface VipLevel {
  _key: string;
  name: string;
  description?: string;
  perks?: string[];
}

/**
 * spec 000 §2 `/iclub`, §3 "a VIP page per market". `body` is HTML (sanitise before display); the other
 * text fields are plain text.
 */
export interface VipPage extends ContentDocument {
  _type: 'vipPage';
  market: string;
  title: string;
  intro?: string;
  image?: string;
  levels?: VipLevel[];
  body?: string;
  /** Where the call to action leads (a site path), and its label. */
  ctaLabel?: string;
  ctaUrl?: string;
}

/**
 * spec 000 §2 `/promo/{slug}`, §3 "registration pages by slug": a registration landing page of one market,
 * selling the sign-up. `body` is HTML (sanitise before display).
 */
export interface RegistrationLandingPage extends ContentDocument {
  _type: 'registrationLandingPage';
  market: string;
  slug: string;
  title: string;
  offer?: string;
  body?: string;
  image?: string;
  /** The sign-up button's label. */
  ctaLabel?: string;
}

/**
 * spec 000 §2 `/landing/{id}`, §3 "landing pages": a landing page of one market by `pageId`, optionally
 * carrying a bonus code (spec 001 §4 Bonus code) the page puts in the URL's `bonusCode` parameter.
 * `body` is HTML (sanitise before display).
 */
export interface LandingPage extends ContentDocument {
  _type: 'landingPage';
  market: string;
  pageId: string;
  title: string;
  intro?: string;
  body?: string;
  image?: string;
  bonusCode?: string;
}

/** A promotion (spec 000 §2 promotions routes). `body` is HTML and is sanitised before display. */
export interface Promotion extends ContentDocument {
  _type: 'promotion';
  slug: string;
  title: string;
  category: string;
  tags: Array<{ slug: string; title: string }>;
  summary: string;
  body: string;
  image: string;
  startDate: string;
  endDate: string;
  visibility: ContentVisibility;
  targetAudience: TargetAudience;
  markets: string[];
  ctaLabel?: string;
  ctaUrl?: string;
  /** The promotion's terms and conditions, HTML (sanitise before display); absent when the body says it all. */
  terms?: string;
}

/** A promotion category, e.g. casino or sports. */
export interface PromotionCategory extends ContentDocument {
  _type: 'promotionCategory';
  slug: string;
  title: string;
  order: number;
}

/** spec 000 §3 static pages by page id and URL. `body` is HTML, sanitised before display. */
export interface StaticPage extends ContentDocument {
  _type: 'staticPage';
  pageId: string;
  pageUrl: string;
  title: string;
  body: string;
  markets: string[];
}

/** spec 000 §2: the information and contact-us footer lists. */
export interface FooterList extends ContentDocument {
  _type: 'footerList';
  listId: 'information' | 'contact-us';
  title: string;
  entries: Array<{ title: string; url?: string; externalUrl?: string; hidden?: boolean }>;
}

/**
 * A payment method's deposit bounds in one market, in minor units of `currency` (the spec shows none:
 * where a method has no entry for a market, the platform's default applies, 10 to 5,000 in major units).
 */
export interface PaymentMethodLimit {
  market: string;
  currency: string;
  minAmount: number;
  maxAmount: number;
}

/** spec 001 §3 payment method content entry. */
export interface PaymentMethodContent extends ContentDocument {
  _type: 'paymentMethod';
  name: string;
  image: string;
  altTag: string;
  markets: string[];
  /** Deposit bounds per market, where they differ from the default (minor units). */
  limits?: PaymentMethodLimit[];
}

/**
 * The pay-and-play banner of a market (spec 001 §2 `/signup/pnp`, §8 'Pnp Banner not being configured!'
 * when a market has none): the offer shown above the amount.
 */
export interface PayAndPlayBanner extends ContentDocument {
  _type: 'payAndPlayBanner';
  title: string;
  description: string;
  /** An absolute image URL. */
  image: string;
  altTag: string;
  /** Market ids the banner is for (FI, PP). */
  markets: string[];
}

/**
 * The content client handed to remotes: the `fetch` of `@sanity/client`. Queries are GROQ;
 * parameters are bound by name (`$market`).
 */
export interface ContentClient {
  fetch<R = unknown>(query: string, params?: Record<string, unknown>): Promise<R>;
}
