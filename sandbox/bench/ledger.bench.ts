/**
 * How long the ledger takes for 1,000 money moves (issue 14: under 5 s on the team's machine). Not a
 * timed test: it prints figures. `npx pnpm@10.34.8 --filter @casino/sandbox bench:ledger`; `-- --memory`
 * uses an in-memory database instead of a folder on disk; DATABASE_URL measures a Postgres server.
 *
 * A money move is one ledger call that is one database transaction locking the wallet row: 400 game
 * rounds, 200 deposit requests and their 200 settlements, 100 withdrawals and their 100 cancellations or
 * payouts, one after the other for one player; then the same again 50 at a time.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { sql } from 'kysely';

import { openDatabase } from '../src/db/database';
import { Ledger } from '../src/ledger/ledger';

const MOVES = 1_000;
const EMAIL = 'anna@sandbox.test';

async function main(): Promise<void> {
  const memory = process.argv.includes('--memory');
  const url = process.env.DATABASE_URL || undefined;
  const dataDir = memory || url ? undefined : await mkdtemp(join(tmpdir(), 'ledger-bench-'));
  const database = await openDatabase({ url, dataDir });
  const now = () => new Date();
  const ledger = new Ledger({ db: database.db, now, withdrawalPolicy: () => ({ outcome: 'SUCCESS', limit: null, originalLimit: null, duration: null, resetOn: null }) });
  try {
    await ledger.reset();
    let key = 0;
    /** The 1,000 moves as 500 pairs: every pair is two moves. */
    const pair = async (n: number): Promise<void> => {
      if (n % 5 < 2) {
        await ledger.play(EMAIL, { gameId: 'bench', stake: 1_00, win: n % 2 ? 2_00 : 0 });
        await ledger.play(EMAIL, { gameId: 'bench', stake: 50, win: 0 });
      } else if (n % 5 < 4) {
        const deposit = await ledger.requestDeposit(EMAIL, { amount: 10_00, paymentMethod: 'TRUSTLY', idempotencyKey: `bench-${(key += 1)}` });
        await ledger.settleDeposit(deposit.referenceId, 'SUCCESS');
      } else {
        const withdrawal = await ledger.requestWithdrawal(EMAIL, { amount: 5_00, idempotencyKey: `bench-${(key += 1)}` });
        if (n % 2) await ledger.payoutWithdrawal(EMAIL);
        else await ledger.cancelWithdrawal(EMAIL, { pendingWithdrawalId: withdrawal.pendingWithdrawalId, amount: 5_00, cancelByPlayer: false, idempotencyKey: `bench-${(key += 1)}` });
      }
    };

    let started = performance.now();
    for (let n = 0; n < MOVES / 2; n += 1) await pair(n);
    const sequential = performance.now() - started;

    // The same moves 50 at a time (withdrawals one at a time per player, so those pairs stay in order).
    started = performance.now();
    for (let n = 0; n < MOVES / 2; n += 25) await Promise.all(Array.from({ length: 25 }, (_, offset) => pair(n + offset).catch(() => undefined)));
    const concurrent = performance.now() - started;

    // A yardstick for the machine's speed at the time: the plainest transaction, one insert.
    await sql`create temporary table bench_baseline (id serial primary key, n int8)`.execute(database.db);
    started = performance.now();
    for (let n = 0; n < MOVES; n += 1) await database.db.transaction().execute((trx) => sql`insert into bench_baseline (n) values (${n})`.execute(trx));
    const baseline = performance.now() - started;

    const balances = await ledger.balances(EMAIL);
    const rows = await database.db.selectFrom('transactions').select(['amount', 'status']).where('player_id', '=', 'sandbox-anna').execute();
    const settled = rows.filter((row) => row.status === 'SUCCESS' || row.status === 'COMPLETED').reduce((sum, row) => sum + row.amount, 0);
    const total = balances ? balances.main + balances.locked + balances.bonusCasino + balances.bonusLiveCasino + balances.bonusSports : NaN;
    console.log(`ledger bench on ${database.description}, Node ${process.version}`);
    console.log(`  ${MOVES} money moves one after the other: ${Math.round(sequential)} ms (${(sequential / MOVES).toFixed(2)} ms a move)`);
    console.log(`  ${MOVES} money moves 50 at a time:        ${Math.round(concurrent)} ms (${(concurrent / MOVES).toFixed(2)} ms a move)`);
    console.log(`  yardstick, ${MOVES} one-insert transactions:   ${Math.round(baseline)} ms (${(baseline / MOVES).toFixed(2)} ms each)`);
    console.log(`  ${rows.length} rows; balance ${total} = sum of settled rows ${settled}: ${total === settled ? 'yes' : 'NO'}`);
    if (total !== settled) process.exitCode = 1;
  } finally {
    await database.close();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
