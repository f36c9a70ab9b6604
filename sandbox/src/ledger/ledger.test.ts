import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { sql, type Kysely } from 'kysely';

import { openDatabase } from '../db/database';
import type { Database } from '../db/schema';
import { PERSONAS } from '../seed/personas';
import { TEST_NOW, testDatabase } from '../testing/test-sandbox';
import { Ledger, LedgerError, type LedgerBalances, type WithdrawalPolicy } from './ledger';

const allowAll: WithdrawalPolicy = () => ({ outcome: 'SUCCESS', limit: null, originalLimit: null, duration: null, resetOn: null });

/**
 * The effect of every row on the buckets, recomputed from the rows alone (the ledger's rule): SUCCESS and
 * COMPLETED rows add their amount to their bucket; a PENDING withdrawal has moved its amount to LOCKED.
 */
async function sumsOf(db: Kysely<Database>, playerId: string): Promise<Record<string, number>> {
  const rows = await db.selectFrom('transactions').select(['type', 'status', 'bucket', 'amount']).where('player_id', '=', playerId).execute();
  const sums: Record<string, number> = { MAIN: 0, LOCKED: 0, BONUS_CASINO: 0, BONUS_LIVE_CASINO: 0, BONUS_SPORTS: 0 };
  for (const row of rows) {
    if (row.status === 'SUCCESS' || row.status === 'COMPLETED') sums[row.bucket] = (sums[row.bucket] ?? 0) + row.amount;
    if (row.type === 'WITHDRAW' && row.status === 'PENDING') {
      sums.MAIN = (sums.MAIN ?? 0) + row.amount;
      sums.LOCKED = (sums.LOCKED ?? 0) - row.amount;
    }
  }
  return sums;
}

const bucketsOf = (balances: LedgerBalances | null) =>
  balances && { MAIN: balances.main, LOCKED: balances.locked, BONUS_CASINO: balances.bonusCasino, BONUS_LIVE_CASINO: balances.bonusLiveCasino, BONUS_SPORTS: balances.bonusSports };

