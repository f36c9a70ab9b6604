import { SWEDEN, findMarket } from '@casino/shared/market';

/** Where pay-and-play is offered (issue 14: markets FI and SE; Sweden is market PP with country SE), and the country the provider is told. */
const PAY_AND_PLAY_COUNTRIES: Readonly<Record<string, string>> = { FI: 'FI', [SWEDEN.marketId]: SWEDEN.countryCode };

/** What pay-and-play asks the provider in a market: its country and currency (ISO codes). */
export interface PayAndPlayMarket {
  country: string;
  currency: string;
}

/** The pay-and-play terms of `marketId`, or null where pay-and-play is not offered. */
export function payAndPlayMarketOf(marketId: string): PayAndPlayMarket | null {
  const country = PAY_AND_PLAY_COUNTRIES[marketId];
  const market = findMarket(marketId);
  return country && market ? { country, currency: market.currency } : null;
}
