import { appendFileSync, closeSync, cpSync, existsSync, mkdirSync, openSync, readFileSync, renameSync, rmSync, statSync, unlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { ReleaseManifest } from '@casino/shared/contract';
import type { HistoryEntry } from '../history';
import { ReleaseError } from '../release-error';
import { isPublishable, parseHistoryLines, parseManifestText, type ChangePlan, type ReleaseStore } from './release-store';

const STALE_LOCK_MS = 30_000;
const LOCK_TIMEOUT_MS = 20_000;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Writes JSON atomically: a temporary file in the same folder, then a rename. */
function writeJsonAtomic(file: string, value: unknown): void {
  mkdirSync(path.dirname(file), { recursive: true });
  const temporary = `${file}.${process.pid}.${Date.now()}.${Math.random().toString(36).slice(2)}.tmp`;
  writeFileSync(temporary, `${JSON.stringify(value, null, 2)}\n`);
  renameSync(temporary, file);
}

/**
 * The release in a CDN folder on this machine (`npm start`'s `.cdn/`, a mounted volume):
 * `<dir>/manifest.json`, `<dir>/history.jsonl` (one JSON line per change, appended), `<dir>/host.json`
 * and the published builds under `<dir>/<remote>/<version>/`. A change is written under an exclusive
 * lock file (`<dir>/.release.lock`), the manifest atomically (temporary file, then rename).
 */
export class FolderStore implements ReleaseStore {
  constructor(readonly dir: string) {}

  where(name: string): string {
    return path.join(this.dir, name);
  }

  async readManifest(): Promise<ReleaseManifest | null> {
    const file = this.where('manifest.json');
    if (!existsSync(file)) return null;
    return parseManifestText(readFileSync(file, 'utf8'), file);
  }

  async readHistory(): Promise<HistoryEntry[]> {
    const file = this.where('history.jsonl');
    if (!existsSync(file)) return [];
    return parseHistoryLines(readFileSync(file, 'utf8'), file);
  }

  async readFile(name: string): Promise<Buffer | null> {
    const file = this.where(name);
    return existsSync(file) ? readFileSync(file) : null;
  }

  async writeFile(name: string, body: Buffer): Promise<void> {
    mkdirSync(this.dir, { recursive: true });
    writeFileSync(this.where(name), body);
  }

  async hasBuild(remote: string, version: string): Promise<boolean> {
    return existsSync(path.join(this.dir, remote, version));
  }

  // A folder cannot tell a finished copy from one cut short, so any file there counts as published.
  refusesBuild(remote: string, version: string): Promise<boolean> {
    return this.hasBuild(remote, version);
  }

  async publishBuild(remote: string, version: string, distDir: string, options: { replace?: boolean } = {}): Promise<void> {
    const target = path.join(this.dir, remote, version);
    // Never outside the CDN folder, whatever the names say (they are checked before; this is the last word).
    if (path.relative(this.dir, target).startsWith('..') || path.isAbsolute(path.relative(this.dir, target))) {
      throw new ReleaseError(`${remote}@${version} would be written outside ${this.dir}`);
    }
    // Copied beside the target, then renamed into place: a copy that fails halfway leaves no half-published version.
    const staging = `${target}.publishing-${process.pid}`;
    rmSync(staging, { recursive: true, force: true });
    try {
      cpSync(distDir, staging, { recursive: true, filter: isPublishable });
      if (options.replace) rmSync(target, { recursive: true, force: true });
      renameSync(staging, target);
    } finally {
      rmSync(staging, { recursive: true, force: true });
    }
  }

  /**
   * Runs `plan` under an exclusive lock, so two CLIs at once cannot lose a change: each reads the
   * manifest the other wrote. The manifest is written atomically, then its history entries appended.
   * @throws ReleaseError when the lock cannot be had within 20 s, or whatever `plan` throws.
   */
  async update<T>(plan: ChangePlan<T>): Promise<T | null> {
    mkdirSync(this.dir, { recursive: true });
    const lock = this.where('.release.lock');
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
      const outcome = await plan(await this.readManifest(), () => this.readHistory());
      if (!outcome) return null;
      writeJsonAtomic(this.where('manifest.json'), outcome.manifest);
      if (outcome.history.length > 0) appendFileSync(this.where('history.jsonl'), outcome.history.map((entry) => `${JSON.stringify(entry)}\n`).join(''));
      return outcome.result;
    } finally {
      unlinkSync(lock);
    }
  }

  async close(): Promise<void> {}
}