describe('Ledger (spec 001 §3 Wallet and transactions)', () => {
  let db: Kysely<Database>;
  let now: Date;
  let ledger: Ledger;
  const changes: Array<[string, LedgerBalances]> = [];

  beforeEach(async () => {
    db = (await testDatabase()).db;
    await sql`truncate transactions, wallets, players, sandbox_state cascade`.execute(db);
    now = TEST_NOW;
    changes.length = 0;
    ledger = new Ledger({ db, now: () => now, withdrawalPolicy: allowAll });
    ledger.onChange((email, balances) => changes.push([email, balances]));
    await ledger.ensureSeeded();
  });

  it('seeds every persona so that each balance is the sum of its ledger rows', async () => {
    for (const persona of PERSONAS) {
      const balances = await ledger.balances(persona.email);
      expect(bucketsOf(balances)).toEqual(await sumsOf(db, persona.playerId));
      expect(balances?.main).toBe(persona.balance.main);
    }
    expect(bucketsOf(await ledger.balances('pending@sandbox.test'))).toMatchObject({ MAIN: 100_00, LOCKED: 50_00 });
    expect(await ledger.depositCount('anna@sandbox.test')).toBe(3);
    expect(await ledger.depositCount('nora@sandbox.test')).toBe(0);
    expect((await ledger.view('nora@sandbox.test'))?.transactions).toEqual([]);
    const anna = await ledger.view('anna@sandbox.test');
    expect(anna?.transactions.at(-1)).toMatchObject({ type: 'DEPOSIT', category: 'ADJUSTMENT', status: 'SUCCESS', amount: 62_50 });
  });

  it('credits a deposit only when it settles SUCCESS, once however often the outcome is replayed', async () => {
    const deposit = await ledger.requestDeposit('nora@sandbox.test', { amount: 25_00, paymentMethod: 'TRUSTLY', idempotencyKey: 'k-1' });
    expect(deposit).toMatchObject({ status: 'PENDING', amount: 25_00, currency: 'EUR', created: true, expiresAt: '2026-03-10T12:30:00.000Z' });
    expect((await ledger.balances('nora@sandbox.test'))?.main).toBe(0);
    expect(changes).toEqual([]);

    expect(await ledger.settleDeposit(deposit.referenceId, 'SUCCESS')).toMatchObject({ status: 'SUCCESS', changed: true });
    expect(await ledger.settleDeposit(deposit.referenceId, 'SUCCESS')).toMatchObject({ status: 'SUCCESS', changed: false });
    expect((await ledger.balances('nora@sandbox.test'))?.main).toBe(25_00);
    expect(changes).toEqual([['nora@sandbox.test', expect.objectContaining({ main: 25_00 })]]);
    await expect(ledger.settleDeposit(deposit.referenceId, 'FAILED')).rejects.toMatchObject({ status: 409, code: 'error.deposit.already_settled' });
    await expect(ledger.settleDeposit('DEP-nothing', 'SUCCESS')).rejects.toMatchObject({ status: 404 });
    expect(await ledger.depositCount('nora@sandbox.test')).toBe(1);
    expect(await ledger.recentDepositMethods('nora@sandbox.test')).toEqual(['TRUSTLY']);
  });

  it('answers the same deposit for the same idempotency key, and refuses the key for another request', async () => {
    const first = await ledger.requestDeposit('ulla@sandbox.test', { amount: 10_00, paymentMethod: 'SKRILL', idempotencyKey: 'same' });
    const again = await ledger.requestDeposit('ulla@sandbox.test', { amount: 10_00, paymentMethod: 'SKRILL', idempotencyKey: 'same' });
    expect(again).toEqual({ ...first, created: false });
    await expect(ledger.requestDeposit('ulla@sandbox.test', { amount: 20_00, paymentMethod: 'SKRILL', idempotencyKey: 'same' })).rejects.toMatchObject({ status: 409, code: 'error.idempotency.key_reused' });
    // Another player may use the same key.
    expect((await ledger.requestDeposit('anna@sandbox.test', { amount: 10_00, paymentMethod: 'SKRILL', idempotencyKey: 'same' })).created).toBe(true);
    const rows = await db.selectFrom('transactions').select('reference_id').where('idempotency_key', '=', 'same').execute();
    expect(rows).toHaveLength(2);
  });

  it('cancels a deposit still PENDING after 30 minutes of the sandbox clock, and then refuses to settle it', async () => {
    const deposit = await ledger.requestDeposit('nora@sandbox.test', { amount: 25_00, paymentMethod: 'TRUSTLY', idempotencyKey: 'abandoned' });
    now = new Date(TEST_NOW.getTime() + 29 * 60_000);
    expect((await ledger.deposit(deposit.referenceId))?.status).toBe('PENDING');
    now = new Date(TEST_NOW.getTime() + 30 * 60_000);
    expect((await ledger.deposit(deposit.referenceId))?.status).toBe('CANCELLED');
    await expect(ledger.settleDeposit(deposit.referenceId, 'SUCCESS')).rejects.toMatchObject({ status: 409 });
    expect((await ledger.balances('nora@sandbox.test'))?.main).toBe(0);
  });

  it('moves a withdrawal from MAIN to LOCKED, then back on cancel or out on payout', async () => {
    const withdrawal = await ledger.requestWithdrawal('anna@sandbox.test', { amount: 50_00, idempotencyKey: 'w-1' });
    expect(withdrawal).toMatchObject({ amount: 50_00, currency: 'EUR', status: 'PENDING', created: true });
    expect(bucketsOf(await ledger.balances('anna@sandbox.test'))).toMatchObject({ MAIN: 200_00, LOCKED: 50_00 });
    await expect(ledger.requestWithdrawal('anna@sandbox.test', { amount: 10_00, idempotencyKey: 'w-2' })).rejects.toMatchObject({ status: 409, code: 'error.withdrawal.pending_exists' });
    expect(await ledger.requestWithdrawal('anna@sandbox.test', { amount: 50_00, idempotencyKey: 'w-1' })).toMatchObject({ pendingWithdrawalId: withdrawal.pendingWithdrawalId, created: false });

    await expect(ledger.cancelWithdrawal('anna@sandbox.test', { pendingWithdrawalId: withdrawal.pendingWithdrawalId, amount: 40_00, cancelByPlayer: true, idempotencyKey: 'c-0' })).rejects.toMatchObject({ code: 'error.withdrawal.amount_mismatch' });
    const back = await ledger.cancelWithdrawal('anna@sandbox.test', { pendingWithdrawalId: withdrawal.pendingWithdrawalId, amount: 50_00, cancelByPlayer: true, idempotencyKey: 'c-1' });
    expect(bucketsOf(back)).toMatchObject({ MAIN: 250_00, LOCKED: 0 });
    // The same cancellation again moves nothing.
    expect(bucketsOf(await ledger.cancelWithdrawal('anna@sandbox.test', { pendingWithdrawalId: withdrawal.pendingWithdrawalId, amount: 50_00, cancelByPlayer: true, idempotencyKey: 'c-1' }))).toMatchObject({ MAIN: 250_00 });

    await ledger.requestWithdrawal('anna@sandbox.test', { amount: 70_00, idempotencyKey: 'w-3' });
    expect(await ledger.payoutWithdrawal('anna@sandbox.test')).toMatchObject({ amount: 70_00, status: 'COMPLETED' });
    expect(bucketsOf(await ledger.balances('anna@sandbox.test'))).toMatchObject({ MAIN: 180_00, LOCKED: 0 });
    await expect(ledger.payoutWithdrawal('anna@sandbox.test')).rejects.toMatchObject({ status: 404, code: 'error.withdrawal.not_found' });
    expect(bucketsOf(await ledger.balances('anna@sandbox.test'))).toEqual(await sumsOf(db, 'sandbox-anna'));
  });

  it('lets a player cancel withdrawals 3 times a sandbox day, then answers error.withdrawal.cancel.limit_reached', async () => {
    const cancelOnce = async (n: number) => {
      const withdrawal = await ledger.requestWithdrawal('ulla@sandbox.test', { amount: 5_00, idempotencyKey: `w-${n}` });
      return ledger.cancelWithdrawal('ulla@sandbox.test', { pendingWithdrawalId: withdrawal.pendingWithdrawalId, amount: 5_00, cancelByPlayer: true, idempotencyKey: `c-${n}` });
    };
    for (let n = 1; n <= 3; n += 1) await cancelOnce(n);
    const error = await cancelOnce(4).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(LedgerError);
    expect(error).toMatchObject({ status: 400, code: 'error.withdrawal.cancel.limit_reached' });
    expect(bucketsOf(await ledger.balances('ulla@sandbox.test'))).toMatchObject({ MAIN: 35_00, LOCKED: 5_00 });
    // The operator may still cancel it; the next sandbox day the player may again.
    const pending = await ledger.pendingWithdrawal('ulla@sandbox.test');
    await ledger.cancelWithdrawal('ulla@sandbox.test', { pendingWithdrawalId: pending!.pendingWithdrawalId, amount: 5_00, cancelByPlayer: false, idempotencyKey: 'op' });
    now = new Date('2026-03-11T00:00:01Z');
    await cancelOnce(5);
    expect(bucketsOf(await ledger.balances('ulla@sandbox.test'))).toMatchObject({ MAIN: 40_00, LOCKED: 0 });
  });

  it('refuses a withdrawal the policy refuses, and writes nothing', async () => {
    const refusing = new Ledger({ db, now: () => now, withdrawalPolicy: () => ({ outcome: 'DOCUMENTS_REQUIRED', limit: null, originalLimit: null, duration: null, resetOn: null }) });
    await expect(refusing.requestWithdrawal('anna@sandbox.test', { amount: 10_00, idempotencyKey: 'x' })).rejects.toMatchObject({ status: 403, code: 'DOCUMENTS_REQUIRED' });
    expect(await db.selectFrom('transactions').select('id').where('idempotency_key', '=', 'x').execute()).toEqual([]);
    expect((await ledger.balances('anna@sandbox.test'))?.main).toBe(250_00);
  });

  it('plays a round as BET and WIN rows, refusing a stake above MAIN', async () => {
    const after = await ledger.play('ulla@sandbox.test', { gameId: 'g', stake: 1_00, win: 5_00 });
    expect(after.main).toBe(44_00);
    await expect(ledger.play('nora@sandbox.test', { gameId: 'g', stake: 10, win: 0 })).rejects.toMatchObject({ status: 402, code: 'INSUFFICIENT_FUNDS' });
    expect(await ledger.netPosition('ulla@sandbox.test')).toEqual({ netPosition: 20_00, winLoss: 4_00 });
  });

  it('pages and filters transactions newest first', async () => {
    for (let n = 0; n < 12; n += 1) {
      now = new Date(TEST_NOW.getTime() + n * 60_000);
      await ledger.play('anna@sandbox.test', { gameId: 'g', stake: 10, win: 0 });
    }
    const first = await ledger.transactions('anna@sandbox.test', { limit: 10, position: 0 });
    expect(first).toHaveLength(10);
    expect(first[0]?.transactionDate).toBe('2026-03-10T12:11:00.000Z');
    const second = await ledger.transactions('anna@sandbox.test', { limit: 10, position: 10 });
    expect(second.map((row) => row.type)).toEqual(['BET', 'BET', 'DEPOSIT', 'DEPOSIT', 'DEPOSIT', 'DEPOSIT']);
    expect(await ledger.transactions('anna@sandbox.test', { limit: 10, position: 0, category: 'PAYMENT' })).toHaveLength(3);
    expect(await ledger.transactions('anna@sandbox.test', { limit: 100, position: 0, from: '2026-03-10T12:05:00Z', to: '2026-03-10T12:07:00Z' })).toHaveLength(3);
    expect(await ledger.transactions('anna@sandbox.test', { limit: 100, position: 0, status: 'PENDING' })).toEqual([]);
  });

  it('keeps balance = sum of the ledger, never below zero, under 50 simultaneous deposits and withdrawals', async () => {
    const deposits = await Promise.all(Array.from({ length: 25 }, (_, n) => ledger.requestDeposit('ulla@sandbox.test', { amount: 3_00, paymentMethod: 'SKRILL', idempotencyKey: `d-${n}` })));
    const moves = [
      ...deposits.map((deposit) => ledger.settleDeposit(deposit.referenceId, 'SUCCESS')),
      ...Array.from({ length: 25 }, (_, n) =>
        (async () => {
          // A withdrawal, its cancellation or payout: each one a move on the same wallet.
          const withdrawal = await ledger.requestWithdrawal('ulla@sandbox.test', { amount: 7_00, idempotencyKey: `w-${n}` });
          if (n % 2 === 0) await ledger.payoutWithdrawal('ulla@sandbox.test');
          return withdrawal;
        })(),
      ),
      ...Array.from({ length: 25 }, (_, n) => ledger.play('ulla@sandbox.test', { gameId: 'g', stake: 2_00, win: n % 3 === 0 ? 4_00 : 0 })),
    ];
    const results = await Promise.allSettled(moves);
    // Some withdrawals are refused (one pending at a time, or not enough funds): never half-written.
    for (const result of results) if (result.status === 'rejected') expect(result.reason).toBeInstanceOf(LedgerError);
    const balances = await ledger.balances('ulla@sandbox.test');
    expect(bucketsOf(balances)).toEqual(await sumsOf(db, 'sandbox-ulla'));
    expect(balances!.main).toBeGreaterThanOrEqual(0);
    expect(balances!.locked).toBeGreaterThanOrEqual(0);
    // Every balance the socket heard of was non-negative too.
    expect(changes.every(([, heard]) => heard.main >= 0 && heard.locked >= 0)).toBe(true);
    const rows = await db.selectFrom('transactions').select(['balance_after_transaction']).where('player_id', '=', 'sandbox-ulla').execute();
    expect(rows.every((row) => row.balance_after_transaction >= 0)).toBe(true);
  });

  it('refuses a negative balance in the database itself (CHECK constraint)', async () => {
    await expect(db.updateTable('wallets').set({ main: -1 }).where('player_id', '=', 'sandbox-anna').execute()).rejects.toThrow(/check constraint/i);
  });
});

