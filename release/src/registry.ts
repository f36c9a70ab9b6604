import { appendFileSync, closeSync, existsSync, mkdirSync, openSync, readFileSync, renameSync, statSync, unlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseReleaseManifest, type ReleaseManifest } from '@casino/shared/contract';
import { normaliseEntry, type HistoryEntry } from './history';
import { ReleaseError } from './release-error';

export type { HistoryEntry } from './history';

/** Where the release lives: the CDN folder with `manifest.json`, `history.jsonl` and the published versions. */
export interface Registry {
  cdnDir: string;
  /** The CDN's public base URL, e.g. `http://localhost:4000/cdn`. */
  cdnUrl: string;
}

export const manifestPath = (registry: Registry) => path.join(registry.cdnDir, 'manifest.json');
export const historyPath = (registry: Registry) => path.join(registry.cdnDir, 'history.jsonl');
const lockPath = (registry: Registry) => path.join(registry.cdnDir, '.release.lock');

/** Who makes a change: `RELEASE_USER`, else the OS user. */
export function whoAmI(): string {
  return process.env.RELEASE_USER ?? os.userInfo().username;
}

/** An empty manifest for a registry: no remotes, no pins, the CDN's origin allowed. */
export function emptyManifest(registry: Registry): ReleaseManifest {
  return { schemaVersion: 1, allowedOrigins: [new URL(registry.cdnUrl).origin], remotes: {}, pins: { default: {} }, previousPins: {}, canaries: {} };
}

/**
 * Reads and validates `text` as the release manifest stored in `file`.
 * @throws ReleaseError saying where it is wrong: the JSON parser's position, or each field of the
 *   wrong shape by its path (`pins.DE.mfe-casino: …`). No command writes over such a manifest.
 */
export function parseManifestText(text: string, file: string): ReleaseManifest {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    throw new ReleaseError(`${file} is not valid JSON (${(error as Error).message}); nothing was written. Fix it by hand, then run the command again.`);
  }
  try {
    return parseReleaseManifest(json);
  } catch (error) {
    const issues = (error as { issues?: Array<{ path: PropertyKey[]; message: string }> }).issues;
    if (!issues) throw error;
    const lines = issues.map((issue) => `  - ${issue.path.map(String).join('.') || '(the whole file)'}: ${issue.message}`);
    throw new ReleaseError(`${file} is not a release manifest; nothing was written:\n${lines.join('\n')}`);
  }
}

/** Reads and validates the manifest; an empty one when there is none yet. @throws ReleaseError when it is broken. */
export function readManifest(registry: Registry): ReleaseManifest {
  const file = manifestPath(registry);
  if (!existsSync(file)) return emptyManifest(registry);
  return parseManifestText(readFileSync(file, 'utf8'), file);
}

/** Writes JSON atomically: a temporary file in the same folder, then a rename. */
export function writeJsonAtomic(file: string, value: unknown): void {
  mkdirSync(path.dirname(file), { recursive: true });
  const temporary = `${file}.${process.pid}.${Date.now()}.${Math.random().toString(36).slice(2)}.tmp`;
  writeFileSync(temporary, `${JSON.stringify(value, null, 2)}\n`);
  renameSync(temporary, file);
}

/** Every recorded change, oldest first. */
export function readHistory(registry: Registry): HistoryEntry[] {
  const file = historyPath(registry);
  if (!existsSync(file)) return [];
  return readFileSync(file, 'utf8')
    .split('\n')
    .flatMap((line, index) => {
      if (!line.trim()) return [];
      try {
        return [normaliseEntry(JSON.parse(line) as HistoryEntry)];
      } catch {
        throw new ReleaseError(`${file}, line ${index + 1}, is not valid JSON; nothing was written. Fix that line by hand.`);
      }
    });
}

function appendHistory(registry: Registry, entries: HistoryEntry[]): void {
  if (entries.length === 0) return;
  appendFileSync(historyPath(registry), entries.map((entry) => `${JSON.stringify(entry)}\n`).join(''));
}

const STALE_LOCK_MS = 30_000;
const LOCK_TIMEOUT_MS = 20_000;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Runs `change` on the current manifest under an exclusive lock, so two CLIs at once cannot lose a
 * change: each reads the manifest the other wrote. The result is written atomically with its
 * history entries; `change` returning null writes nothing.
 *
 * @throws Error when the lock cannot be had within 20 s, or whatever `change` throws.
 */
export async function updateRegistry<T>(
  registry: Registry,
  change: (manifest: ReleaseManifest) => { manifest: ReleaseManifest; history: HistoryEntry[]; result: T } | null,
): Promise<T | null> {
  mkdirSync(registry.cdnDir, { recursive: true });
  const lock = lockPath(registry);
  const started = Date.now();
  for (;;) {
    try {
      closeSync(openSync(lock, 'wx'));
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      try {
        if (Date.now() - statSync(lock).mtimeMs > STALE_LOCK_MS) unlinkSync(lock);
      } catch {
        // Another process removed it first.
      }
      if (Date.now() - started > LOCK_TIMEOUT_MS) throw new ReleaseError(`The release registry is locked by another release (${lock}); try again in a moment`);
      await sleep(20 + Math.random() * 40);
    }
  }
  try {
    const outcome = change(readManifest(registry));
    if (!outcome) return null;
    writeJsonAtomic(manifestPath(registry), { ...parseReleaseManifest(outcome.manifest), updatedAt: new Date().toISOString() });
    appendHistory(registry, outcome.history);
    return outcome.result;
  } finally {
    unlinkSync(lock);
  }
}
