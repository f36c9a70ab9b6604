import type { PlatformState } from '@casino/shared/bus';
import type { SportsProvider } from '@casino/shared/wire';

/**
 * Which of the two sports frames a market gets (spec 000 §2 Sportsbook: "one of two sports frames is
 * chosen by market and a feature flag"): market PP (Sweden) with the `sportsbookPP` flag on gets the PP
 * provider's frame, every other market the standard one. (Without the flag the host's guard 6 keeps PP
 * players out of the sportsbook altogether.)
 */
export function sportsProviderOf(market: string, features: PlatformState['features']): SportsProvider {
  return market === 'PP' && features.sportsbookPP === true ? 'pp' : 'standard';
}
