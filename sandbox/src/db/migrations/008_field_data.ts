import { sql, type Kysely } from 'kysely';

// A snapshot, as every migration: its own lists, not today's enums.
const METRICS = ['LCP', 'INP', 'CLS'];
const RATINGS = ['good', 'needs-improvement', 'poor'];

const oneOf = (column: string, values: readonly string[]) => sql.raw(`${column} in (${values.map((value) => `'${value}'`).join(', ')})`);

/**
 * Issue 19 point 4, field data: the Core Web Vitals the host reports from players' visits, one row per
 * metric of a page load (`metric_id`, web-vitals' id: a later report of the same metric replaces the
 * row), tagged with the market, segment, page (a route pattern), the host's version and the remotes'
 * versions (`remotes` as JSON, `versions` the same as one sortable tag, `host@1.0.0 mfe-casino@1.3.0`).
 * `value` is ms for LCP and INP, unitless for CLS. Tied to no player; a reset empties it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('field_vitals')
    .addColumn('id', 'bigserial', (column) => column.primaryKey())
    .addColumn('metric_id', 'text', (column) => column.notNull().unique())
    .addColumn('name', 'text', (column) => column.notNull().check(oneOf('name', METRICS)))
    .addColumn('value', 'double precision', (column) => column.notNull().check(sql`value >= 0`))
    .addColumn('rating', 'text', (column) => column.notNull().check(oneOf('rating', RATINGS)))
    .addColumn('navigation_type', 'text', (column) => column.notNull())
    .addColumn('market', 'text', (column) => column.notNull())
    .addColumn('segment', 'text', (column) => column.notNull())
    .addColumn('page', 'text', (column) => column.notNull())
    .addColumn('host_version', 'text', (column) => column.notNull())
    .addColumn('remotes', 'jsonb', (column) => column.notNull())
    .addColumn('versions', 'text', (column) => column.notNull())
    .addColumn('received_at', 'timestamptz', (column) => column.notNull())
    .execute();
  await db.schema.createIndex('field_vitals_page').on('field_vitals').columns(['page', 'name', 'market']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('field_vitals').execute();
}
