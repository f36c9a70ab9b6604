import type { WithdrawalPolicy } from '../ledger/ledger';
import { decideWithdrawal, defaultWithdrawalLimit } from '../ledger/withdrawal-eligibility';
import type { PlayerDirectory } from '../auth/player-directory';
import type { StateStore } from '../state/state-store';

/**
 * The sandbox's withdrawal policy: `decideWithdrawal` over the player's stored profile (so a
 * PLAYER_ATTRIBUTE_CHANGE push changes the outcome), the persona's market, multibrand flag and limits,
 * and the ledger's facts.
 */
export function personaWithdrawalPolicy(store: StateStore, now: () => Date, directory: PlayerDirectory): WithdrawalPolicy {
  return (email, amount, facts) => {
    const persona = directory.find(email);
    const profile = store.state.players[email]?.profile;
    if (!persona || !profile) throw new Error(`no persona ${email}`);
    return decideWithdrawal({
      amount,
      mainBalance: facts.mainBalance,
      profile,
      market: persona.market,
      currency: facts.currency,
      multibrandSuspended: (JSON.parse(persona.multibrand) as { suspended?: boolean }).suspended === true,
      withdrawalLimit: persona.withdrawalLimit ?? defaultWithdrawalLimit(facts.currency),
      withdrawals: facts.withdrawals,
      now: now(),
    });
  };
}
