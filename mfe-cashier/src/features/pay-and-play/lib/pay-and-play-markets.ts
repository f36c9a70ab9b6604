import { PAY_AND_PLAY_MARKETS, SWEDEN, findMarket } from '@casino/shared/market';

/** The country the provider is told for a market (Sweden is market PP with country SE). */
const countryOf = (marketId: string) => (marketId === SWEDEN.marketId ? SWEDEN.countryCode : marketId);

/** What pay-and-play asks the provider in a market: its country and currency (ISO codes). */
export interface PayAndPlayMarket {
  country: string;
  currency: string;
}

/** The pay-and-play terms of `marketId`, or null where pay-and-play is not offered. */
export function payAndPlayMarketOf(marketId: string): PayAndPlayMarket | null {
  const market = findMarket(marketId);
  return market && PAY_AND_PLAY_MARKETS.includes(marketId) ? { country: countryOf(marketId), currency: market.currency } : null;
}
