import type { TokenResponse } from '@casino/shared/wire';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import type { FastifyInstance } from 'fastify';
import { sql, type Kysely } from 'kysely';

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
    return openDatabase(template ? { initialDump: new Blob([await readFile(template)]) } : {});
  })();
  return shared;
}

if (typeof afterAll === 'function') {
  afterAll(async () => {
    if (shared) await (await shared).close();
    shared = undefined;
  });
}

/** Empties every table, so the next sandbox seeds a fresh ledger and state. */
async function emptyDatabase(db: Kysely<Database>): Promise<void> {
  await sql`truncate csp_reports, field_vitals, release_health_events, sports_bets, sports_sessions, bonus_consents, bonus_code_uses, bonus_codes, player_bonuses, bonus_campaigns, transactions, wallets, players, sandbox_state, registrations, verification_codes, outbox, documents, id_scans, questionnaire_answers, login_history, inbox_messages, player_limits, player_protection, play_sessions`.execute(db);
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
  if (!overrides.dataDir && !overrides.databaseUrl) {
    database = overrides.database ?? (await testDatabase());
    await emptyDatabase(database.db);
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
