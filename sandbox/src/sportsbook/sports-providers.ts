import type { SportsProvider } from '@casino/shared/wire';

/** How one stand-in sports provider looks and where its frame and API live on the sandbox. */
export interface SportsProviderConfig {
  id: SportsProvider;
  /** The brand the frame shows in its header. */
  name: string;
  /** The frame page's path; its API is below it (`<framePath>/api/bets`). */
  framePath: string;
  /** The frame's accent colour (links, the selected odds) and the text colour on it. */
  accent: string;
  accentText: string;
  /** A line the regulator asks for under the header, or null. */
  notice: string | null;
}

/**
 * The two stand-in sports frames (spec 000 §2 Sportsbook: "one of two sports frames is chosen by market
 * and a feature flag"): the standard one, and the one of market PP (Sweden, under the `sportsbookPP`
 * flag) with the Swedish regulator's line. Both show the same football fixtures.
 */
export const SPORTS_PROVIDER_CONFIGS: Readonly<Record<SportsProvider, SportsProviderConfig>> = {
  standard: { id: 'standard', name: 'Sandbox Sportsbook', framePath: '/sportsbook-frame', accent: '#2f81f7', accentText: '#ffffff', notice: null },
  pp: {
    id: 'pp',
    name: 'Sandbox Sportsbook Sverige',
    framePath: '/sportsbook-frame/pp',
    accent: '#fecc02',
    accentText: '#0b2a4a',
    notice: '18+ · Spela ansvarsfullt · Spelpaus.se · Stödlinjen 020-81 91 00',
  },
};
