import { sql, type Kysely } from 'kysely';

import type { Database } from '../db/schema';
import { createTestSandbox, loginAs, TEST_NOW } from './test-sandbox';

/**
 * Every row of every table, without the serial ids (they go on counting across sandboxes) and the times taken
 * from the wall clock (a column's `now()` default, the state row's write time): what two sandboxes over the
 * same seed must agree on.
 */
async function rowsOf(db: Kysely<Database>): Promise<Record<string, string[]>> {
  const tables = await sql<{ name: string }>`select table_name as name from information_schema.tables where table_schema = 'public' and table_name not like 'kysely%' order by table_name`.execute(db);
  const unseeded = await sql<{ table: string; column: string }>`select table_name as table, column_name as column from information_schema.columns where table_schema = 'public' and (column_default like 'nextval(%' or column_default = 'now()')`.execute(db);
  const skipped = new Set([...unseeded.rows.map((row) => `${row.table}.${row.column}`), 'sandbox_state.updated_at']);
  const rows: Record<string, string[]> = {};
  for (const { name } of tables.rows) {
    const found = await sql<Record<string, unknown>>`select * from ${sql.table(name)}`.execute(db);
    rows[name] = found.rows.map((row) => JSON.stringify(Object.entries(row).filter(([column]) => !skipped.has(`${name}.${column}`)))).sort();
  }
  return rows;
}

describe('createTestSandbox', () => {
  it('starts each sandbox from the same rows: the kept seed copy, and a seed the app writes afresh', async () => {
    const first = await createTestSandbox();
    const seeded = await rowsOf(first.db as Kysely<Database>);
    expect(seeded.players?.length).toBeGreaterThan(0);
    expect(seeded.login_history?.length).toBeGreaterThan(0);
    // A test leaves rows behind: a login is in the login history.
    await loginAs(first.app, 'anna@sandbox.test');
    expect(await rowsOf(first.db as Kysely<Database>)).not.toEqual(seeded);
    await first.close();

    const restored = await createTestSandbox();
    expect(await rowsOf(restored.db as Kysely<Database>)).toEqual(seeded);
    await restored.close();

    // A clock of its own seeds through the app's seeders over emptied tables; at the same instant, the same rows.
    const fresh = await createTestSandbox({ now: () => TEST_NOW });
    expect(await rowsOf(fresh.db as Kysely<Database>)).toEqual(seeded);
    await fresh.close();
  });
});
