import { randomUUID } from 'node:crypto';

import { formatMinorMoney } from '@casino/shared/money';
import type { Deposit, NetPosition, PaymentMethod, PendingWithdrawal, Transaction, WithdrawalLimitCheck } from '@casino/shared/wire';
import { sql, type Insertable, type Kysely, type Transaction as DbTransaction } from 'kysely';

import type { Database, LedgerBucket, NewTransaction, PlayersTable, TransactionRow, WalletRow, WalletsTable } from '../db/schema';
import { normaliseEmail, PERSONAS, type Persona } from '../seed/personas';
import { seedRows } from './seed-ledger';
import { WITHDRAWAL_ALLOWED, type PastWithdrawal } from './withdrawal-eligibility';

/** A wallet's balances, in minor units (spec 001 §3 Wallet: MAIN, LOCKED, BONUS per vertical). */
export interface LedgerBalances {
  currency: string;
  main: number;
  locked: number;
  bonusCasino: number;
  bonusLiveCasino: number;
  bonusSports: number;
}

/**
 * A refusal of the ledger: `status` is the HTTP status the routes answer, `code` the platform code
 * (spec 001 §8, e.g. `error.withdrawal.cancel.limit_reached`), `message` a sentence for people.
 */
export class LedgerError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'LedgerError';
  }
}

/** What the withdrawal policy reads about a player's money, minor units. */
export interface WithdrawalFacts {
  currency: string;
  mainBalance: number;
  /** Every PENDING and COMPLETED withdrawal (amounts positive). */
  withdrawals: PastWithdrawal[];
}

/** Decides a withdrawal's eligibility (`decideWithdrawal` with the player's profile and limits). */
export type WithdrawalPolicy = (email: string, amount: number, facts: WithdrawalFacts) => WithdrawalLimitCheck;

export interface LedgerOptions {
  db: Kysely<Database>;
  /** The sandbox clock. */
  now: () => Date;
  withdrawalPolicy: WithdrawalPolicy;
  /** Minutes of the sandbox clock after which a deposit still PENDING is CANCELLED (default 30). */
  depositExpiryMinutes?: number;
  /** Player cancellations of withdrawals allowed per sandbox day (UTC), default 3. */
  cancellationsPerDay?: number;
}

/**
 * What the bonus engine may do to a player's wallet inside a money move (issue 17): read a bucket, and
 * post a SUCCESS row of a signed `amount` (minor units) to a bucket, which moves the balance with it in
 * the same database transaction (never below zero: 409 `error.wallet.negative_balance`).
 */
export interface WalletOps {
  readonly playerId: string;
  readonly email: string;
  readonly currency: string;
  balance(bucket: LedgerBucket): number;
  post(row: { bucket: LedgerBucket; amount: number; type: Transaction['type']; category: Transaction['category']; metadata?: Record<string, unknown> }): Promise<void>;
}

/** How a round may be paid (`LedgerBonusHooks.planRound`): the BONUS bucket that may pay what MAIN cannot, and a free spin to use instead of a stake. */
export interface RoundPlan {
  bonusBucket: LedgerBucket | null;
  freeSpin: { assignmentId: string; spinValue: number } | null;
}

/** A round as it was paid: minor units; `fromBonus` the part of the stake the BONUS bucket paid; `winBucket` where the win went. */
export interface PlayedRound {
  gameId: string;
  vertical: 'CASINO' | 'LIVE_CASINO';
  stake: number;
  fromMain: number;
  fromBonus: number;
  win: number;
  winBucket: LedgerBucket;
  freeSpinAssignmentId: string | null;
}

/**
 * The bonus engine's part in the ledger's money moves (issue 17), run inside their database
 * transactions with the wallet locked: a successful deposit (qualifying deposit bonuses), a game
 * round (bonus money paying stakes, free spins, wagering progress, conversion), and a withdrawal request
 * about to be written (`withdrawalRequested`: it refuses by throwing, so the transaction rolls back and
 * nothing is written, not even the request's `Idempotency-Key`).
 */
export interface LedgerBonusHooks {
  depositSucceeded(trx: Tx, wallet: WalletOps, deposit: { referenceId: string; amount: number; bonusId: string | null }): Promise<void>;
  planRound(trx: Tx, wallet: WalletOps, round: { gameId: string; vertical: PlayedRound['vertical']; freeSpinAssignmentId: string | null }): Promise<RoundPlan>;
  roundPlayed(trx: Tx, wallet: WalletOps, round: PlayedRound): Promise<void>;
  withdrawalRequested(trx: Tx, wallet: WalletOps, withdrawal: { amount: number; language: string }): Promise<void>;
}

/** `GET /__sandbox/players/:email/ledger` answer: straight from the database, minor units. */
export interface LedgerView {
  balances: { main: number; locked: number; bonus: { casino: number; liveCasino: number; sports: number } };
  transactions: Array<Pick<Transaction, 'referenceId' | 'type' | 'category' | 'status' | 'amount' | 'balanceAfterTransaction' | 'transactionDate'>>;
}

/** A filter of `transactions` (spec 001 §3 History state; §7 GET transactions). */
export interface TransactionFilter {
  limit: number;
  position: number;
  category?: Transaction['category'];
  status?: Transaction['status'];
  from?: string;
  to?: string;
}

/** A database transaction of the sandbox database. */
export type Tx = DbTransaction<Database>;

const COLUMN: Record<LedgerBucket, 'main' | 'locked' | 'bonus_casino' | 'bonus_live_casino' | 'bonus_sports'> = {
  MAIN: 'main',
  LOCKED: 'locked',
  BONUS_CASINO: 'bonus_casino',
  BONUS_LIVE_CASINO: 'bonus_live_casino',
  BONUS_SPORTS: 'bonus_sports',
};

const balancesOf = (wallet: WalletRow, currency: string): LedgerBalances => ({
  currency,
  main: wallet.main,
  locked: wallet.locked,
  bonusCasino: wallet.bonus_casino,
  bonusLiveCasino: wallet.bonus_live_casino,
  bonusSports: wallet.bonus_sports,
});

const toWire = (row: TransactionRow): Transaction => ({
  referenceId: row.reference_id,
  playerId: row.player_id,
  walletId: row.wallet_id,
  type: row.type as Transaction['type'],
  category: row.category as Transaction['category'],
  status: row.status as Transaction['status'],
  amount: row.amount,
  balanceAfterTransaction: row.balance_after_transaction,
  transactionDate: row.transaction_date.toISOString(),
});

