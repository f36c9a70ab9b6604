import { sql, type Kysely } from 'kysely';

// A migration is a snapshot (see 001): its lists are written out here, not imported.
const LIMIT_TYPES = ['deposit', 'loss', 'session'];
const PERIODS = ['D', 'W', 'M'];
const TIMEOUT_DURATIONS = ['24h', '72h', '1w', '1m'];

const oneOf = (column: string, values: readonly string[]) => sql.raw(`${column} in (${values.map((value) => `'${value}'`).join(', ')})`);

/**
 * Issue 16 (player protection): each player's limits per kind and period with their pending change, the
 * time-out, self-exclusion and reality-check settings, and the play sessions whose minutes the session
 * limits count. Every table cascades from `players`, so the ledger's reset clears them too.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('player_limits')
    .addColumn('player_id', 'text', (column) => column.notNull().references('players.id').onDelete('cascade'))
    .addColumn('type', 'text', (column) => column.notNull().check(oneOf('type', LIMIT_TYPES)))
    .addColumn('period', 'text', (column) => column.notNull().check(oneOf('period', PERIODS)))
    .addColumn('value', 'bigint', (column) => column.check(sql`value > 0`))
    .addColumn('started_at', 'timestamptz')
    .addColumn('pending_value', 'bigint', (column) => column.check(sql`pending_value > 0`))
    .addColumn('pending_delete', 'boolean', (column) => column.notNull().defaultTo(false))
    .addColumn('pending_active_from', 'timestamptz')
    .addColumn('updated_at', 'timestamptz', (column) => column.notNull())
    .addPrimaryKeyConstraint('player_limits_pk', ['player_id', 'type', 'period'])
    .execute();

  await db.schema
    .createTable('player_protection')
    .addColumn('player_id', 'text', (column) => column.primaryKey().references('players.id').onDelete('cascade'))
    .addColumn('timeout_duration', 'text', (column) => column.check(oneOf('timeout_duration', TIMEOUT_DURATIONS)))
    .addColumn('timeout_initiator', 'text', (column) => column.check(oneOf('timeout_initiator', ['PLAYER', 'COOLING'])))
    .addColumn('timeout_started_at', 'timestamptz')
    .addColumn('timeout_ends_at', 'timestamptz')
    .addColumn('exclusion_months', 'integer', (column) => column.check(sql`exclusion_months between 1 and 12`))
    .addColumn('exclusion_indefinite', 'boolean', (column) => column.notNull().defaultTo(false))
    .addColumn('exclusion_starts_at', 'timestamptz')
    .addColumn('exclusion_ends_at', 'timestamptz')
    .addColumn('reality_check_interval', 'integer', (column) => column.check(sql`reality_check_interval in (30, 60, 120)`))
    .addColumn('updated_at', 'timestamptz', (column) => column.notNull())
    .execute();

  await db.schema
    .createTable('play_sessions')
    .addColumn('sid', 'text', (column) => column.primaryKey())
    .addColumn('player_id', 'text', (column) => column.notNull().references('players.id').onDelete('cascade'))
    .addColumn('started_at', 'timestamptz', (column) => column.notNull())
    .addColumn('last_active_at', 'timestamptz', (column) => column.notNull())
    .addColumn('timer_started_at', 'timestamptz', (column) => column.notNull())
    .addColumn('ended_at', 'timestamptz')
    .addColumn('end_reason', 'text')
    .execute();
  await db.schema.createIndex('play_sessions_player').on('play_sessions').columns(['player_id', 'started_at']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['play_sessions', 'player_protection', 'player_limits']) await db.schema.dropTable(table).execute();
}
