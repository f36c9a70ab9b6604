import { mkdir } from 'node:fs/promises';
import { dirname } from 'node:path';

import { PGlite } from '@electric-sql/pglite';
import { Kysely, Migrator, PostgresDialect } from 'kysely';
import { PGliteDialect } from 'kysely-pglite-dialect';
import type { PoolConfig } from 'pg';

import { migrationProvider } from './migrations';
import type { Database } from './schema';

/** Postgres' type id of `bigint` (int8). */
const INT8 = 20;

/**
 * Reads a `bigint` column as a JS number. Money is in minor units, far below 2^53, so a number is exact;
 * a value that would not be throws rather than rounding a balance.
 */
export function parseBigint(text: string): number {
  const value = Number(text);
  if (!Number.isSafeInteger(value)) throw new RangeError(`bigint ${text} is beyond the safe integer range`);
  return value;
}

/** Where the sandbox keeps its data. */
export interface DatabaseOptions {
  /**
   * `postgres://user:pass@host:5432/db`: a real Postgres server, through kysely's PostgresDialect and
   * `pg` (`DATABASE_URL`). Wins over `dataDir`.
   */
  url?: string;
  /** The folder of the embedded database (PGlite), created when missing. Neither this nor `url`: in memory. */
  dataDir?: string;
  /** A PGlite data-folder dump (`dumpDataDir`) an in-memory database starts from instead of running initdb (tests). */
  initialDump?: Blob;
}

/** An open, migrated database. */
export interface SandboxDatabase {
  db: Kysely<Database>;
  /** Where it lives, for the start-up banner: `pglite <folder>`, `pglite (in memory)` or `postgres <host>/<db>`. */
  description: string;
  /** Closes the connections (the embedded database writes its files). */
  close(): Promise<void>;
}

/**
 * Opens the sandbox database and runs the migrations that have not run yet (ARCHITECTURE §7): PGlite in
 * `dataDir` or in memory by default, a Postgres server when `url` is set. `pg` is imported only then,
 * so the embedded default never loads it.
 *
 * @throws when the server cannot be reached or a migration fails (the error names the migration).
 */
export async function openDatabase(options: DatabaseOptions = {}): Promise<SandboxDatabase> {
  const opened = options.url ? await openPostgres(options.url) : await openPGlite(options);
  try {
    await migrateToLatest(opened.db);
  } catch (error) {
    await opened.close();
    throw error;
  }
  return opened;
}

async function openPGlite(options: DatabaseOptions): Promise<SandboxDatabase> {
  const parsers = { [INT8]: parseBigint };
  // PGlite makes its own folder but not the ones above it (a fresh clone has no .sandbox-state/).
  if (options.dataDir) await mkdir(dirname(options.dataDir), { recursive: true });
  const pglite = options.dataDir
    ? await PGlite.create({ dataDir: options.dataDir, parsers })
    : await PGlite.create({ parsers, ...(options.initialDump ? { loadDataDir: options.initialDump } : {}) });
  const db = new Kysely<Database>({ dialect: new PGliteDialect(pglite) });
  return { db, description: options.dataDir ? `pglite ${options.dataDir}` : 'pglite (in memory)', close: () => db.destroy() };
}

async function openPostgres(url: string): Promise<SandboxDatabase> {
  const { default: pg } = await import('pg');
  const config: PoolConfig = {
    connectionString: url,
    max: 10,
    types: { getTypeParser: ((oid: number, format?: 'text' | 'binary') => (oid === INT8 ? parseBigint : pg.types.getTypeParser(oid, format))) as typeof pg.types.getTypeParser },
  };
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool: new pg.Pool(config) }) });
  const where = new URL(url);
  return { db, description: `postgres ${where.host}${where.pathname}`, close: () => db.destroy() };
}

/**
 * Runs every migration of `migrations/` that has not run on this database, in order.
 *
 * @throws when a migration fails (the error names it).
 */
export async function migrateToLatest(db: Kysely<Database>): Promise<void> {
  const migrator = new Migrator({ db, provider: migrationProvider });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((result) => result.status === 'Error');
  if (error) throw new Error(`sandbox database: migration ${failed?.migrationName ?? ''} failed: ${String(error)}`, { cause: error });
}