/** The kinds of generated history rows (`addHistory`): `minor` is the smallest amount in minor units. */
interface HistoryKind {
  type: Transaction['type'];
  category: Transaction['category'];
  status: Transaction['status'];
  amountSign: 1 | -1;
  minor: number;
}
const HISTORY_DEPOSIT: HistoryKind = { type: 'DEPOSIT', category: 'PAYMENT', status: 'SUCCESS', amountSign: 1, minor: 2_000 };
const HISTORY_KINDS: readonly HistoryKind[] = [
  { type: 'BET', category: 'CASINO', status: 'SUCCESS', amountSign: -1, minor: 100 },
  { type: 'WIN', category: 'CASINO', status: 'SUCCESS', amountSign: 1, minor: 100 },
  { type: 'BET', category: 'LIVE_CASINO', status: 'SUCCESS', amountSign: -1, minor: 500 },
  { type: 'WIN', category: 'LIVE_CASINO', status: 'SUCCESS', amountSign: 1, minor: 500 },
  { type: 'BET', category: 'SPORTS', status: 'SUCCESS', amountSign: -1, minor: 200 },
  { type: 'WIN', category: 'SPORTS', status: 'SUCCESS', amountSign: 1, minor: 200 },
  HISTORY_DEPOSIT,
  { type: 'WITHDRAW', category: 'PAYMENT', status: 'COMPLETED', amountSign: -1, minor: 2_000 },
];

/** A player's wallet row, locked for the rest of the database transaction, with the player's currency. */
interface LockedWallet {
  wallet: WalletRow;
  playerId: string;
  currency: string;
  email: string;
}

/**
 * The sandbox's ledger (spec 001 §3 Wallet and transactions, issue 14): players, their wallets and every
 * money move, in the sandbox database. Every move is one database transaction that locks the wallet row
 * (`SELECT … FOR UPDATE`), writes or updates its transaction row and the new balances together; no
 * balance goes below zero (checked here, and by a CHECK constraint). A row's `amount` is signed (credit
 * positive), in minor units; its status changes in place (PENDING → SUCCESS / FAILED / CANCELLED /
 * COMPLETED). A wallet's balances are always the sum of its rows' effects:
 * - a SUCCESS or COMPLETED row adds `amount` to its bucket (a COMPLETED withdrawal has left MAIN);
 * - a PENDING withdrawal has moved its amount from MAIN to LOCKED; a PENDING deposit moves nothing yet;
 * - FAILED and CANCELLED rows move nothing.
 *
 * After every change of balances `onChange(email, balances)` listeners run (the server pushes
 * WALLET_BALANCE). Methods take the player's e-mail (any case) and throw `LedgerError`.
 */
export class Ledger {
  private readonly db: Kysely<Database>;
  private readonly now: () => Date;
  private readonly policy: WithdrawalPolicy;
  private readonly expiryMs: number;
  private readonly cancellationsPerDay: number;
  private readonly listeners: Array<(email: string, balances: LedgerBalances) => void> = [];
  private bonusHooks: LedgerBonusHooks | null = null;

  constructor(options: LedgerOptions) {
    this.db = options.db;
    this.now = options.now;
    this.policy = options.withdrawalPolicy;
    this.expiryMs = (options.depositExpiryMinutes ?? 30) * 60_000;
    this.cancellationsPerDay = options.cancellationsPerDay ?? 3;
  }

  /** Lets the bonus engine take part in deposits and rounds (issue 17); without it, neither touches bonuses. */
  useBonusHooks(hooks: LedgerBonusHooks): void {
    this.bonusHooks = hooks;
  }

  /**
   * Runs a bonus money move (issue 17: a claim's credit, a forfeit, an expiry, a conversion, a cashback):
   * `work` gets the locked wallet's `WalletOps`; WALLET_BALANCE is pushed after the commit when it posted a row.
   */
  async bonusMove<T>(email: string, work: (trx: Tx, wallet: WalletOps) => Promise<T>): Promise<T> {
    return this.move(email, async (trx, locked) => {
      const ops = this.opsOf(trx, locked);
      const result = await work(trx, ops);
      return { result, changed: ops.posted() > 0 };
    });
  }

  /** Calls `listener` with the new balances after every change of a player's balances. */
  onChange(listener: (email: string, balances: LedgerBalances) => void): void {
    this.listeners.push(listener);
  }

  /**
   * Gives every persona that has no player row yet its player, wallet and seeded rows (a fresh database, or a
   * persona added since); answers the personas seeded now.
   */
  async ensureSeeded(): Promise<readonly Persona[]> {
    const known = new Set((await this.db.selectFrom('players').select('email').execute()).map((row) => row.email));
    const missing = PERSONAS.filter((persona) => !known.has(persona.email));
    if (missing.length === 0) return missing;
    await this.db.transaction().execute((trx) => this.seedPersonas(trx, missing));
    return missing;
  }

  /**
   * Opens the ledger account of a player who just signed up (issue 15): the player row and a wallet with
   * every bucket at 0, so the cashier works for them. `run` may add rows that reference the player in the
   * same database transaction (the registration); a player with that e-mail or id already there is refused
   * by the unique constraints, and nothing is written.
   */
  async openAccount(player: { playerId: string; email: string; currency: string; market: string }, run: (trx: Tx) => Promise<void>): Promise<void> {
    const now = this.now();
    await this.db.transaction().execute(async (trx) => {
      await trx.insertInto('players').values({ id: player.playerId, email: normaliseEmail(player.email), currency: player.currency, market: player.market, created_at: now }).execute();
      await trx
        .insertInto('wallets')
        .values({ id: `wallet-${player.playerId}`, player_id: player.playerId, main: 0, locked: 0, bonus_casino: 0, bonus_live_casino: 0, bonus_sports: 0, updated_at: now })
        .execute();
      await run(trx);
    });
  }

