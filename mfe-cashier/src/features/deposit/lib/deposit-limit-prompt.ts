import { marketOfCountry, playerProtectionOf } from '@casino/shared/market';
import type { Limits } from '@casino/shared/wire';

/**
 * The deposit-limit prompt (issue 16 §5, the market rule `depositLimitPrompt`: the United Kingdom): a player
 * of such a market with no deposit yet and no deposit limit is asked, when they open the deposit, whether to
 * set one first. A prompt, not a block: "Not now" goes on to the deposit and is remembered for the tab.
 */

/** The market whose rules apply to a player: the one their profile's country signs up in, else the page's. */
export function playerMarketOf(countryCode: string | null | undefined, pageMarket: string): string {
  return countryCode ? marketOfCountry(countryCode).id : pageMarket;
}

/** What decides the prompt. `limits` is undefined while they load (or when they could not be read). */
export interface DepositLimitPromptFacts {
  market: string;
  /** The profile's first deposit date; null before the first deposit. */
  firstDepositDate: string | null;
  limits: Limits | undefined;
  /** The player answered "Not now" in this tab. */
  declined: boolean;
}

/** Whether the market prompts for a deposit limit before this player's first deposit at all (before the limits are read). */
export function mayPromptDepositLimit(market: string, firstDepositDate: string | null): boolean {
  return playerProtectionOf(market).depositLimitPrompt && firstDepositDate === null;
}

/** Whether to ask now: the market prompts, no deposit yet, the limits read show none set or waiting, not declined. */
export function shouldPromptDepositLimit(facts: DepositLimitPromptFacts): boolean {
  if (!mayPromptDepositLimit(facts.market, facts.firstDepositDate) || facts.declined || !facts.limits) return false;
  return facts.limits.limits.every((period) => period.value === null && period.pendingValue === null);
}
