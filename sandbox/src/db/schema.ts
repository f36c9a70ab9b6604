import type { ColumnType, Generated, Insertable, Selectable } from 'kysely';

/**
 * The sandbox database as kysely sees it (ARCHITECTURE §7): the ledger of spec 001 §3 "Wallet and
 * transactions" and the document of the earlier JSON state. Money columns are `bigint` in minor units;
 * both drivers are set to read them as JS numbers (`parseBigint` in `database.ts`), which stay exact
 * up to 2^53 − 1 minor units.
 */
export interface Database {
  players: PlayersTable;
  wallets: WalletsTable;
  transactions: TransactionsTable;
  sandbox_state: SandboxStateTable;
}

type Timestamp = ColumnType<Date, Date | string, Date | string>;
/** A bigint column of minor units. */
type Minor = ColumnType<number, number, number>;

/** One player of the ledger: a persona (`id` is its playerId). */
export interface PlayersTable {
  id: string;
  email: string;
  currency: string;
  market: string;
  created_at: Generated<Date>;
}

/** One wallet per player: the spec 001 §3 buckets, minor units, none ever below zero. */
export interface WalletsTable {
  id: string;
  player_id: string;
  main: Minor;
  locked: Minor;
  bonus_casino: Minor;
  bonus_live_casino: Minor;
  bonus_sports: Minor;
  updated_at: Timestamp;
}

/** The buckets a ledger row moves money in (spec 001 §3 Buckets MAIN, LOCKED, BONUS per vertical). */
export const LEDGER_BUCKETS = ['MAIN', 'LOCKED', 'BONUS_CASINO', 'BONUS_LIVE_CASINO', 'BONUS_SPORTS'] as const;
export type LedgerBucket = (typeof LEDGER_BUCKETS)[number];

/**
 * One money move (spec 001 §3 Transaction). `amount` is signed: credit positive, debit negative.
 * Status is updated in place (PENDING → SUCCESS / FAILED / CANCELLED / COMPLETED); `updated_at` says when.
 */
export interface TransactionsTable {
  /** Insertion order: breaks ties between rows of the same `transaction_date`. */
  id: Generated<number>;
  reference_id: string;
  player_id: string;
  wallet_id: string;
  type: string;
  category: string;
  status: string;
  amount: Minor;
  bucket: LedgerBucket;
  balance_after_transaction: Minor;
  transaction_date: Timestamp;
  updated_at: Timestamp;
  payment_method: string | null;
  idempotency_key: string | null;
  expires_at: Timestamp | null;
  metadata: ColumnType<Record<string, unknown>, string, string>;
}

/** The sandbox's other state (flags, faults, sessions, profiles, my games …): one jsonb document. */
export interface SandboxStateTable {
  id: number;
  document: ColumnType<unknown, string, string>;
  updated_at: Timestamp;
}

export type PlayerRow = Selectable<PlayersTable>;
export type WalletRow = Selectable<WalletsTable>;
export type TransactionRow = Selectable<TransactionsTable>;
export type NewTransaction = Insertable<TransactionsTable>;
