import type { Kysely } from 'kysely';

/**
 * Issue 21 point 1: what the site's Content-Security-Policy blocked in players' browsers, as the browsers
 * report it (`report-uri` and `report-to`). Tied to no player; a reset empties it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('csp_reports')
    .addColumn('id', 'bigserial', (column) => column.primaryKey())
    .addColumn('document_url', 'text', (column) => column.notNull())
    .addColumn('effective_directive', 'text', (column) => column.notNull())
    .addColumn('blocked_url', 'text')
    .addColumn('disposition', 'text')
    .addColumn('source_file', 'text')
    .addColumn('line_number', 'integer')
    .addColumn('sample', 'text')
    .addColumn('received_at', 'timestamptz', (column) => column.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('csp_reports').execute();
}
