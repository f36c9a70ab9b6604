import { sql, type Kysely } from 'kysely';

// A migration is a snapshot: it names its own lists instead of importing today's enums, so that a
// later change of the code cannot change what an old migration did.
const TYPES = ['BET', 'BET_VOID', 'CASHOUT', 'CASHOUT_VOID', 'DEPOSIT', 'LOSS', 'WIN', 'WIN_VOID', 'WITHDRAW', 'DORMANT', 'REVERSAL', 'FORFEIT', 'CANCELED', 'REVERSAL_DP'];
const STATUSES = ['FAILED', 'PENDING', 'SUCCESS', 'REVERTED', 'WAITING_INPUT', 'COMPLETED', 'CANCELLED'];
const CATEGORIES = ['BONUS', 'CASINO', 'PAYMENT', 'SPORTS', 'VIRTUAL_SPORTS', 'LIVE_CASINO', 'ADJUSTMENT', 'DORMANT_ADJUSTMENT'];
const BUCKETS = ['MAIN', 'LOCKED', 'BONUS_CASINO', 'BONUS_LIVE_CASINO', 'BONUS_SPORTS'];

const oneOf = (column: string, values: readonly string[]) => sql.raw(`${column} in (${values.map((value) => `'${value}'`).join(', ')})`);

/**
 * The ledger (spec 001 §3 Wallet and transactions): players, one wallet each with its buckets in minor
 * units (none below zero: a CHECK on each), and the transactions, one row per money move with a signed
 * amount, unique reference, and an idempotency key unique per player.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('players')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('email', 'text', (column) => column.notNull().unique())
    .addColumn('currency', 'text', (column) => column.notNull())
    .addColumn('market', 'text', (column) => column.notNull())
    .addColumn('created_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('wallets')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('player_id', 'text', (column) => column.notNull().unique().references('players.id').onDelete('cascade'))
    .addColumn('main', 'bigint', (column) => column.notNull().defaultTo(0).check(sql`main >= 0`))
    .addColumn('locked', 'bigint', (column) => column.notNull().defaultTo(0).check(sql`locked >= 0`))
    .addColumn('bonus_casino', 'bigint', (column) => column.notNull().defaultTo(0).check(sql`bonus_casino >= 0`))
    .addColumn('bonus_live_casino', 'bigint', (column) => column.notNull().defaultTo(0).check(sql`bonus_live_casino >= 0`))
    .addColumn('bonus_sports', 'bigint', (column) => column.notNull().defaultTo(0).check(sql`bonus_sports >= 0`))
    .addColumn('updated_at', 'timestamptz', (column) => column.notNull())
    .execute();

  await db.schema
    .createTable('transactions')
    .addColumn('id', 'bigserial', (column) => column.primaryKey())
    .addColumn('reference_id', 'text', (column) => column.notNull().unique())
    .addColumn('player_id', 'text', (column) => column.notNull().references('players.id').onDelete('cascade'))
    .addColumn('wallet_id', 'text', (column) => column.notNull().references('wallets.id').onDelete('cascade'))
    .addColumn('type', 'text', (column) => column.notNull().check(oneOf('type', TYPES)))
    .addColumn('category', 'text', (column) => column.notNull().check(oneOf('category', CATEGORIES)))
    .addColumn('status', 'text', (column) => column.notNull().check(oneOf('status', STATUSES)))
    .addColumn('amount', 'bigint', (column) => column.notNull())
    .addColumn('bucket', 'text', (column) => column.notNull().check(oneOf('bucket', BUCKETS)))
    .addColumn('balance_after_transaction', 'bigint', (column) => column.notNull())
    .addColumn('transaction_date', 'timestamptz', (column) => column.notNull())
    .addColumn('updated_at', 'timestamptz', (column) => column.notNull())
    .addColumn('payment_method', 'text')
    .addColumn('idempotency_key', 'text')
    .addColumn('expires_at', 'timestamptz')
    .addColumn('metadata', 'jsonb', (column) => column.notNull().defaultTo(sql`'{}'::jsonb`))
    .addUniqueConstraint('transactions_player_idempotency_key', ['player_id', 'idempotency_key'])
    .execute();

  await db.schema.createIndex('transactions_player_date').on('transactions').columns(['player_id', 'transaction_date desc', 'id desc']).execute();
  await db.schema.createIndex('transactions_pending').on('transactions').columns(['status', 'type']).where(sql.ref('status'), '=', 'PENDING').execute();
}

/** Drops the ledger. */
export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('transactions').execute();
  await db.schema.dropTable('wallets').execute();
  await db.schema.dropTable('players').execute();
}
