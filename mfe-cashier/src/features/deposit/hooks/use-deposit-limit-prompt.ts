import { useBusState } from '@casino/shared/parcel';
import type { Limits } from '@casino/shared/wire';
import { useState } from 'react';
import { useDepositLimits } from '../api/deposit-limits';
import {
  mayPromptDepositLimit,
  playerMarketOf,
  promptDeclined,
  rememberPromptDeclined,
  shouldPromptDepositLimit,
} from '../lib/deposit-limit-prompt';

/** Where the deposit-limit prompt stands: `loading` while the limits are read, `prompt` to ask, `none` to go on. */
export type DepositLimitPromptStatus = 'none' | 'loading' | 'prompt';

/**
 * The deposit-limit prompt of the player's market (issue 16 §5; `shouldPromptDepositLimit`), from the
 * profile (country, first deposit) and the deposit limits, read only where the market prompts and the
 * player has no deposit yet. A failed read shows no prompt: it must never stop a deposit.
 */
export function useDepositLimitPrompt(): { status: DepositLimitPromptStatus; limits: Limits | undefined; decline: () => void } {
  const { market: pageMarket } = useBusState('locale');
  const profile = useBusState('profile');
  const session = useBusState('session');
  const playerId = session.claims?.player_id ?? '';
  const market = playerMarketOf(profile?.countryCode, pageMarket);
  const firstDepositDate = profile?.firstDepositDate ?? null;
  const candidate = profile !== null && mayPromptDepositLimit(market, firstDepositDate);
  const [declined, setDeclined] = useState(() => promptDeclined(playerId));
  const limits = useDepositLimits(candidate && !declined);
  const decline = () => {
    rememberPromptDeclined(playerId);
    setDeclined(true);
  };
  if (!candidate || declined) return { status: 'none', limits: limits.data, decline };
  if (limits.isPending) return { status: 'loading', limits: undefined, decline };
  const ask = shouldPromptDepositLimit({ market, firstDepositDate, limits: limits.data, declined });
  return { status: ask ? 'prompt' : 'none', limits: limits.data, decline };
}
