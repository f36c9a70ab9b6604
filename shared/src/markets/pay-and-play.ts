/*
 * The pay-and-play markets, apart from the market table (markets.ts): the sign-up's start needs the list, not the
 * table (issue 19).
 */

/** spec 000 §3: Sweden is market PP with country SE. */
const SWEDEN = { marketId: 'PP', countryCode: 'SE' } as const;

/** The markets with pay and play (spec 001 §2 `/signup/pnp`; issue 14: FI and SE), by market id. */
export const PAY_AND_PLAY_MARKETS: readonly string[] = ['FI', SWEDEN.marketId];
