import { writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { PGlite } from '@electric-sql/pglite';
import { Kysely } from 'kysely';
import { PGliteDialect } from 'kysely-pglite-dialect';

import { migrateToLatest } from '../db/database';
import type { Database } from '../db/schema';

/** The environment variable that tells test files where the PGlite template is. */
export const TEMPLATE_ENV = 'SANDBOX_TEST_PGLITE_TEMPLATE';

/**
 * Runs once before the sandbox's test files: PGlite's initdb and the migrations take seconds, so they run
 * here once and the migrated data folder is dumped to a file; each test file's in-memory database starts
 * from that dump (`testDatabase` in test-sandbox.ts) in a fraction of the time, and `openDatabase` finds
 * every migration already run. Workers inherit the variable.
 */
export default async function globalSetup(): Promise<void> {
  const pglite = await PGlite.create();
  const db = new Kysely<Database>({ dialect: new PGliteDialect(pglite) });
  await migrateToLatest(db);
  const dump = await pglite.dumpDataDir('none');
  await db.destroy();
  const file = join(tmpdir(), `casino-sandbox-pglite-template-${process.pid}.tar`);
  await writeFile(file, Buffer.from(await dump.arrayBuffer()));
  process.env[TEMPLATE_ENV] = file;
}
