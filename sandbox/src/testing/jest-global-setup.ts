import { writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { PGlite } from '@electric-sql/pglite';

/** The environment variable that tells test files where the PGlite template is. */
export const TEMPLATE_ENV = 'SANDBOX_TEST_PGLITE_TEMPLATE';

/**
 * Runs once before the sandbox's test files: PGlite's initdb takes seconds, so it runs here once and its
 * data folder is dumped to a file; each test file's in-memory database starts from that dump
 * (`testDatabase` in test-sandbox.ts) in a fraction of the time. Workers inherit the variable.
 */
export default async function globalSetup(): Promise<void> {
  const pglite = await PGlite.create();
  const dump = await pglite.dumpDataDir('none');
  await pglite.close();
  const file = join(tmpdir(), `casino-sandbox-pglite-template-${process.pid}.tar`);
  await writeFile(file, Buffer.from(await dump.arrayBuffer()));
  process.env[TEMPLATE_ENV] = file;
}
