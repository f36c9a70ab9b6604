import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { buildSite } from '@casino/sandbox/site-server';
import type { BrowserContext } from 'playwright-core';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

export const SITE_URL = 'http://localhost:3000';
export const SANDBOX_URL = 'http://localhost:4000';
/** The port of the bench's second site, without prerendered pages: one the sandbox lets call it by default. */
const PLAIN_SITE_PORT = 3007;

/** True when `url` answers with any HTTP status within `timeoutMs`. */
export async function answers(url: string, timeoutMs = 2000): Promise<boolean> {
  try {
    await fetch(url, { signal: AbortSignal.timeout(timeoutMs) });
    return true;
  } catch {
    return false;
  }
}

/**
 * The composed site: the one already running on :3000 (`npm start`), else `node scripts/serve-e2e.mjs`
 * started here (the current production builds, published to a fresh `.e2e/` CDN) and stopped by `stop`.
 */
export async function ensureSite(log: (line: string) => void): Promise<{ startedByBench: boolean; stop: () => Promise<void> }> {
  if (await answers(SITE_URL)) return { startedByBench: false, stop: async () => undefined };
  log('nothing answers on :3000: starting node scripts/serve-e2e.mjs');
  const child: ChildProcess = spawn('node', ['scripts/serve-e2e.mjs'], { cwd: ROOT, detached: true, stdio: ['ignore', 'ignore', 'inherit'] });
  const stop = async () => {
    if (child.exitCode !== null || child.pid === undefined) return;
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      // Already gone.
    }
    await new Promise((resolve) => setTimeout(resolve, 1000));
  };
  const deadline = Date.now() + 600_000; // prerendering every segment takes minutes on a busy machine
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`serve-e2e exited with ${child.exitCode}: build the apps first (npm start once)`);
    // Ready once the prerendered first screens are written (serve-e2e renders them after the site is up).
    if ((await prerenderedPages()) !== null && (await answers(`${SANDBOX_URL}/platform/status`))) return { startedByBench: true, stop };
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  await stop();
  throw new Error('the site did not answer on :3000 with its prerendered pages within 10 minutes');
}

/**
 * A second instance of the site server (`buildSite`, the one `:3000` runs) on a free port, serving the
 * same build (`SITE_DIR`, default `host/dist`, as `scripts/serve-e2e.mjs` and `npm start` serve) with no
 * prerendered pages: every path gets the app's `index.html`, as a site deployed without `release
 * prerender` would, on `PLAIN_SITE_PORT`. Its pages use the same sandbox and CDN on :4000, which answers
 * that origin among the site's (sandbox/src/lib/site-origins.ts). `close` stops it.
 */
export async function startSiteWithoutPrerendered(): Promise<{ url: string; close: () => Promise<void> }> {
  const root = path.resolve(process.env.SITE_DIR ?? path.join(ROOT, 'host', 'dist'));
  const app = await buildSite(root);
  await app.listen({ port: PLAIN_SITE_PORT, host: '127.0.0.1' });
  return { url: `http://localhost:${PLAIN_SITE_PORT}`, close: () => app.close() };
}

/** The site's prerendered pages (`/prerendered.json`, docs/prerendering.md), or null when it lists none yet. */
export async function prerenderedPages(): Promise<string[] | null> {
  try {
    const response = await fetch(`${SITE_URL}/prerendered.json`, { signal: AbortSignal.timeout(2000) });
    return response.ok ? ((await response.json()) as { pages: string[] }).pages : null;
  } catch {
    return null;
  }
}

/** Sets the sandbox's generated catalogue to `size` casino games (`POST /__sandbox/catalogue`). */
export async function setCatalogue(size: number): Promise<void> {
  // The sandbox may be restarting (another run of the site): wait for it up to a minute.
  for (let attempt = 1; attempt < 30 && !(await answers(`${SANDBOX_URL}/platform/status`)); attempt += 1) {
    await new Promise((resolve) => setTimeout(resolve, 2000));
  }
  const response = await fetch(`${SANDBOX_URL}/__sandbox/catalogue`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ size }) });
  if (!response.ok) throw new Error(`POST /__sandbox/catalogue ${size} answered ${response.status}`);
}

/**
 * Writes `count` generated past transactions for `email` (`POST /__sandbox/players/:email/history`,
 * sandbox README), so the transactions page has that many more to page through.
 */
export async function addHistory(email: string, count: number): Promise<void> {
  const response = await fetch(`${SANDBOX_URL}/__sandbox/players/${encodeURIComponent(email)}/history`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ count, days: 365 }) });
  if (!response.ok) throw new Error(`POST /__sandbox/players/${email}/history answered ${response.status}`);
}

/** Returns every store of the sandbox to the seed (`POST /__sandbox/reset`): the generated history goes. */
export async function resetSandbox(): Promise<void> {
  const response = await fetch(`${SANDBOX_URL}/__sandbox/reset`, { method: 'POST' });
  if (!response.ok) throw new Error(`POST /__sandbox/reset answered ${response.status}`);
}

/**
 * Puts a fresh session of `email` where the host keeps it (spec 000 §7: the token set in localStorage
 * `authorization`), as a player who logged in earlier has it: logs in against the sandbox's API and
 * adds an init script to `context`, so its pages start logged in.
 */
export async function startSession(context: BrowserContext, email: string, password: string): Promise<void> {
  const response = await fetch(`${SANDBOX_URL}/player/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, password }) });
  if (!response.ok) throw new Error(`login of ${email} answered ${response.status}`);
  const tokens = (await response.json()) as { idToken: string; accessToken: string; refreshToken: string; user: unknown };
  await context.addInitScript((set) => window.localStorage.setItem('authorization', JSON.stringify(set)), { idToken: tokens.idToken, accessToken: tokens.accessToken, refreshToken: tokens.refreshToken, user: tokens.user });
}