  /** Returns the ledger to the seed (`POST /__sandbox/reset`): every player, wallet and row replaced by the seeded ones. */
  async reset(): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      await trx.deleteFrom('transactions').execute();
      await trx.deleteFrom('wallets').execute();
      await trx.deleteFrom('players').execute();
      await this.seedPersonas(trx, PERSONAS);
    });
    for (const persona of PERSONAS) {
      const balances = await this.balances(persona.email);
      if (balances) this.emit(persona.email, balances);
    }
  }

  /** The player's balances in minor units, or null when the player has no wallet (spec 001 §4: a 404). */
  async balances(email: string): Promise<LedgerBalances | null> {
    const row = await this.db
      .selectFrom('wallets')
      .innerJoin('players', 'players.id', 'wallets.player_id')
      .selectAll('wallets')
      .select('players.currency')
      .where('players.email', '=', normaliseEmail(email))
      .executeTakeFirst();
    return row ? balancesOf(row, row.currency) : null;
  }

  /**
   * Starts a deposit (spec 001 §7 POST deposit/request): a PENDING row whose amount is not credited until
   * the provider settles it. The same `idempotencyKey` again answers the same deposit (money moves once);
   * reusing a key for another amount or method is 409 `error.idempotency.key_reused`.
   *
   * @param amount minor units, positive.
   * @returns the deposit, with `created` false when the key had been used.
   */
  async requestDeposit(email: string, request: { amount: number; paymentMethod: PaymentMethod; bonusId?: string; idempotencyKey: string }): Promise<LedgerDeposit & { created: boolean }> {
    return this.move<LedgerDeposit & { created: boolean }>(email, async (trx, locked) => {
      const existing = await trx.selectFrom('transactions').selectAll().where('player_id', '=', locked.playerId).where('idempotency_key', '=', request.idempotencyKey).executeTakeFirst();
      if (existing) {
        if (existing.type !== 'DEPOSIT' || existing.amount !== request.amount || existing.payment_method !== request.paymentMethod) {
          throw new LedgerError(409, 'error.idempotency.key_reused', 'This Idempotency-Key was used for another request');
        }
        return { result: { ...depositOf(existing, locked.currency), created: false }, changed: false };
      }
      const now = this.now();
      const row = await trx
        .insertInto('transactions')
        .values({
          reference_id: `DEP-${randomUUID()}`,
          player_id: locked.playerId,
          wallet_id: locked.wallet.id,
          type: 'DEPOSIT',
          category: 'PAYMENT',
          status: 'PENDING',
          amount: request.amount,
          bucket: 'MAIN',
          balance_after_transaction: locked.wallet.main,
          transaction_date: now,
          updated_at: now,
          payment_method: request.paymentMethod,
          idempotency_key: request.idempotencyKey,
          expires_at: new Date(now.getTime() + this.expiryMs),
          metadata: JSON.stringify(request.bonusId ? { bonusId: request.bonusId } : {}),
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      return { result: { ...depositOf(row, locked.currency), created: true }, changed: false };
    });
  }

  /** Whether the player has already used this `Idempotency-Key` (its request is then answered again, not checked again). */
  async hasIdempotencyKey(email: string, idempotencyKey: string): Promise<boolean> {
    const row = await this.db
      .selectFrom('transactions')
      .innerJoin('players', 'players.id', 'transactions.player_id')
      .select('transactions.id')
      .where('players.email', '=', normaliseEmail(email))
      .where('transactions.idempotency_key', '=', idempotencyKey)
      .executeTakeFirst();
    return row !== undefined;
  }

  /** A deposit by reference (a PENDING one past its time is CANCELLED first), with its player's e-mail; null when unknown. */
  async deposit(referenceId: string): Promise<(LedgerDeposit & { email: string }) | null> {
    await this.expireDeposits();
    const row = await this.db
      .selectFrom('transactions')
      .innerJoin('players', 'players.id', 'transactions.player_id')
      .selectAll('transactions')
      .select(['players.email', 'players.currency'])
      .where('transactions.reference_id', '=', referenceId)
      .where('transactions.type', '=', 'DEPOSIT')
      .where('transactions.category', '=', 'PAYMENT')
      .executeTakeFirst();
    return row ? { ...depositOf(row, row.currency), email: row.email } : null;
  }

  /**
   * Settles a PENDING deposit with the provider's outcome (the webhook): SUCCESS credits MAIN, FAILED
   * credits nothing. Idempotent: a replay with the outcome already recorded changes nothing (the money
   * moved once). 404 `error.deposit.not_found`; 409 `error.deposit.already_settled` when the deposit
   * ended otherwise (another outcome, or CANCELLED because it expired).
   *
   * @returns the deposit, with `changed` false for a replay.
   */
  async settleDeposit(referenceId: string, outcome: 'SUCCESS' | 'FAILED'): Promise<LedgerDeposit & { changed: boolean }> {
    const owner = await this.db
      .selectFrom('transactions')
      .innerJoin('players', 'players.id', 'transactions.player_id')
      .select('players.email')
      .where('reference_id', '=', referenceId)
      .where('type', '=', 'DEPOSIT')
      .where('category', '=', 'PAYMENT')
      .executeTakeFirst();
    if (!owner) throw new LedgerError(404, 'error.deposit.not_found', `No deposit ${referenceId}`);
    return this.move<LedgerDeposit & { changed: boolean }>(owner.email, async (trx, locked) => {
      // Locked too: the lazy expiry updates deposit rows without the wallet's lock.
      let row = await trx.selectFrom('transactions').selectAll().where('reference_id', '=', referenceId).forUpdate().executeTakeFirstOrThrow();
      if (row.status === 'PENDING' && row.expires_at && row.expires_at.getTime() <= this.now().getTime()) {
        // Abandoned past its time: it expires now, as a read would have made it.
        row = await trx.updateTable('transactions').set({ status: 'CANCELLED', updated_at: row.expires_at }).where('id', '=', row.id).returningAll().executeTakeFirstOrThrow();
      }
      if (row.status === outcome) return { result: { ...depositOf(row, locked.currency), changed: false }, changed: false };
      if (row.status !== 'PENDING') throw new LedgerError(409, 'error.deposit.already_settled', `Deposit ${referenceId} is ${row.status}`);
      const main = outcome === 'SUCCESS' ? locked.wallet.main + row.amount : locked.wallet.main;
      if (outcome === 'SUCCESS') await this.setBalances(trx, locked, { main });
      const updated = await trx
        .updateTable('transactions')
        .set({ status: outcome, balance_after_transaction: main, updated_at: this.now() })
        .where('id', '=', row.id)
        .returningAll()
        .executeTakeFirstOrThrow();
      if (outcome === 'SUCCESS' && this.bonusHooks) {
        const bonusId = typeof row.metadata.bonusId === 'string' ? row.metadata.bonusId : null;
        await this.bonusHooks.depositSucceeded(trx, this.opsOf(trx, locked), { referenceId, amount: row.amount, bonusId });
      }
      return { result: { ...depositOf(updated, locked.currency), changed: true }, changed: outcome === 'SUCCESS' };
    });
  }

  /** Cancels every deposit still PENDING past its `expires_at` (abandoned on the provider's page); answers how many. Runs lazily before reads. */
  async expireDeposits(): Promise<number> {
    const result = await this.db
      .updateTable('transactions')
      .set({ status: 'CANCELLED', updated_at: sql<Date>`expires_at` })
      .where('status', '=', 'PENDING')
      .where('type', '=', 'DEPOSIT')
      .where('expires_at', '<=', this.now())
      .executeTakeFirst();
    return Number(result.numUpdatedRows);
  }

  /**
   * Pays out every withdrawal PENDING for at least `delayMinutes` of the sandbox clock (the configured
   * payout delay, `SANDBOX_PAYOUT_DELAY_MINUTES`), each as `payoutWithdrawal` does it (COMPLETED, LOCKED
   * leaves the wallet, WALLET_BALANCE pushed). Answers the e-mails paid out.
   */
  async payOutDue(delayMinutes: number): Promise<string[]> {
    const due = await this.db
      .selectFrom('transactions')
      .innerJoin('players', 'players.id', 'transactions.player_id')
      .select('players.email')
      .where('transactions.status', '=', 'PENDING')
      .where('transactions.type', '=', 'WITHDRAW')
      .where('transactions.category', '=', 'PAYMENT')
      .where('transactions.transaction_date', '<=', new Date(this.now().getTime() - delayMinutes * 60_000))
      .execute();
    const paid: string[] = [];
    for (const { email } of due) {
      try {
        await this.payoutWithdrawal(email);
        paid.push(email);
      } catch (error) {
        // Cancelled by the player between the read and the payout: nothing to pay.
        if (!(error instanceof LedgerError && error.status === 404)) throw error;
      }
    }
    return paid;
  }

  /** What the withdrawal policy decides for `amount` (minor units) now (spec 001 §7 POST withdrawal/limit-check). */
  async checkWithdrawal(email: string, amount: number): Promise<WithdrawalLimitCheck> {
    const player = await this.playerOf(this.db, email);
    const wallet = await this.db.selectFrom('wallets').selectAll().where('player_id', '=', player.id).executeTakeFirstOrThrow();
    return this.policy(player.email, amount, { currency: player.currency, mainBalance: wallet.main, withdrawals: await this.pastWithdrawals(this.db, player.id) });
  }

  /**
   * Asks for a withdrawal (spec 001 §7 POST withdrawal/request): when the policy allows it (SUCCESS or
   * DOCUMENTS_PREFERRED), moves `amount` from MAIN to LOCKED at once with a PENDING row. The policy runs
   * inside the locked transaction, so simultaneous requests cannot pass a limit together. The same
   * `idempotencyKey` again answers the same withdrawal. Refusals: 403 with the outcome as `code`
   * (e.g. NOT_ENOUGH_FUNDS, DOCUMENTS_REQUIRED); 409 `error.withdrawal.pending_exists` when one is pending.
   * Last, when every check of the ledger passed, the bonus hooks' `withdrawalRequested` may refuse it too
   * (a `BonusError`: an active bonus must be forfeited first); `language` is the player's (profile
   * `languageCode`), for the texts of that refusal, English when absent. A refusal writes nothing, so the
   * same key may be asked again later and then withdraws.
   */
  async requestWithdrawal(
    email: string,
    request: { amount: number; paymentMethod?: PaymentMethod; idempotencyKey: string; language?: string },
  ): Promise<PendingWithdrawal & { status: Transaction['status']; created: boolean }> {
    return this.move<PendingWithdrawal & { status: Transaction['status']; created: boolean }>(email, async (trx, locked) => {
      const existing = await trx.selectFrom('transactions').selectAll().where('player_id', '=', locked.playerId).where('idempotency_key', '=', request.idempotencyKey).executeTakeFirst();
      if (existing) {
        if (existing.type !== 'WITHDRAW' || -existing.amount !== request.amount) throw new LedgerError(409, 'error.idempotency.key_reused', 'This Idempotency-Key was used for another request');
        return { result: { ...withdrawalOf(existing, locked.currency), status: existing.status as Transaction['status'], created: false }, changed: false };
      }
      if (await this.pendingRow(trx, locked.playerId)) throw new LedgerError(409, 'error.withdrawal.pending_exists', 'A withdrawal is already pending: cancel it or wait for its payout');
      const check = this.policy(locked.email, request.amount, { currency: locked.currency, mainBalance: locked.wallet.main, withdrawals: await this.pastWithdrawals(trx, locked.playerId) });
      if (!WITHDRAWAL_ALLOWED.has(check.outcome)) throw new LedgerError(403, check.outcome, check.outcome === 'WITHDRAWAL_LIMIT_REACHED' ? 'Your withdrawal limit for this period is reached' : `Withdrawal not allowed: ${check.outcome}`);
      if (request.amount > locked.wallet.main) throw new LedgerError(403, 'NOT_ENOUGH_FUNDS', 'Withdrawal not allowed: NOT_ENOUGH_FUNDS');
      await this.bonusHooks?.withdrawalRequested(trx, this.opsOf(trx, locked), { amount: request.amount, language: request.language ?? 'en' });
      const now = this.now();
      const main = locked.wallet.main - request.amount;
      await this.setBalances(trx, locked, { main, locked: locked.wallet.locked + request.amount });
      const row = await trx
        .insertInto('transactions')
        .values({
          reference_id: `WDR-${randomUUID()}`,
          player_id: locked.playerId,
          wallet_id: locked.wallet.id,
          type: 'WITHDRAW',
          category: 'PAYMENT',
          status: 'PENDING',
          amount: -request.amount,
          bucket: 'MAIN',
          balance_after_transaction: main,
          transaction_date: now,
          updated_at: now,
          payment_method: request.paymentMethod ?? null,
          idempotency_key: request.idempotencyKey,
          expires_at: null,
          metadata: JSON.stringify({ outcome: check.outcome }),
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      return { result: { ...withdrawalOf(row, locked.currency), status: 'PENDING' as const, created: true }, changed: true };
    });
  }

  /** The player's pending withdrawal (spec 001 §7 GET pendingWithdrawal), or null. */
  async pendingWithdrawal(email: string): Promise<PendingWithdrawal | null> {
    const player = await this.playerOf(this.db, email);
    const row = await this.pendingRow(this.db, player.id);
    return row ? withdrawalOf(row, player.currency) : null;
  }

  /**
   * Cancels the pending withdrawal (spec 001 §7 POST withdrawal/cancellation): LOCKED back to MAIN, status
   * CANCELLED. A player (`cancelByPlayer`) may cancel at most `cancellationsPerDay` times per sandbox day
   * (UTC), then 400 `error.withdrawal.cancel.limit_reached` (spec 001 §8). 404 `error.withdrawal.not_found`
   * when `pendingWithdrawalId` is not the pending one; 400 `error.withdrawal.amount_mismatch` when `amount` differs.
   * The same `idempotencyKey` again, after it cancelled, answers the balances and moves nothing.
   */
  async cancelWithdrawal(email: string, request: { pendingWithdrawalId: string; amount: number; cancelByPlayer: boolean; idempotencyKey: string }): Promise<LedgerBalances> {
    return this.move(email, async (trx, locked) => {
      const replayed = await trx
        .selectFrom('transactions')
        .select('id')
        .where('player_id', '=', locked.playerId)
        .where('reference_id', '=', request.pendingWithdrawalId)
        .where(sql<string>`metadata->>'cancelKey'`, '=', request.idempotencyKey)
        .executeTakeFirst();
      if (replayed) return { result: balancesOf(locked.wallet, locked.currency), changed: false };
      const row = await this.pendingRow(trx, locked.playerId);
      if (!row || row.reference_id !== request.pendingWithdrawalId) throw new LedgerError(404, 'error.withdrawal.not_found', `No pending withdrawal ${request.pendingWithdrawalId}`);
      if (-row.amount !== request.amount) throw new LedgerError(400, 'error.withdrawal.amount_mismatch', `The pending withdrawal is ${-row.amount}, not ${request.amount}`);
      const now = this.now();
      if (request.cancelByPlayer) {
        const dayStart = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
        const cancelled = await trx
          .selectFrom('transactions')
          .select((eb) => eb.fn.countAll<number>().as('count'))
          .where('player_id', '=', locked.playerId)
          .where('type', '=', 'WITHDRAW')
          .where('status', '=', 'CANCELLED')
          .where(sql<string>`metadata->>'cancelledBy'`, '=', 'PLAYER')
          .where('updated_at', '>=', dayStart)
          .executeTakeFirstOrThrow();
        if (Number(cancelled.count) >= this.cancellationsPerDay) {
          throw new LedgerError(400, 'error.withdrawal.cancel.limit_reached', `A withdrawal can be cancelled ${this.cancellationsPerDay} times a day`);
        }
      }
      const main = locked.wallet.main - row.amount;
      const balances = await this.setBalances(trx, locked, { main, locked: locked.wallet.locked + row.amount });
      await trx
        .updateTable('transactions')
        .set({ status: 'CANCELLED', balance_after_transaction: main, updated_at: now, metadata: JSON.stringify({ ...row.metadata, cancelledBy: request.cancelByPlayer ? 'PLAYER' : 'OPERATOR', cancelKey: request.idempotencyKey }) })
        .where('id', '=', row.id)
        .execute();
      return { result: balances, changed: true };
    });
  }

  /** Pays out the pending withdrawal (`POST /__sandbox/withdrawals/:email/payout`): LOCKED out, status COMPLETED; 404 `error.withdrawal.not_found` when none is pending. */
  async payoutWithdrawal(email: string): Promise<PendingWithdrawal & { status: 'COMPLETED' }> {
    return this.move(email, async (trx, locked) => {
      const row = await this.pendingRow(trx, locked.playerId);
      if (!row) throw new LedgerError(404, 'error.withdrawal.not_found', 'No pending withdrawal');
      await this.setBalances(trx, locked, { locked: locked.wallet.locked + row.amount });
      const updated = await trx.updateTable('transactions').set({ status: 'COMPLETED', updated_at: this.now() }).where('id', '=', row.id).returningAll().executeTakeFirstOrThrow();
      return { result: { ...withdrawalOf(updated, locked.currency), status: 'COMPLETED' as const }, changed: true };
    });
  }

  /**
   * One round of a game (the stand-in launcher's spin): a BET row of `-stake` and, when `win` > 0, a WIN
   * row, category CASINO (LIVE_CASINO for a live game), SUCCESS, in one database transaction. With the
   * bonus engine (issue 17): the stake is taken from MAIN first, then from the BONUS bucket of the game's
   * vertical when the engine allows it (an active bonus whose excluded games do not include this one), as
   * a second BET row; a win goes to that BONUS bucket when bonus money paid part of the stake, else to
   * MAIN; a free spin (`freeSpinAssignmentId`, still unused) takes no stake and pays its win to MAIN. The
   * engine then counts wagering and may convert. 402 `INSUFFICIENT_FUNDS` when the money that may pay is
   * less than the stake (nothing written).
   *
   * @param stake minor units, positive. @param win minor units, 0 or more.
   */
  async play(email: string, round: { gameId: string; stake: number; win: number; vertical?: PlayedRound['vertical']; freeSpinAssignmentId?: string | null }): Promise<LedgerBalances> {
    return this.move(email, async (trx, locked) => {
      const vertical = round.vertical ?? 'CASINO';
      const ops = this.opsOf(trx, locked);
      const plan: RoundPlan = this.bonusHooks ? await this.bonusHooks.planRound(trx, ops, { gameId: round.gameId, vertical, freeSpinAssignmentId: round.freeSpinAssignmentId ?? null }) : { bonusBucket: null, freeSpin: null };
      const category = vertical;
      const roundId = randomUUID();
      const metadata = { gameId: round.gameId, roundId, ...(plan.freeSpin ? { freeSpin: plan.freeSpin.assignmentId } : {}) };
      let fromMain = 0;
      let fromBonus = 0;
      if (!plan.freeSpin) {
        const bonusAvailable = plan.bonusBucket ? ops.balance(plan.bonusBucket) : 0;
        if (round.stake > locked.wallet.main + bonusAvailable) throw new LedgerError(402, 'INSUFFICIENT_FUNDS', 'Insufficient funds');
        fromMain = Math.min(round.stake, locked.wallet.main);
        fromBonus = round.stake - fromMain;
        if (fromMain > 0) await ops.post({ bucket: 'MAIN', amount: -fromMain, type: 'BET', category, metadata });
        if (fromBonus > 0 && plan.bonusBucket) await ops.post({ bucket: plan.bonusBucket, amount: -fromBonus, type: 'BET', category, metadata });
      }
      const winBucket: LedgerBucket = fromBonus > 0 && plan.bonusBucket ? plan.bonusBucket : 'MAIN';
      if (round.win > 0) await ops.post({ bucket: winBucket, amount: round.win, type: 'WIN', category, metadata });
      if (this.bonusHooks) {
        await this.bonusHooks.roundPlayed(trx, ops, { gameId: round.gameId, vertical, stake: plan.freeSpin ? plan.freeSpin.spinValue : round.stake, fromMain, fromBonus, win: round.win, winBucket, freeSpinAssignmentId: plan.freeSpin?.assignmentId ?? null });
      }
      return { result: balancesOf(locked.wallet, locked.currency), changed: true };
    });
  }

  /**
   * A sports provider's balance update (issue 18 point 6, the user-balance-update webhook): a bet placed in
   * the sportsbook frame debits MAIN (`BET`, a row of `-amount`), a settled winning bet credits it (`WIN`),
   * category SPORTS, SUCCESS, in one database transaction; WALLET_BALANCE follows from `onChange`. The
   * provider's `transactionId` is the row's idempotency key: the same id again answers the same row and
   * moves nothing (`replayed: true`). Refusals write nothing: 402 `INSUFFICIENT_FUNDS` when `amount` is more
   * than MAIN (sports stakes are not paid with bonus money here); 409 `error.idempotency.key_reused` when
   * the id was used for another move; 404 `error.sports.bet_not_found` for a `WIN` of a bet the player has
   * no `BET` row of.
   *
   * @param move.amount minor units, a positive safe integer (the routes check it).
   * @returns the row's reference, the balances after it, and whether it was a replay.
   */
  async sportsMove(
    email: string,
    move: { type: 'BET' | 'WIN'; amount: number; transactionId: string; betId: string; provider: string },
  ): Promise<SportsMoveResult> {
    return this.move<SportsMoveResult>(email, async (trx, locked) => {
      const key = sportsIdempotencyKey(move.provider, move.transactionId);
      const existing = await trx.selectFrom('transactions').selectAll().where('player_id', '=', locked.playerId).where('idempotency_key', '=', key).executeTakeFirst();
      if (existing) {
        const sameMove = existing.type === move.type && Math.abs(existing.amount) === move.amount && existing.metadata.betId === move.betId;
        if (!sameMove) throw new LedgerError(409, 'error.idempotency.key_reused', `Transaction ${move.transactionId} was used for another balance update`);
        return { result: { referenceId: existing.reference_id, balances: balancesOf(locked.wallet, locked.currency), replayed: true }, changed: false };
      }
      if (move.type === 'BET' && move.amount > locked.wallet.main) {
        throw new LedgerError(402, 'INSUFFICIENT_FUNDS', `Insufficient funds: the stake is ${formatMinorMoney(move.amount, locked.currency)} and your balance ${formatMinorMoney(locked.wallet.main, locked.currency)}`);
      }
      if (move.type === 'WIN') {
        const bet = await trx
          .selectFrom('transactions')
          .select('id')
          .where('player_id', '=', locked.playerId)
          .where('type', '=', 'BET')
          .where('category', '=', 'SPORTS')
          .where(sql<string>`metadata->>'betId'`, '=', move.betId)
          .executeTakeFirst();
        if (!bet) throw new LedgerError(404, 'error.sports.bet_not_found', `No sports bet ${move.betId}`);
      }
      const main = locked.wallet.main + (move.type === 'BET' ? -move.amount : move.amount);
      const balances = await this.setBalances(trx, locked, { main });
      const now = this.now();
      const referenceId = `SPB-${randomUUID()}`;
      await trx
        .insertInto('transactions')
        .values({
          reference_id: referenceId,
          player_id: locked.playerId,
          wallet_id: locked.wallet.id,
          type: move.type,
          category: 'SPORTS',
          status: 'SUCCESS',
          amount: move.type === 'BET' ? -move.amount : move.amount,
          bucket: 'MAIN',
          balance_after_transaction: main,
          transaction_date: now,
          updated_at: now,
          idempotency_key: key,
          metadata: JSON.stringify({ betId: move.betId, provider: move.provider, transactionId: move.transactionId }),
        })
        .execute();
      return { result: { referenceId, balances, replayed: false }, changed: true };
    });
  }

  /**
   * Sets the balances to `target` (minor units) with ADJUSTMENT rows for the differences
   * (`POST /__sandbox/players/:email/push` WALLET_BALANCE), so the balances stay the sum of the ledger.
   * `BONUS` is the sum of the vertical bonuses: the difference goes to the casino bonus first. A bucket
   * left out keeps its balance. 400 `error.adjustment.negative` for a negative target.
   */
  async adjust(email: string, target: { MAIN?: number; LOCKED?: number; BONUS?: number }): Promise<LedgerBalances> {
    return this.move(email, async (trx, locked) => {
      const { wallet } = locked;
      const next = { main: wallet.main, locked: wallet.locked, bonus_casino: wallet.bonus_casino, bonus_live_casino: wallet.bonus_live_casino, bonus_sports: wallet.bonus_sports };
      if (Object.values(target).some((value) => value !== undefined && value < 0)) throw new LedgerError(400, 'error.adjustment.negative', 'A balance cannot be negative');
      if (target.MAIN !== undefined) next.main = target.MAIN;
      if (target.LOCKED !== undefined) next.locked = target.LOCKED;
      if (target.BONUS !== undefined) {
        let rest = target.BONUS;
        next.bonus_sports = Math.min(wallet.bonus_sports, rest);
        rest -= next.bonus_sports;
        next.bonus_live_casino = Math.min(wallet.bonus_live_casino, rest);
        rest -= next.bonus_live_casino;
        next.bonus_casino = rest;
      }
      const now = this.now();
      for (const bucket of Object.keys(COLUMN) as LedgerBucket[]) {
        const column = COLUMN[bucket];
        const difference = next[column] - wallet[column];
        if (difference === 0) continue;
        await trx
          .insertInto('transactions')
          .values({
            reference_id: `ADJ-${randomUUID()}`,
            player_id: locked.playerId,
            wallet_id: wallet.id,
            type: difference > 0 ? 'DEPOSIT' : 'WITHDRAW',
            category: 'ADJUSTMENT',
            status: 'SUCCESS',
            amount: difference,
            bucket,
            balance_after_transaction: next[column],
            transaction_date: now,
            updated_at: now,
            metadata: JSON.stringify({ reason: 'sandbox push' }),
          })
          .execute();
      }
      return { result: await this.setBalances(trx, locked, next), changed: true };
    });
  }

  /**
   * Writes `count` generated past transactions for the player (`POST /__sandbox/players/:email/history`,
   * for the transactions page's benchmark): rounds of casino, live casino and sports (BET, WIN), deposits
   * (SUCCESS) and completed withdrawals, dated evenly from `days` days before the sandbox clock up to a
   * minute before it, oldest first. The amounts come from a fixed seed (the same call writes the same
   * amounts). MAIN moves by their sum, so the balance stays the sum of the ledger and never goes below zero
   * (a debit that would overdraw becomes a deposit); `balanceAfterTransaction` counts on from MAIN at the
   * call. Rows are written in batches of 1,000, all in one database transaction.
   *
   * @param count 1 to 20,000 rows. @param days 1 to 3,650. @returns the new balances.
   */
  async addHistory(email: string, { count, days }: { count: number; days: number }): Promise<LedgerBalances> {
    return this.move(email, async (trx, locked) => {
      const end = this.now().getTime() - 60_000;
      const start = end - days * 86_400_000;
      const step = count > 1 ? (end - start) / (count - 1) : 0;
      let seed = 20_261_125;
      const random = () => {
        seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
        return seed / 2_147_483_648;
      };
      let main = locked.wallet.main;
      const rows: NewTransaction[] = [];
      for (let index = 0; index < count; index += 1) {
        const kind = HISTORY_KINDS[Math.floor(random() * HISTORY_KINDS.length)] ?? HISTORY_DEPOSIT;
        const size = Math.round((kind.minor + random() * kind.minor * 9) / 100) * 100;
        const overdraws = kind.amountSign < 0 && size > main;
        const { type, category, status } = overdraws ? HISTORY_DEPOSIT : kind;
        const amount = overdraws ? size : kind.amountSign * size;
        main += amount;
        const date = new Date(Math.round(start + index * step));
        rows.push({
          reference_id: `HIS-${randomUUID()}`,
          player_id: locked.playerId,
          wallet_id: locked.wallet.id,
          type,
          category,
          status,
          amount,
          bucket: 'MAIN',
          balance_after_transaction: main,
          transaction_date: date,
          updated_at: date,
          payment_method: category === 'PAYMENT' ? 'TRUSTLY' : null,
          metadata: JSON.stringify({ generated: true }),
        });
      }
      for (let first = 0; first < rows.length; first += 1000) await trx.insertInto('transactions').values(rows.slice(first, first + 1000)).execute();
      return { result: await this.setBalances(trx, locked, { main }), changed: count > 0 };
    });
  }

  /** A page of the player's transactions, newest first (spec 001 §7 GET transactions; §4 History): `from`/`to` inclusive ISO times. */
  async transactions(email: string, filter: TransactionFilter): Promise<Transaction[]> {
    await this.expireDeposits();
    const player = await this.playerOf(this.db, email);
    let query = this.db.selectFrom('transactions').selectAll().where('player_id', '=', player.id);
    if (filter.category) query = query.where('category', '=', filter.category);
    if (filter.status) query = query.where('status', '=', filter.status);
    if (filter.from) query = query.where('transaction_date', '>=', new Date(filter.from));
    if (filter.to) query = query.where('transaction_date', '<=', new Date(filter.to));
    const rows = await query.orderBy('transaction_date', 'desc').orderBy('id', 'desc').limit(filter.limit).offset(filter.position).execute();
    return rows.map(toWire);
  }

  /**
   * spec 001 §7 GET net-position-win-loss for `from`–`to` (inclusive ISO times; open ends when absent):
   * `netPosition` = successful deposits − withdrawals (pending or completed); `winLoss` = wins − bets. Minor units.
   */
  async netPosition(email: string, from?: string, to?: string): Promise<NetPosition> {
    const player = await this.playerOf(this.db, email);
    let query = this.db
      .selectFrom('transactions')
      .select([
        sql<number>`coalesce(sum(case when category = 'PAYMENT' and ((type = 'DEPOSIT' and status = 'SUCCESS') or (type = 'WITHDRAW' and status in ('PENDING', 'COMPLETED'))) then amount else 0 end), 0)::int8`.as('net'),
        sql<number>`coalesce(sum(case when type in ('BET', 'WIN') and status = 'SUCCESS' then amount else 0 end), 0)::int8`.as('winLoss'),
      ])
      .where('player_id', '=', player.id);
    if (from) query = query.where('transaction_date', '>=', new Date(from));
    if (to) query = query.where('transaction_date', '<=', new Date(to));
    const sums = await query.executeTakeFirstOrThrow();
    return { netPosition: Number(sums.net), winLoss: Number(sums.winLoss) };
  }

  /** Successful deposits of the player (spec 000 §3 `totalDepositsCount`). */
  async depositCount(email: string): Promise<number> {
    const player = await this.playerOf(this.db, email);
    const row = await this.db
      .selectFrom('transactions')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('player_id', '=', player.id)
      .where('type', '=', 'DEPOSIT')
      .where('category', '=', 'PAYMENT')
      .where('status', '=', 'SUCCESS')
      .executeTakeFirstOrThrow();
    return Number(row.count);
  }

  /** The methods of the player's successful deposits, most recently used first (spec 001 §7 GET recent_deposit_methods). */
  async recentDepositMethods(email: string): Promise<PaymentMethod[]> {
    const player = await this.playerOf(this.db, email);
    const rows = await this.db
      .selectFrom('transactions')
      .select(['payment_method', (eb) => eb.fn.max('transaction_date').as('last')])
      .where('player_id', '=', player.id)
      .where('type', '=', 'DEPOSIT')
      .where('category', '=', 'PAYMENT')
      .where('status', '=', 'SUCCESS')
      .where('payment_method', 'is not', null)
      .groupBy('payment_method')
      .orderBy('last', 'desc')
      .execute();
    return rows.map((row) => row.payment_method as PaymentMethod);
  }

  /** The player's balances and every row, newest first, straight from the database (`GET /__sandbox/players/:email/ledger`). */
  async view(email: string): Promise<LedgerView | null> {
    const balances = await this.balances(email);
    if (!balances) return null;
    const player = await this.playerOf(this.db, email);
    const rows = await this.db.selectFrom('transactions').selectAll().where('player_id', '=', player.id).orderBy('transaction_date', 'desc').orderBy('id', 'desc').execute();
    return {
      balances: { main: balances.main, locked: balances.locked, bonus: { casino: balances.bonusCasino, liveCasino: balances.bonusLiveCasino, sports: balances.bonusSports } },
      transactions: rows.map((row) => {
        const { referenceId, type, category, status, amount, balanceAfterTransaction, transactionDate } = toWire(row);
        return { referenceId, type, category, status, amount, balanceAfterTransaction, transactionDate };
      }),
    };
  }

  /**
   * Runs one money move: a database transaction that locks the player's wallet row first. `changed`
   * says whether balances changed, so the listeners hear of it after the commit.
   */
  private async move<T>(email: string, work: (trx: Tx, locked: LockedWallet) => Promise<{ result: T; changed: boolean }>): Promise<T> {
    const { result, changed, after } = await this.db.transaction().execute(async (trx) => {
      // One statement finds the player and locks the wallet row until the commit.
      const row = await trx
        .selectFrom('wallets')
        .innerJoin('players', 'players.id', 'wallets.player_id')
        .selectAll('wallets')
        .select(['players.currency', 'players.email'])
        .where('players.email', '=', normaliseEmail(email))
        .forUpdate('wallets')
        .executeTakeFirst();
      if (!row) throw new LedgerError(404, 'error.wallet.not_found', `No wallet for ${email}`);
      const { currency, email: playerEmail, ...wallet } = row;
      const locked: LockedWallet = { wallet, playerId: wallet.player_id, currency, email: playerEmail };
      const outcome = await work(trx, locked);
      // `setBalances` keeps `locked.wallet` current, so the new balances need no second read.
      return { ...outcome, after: balancesOf(locked.wallet, currency) };
    });
    if (changed) this.emit(normaliseEmail(email), after);
    return result;
  }

  /** The bonus engine's view of a locked wallet (`WalletOps`), counting the rows it posts. */
  private opsOf(trx: Tx, locked: LockedWallet): WalletOps & { posted(): number } {
    let posted = 0;
    return {
      playerId: locked.playerId,
      email: locked.email,
      currency: locked.currency,
      balance: (bucket) => locked.wallet[COLUMN[bucket]],
      posted: () => posted,
      post: async (row) => {
        const column = COLUMN[row.bucket];
        const after = locked.wallet[column] + row.amount;
        await this.setBalances(trx, locked, { [column]: after });
        const now = this.now();
        const prefix = row.type === 'BET' || row.type === 'WIN' ? row.type : 'BON';
        await trx
          .insertInto('transactions')
          .values({
            reference_id: `${prefix}-${randomUUID()}`,
            player_id: locked.playerId,
            wallet_id: locked.wallet.id,
            type: row.type,
            category: row.category,
            status: 'SUCCESS',
            amount: row.amount,
            bucket: row.bucket,
            balance_after_transaction: after,
            transaction_date: now,
            updated_at: now,
            metadata: JSON.stringify(row.metadata ?? {}),
          })
          .execute();
        posted += 1;
      },
    };
  }

  private emit(email: string, balances: LedgerBalances): void {
    for (const listener of this.listeners) listener(email, balances);
  }

  /** Writes new balances of the locked wallet; refuses a negative one before the constraint would. */
  private async setBalances(trx: Tx, locked: LockedWallet, next: Partial<Record<'main' | 'locked' | 'bonus_casino' | 'bonus_live_casino' | 'bonus_sports', number>>): Promise<LedgerBalances> {
    for (const [column, value] of Object.entries(next)) {
      if (!Number.isSafeInteger(value) || value < 0) throw new LedgerError(409, 'error.wallet.negative_balance', `${column} would be ${value}`);
    }
    const wallet = await trx
      .updateTable('wallets')
      .set({ ...next, updated_at: this.now() })
      .where('id', '=', locked.wallet.id)
      .returningAll()
      .executeTakeFirstOrThrow();
    locked.wallet = wallet;
    return balancesOf(wallet, locked.currency);
  }

  private async playerOf(db: Kysely<Database> | Tx, email: string): Promise<{ id: string; email: string; currency: string; market: string }> {
    const player = await db.selectFrom('players').selectAll().where('email', '=', normaliseEmail(email)).executeTakeFirst();
    if (!player) throw new LedgerError(404, 'error.wallet.not_found', `No wallet for ${email}`);
    return player;
  }

  private pendingRow(db: Kysely<Database> | Tx, playerId: string): Promise<TransactionRow | undefined> {
    return db.selectFrom('transactions').selectAll().where('player_id', '=', playerId).where('type', '=', 'WITHDRAW').where('category', '=', 'PAYMENT').where('status', '=', 'PENDING').executeTakeFirst();
  }

  private async pastWithdrawals(db: Kysely<Database> | Tx, playerId: string): Promise<PastWithdrawal[]> {
    const rows = await db
      .selectFrom('transactions')
      .select(['amount', 'transaction_date'])
      .where('player_id', '=', playerId)
      .where('type', '=', 'WITHDRAW')
      .where('category', '=', 'PAYMENT')
      .where('status', 'in', ['PENDING', 'COMPLETED'])
      .execute();
    return rows.map((row) => ({ amount: -row.amount, transactionDate: row.transaction_date }));
  }

  /** Writes the seeded players, wallets and rows of `personas` (three statements, whatever their number). */
  private async seedPersonas(trx: Tx, personas: readonly Persona[]): Promise<void> {
    const now = this.now();
    const players: Insertable<PlayersTable>[] = [];
    const wallets: Insertable<WalletsTable>[] = [];
    const rows: NewTransaction[] = [];
    for (const persona of personas) {
      const walletId = `wallet-${persona.playerId}`;
      players.push({ id: persona.playerId, email: persona.email, currency: persona.profile.currencyCode, market: persona.market });
      const balances = { main: 0, locked: 0, bonus_casino: 0, bonus_live_casino: 0, bonus_sports: 0 };
      for (const row of seedRows(persona, now)) {
        const column = COLUMN[row.bucket];
        balances[column] += row.amount;
        if (row.type === 'WITHDRAW' && row.status === 'PENDING') balances.locked -= row.amount;
        rows.push({
          reference_id: row.referenceId,
          player_id: persona.playerId,
          wallet_id: walletId,
          type: row.type,
          category: row.category,
          status: row.status,
          amount: row.amount,
          bucket: row.bucket,
          balance_after_transaction: balances[column],
          transaction_date: row.transactionDate,
          updated_at: row.transactionDate,
          payment_method: row.paymentMethod,
          metadata: JSON.stringify({ seeded: true }),
        });
      }
      wallets.push({ id: walletId, player_id: persona.playerId, ...balances, updated_at: now });
    }
    if (players.length === 0) return;
    await trx.insertInto('players').values(players).execute();
    await trx.insertInto('wallets').values(wallets).execute();
    if (rows.length > 0) await trx.insertInto('transactions').values(rows).execute();
  }
}

/** What `sportsMove` answers: the ledger row's reference, the balances after it, whether it was a replay. */
export interface SportsMoveResult {
  referenceId: string;
  balances: LedgerBalances;
  replayed: boolean;
}

/** The idempotency key of a sports provider's balance update: its transaction id, per provider. */
export function sportsIdempotencyKey(provider: string, transactionId: string): string {
  return `sports:${provider}:${transactionId}`;
}

/** A deposit as the cashier calls answer it (spec 001 §7 deposit/request), without its page URL. */
export type LedgerDeposit = Omit<Deposit, 'redirectUrl'>;

function depositOf(row: TransactionRow, currency: string): LedgerDeposit {
  return {
    referenceId: row.reference_id,
    amount: row.amount,
    currency,
    paymentMethod: row.payment_method as PaymentMethod,
    status: row.status as Transaction['status'],
    expiresAt: (row.expires_at ?? row.transaction_date).toISOString(),
  };
}

function withdrawalOf(row: TransactionRow, currency: string): PendingWithdrawal {
  return { pendingWithdrawalId: row.reference_id, amount: -row.amount, currency, requestedAt: row.transaction_date.toISOString() };
}
