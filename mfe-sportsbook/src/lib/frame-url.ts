/** How long the sportsbook frame may take to load before the page offers a retry, in ms. */
export const FRAME_TIMEOUT_MS = 15_000;

export interface SportsFrameUrlOptions {
  /** The platform's base URL (the http client's `baseURL`); the frame is served beside the API. */
  platformUrl: string | undefined;
  /** The URL language, e.g. `fi`. */
  language: string;
  /** The market id, e.g. `FI`. */
  market: string;
  /** The frame's own route, canonical slugs, starting with `/`. */
  path: string;
}

/**
 * The address of the sportsbook provider's frame: `{platformUrl}/sportsbook-frame?lang=…&market=…&path=…`.
 * With no platform URL (tests, a same-origin deployment) the address is relative to the page.
 */
export function sportsFrameUrl({ platformUrl, language, market, path }: SportsFrameUrlOptions): string {
  const base = (platformUrl ?? '').replace(/\/+$/, '');
  const query = new URLSearchParams({ lang: language, market, path });
  return `${base}/sportsbook-frame?${query.toString()}`;
}
