import type { PaymentMethod, Transaction } from '@casino/shared/wire';

import type { LedgerBucket } from '../db/schema';
import { isMethodOffered } from '../seed/payment-methods';
import type { Persona } from '../seed/personas';

/** One row of a persona's seeded ledger, before balances are worked out. */
export interface SeedRow {
  referenceId: string;
  type: Transaction['type'];
  category: Transaction['category'];
  status: Transaction['status'];
  /** Signed, minor units: credit positive, debit negative. */
  amount: number;
  bucket: LedgerBucket;
  transactionDate: Date;
  paymentMethod: PaymentMethod | null;
}

const DAY_MS = 24 * 60 * 60 * 1000;
/** Seeded deposits are at least this old at the seed time (issue 16: today's, this week's and this month's limit periods start empty). */
export const SEED_DEPOSIT_MIN_AGE_MS = 40 * DAY_MS;
/** Seeded deposits take the first of these that the persona's market offers, in turn. */
const SEED_METHODS: readonly PaymentMethod[] = ['TRUSTLY', 'SKRILL', 'CREDITCARD'];

/**
 * The ledger rows a persona starts with, oldest first, so that its balances are the sum of its rows
 * (issue 14 "each persona's opening balance is a seeded ledger row"):
 * 1. an opening ADJUSTMENT on MAIN at the registration date (left out when it would be 0); an adjustment
 *    has type DEPOSIT (a credit) or WITHDRAW (a debit) and category ADJUSTMENT, never PAYMENT;
 * 2. `depositCount` successful DEPOSITs, a week apart from `firstDepositDate`, equal amounts that leave
 *    the opening adjustment at least as large as one deposit; moved earlier, all together, when the last
 *    would be less than 40 days before `now` (`SEED_DEPOSIT_MIN_AGE_MS`);
 * 3. an ADJUSTMENT per bonus bucket that has a balance;
 * 4. the persona's seeded withdrawals, `hoursAgo` before `now` (PENDING ones keep the money in LOCKED).
 * The MAIN rows add up to `balance.main` plus every withdrawal, so MAIN ends on `balance.main`.
 */
export function seedRows(persona: Persona, now: Date): SeedRow[] {
  const rows: SeedRow[] = [];
  const id = (n: number) => `SEED-${persona.playerId}-${String(n).padStart(2, '0')}`;
  const registered = new Date(persona.registrationDate);
  const withdrawn = persona.withdrawals.reduce((sum, withdrawal) => sum + withdrawal.amount, 0);
  const funded = persona.balance.main + withdrawn;
  const deposit = persona.depositCount > 0 ? Math.floor(funded / (persona.depositCount + 1)) : 0;
  if (persona.depositCount > 0 && deposit <= 0) throw new Error(`persona ${persona.email}: ${persona.depositCount} deposits need a balance to come from`);
  const opening = funded - deposit * persona.depositCount;

  if (opening > 0) rows.push({ referenceId: id(rows.length + 1), type: 'DEPOSIT', category: 'ADJUSTMENT', status: 'SUCCESS', amount: opening, bucket: 'MAIN', transactionDate: registered, paymentMethod: null });
  const methods = SEED_METHODS.filter((method) => isMethodOffered(method, persona.market));
  const firstDated = Date.parse(`${persona.profile.firstDepositDate ?? persona.registrationDate.slice(0, 10)}T12:00:00.000Z`);
  const lastAllowed = now.getTime() - SEED_DEPOSIT_MIN_AGE_MS;
  const lastDated = firstDated + Math.max(0, persona.depositCount - 1) * 7 * DAY_MS;
  const firstDeposit = new Date(firstDated - Math.max(0, lastDated - lastAllowed));
  for (let n = 0; n < persona.depositCount; n += 1) {
    rows.push({
      referenceId: id(rows.length + 1),
      type: 'DEPOSIT',
      category: 'PAYMENT',
      status: 'SUCCESS',
      amount: deposit,
      bucket: 'MAIN',
      transactionDate: new Date(firstDeposit.getTime() + n * 7 * DAY_MS),
      paymentMethod: methods[n % methods.length] ?? 'SKRILL',
    });
  }
  const bonuses: Array<[LedgerBucket, number]> = [
    ['BONUS_CASINO', persona.balance.bonusCasino],
    ['BONUS_LIVE_CASINO', persona.balance.bonusLiveCasino],
    ['BONUS_SPORTS', persona.balance.bonusSports],
  ];
  for (const [bucket, amount] of bonuses) {
    if (amount > 0) rows.push({ referenceId: id(rows.length + 1), type: 'DEPOSIT', category: 'ADJUSTMENT', status: 'SUCCESS', amount, bucket, transactionDate: registered, paymentMethod: null });
  }
  for (const withdrawal of persona.withdrawals) {
    rows.push({
      referenceId: id(rows.length + 1),
      type: 'WITHDRAW',
      category: 'PAYMENT',
      status: withdrawal.status,
      amount: -withdrawal.amount,
      bucket: 'MAIN',
      transactionDate: new Date(now.getTime() - withdrawal.hoursAgo * 60 * 60 * 1000),
      paymentMethod: methods[0] ?? 'SKRILL',
    });
  }
  return rows.sort((a, b) => a.transactionDate.getTime() - b.transactionDate.getTime());
}
