/*
 * The launch request bodies that casino and live casino send alike (spec 001 §7 Game launch): pure
 * builders over the part of a launch context both remotes gather. Each remote posts them with its
 * own http client and keeps the providers only it plays.
 */

import { playerProtectionOf } from '../markets/markets';

/** What the payload builders read of a launch (a remote's launch context has more). */
export interface ProviderLaunchContext {
  /** The game's content id (the provider's game code or symbol). */
  gameId: string;
  /** Real money, or the provider's demo (fun) mode; live casino is always `real`. */
  mode: 'real' | 'fun';
  /** The market id of the route, e.g. `PP` (Sweden) or `UN`. */
  market: string;
  /** The platform language code, e.g. `en`, `fi`. */
  languageCode: string;
  /** ISO 4217: the profile's currency, else the market's. */
  currency: string;
  /** ISO 3166 alpha-2 of the player, or '' when unknown. */
  countryCode: string;
  /** The visitor's IP address as the platform saw it, or '' when unknown. */
  ipAddress: string;
  /** `mobile` on a phone (or tablet, in casino), `desktop` otherwise. */
  channel: 'desktop' | 'mobile';
  /** Absolute URL of the vertical's lobby: where the game's home button goes. */
  lobbyUrl: string;
  /** Absolute URL of the deposit page. */
  depositUrl: string;
}

/**
 * The regulator a market plays under. The spec does not show its default jurisdiction constant: this
 * table uses each regulated market's country (Sweden SE, Canada CA / Ontario, Germany DE, Netherlands
 * NL) and the Malta licence (MT) everywhere else.
 */
export function jurisdictionOf(market: string): string {
  const regulated: Record<string, string> = { PP: 'SE', CA: 'CA', DE: 'DE', NL: 'NL' };
  return regulated[market] ?? 'MT';
}

/**
 * `{ autoplay: false }` where the market forbids autoplay in game launches (issue 16 §5, the market table's
 * `autoplayAllowed`: Germany), else nothing, so a launch elsewhere leaves autoplay to the game.
 */
const autoplayOf = (context: ProviderLaunchContext): { autoplay?: false } => (playerProtectionOf(context.market).autoplayAllowed ? {} : { autoplay: false });

/** The platform's word for a demo launch. */
const platformMode = (context: ProviderLaunchContext) => (context.mode === 'real' ? ('real' as const) : ('demo' as const));

/** The brand's style name at Pragmatic Play; the spec does not show one. */
const PRAGMATIC_STYLE_NAME = 'casino_site';

/**
 * `POST /games/pragmatic/game-url` body. `platform` is WEB or MOBILE; `stylename` is the brand's skin at
 * Pragmatic; `autoplay: false` where the market forbids autoplay (Germany), as in every payload here.
 */
export function buildPragmaticPayload(context: ProviderLaunchContext) {
  return {
    symbol: context.gameId,
    language: context.languageCode,
    currency: context.currency,
    platform: context.channel === 'mobile' ? 'MOBILE' : 'WEB',
    stylename: PRAGMATIC_STYLE_NAME,
    lobbyUrl: context.lobbyUrl,
    jurisdiction: jurisdictionOf(context.market),
    ...autoplayOf(context),
    mode: platformMode(context),
  };
}

/** `POST /games/pariplay/context` body: a game context whose answer is the URL. */
export function buildPariplayPayload(context: ProviderLaunchContext) {
  return {
    GameCode: context.gameId,
    CurrencyCode: context.currency,
    LanguageCode: context.languageCode,
    PlayerIP: context.ipAddress,
    CountryCode: context.countryCode,
    ...autoplayOf(context),
    mode: platformMode(context),
  };
}

/** `POST /games/softswiss/context` body: a game context; a real launch names the player's current country. */
export function buildSoftswissPayload(context: ProviderLaunchContext) {
  return {
    game: context.gameId,
    currency: context.currency,
    locale: context.languageCode,
    ip: context.ipAddress,
    return_url: context.lobbyUrl,
    deposit_url: context.depositUrl,
    jurisdiction: jurisdictionOf(context.market),
    client_type: context.channel,
    ...(context.mode === 'real' ? { country: context.countryCode } : {}),
    ...autoplayOf(context),
    mode: platformMode(context),
  };
}
