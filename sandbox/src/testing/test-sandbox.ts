import type { TokenResponse } from '@casino/shared/wire';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import type { FastifyInstance } from 'fastify';

import { buildSandbox, type SandboxOptions } from '../server';

/** The clock tests start from unless they say otherwise. */
export const TEST_NOW = new Date('2026-03-10T12:00:00Z');
export const TEST_PUBLIC_URL = 'http://localhost:4000';

/** A sandbox in a temporary folder, with a clock the test can move. */
export interface TestSandbox {
  app: FastifyInstance;
  dir: string;
  stateFile: string;
  cdnDir: string;
  /** Sets the sandbox clock. */
  setNow(date: Date): void;
  /** Builds another sandbox over the same state file and folders (a restart). */
  rebuild(): Promise<FastifyInstance>;
  /** Closes every sandbox built and removes the folder. */
  close(): Promise<void>;
}

/** Builds a sandbox over a fresh temporary state file and CDN folder. */
export async function createTestSandbox(overrides: Partial<SandboxOptions> = {}): Promise<TestSandbox> {
  const dir = await mkdtemp(join(tmpdir(), 'sandbox-test-'));
  let now = TEST_NOW;
  const options: SandboxOptions = {
    stateFile: join(dir, 'state', 'state.json'),
    cdnDir: join(dir, 'cdn'),
    publicUrl: TEST_PUBLIC_URL,
    now: () => now,
    ...overrides,
  };
  const apps: FastifyInstance[] = [await buildSandbox(options)];
  return {
    app: apps[0] as FastifyInstance,
    dir,
    stateFile: options.stateFile,
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
