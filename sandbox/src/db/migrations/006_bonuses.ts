import { sql, type Kysely } from 'kysely';

// A snapshot, as every migration: its own lists, not today's enums.
const VERTICALS = ['CASINO', 'LIVE_CASINO', 'SPORTS'];
const PRODUCTS = ['CASINO', 'FREE_BET', 'LIVE_CASINO', 'SPORTS', 'FREE_SPINS'];
const CATEGORIES = ['OPT_IN', 'TRIGGERED'];
const GRANT_TYPES = ['MANUAL', 'TRIGGERED', 'OPT_IN'];
const TRIGGERS = ['DEPOSIT', 'CASHBACK', 'TOURNAMENT', 'MANUAL', 'LOYALTY'];
const KINDS = ['STICKY', 'NON_STICKY'];
const REWARD_KINDS = ['CASH', 'ITEM'];
const ASSIGNMENT_STATUSES = ['GRANTED', 'PENDING_DEPOSIT', 'QUEUED', 'ACTIVATED', 'COMPLETED', 'FORFEITED', 'CANCELED', 'ENDED'];

const oneOf = (column: string, values: readonly string[]) => sql.raw(`${column} in (${values.map((value) => `'${value}'`).join(', ')})`);

/**
 * Issue 17, the sandbox's bonus engine (spec 001 §3 "Bonuses and rewards"): the campaigns (deposit,
 * manual, loyalty, cashback, opt-in, free-spin, sportsbook and tournament offers), the players' bonuses
 * (assignments, with their money and wagering in minor units), the bonus codes and who used them, and
 * the consents and declines of offered codes. Money moves stay in the ledger's `transactions` (category
 * BONUS); these tables say why.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('bonus_campaigns')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('vertical', 'text', (column) => column.notNull().check(oneOf('vertical', VERTICALS)))
    .addColumn('product', 'text', (column) => column.notNull().check(oneOf('product', PRODUCTS)))
    .addColumn('category', 'text', (column) => column.notNull().check(oneOf('category', CATEGORIES)))
    .addColumn('grant_type', 'text', (column) => column.notNull().check(oneOf('grant_type', GRANT_TYPES)))
    .addColumn('trigger_event', 'text', (column) => column.notNull().check(oneOf('trigger_event', TRIGGERS)))
    .addColumn('kind', 'text', (column) => column.notNull().check(oneOf('kind', KINDS)))
    .addColumn('reward_kind', 'text', (column) => column.notNull().check(oneOf('reward_kind', REWARD_KINDS)))
    // Amounts per currency, minor units: { "EUR": 10000, "SEK": 100000 } (a missing currency uses EUR's).
    .addColumn('amounts', 'jsonb', (column) => column.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('min_deposits', 'jsonb')
    .addColumn('cashback_caps', 'jsonb')
    .addColumn('max_bets', 'jsonb')
    .addColumn('spin_values', 'jsonb')
    .addColumn('match_percent', 'integer', (column) => column.check(sql`match_percent > 0`))
    .addColumn('wr_multiplier', 'real', (column) => column.notNull().defaultTo(0).check(sql`wr_multiplier >= 0`))
    .addColumn('cashback_percent', 'integer', (column) => column.check(sql`cashback_percent between 1 and 100`))
    .addColumn('cashback_booster', 'real', (column) => column.notNull().defaultTo(1))
    .addColumn('cashback_period_days', 'integer')
    .addColumn('free_spins', 'integer', (column) => column.check(sql`free_spins > 0`))
    .addColumn('game_ids', 'jsonb', (column) => column.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('excluded_game_ids', 'jsonb', (column) => column.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('contribution', 'integer', (column) => column.notNull().defaultTo(100).check(sql`contribution between 0 and 100`))
    .addColumn('display_info', 'jsonb', (column) => column.notNull())
    .addColumn('starts_at', 'timestamptz', (column) => column.notNull())
    .addColumn('ends_at', 'timestamptz')
    .addColumn('expiry_days', 'integer', (column) => column.notNull().defaultTo(30))
    .addColumn('markets', 'jsonb', (column) => column.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('player_ids', 'jsonb')
    .addColumn('bonus_code', 'text')
    .addColumn('loyalty', 'boolean', (column) => column.notNull().defaultTo(false))
    .addColumn('sportsbook', 'jsonb')
    .addColumn('tournament', 'jsonb')
    .addColumn('sort_order', 'integer', (column) => column.notNull().defaultTo(0))
    .execute();

  await db.schema
    .createTable('player_bonuses')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('player_id', 'text', (column) => column.notNull().references('players.id').onDelete('cascade'))
    .addColumn('campaign_id', 'text', (column) => column.notNull().references('bonus_campaigns.id').onDelete('cascade'))
    .addColumn('status', 'text', (column) => column.notNull().check(oneOf('status', ASSIGNMENT_STATUSES)))
    .addColumn('bonus_amount', 'bigint', (column) => column.notNull().defaultTo(0).check(sql`bonus_amount >= 0`))
    .addColumn('wagering_amount', 'bigint', (column) => column.notNull().defaultTo(0).check(sql`wagering_amount >= 0`))
    .addColumn('wagering_progress', 'bigint', (column) => column.notNull().defaultTo(0).check(sql`wagering_progress >= 0`))
    .addColumn('expires_at', 'timestamptz')
    .addColumn('queued_behind', 'text')
    .addColumn('deposit_reference', 'text')
    .addColumn('cashback_activated', 'boolean', (column) => column.notNull().defaultTo(false))
    .addColumn('cashback_started_at', 'timestamptz')
    // The player's last ledger row when the count (re)started: net loss counts the rows after it.
    .addColumn('cashback_after_row', 'bigint', (column) => column.notNull().defaultTo(0))
    .addColumn('opted_in', 'boolean', (column) => column.notNull().defaultTo(false))
    .addColumn('spins', 'integer', (column) => column.notNull().defaultTo(0))
    .addColumn('used_spins', 'integer', (column) => column.notNull().defaultTo(0).check(sql`used_spins <= spins`))
    .addColumn('spin_value', 'bigint', (column) => column.notNull().defaultTo(0))
    .addColumn('winnings', 'bigint', (column) => column.notNull().defaultTo(0))
    .addColumn('bonus_code', 'text')
    .addColumn('created_at', 'timestamptz', (column) => column.notNull())
    .addColumn('updated_at', 'timestamptz', (column) => column.notNull())
    .execute();
  // One live bonus per player and campaign: a double claim cannot make two.
  await db.schema
    .createIndex('player_bonuses_live')
    .on('player_bonuses')
    .columns(['player_id', 'campaign_id'])
    .unique()
    .where(sql.ref('status'), 'in', sql`('GRANTED', 'PENDING_DEPOSIT', 'QUEUED', 'ACTIVATED')`)
    .execute();

  await db.schema
    .createTable('bonus_codes')
    .addColumn('code', 'text', (column) => column.primaryKey())
    .addColumn('campaign_id', 'text', (column) => column.notNull().references('bonus_campaigns.id').onDelete('cascade'))
    .addColumn('markets', 'jsonb', (column) => column.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('valid_from', 'timestamptz', (column) => column.notNull())
    .addColumn('valid_to', 'timestamptz')
    .execute();

  await db.schema
    .createTable('bonus_code_uses')
    .addColumn('code', 'text', (column) => column.notNull().references('bonus_codes.code').onDelete('cascade'))
    .addColumn('player_id', 'text', (column) => column.notNull().references('players.id').onDelete('cascade'))
    .addColumn('used_at', 'timestamptz', (column) => column.notNull())
    .addPrimaryKeyConstraint('bonus_code_uses_pk', ['code', 'player_id'])
    .execute();

  await db.schema
    .createTable('bonus_consents')
    .addColumn('id', 'bigserial', (column) => column.primaryKey())
    .addColumn('player_id', 'text', (column) => column.notNull().references('players.id').onDelete('cascade'))
    .addColumn('bonus_code', 'text', (column) => column.notNull())
    .addColumn('campaign_id', 'text')
    .addColumn('agreed', 'boolean', (column) => column.notNull())
    .addColumn('decided_at', 'timestamptz', (column) => column.notNull())
    .execute();
}

/** Drops the bonus tables. */
export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('bonus_consents').execute();
  await db.schema.dropTable('bonus_code_uses').execute();
  await db.schema.dropTable('bonus_codes').execute();
  await db.schema.dropTable('player_bonuses').execute();
  await db.schema.dropTable('bonus_campaigns').execute();
}
