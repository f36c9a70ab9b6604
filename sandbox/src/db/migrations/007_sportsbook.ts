import { sql, type Kysely } from 'kysely';

// A snapshot, as every migration: its own lists, not today's enums.
const PROVIDERS = ['standard', 'pp'];
const SELECTIONS = ['home', 'draw', 'away'];
const BET_STATUSES = ['OPEN', 'WON', 'LOST', 'VOID'];

const oneOf = (column: string, values: readonly string[]) => sql.raw(`${column} in (${values.map((value) => `'${value}'`).join(', ')})`);

/**
 * Issue 18 point 6, the sportsbook (spec 001 §7 Game launch: session create, the user-balance-update
 * webhook, unregister): the sports providers' sessions of a player (each tied to the player's platform
 * session, ended by unregister at logout or by its expiry) and the bets placed in the providers' frames.
 * A bet's money is the ledger's (`transactions`, category SPORTS); this table is the provider's record
 * of what was bet on. Both cascade from `players`, so the ledger's reset clears them.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('sports_sessions')
    .addColumn('session_id', 'text', (column) => column.primaryKey())
    .addColumn('provider', 'text', (column) => column.notNull().check(oneOf('provider', PROVIDERS)))
    .addColumn('player_id', 'text', (column) => column.notNull().references('players.id').onDelete('cascade'))
    .addColumn('platform_sid', 'text', (column) => column.notNull())
    .addColumn('created_at', 'timestamptz', (column) => column.notNull())
    .addColumn('expires_at', 'timestamptz', (column) => column.notNull())
    .addColumn('unregistered_at', 'timestamptz')
    .execute();
  await db.schema.createIndex('sports_sessions_player').on('sports_sessions').columns(['player_id', 'provider', 'platform_sid']).execute();

  await db.schema
    .createTable('sports_bets')
    .addColumn('bet_id', 'text', (column) => column.primaryKey())
    .addColumn('provider', 'text', (column) => column.notNull().check(oneOf('provider', PROVIDERS)))
    .addColumn('player_id', 'text', (column) => column.notNull().references('players.id').onDelete('cascade'))
    .addColumn('session_id', 'text', (column) => column.notNull().references('sports_sessions.session_id').onDelete('cascade'))
    .addColumn('match_id', 'text', (column) => column.notNull())
    .addColumn('event_name', 'text', (column) => column.notNull())
    .addColumn('selection', 'text', (column) => column.notNull().check(oneOf('selection', SELECTIONS)))
    .addColumn('selection_name', 'text', (column) => column.notNull())
    .addColumn('odds', 'numeric(8, 2)', (column) => column.notNull().check(sql`odds > 1`))
    .addColumn('stake', 'bigint', (column) => column.notNull().check(sql`stake > 0`))
    .addColumn('currency', 'text', (column) => column.notNull())
    .addColumn('status', 'text', (column) => column.notNull().defaultTo('OPEN').check(oneOf('status', BET_STATUSES)))
    .addColumn('transaction_reference', 'text', (column) => column.notNull())
    .addColumn('placed_at', 'timestamptz', (column) => column.notNull())
    .execute();
  await db.schema.createIndex('sports_bets_player').on('sports_bets').columns(['player_id', 'placed_at']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['sports_bets', 'sports_sessions']) await db.schema.dropTable(table).execute();
}
