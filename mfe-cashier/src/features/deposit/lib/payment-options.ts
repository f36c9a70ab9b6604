import type { PaymentMethod } from '@casino/shared/wire';
import type { AmountBounds } from '../../../lib/amount';
import { toMinorUnits } from '../../../lib/amount';

/** issue 14: a method's bounds when content sets none, in major units of the player's currency. */
export const DEFAULT_DEPOSIT_BOUNDS_MAJOR = { min: 10, max: 5000 } as const;

/** The quick picks offered under the amount, in major units; those outside the method's bounds are left out. */
export const QUICK_PICKS_MAJOR = [20, 50, 100, 200] as const;

/**
 * The methods with the player's recent ones first, most recent first (spec 001 §7
 * `recent_deposit_methods`); the rest keep their order. A recent method the market does not offer is left out.
 */
export function orderByRecent<T extends { name: PaymentMethod }>(
  methods: readonly T[],
  recent: readonly PaymentMethod[],
): T[] {
  const rank = (method: T) => {
    const index = recent.indexOf(method.name);
    return index === -1 ? recent.length : index;
  };
  return methods
    .map((method, order) => ({ method, order }))
    .sort((a, b) => rank(a.method) - rank(b.method) || a.order - b.order)
    .map(({ method }) => method);
}

/** A method's bounds for the market in one currency, as content gives them (minor units). */
interface MethodLimit {
  currency: string;
  minAmount: number;
  maxAmount: number;
}

/**
 * A method's bounds in minor units of `currency`: content's limit for the market in that currency, else
 * the default 10 to 5,000 in major units of the player's currency (issue 14).
 */
export function depositBoundsOf(
  method: { limits?: readonly MethodLimit[] | null } | undefined,
  currency: string,
): AmountBounds {
  const limit = method?.limits?.find((entry) => entry.currency === currency);
  if (limit) return { min: limit.minAmount, max: limit.maxAmount };
  return {
    min: toMinorUnits(DEFAULT_DEPOSIT_BOUNDS_MAJOR.min, currency),
    max: toMinorUnits(DEFAULT_DEPOSIT_BOUNDS_MAJOR.max, currency),
  };
}

/** The quick picks that lie within `bounds`, in minor units. */
export function quickPicksWithin(bounds: AmountBounds, currency: string): number[] {
  return QUICK_PICKS_MAJOR.map((major) => toMinorUnits(major, currency)).filter(
    (minor) => minor >= bounds.min && (bounds.max === null || minor <= bounds.max),
  );
}
