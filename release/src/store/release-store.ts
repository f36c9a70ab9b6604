import { parseReleaseManifest, type ReleaseManifest } from '@casino/shared/contract';
import { normaliseEntry, type HistoryEntry } from '../history';
import { ReleaseError } from '../release-error';

/** What a change to the release writes: the manifest after it, its history entries, and what the command returns. */
export interface StoreChange<T> {
  manifest: ReleaseManifest;
  history: HistoryEntry[];
  result: T;
}

/**
 * Plans a change on the manifest as stored (null: none yet) and, when it needs them, every recorded
 * change (`history()`, oldest first). It may publish a build's files on the way (`publishBuild`);
 * null writes nothing. A store that retries on a conflict (S3) calls it again on the new manifest,
 * so it must be safe to run twice.
 */
export type ChangePlan<T> = (stored: ReleaseManifest | null, history: () => Promise<HistoryEntry[]>) => Promise<StoreChange<T> | null>;

/**
 * Where the release lives (ARCHITECTURE §6), as the CLI sees it: `manifest.json`, `history.jsonl`,
 * `host.json`, and each published build under `<remote>/<version>/`, in a CDN folder
 * (`FolderStore`) or a bucket of an S3-compatible object store (`S3Store`). Every read and write of
 * the release goes through it.
 */
export interface ReleaseStore {
  /** A file of the release as a person finds it: `/srv/cdn/manifest.json`, `s3://releases/prod/manifest.json`. */
  where(name: string): string;
  /** The manifest, validated; null when there is none yet. @throws ReleaseError saying where it is broken. */
  readManifest(): Promise<ReleaseManifest | null>;
  /** Every recorded change, oldest first. @throws ReleaseError naming a line that is not JSON. */
  readHistory(): Promise<HistoryEntry[]>;
  /** A file beside the manifest (`host.json`); null when there is none. */
  readFile(name: string): Promise<Buffer | null>;
  /** Writes a file beside the manifest (`host.json`), replacing it. */
  writeFile(name: string, body: Buffer): Promise<void>;
  /** Whether anything is stored under `<remote>/<version>/`. */
  hasBuild(remote: string, version: string): Promise<boolean>;
  /**
   * Whether publishing `distDir` as `remote@version` would change files already published there (they
   * never change). The folder store counts any file there; the S3 store only one with other bytes,
   * so a publish whose manifest write was refused (a conflict) can be run again.
   */
  refusesBuild(remote: string, version: string, distDir: string): Promise<boolean>;
  /**
   * Copies a build's files (all but `.build-stamp`) to `<remote>/<version>/`. With `replace` (only
   * `bootstrap`, for a developer's unreleased local build) what was there goes first.
   * @throws ReleaseError when a file there has other bytes (S3: written once, `If-None-Match: *`).
   */
  publishBuild(remote: string, version: string, distDir: string, options?: { replace?: boolean }): Promise<void>;
  /**
   * Runs `plan` on the current manifest and writes its outcome, with its history entries, as one
   * change that no concurrent release can lose: the folder store under a lock, the S3 store with
   * conditional writes (retrying on a conflict).
   * @returns the plan's result; null when it wrote nothing.
   * @throws ReleaseError on a broken manifest or history, or (S3) a conflict that persisted.
   */
  update<T>(plan: ChangePlan<T>): Promise<T | null>;
  /** Lets go of connections (the S3 client's); the store is not used after. */
  close(): Promise<void>;
}

/** The files of a build that are published: all but the build's own stamp (build/README.md). */
export const isPublishable = (file: string) => !file.endsWith('.build-stamp');

/**
 * Reads and validates `text` as the release manifest stored at `where`.
 * @throws ReleaseError saying where it is wrong: the JSON parser's position, or each field of the
 *   wrong shape by its path (`pins.DE.mfe-casino: …`). No command writes over such a manifest.
 */
export function parseManifestText(text: string, where: string): ReleaseManifest {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    throw new ReleaseError(`${where} is not valid JSON (${(error as Error).message}); nothing was written. Fix it by hand, then run the command again.`);
  }
  try {
    return parseReleaseManifest(json);
  } catch (error) {
    const issues = (error as { issues?: Array<{ path: PropertyKey[]; message: string }> }).issues;
    if (!issues) throw error;
    const lines = issues.map((issue) => `  - ${issue.path.map(String).join('.') || '(the whole file)'}: ${issue.message}`);
    throw new ReleaseError(`${where} is not a release manifest; nothing was written:\n${lines.join('\n')}`);
  }
}

/**
 * The lines of a `history.jsonl` stored at `where`, as written (an S3 store's carry the id of their
 * change, see s3-store.ts). Blank lines are skipped.
 * @throws ReleaseError naming the first line that is not JSON.
 */
export function parseHistoryLines<Line extends HistoryEntry>(text: string, where: string): Line[] {
  return text.split('\n').flatMap((line, index) => {
    if (!line.trim()) return [];
    try {
      return [normaliseEntry(JSON.parse(line) as Line) as Line];
    } catch {
      throw new ReleaseError(`${where}, line ${index + 1}, is not valid JSON; nothing was written. Fix that line by hand.`);
    }
  });
}
