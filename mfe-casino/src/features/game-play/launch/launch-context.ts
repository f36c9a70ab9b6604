import type { MountProps } from '@casino/shared/contract';
import type { ProviderLaunchContext } from '@casino/shared/game';

/** The platform http client of the mount props. */
export type PlatformHttp = MountProps['http'];

/** Real money, or the provider's demo (fun) mode. */
export type LaunchMode = 'real' | 'fun';

/**
 * Everything a launch needs to know about the game, the player and the page, gathered by the play
 * page from the route, the bus and the mount props. Pure launch modules read only this.
 */
export interface LaunchContext extends ProviderLaunchContext {
  provider: string;
  mode: LaunchMode;
  /** The BCP 47 locale, e.g. `fi-FI`. */
  locale: string;
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
