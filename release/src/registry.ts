import os from 'node:os';
import path from 'node:path';
import { parseReleaseManifest, signManifest, type ReleaseManifest } from '@casino/shared/contract';
import type { HistoryEntry } from './history';
import { readSigningKey } from './signing-key';
import { FolderStore } from './store/folder-store';
import type { ReleaseStore } from './store/release-store';

export type { HistoryEntry } from './history';

/** Where the release lives: its store (a CDN folder or an S3 bucket) and the public URL the store is served at. */
export interface Registry {
  store: ReleaseStore;
  /** The CDN's public base URL, e.g. `http://localhost:4000/cdn`: published entries are recorded under it. */
  cdnUrl: string;
  /**
   * The private key file every manifest written is signed with (issue 21 point 8; the host refuses an
   * unsigned one). Read when a change is written, so reading commands need no key. Without it the
   * manifest is written unsigned (the release's own unit tests; a host built without a key).
   */
  manifestKeyFile?: string;
}

/** A registry in a CDN folder on this machine. */
export function folderRegistry(cdnDir: string, cdnUrl: string, manifestKeyFile?: string): Registry {
  return { store: new FolderStore(cdnDir), cdnUrl: cdnUrl.replace(/\/$/, ''), ...(manifestKeyFile ? { manifestKeyFile } : {}) };
}

/**
 * The registry a command line names: `store` is `s3://<bucket>/<folder>` for an object store (its
 * client loaded only then), anything else a folder; `cdnDir` when there is no `store`.
 * @throws ReleaseError for a malformed `s3://` location.
 */
export async function openRegistry(options: {
  store?: string;
  cdnDir: string;
  cdnUrl: string;
  s3Endpoint?: string;
  /** The private key the manifest is signed with (`Registry.manifestKeyFile`). */
  manifestKeyFile?: string;
  /** Told when another release changed the manifest first (object store) and the change is planned again. */
  onConflict?: (attempt: number, maxAttempts: number) => void;
}): Promise<Registry> {
  const cdnUrl = options.cdnUrl.replace(/\/$/, '');
  if (options.store?.startsWith('s3:')) {
    const { S3Store, parseS3Url } = await import('./store/s3-store');
    const store = new S3Store(parseS3Url(options.store), { endpoint: options.s3Endpoint, onConflict: options.onConflict });
    return { store, cdnUrl, ...(options.manifestKeyFile ? { manifestKeyFile: options.manifestKeyFile } : {}) };
  }
  return folderRegistry(path.resolve(options.store ?? options.cdnDir), cdnUrl, options.manifestKeyFile);
}

/** Who makes a change: `RELEASE_USER`, else the OS user. */
export function whoAmI(): string {
  return process.env.RELEASE_USER ?? os.userInfo().username;
}

/** An empty manifest for a registry: no remotes, no pins, the CDN's origin allowed. */
export function emptyManifest(registry: Registry): ReleaseManifest {
  return { schemaVersion: 1, allowedOrigins: [new URL(registry.cdnUrl).origin], remotes: {}, pins: { default: {} }, previousPins: {}, canaries: {} };
}

/** Reads and validates the manifest; an empty one when there is none yet. @throws ReleaseError when it is broken, saying where. */
export async function readManifest(registry: Registry): Promise<ReleaseManifest> {
  return (await registry.store.readManifest()) ?? emptyManifest(registry);
}

/** Every recorded change, oldest first. @throws ReleaseError naming a line that is not JSON. */
export function readHistory(registry: Registry): Promise<HistoryEntry[]> {
  return registry.store.readHistory();
}

/**
 * Runs `change` on the current manifest and writes its outcome with its history entries, so that two
 * releases at once cannot lose a change: in a folder under an exclusive lock, in an object store with
 * conditional writes, planning again on the other release's manifest (store/s3-store.ts). `change`
 * returning null writes nothing; `history()` gives every recorded change, oldest first. On an object
 * store `change` may run more than once, so what it does besides planning must be safe to repeat.
 *
 * @throws ReleaseError when the lock cannot be had within 20 s, when another release kept changing
 *   the manifest (object store), or whatever `change` throws.
 */
export function updateRegistry<T>(
  registry: Registry,
  change: (manifest: ReleaseManifest, history: () => Promise<HistoryEntry[]>) => Promise<{ manifest: ReleaseManifest; history: HistoryEntry[]; result: T } | null>,
): Promise<T | null> {
  return registry.store.update(async (stored, history) => {
    const outcome = await change(stored ?? emptyManifest(registry), history);
    if (!outcome) return null;
    const manifest = { ...parseReleaseManifest(outcome.manifest), updatedAt: new Date().toISOString() };
    return { ...outcome, manifest: registry.manifestKeyFile ? await signManifest(manifest, readSigningKey(registry.manifestKeyFile, 'manifest')) : manifest };
  });
}
