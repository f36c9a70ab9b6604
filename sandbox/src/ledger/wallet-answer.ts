import type { BalanceMap, Wallet } from '@casino/shared/wire';

import type { LedgerBalances } from './ledger';

/** The balance map the wallet socket and `GET /player/wallet` carry (spec 000 §7): MAIN, LOCKED, BONUS (every vertical's bonus added), minor units. */
export function balanceMapOf(balances: LedgerBalances): BalanceMap {
  return { MAIN: balances.main, LOCKED: balances.locked, BONUS: balances.bonusCasino + balances.bonusLiveCasino + balances.bonusSports };
}

/** `GET /player/wallet` answer (spec 001 §3 Wallet): every field in minor units; `totalBalance` is main plus every bonus. */
export function walletAnswerOf(balances: LedgerBalances): Wallet {
  return {
    currency: balances.currency,
    mainBalance: balances.main,
    lockedBalance: balances.locked,
    sportsBonus: balances.bonusSports,
    casinoBonus: balances.bonusCasino,
    liveCasinoBonus: balances.bonusLiveCasino,
    totalBalance: balances.main + balances.bonusCasino + balances.bonusLiveCasino + balances.bonusSports,
    balanceMap: balanceMapOf(balances),
  };
}

/** The wallet socket's WALLET_BALANCE frame for these balances (spec 000 §7). */
export function walletBalanceFrame(balances: LedgerBalances): string {
  return JSON.stringify({ body: { type: 'WALLET_BALANCE', balanceMap: balanceMapOf(balances) } });
}