describe('Ledger on disk', () => {
  it('keeps every balance when the database is closed and opened again on the same folder', async () => {
    const folder = await mkdtemp(join(tmpdir(), 'sandbox-ledger-'));
    // A folder whose parent does not exist yet, as in a fresh clone (.sandbox-state/pgdata).
    const dataDir = join(folder, 'state', 'pgdata');
    try {
      const first = await openDatabase({ dataDir });
      const ledger = new Ledger({ db: first.db, now: () => TEST_NOW, withdrawalPolicy: allowAll });
      await ledger.ensureSeeded();
      const deposit = await ledger.requestDeposit('nora@sandbox.test', { amount: 12_34, paymentMethod: 'TRUSTLY', idempotencyKey: 'disk' });
      await ledger.settleDeposit(deposit.referenceId, 'SUCCESS');
      await ledger.requestWithdrawal('anna@sandbox.test', { amount: 1_00, idempotencyKey: 'disk' });
      const before = await Promise.all(PERSONAS.map((persona) => ledger.balances(persona.email)));
      await first.close();

      const second = await openDatabase({ dataDir });
      const reopened = new Ledger({ db: second.db, now: () => TEST_NOW, withdrawalPolicy: allowAll });
      await reopened.ensureSeeded();
      expect(await Promise.all(PERSONAS.map((persona) => reopened.balances(persona.email)))).toEqual(before);
      expect((await reopened.balances('nora@sandbox.test'))?.main).toBe(12_34);
      expect(await reopened.pendingWithdrawal('anna@sandbox.test')).toMatchObject({ amount: 1_00 });
      await second.close();
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
    // Two on-disk databases, the first with PGlite's initdb: seconds on a quiet machine, a minute on a busy one.
  }, 180_000);
});
