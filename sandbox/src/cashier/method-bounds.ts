import type { PaymentMethod, PaymentMethodContent } from '@casino/shared/wire';

import { majorToMinor } from '../ledger/withdrawal-eligibility';

/** Default deposit bounds of every method, in major units of the player's currency (issue 14). */
export const DEFAULT_DEPOSIT_BOUNDS = { min: 10, max: 5_000 } as const;

/** A method's deposit bounds for one player, minor units. */
export interface DepositBounds {
  minAmount: number;
  maxAmount: number;
}

/**
 * The deposit bounds of `method` for a player of `market` paying in `currency`, minor units: the content
 * document's `limits` entry for that market and currency where there is one, otherwise 10 to 5,000 in
 * major units of the currency (1000 to 500000 cents; 10 to 5000 for CLP, which has no minor unit).
 */
export function depositBoundsOf(methods: readonly PaymentMethodContent[], method: PaymentMethod, market: string, currency: string): DepositBounds {
  const content = methods.find((entry) => entry.name === method);
  const limit = content?.limits?.find((entry) => entry.market === market && entry.currency === currency);
  if (limit) return { minAmount: limit.minAmount, maxAmount: limit.maxAmount };
  return { minAmount: majorToMinor(DEFAULT_DEPOSIT_BOUNDS.min, currency), maxAmount: majorToMinor(DEFAULT_DEPOSIT_BOUNDS.max, currency) };
}
