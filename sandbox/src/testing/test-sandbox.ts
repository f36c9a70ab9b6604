import type { TokenResponse } from '@casino/shared/wire';
import { openAsBlob } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import type { FastifyInstance } from 'fastify';
import { sql, type Kysely, type Transaction } from 'kysely';

import { openDatabase, type SandboxDatabase } from '../db/database';
import type { Database } from '../db/schema';
import { buildSandbox, type SandboxOptions } from '../server';
import { TEMPLATE_ENV } from './jest-global-setup';

let shared: Promise<SandboxDatabase> | undefined;

/**
 * The in-memory database of this test file, migrated, shared by its test sandboxes (PGlite takes a second
 * or two to start, even from the template the global setup dumped). `createTestSandbox` empties it first.
 */
export function testDatabase(): Promise<SandboxDatabase> {
  shared ??= (async () => {
    const template = process.env[TEMPLATE_ENV];
    // A Blob over the file, read once by PGlite: reading the 40 MB into a Buffer and copying it into a Blob
    // cost a third of a second more of each file's start.
    return openDatabase(template ? { initialDump: await openAsBlob(template) } : {});
  })();
  return shared;
}

if (typeof afterAll === 'function') {
  afterAll(async () => {
    if (shared) await (await shared).close();
    shared = undefined;
  });
}

/** Every table a sandbox writes, in the order the seed copy restores them (a table after those it refers to). */
const TABLES = [
  'players',
  'wallets',
  'transactions',
  'sandbox_state',
  'bonus_campaigns',
  'bonus_codes',
  'player_bonuses',
  'bonus_code_uses',
  'bonus_consents',
  'registrations',
  'verification_codes',
  'outbox',
  'documents',
  'id_scans',
  'questionnaire_answers',
  'login_history',
  'inbox_messages',
  'player_limits',
  'player_protection',
  'play_sessions',
  'sports_sessions',
  'sports_bets',
  'field_vitals',
  'release_health_events',
  'csp_reports',
] as const;

/**
 * Empties every table, so the next sandbox seeds a fresh ledger and state. `delete` without the foreign keys'
 * triggers (replica role, this transaction only), not `truncate`: a few hundred rows go in a tenth of the time.
 */
async function emptyTables(trx: Transaction<Database>): Promise<void> {
  await sql`set local session_replication_role = replica`.execute(trx);
  for (const table of TABLES) await sql`delete from ${sql.table(table)}`.execute(trx);
}

/** The schema the rows of a file's first default seed are kept in (`keepSeed`). */
const SEED_COPY = 'seed_copy';

/** The tables `keepSeed` kept rows of, per database: only they need refilling. */
const keptSeeds = new WeakMap<SandboxDatabase, Promise<readonly string[]>>();

/**
 * Keeps a copy of the rows the sandbox just seeded (schema `seed_copy`), so later sandboxes of the test file
 * start from them (`restoreSeed`) instead of seeding through the app again: a quarter of a second a test.
 */
async function keepSeed(db: Kysely<Database>): Promise<readonly string[]> {
  const tables = await sql<{ name: string }>`select table_name as name from information_schema.tables where table_schema = 'public' and table_name not like 'kysely%'`.execute(db);
  const unlisted = tables.rows.map((row) => row.name).filter((name) => !(TABLES as readonly string[]).includes(name));
  if (unlisted.length > 0) throw new Error(`test-sandbox.ts: add ${unlisted.join(', ')} to TABLES, or the tests' sandboxes share rows`);
  return db.transaction().execute(async (trx) => {
    await sql`drop schema if exists ${sql.id(SEED_COPY)} cascade`.execute(trx);
    await sql`create schema ${sql.id(SEED_COPY)}`.execute(trx);
    const kept: string[] = [];
    for (const table of TABLES) {
      await sql`create table ${sql.table(`${SEED_COPY}.${table}`)} as select * from ${sql.table(table)}`.execute(trx);
      const row = await sql<{ rows: number }>`select count(*)::int as rows from ${sql.table(`${SEED_COPY}.${table}`)}`.execute(trx);
      if ((row.rows[0]?.rows ?? 0) > 0) kept.push(table);
    }
    return kept;
  });
}

/**
 * Empties every table and refills the seeded ones from the copy, in one transaction: the app's seeders then
 * find every seeded row present and add none. Serial ids go on from where they were, as after a truncate.
 */
