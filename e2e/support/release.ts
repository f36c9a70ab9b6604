import { createHash } from 'node:crypto';
import { execFile } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import type { Page } from '@playwright/test';

/** The repository, and the CDN folder of the e2e site (scripts/serve-e2e.mjs). */
export const ROOT = path.resolve(import.meta.dirname, '..', '..');
export const E2E_CDN = path.join(ROOT, '.e2e', 'cdn');

const run = promisify(execFile);

/** Runs the release CLI against the e2e CDN, as a release manager would; resolves with its output and exit code. */
export async function release(...args: string[]): Promise<{ code: number; output: string }> {
  try {
    const { stdout, stderr } = await run(path.join(ROOT, 'node_modules', '.bin', 'tsx'), ['release/src/cli.ts', ...args, '--cdn-dir', E2E_CDN], {
      cwd: ROOT,
      env: { ...process.env, RELEASE_USER: 'e2e-release-manager' },
    });
    return { code: 0, output: stdout + stderr };
  } catch (error) {
    const failed = error as { code?: number; stdout?: string; stderr?: string };
    return { code: failed.code ?? 1, output: `${failed.stdout ?? ''}${failed.stderr ?? ''}` };
  }
}

/**
 * Writes a built file's new text and its brotli and gzip copies where the build wrote them: the
 * servers send those copies to browsers, so a change to the original alone would never be seen.
 */
function rewriteBuiltFile(file: string, text: string) {
  writeFileSync(file, text);
  if (existsSync(`${file}.br`)) writeFileSync(`${file}.br`, brotliCompressSync(text));
  if (existsSync(`${file}.gz`)) writeFileSync(`${file}.gz`, gzipSync(text));
}

/** A chunk's integrity as the build records it in its remote entry (build/src/chunk-integrity-plugin.ts). */
const chunkIntegrityOf = (text: string) => `sha256-${createHash('sha256').update(text).digest('base64')}`;

/**
 * A copy of mfe-casino's build changed as a team would change it, without rebuilding: `edit`
 * receives each JavaScript file's text and returns the new text. As a build would, the changed chunks'
 * hashes are written again where the build records them (`remoteEntry.js`, `mf-manifest.json`).
 */
export function changedCasinoBuild(edit: (text: string, file: string) => string): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'mfe-casino-'));
  cpSync(path.join(ROOT, 'mfe-casino', 'dist'), dir, { recursive: true });
  const rehashed = new Map<string, string>();
  for (const file of readdirSync(dir).filter((name) => name.endsWith('.js') && name !== 'remoteEntry.js')) {
    const full = path.join(dir, file);
    const text = readFileSync(full, 'utf8');
    const changed = edit(text, file);
    if (changed === text) continue;
    rewriteBuiltFile(full, changed);
    rehashed.set(chunkIntegrityOf(text), chunkIntegrityOf(changed));
  }
  for (const file of ['remoteEntry.js', 'mf-manifest.json']) {
    const full = path.join(dir, file);
    const text = readFileSync(full, 'utf8');
    let changed = file === 'remoteEntry.js' ? edit(text, file) : text;
    for (const [before, after] of rehashed) changed = changed.split(before).join(after);
    if (changed !== text) rewriteBuiltFile(full, changed);
  }
  return dir;
}

/** Rewrites a file's bytes after it was published: what the integrity check must catch. */
export function tamperWithPublished(remote: string, version: string) {
  const entry = path.join(E2E_CDN, remote, version, 'remoteEntry.js');
  rewriteBuiltFile(entry, `${readFileSync(entry, 'utf8')}\n;window.__tampered = true;`);
}

/** A remote's load or mount as the host traces it (`window.__casinoRemoteTraces`). */
export interface LoadTrace {
  remote: string;
  version: string;
  phase: string;
  outcome: string;
  via?: string;
  bucket?: number;
  lastKnownGood?: boolean;
}

/** Every remote trace of the page so far. */
export const tracesOf = (page: Page) => page.evaluate(() => (window as unknown as { __casinoRemoteTraces?: LoadTrace[] }).__casinoRemoteTraces ?? []);

/** The version of mfe-casino this page loaded, with how it was chosen, once it has loaded. */
export async function casinoLoad(page: Page): Promise<LoadTrace> {
  const handle = await page.waitForFunction(() =>
    (window as unknown as { __casinoRemoteTraces?: LoadTrace[] }).__casinoRemoteTraces?.find((trace) => trace.remote === 'mfe-casino' && trace.phase === 'load' && trace.outcome === 'ok'),
  );
  return (await handle.jsonValue()) as LoadTrace;
}
