import { sql, type Kysely } from 'kysely';

/**
 * The sandbox's earlier JSON state file becomes one jsonb document in the database (flags, faults,
 * sessions, profiles, my games, password-reset requests …); there is only ever row 1.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('sandbox_state')
    .addColumn('id', 'integer', (column) => column.primaryKey().check(sql`id = 1`))
    .addColumn('document', 'jsonb', (column) => column.notNull())
    .addColumn('updated_at', 'timestamptz', (column) => column.notNull())
    .execute();
}

/** Drops the state document. */
export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('sandbox_state').execute();
}
