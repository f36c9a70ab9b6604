import { PAY_AND_PLAY_MARKETS, findMarket } from '@casino/shared/market';

/** What pay-and-play asks the provider in a market: its country and currency (ISO codes). */
export interface PayAndPlayMarket {
  country: string;
  currency: string;
}

/**
 * The pay-and-play terms of `marketId` (its origin country: SE for Sweden's market PP), or null where
 * pay-and-play is not offered.
 */
export function payAndPlayMarketOf(marketId: string): PayAndPlayMarket | null {
  const market = findMarket(marketId);
  if (!market || !PAY_AND_PLAY_MARKETS.includes(marketId) || typeof market.originCountryCode !== 'string') return null;
  return { country: market.originCountryCode, currency: market.currency };
}
