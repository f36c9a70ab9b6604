import type { MountProps } from '@casino/shared/contract';

/** The platform http client of the mount props. */
export type PlatformHttp = MountProps['http'];

/** Real money, or the provider's demo (fun) mode. */
export type LaunchMode = 'real' | 'fun';

/**
 * Everything a launch needs to know about the game, the player and the page, gathered by the play
 * page from the route, the bus and the mount props. Pure launch modules read only this.
 */
export interface LaunchContext {
  provider: string;
  gameId: string;
  mode: LaunchMode;
  /** The market id of the route, e.g. `PP` (Sweden) or `CA`. */
  market: string;
  /** The platform language code, e.g. `en`, `fi`, `caf`. */
  languageCode: string;
  /** The BCP 47 locale, e.g. `fi-FI`. */
  locale: string;
  /** ISO 4217: the profile's currency, else the market's. */
  currency: string;
  /** ISO 3166 alpha-2: the profile's country, else the visitor's access context, else the market's. */
  countryCode: string;
  /** The visitor's IP address as the platform saw it, or '' when unknown. */
  ipAddress: string;
  /** `mobile` on a phone or tablet, `desktop` otherwise. */
  channel: 'desktop' | 'mobile';
  /** Absolute URL of the casino lobby: where the game's home button goes. */
  lobbyUrl: string;
  /** Absolute URL of the deposit page. */
  depositUrl: string;
  /** The platform's base URL (`http.defaults.baseURL`): the default launcher host. */
  platformUrl: string;
  /** Ask the provider for a new token instead of a cached one (a retry after an error). */
  requireNew?: boolean;
}

/** What a launch ends with: the URL the game frame loads. */
export interface LaunchResult {
  url: string;
}

/** A launch module: builds its request from the context, calls the platform and returns the frame URL. */
export type Launch = (http: PlatformHttp, context: LaunchContext) => Promise<LaunchResult>;

/**
 * The regulator a market plays under. The spec does not show its default jurisdiction constant: this
 * table uses each regulated market's country (Sweden SE, Canada CA / Ontario, Germany DE, Netherlands
 * NL) and the Malta licence (MT) everywhere else.
 */
export function jurisdictionOf(market: string): string {
  const regulated: Record<string, string> = { PP: 'SE', CA: 'CA', DE: 'DE', NL: 'NL' };
  return regulated[market] ?? 'MT';
}
