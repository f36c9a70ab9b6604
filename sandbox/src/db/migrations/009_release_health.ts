import { sql, type Kysely } from 'kysely';

// A snapshot, as every migration: its own lists, not today's enums.
const PHASES = ['load', 'mount', 'render'];
const OUTCOMES = ['ok', 'failed'];

const oneOf = (column: string, values: readonly string[]) => sql.raw(`${column} in (${values.map((value) => `'${value}'`).join(', ')})`);

/**
 * Issue 20 point 4, release health: what each visit's remotes did, as the host reports it (a load, a
 * mount, an error caught while rendering; ok or failed), per market, remote and version, with `via`
 * (`pin` or `canary`). `release watch` reads the failure rate over a window. Tied to no player; a reset
 * empties it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('release_health_events')
    .addColumn('id', 'bigserial', (column) => column.primaryKey())
    .addColumn('market', 'text', (column) => column.notNull())
    .addColumn('remote', 'text', (column) => column.notNull())
    .addColumn('version', 'text', (column) => column.notNull())
    .addColumn('phase', 'text', (column) => column.notNull().check(oneOf('phase', PHASES)))
    .addColumn('outcome', 'text', (column) => column.notNull().check(oneOf('outcome', OUTCOMES)))
    .addColumn('via', 'text')
    .addColumn('reason', 'text')
    .addColumn('received_at', 'timestamptz', (column) => column.notNull())
    .execute();
  await db.schema.createIndex('release_health_events_version').on('release_health_events').columns(['market', 'remote', 'version', 'received_at']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('release_health_events').execute();
}
