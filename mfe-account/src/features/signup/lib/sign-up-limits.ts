import { marketOfCountry, playerProtectionOf } from '@casino/shared/market';
import { SIGN_UP_LIMITS, type SignUpLimit } from '@casino/shared/wire';

/**
 * What the sign-up's Limits step asks for (issue 16 §5), from the rules of the market the account opens in
 * (the Details country: GB → UK, NL → NL): `required` limits where the market's `signUpLimits` name them
 * (the Netherlands: deposit, login time, balance; the account is not complete without them), a deposit limit
 * `offered` where the market prompts for one (the United Kingdom: "Not now" goes on). `currency` is the
 * market's, the account's currency. Null for a market that asks nothing: the wizard has no Limits step.
 */
export interface SignUpLimitsAsked {
  kinds: SignUpLimit[];
  required: boolean;
  currency: string;
}

export function signUpLimitsAskedOf(countryCode: string): SignUpLimitsAsked | null {
  const market = marketOfCountry(countryCode);
  const rules = playerProtectionOf(market.id);
  if (rules.signUpLimits.length > 0) {
    return { kinds: SIGN_UP_LIMITS.filter((kind) => rules.signUpLimits.includes(kind)), required: true, currency: market.currency };
  }
  if (rules.depositLimitPrompt) return { kinds: ['deposit'], required: false, currency: market.currency };
  return null;
}