async function restoreSeed(db: Kysely<Database>, kept: readonly string[]): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await emptyTables(trx);
    for (const table of kept) {
      await sql`insert into ${sql.table(table)} select * from ${sql.table(`${SEED_COPY}.${table}`)}`.execute(trx);
    }
  });
}

/** The clock tests start from unless they say otherwise. */
export const TEST_NOW = new Date('2026-03-10T12:00:00Z');
export const TEST_PUBLIC_URL = 'http://localhost:4000';

/** A sandbox over a fresh seed, with a temporary folder and a clock the test can move. */
export interface TestSandbox {
  app: FastifyInstance;
  /** The file's shared in-memory database it runs on; undefined when the test gave it a `dataDir` of its own. */
  db: Kysely<Database> | undefined;
  dir: string;
  cdnDir: string;
  /** Sets the sandbox clock. */
  setNow(date: Date): void;
  /** Builds another sandbox over the same database and folders (a restart of the server; with `dataDir`, close first to restart the database too). */
  rebuild(): Promise<FastifyInstance>;
  /** Closes every sandbox built and removes the folder. */
  close(): Promise<void>;
}

/**
 * Builds a sandbox over the seed and a temporary CDN folder. It uses the test file's shared in-memory
 * database, emptied first, unless `overrides` gives a `dataDir` (its own embedded database on disk).
 */
/** Rate limits no test file reaches (`DEFAULT_RATE_LIMITS` are tested on their own). */
const UNLIMITED = { loginsPerIp: 1e6, loginsPerAccount: 1e6, codeRequestsPerIp: 1e6, codesPerRecipient: 1e6 };

export async function createTestSandbox(overrides: Partial<SandboxOptions> = {}): Promise<TestSandbox> {
  const dir = await mkdtemp(join(tmpdir(), 'sandbox-test-'));
  let now = TEST_NOW;
  let database: SandboxDatabase | undefined;
  // The seed copy holds what the default clock and the shared database seed; any other clock or database seeds afresh.
  const seedsDefault = overrides.now === undefined && overrides.database === undefined && !overrides.dataDir && !overrides.databaseUrl;
  let keep = false;
  if (!overrides.dataDir && !overrides.databaseUrl) {
    database = overrides.database ?? (await testDatabase());
    const kept = seedsDefault ? keptSeeds.get(database) : undefined;
    if (kept) await restoreSeed(database.db, await kept);
    else {
      await database.db.transaction().execute(emptyTables);
      keep = seedsDefault;
    }
  }
  const options: SandboxOptions = {
    cdnDir: join(dir, 'cdn'),
    publicUrl: TEST_PUBLIC_URL,
    now: () => now,
    // A test file logs in and asks for codes far faster than anyone: the limits are security/rate-limits.test.ts's.
    rateLimits: UNLIMITED,
    ...(database ? { database } : {}),
    ...overrides,
  };
  const apps: FastifyInstance[] = [await buildSandbox(options)];
  if (keep && database && !keptSeeds.has(database)) {
    const kept = keepSeed(database.db);
    keptSeeds.set(database, kept);
    await kept;
  }
  return {
    app: apps[0] as FastifyInstance,
    db: database?.db,
    dir,
    cdnDir: options.cdnDir,
    setNow: (date) => {
      now = date;
    },
    rebuild: async () => {
      const app = await buildSandbox(options);
      apps.push(app);
      return app;
    },
    close: async () => {
      await Promise.all(apps.map((app) => app.close()));
      await rm(dir, { recursive: true, force: true });
    },
  };
}

/** What `POST /player/login` answers. */
/** The token set a login answers: the wire type. */
export type TestTokenSet = TokenResponse;

/** Logs a persona in (password `Sandbox!2026`) and answers its token set; throws unless the login succeeds. */
export async function loginAs(app: FastifyInstance, email: string): Promise<TestTokenSet> {
  const response = await app.inject({ method: 'POST', url: '/player/login', payload: { email, password: 'Sandbox!2026' } });
  if (response.statusCode !== 200) throw new Error(`login of ${email} answered ${response.statusCode}: ${response.body}`);
  return response.json() as TestTokenSet;
}

/** The `Authorization` header of a token. */
export const bearer = (token: string): Record<string, string> => ({ authorization: `Bearer ${token}` });
