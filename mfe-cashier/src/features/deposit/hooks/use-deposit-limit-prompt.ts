import { useBusState } from '@casino/shared/parcel';
import type { Limits } from '@casino/shared/wire';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useDepositLimits } from '../api/deposit-limits';
import { promptDeclined, rememberPromptDeclined } from '../lib/prompt-declined';

/** Where the deposit-limit prompt stands: `loading` while the limits are read, `prompt` to ask, `none` to go on. */
export type DepositLimitPromptStatus = 'none' | 'loading' | 'prompt';

/**
 * The prompt's market rules (the market table with them): a chunk of its own, fetched only for a player without a
 * deposit yet, the only one the prompt can concern (issue 19: not in the deposit's start).
 */
const loadPromptRules = () => import('../lib/deposit-limit-prompt');

/**
 * The deposit-limit prompt of the player's market (issue 16 §5; `shouldPromptDepositLimit`), from the
 * profile (country, first deposit) and the deposit limits, read only where the market prompts and the
 * player has no deposit yet. A failed read (of the limits or of the rules) shows no prompt: it must never stop
 * a deposit.
 */
export function useDepositLimitPrompt(): { status: DepositLimitPromptStatus; limits: Limits | undefined; decline: () => void } {
  const { market: pageMarket } = useBusState('locale');
  const profile = useBusState('profile');
  const session = useBusState('session');
  const playerId = session.claims?.player_id ?? '';
  const firstDepositDate = profile?.firstDepositDate ?? null;
  // Only a player without a deposit yet can be asked: only they wait for the rules.
  const mayAsk = profile !== null && firstDepositDate === null;
  const rules = useQuery({ queryKey: ['deposit-limit-prompt-rules'], queryFn: loadPromptRules, enabled: mayAsk, staleTime: Infinity, retry: false });
  const market = rules.data?.playerMarketOf(profile?.countryCode, pageMarket) ?? pageMarket;
  const candidate = mayAsk && rules.data !== undefined && rules.data.mayPromptDepositLimit(market, firstDepositDate);
  const [declined, setDeclined] = useState(() => promptDeclined(playerId));
  const limits = useDepositLimits(candidate && !declined);
  const decline = () => {
    rememberPromptDeclined(playerId);
    setDeclined(true);
  };
  if (mayAsk && !declined && rules.isPending) return { status: 'loading', limits: undefined, decline };
  if (!candidate || declined || !rules.data) return { status: 'none', limits: limits.data, decline };
  if (limits.isPending) return { status: 'loading', limits: undefined, decline };
  const ask = rules.data.shouldPromptDepositLimit({ market, firstDepositDate, limits: limits.data, declined });
  return { status: ask ? 'prompt' : 'none', limits: limits.data, decline };
}
