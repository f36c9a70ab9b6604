/**
 * The release in a bucket of an S3-compatible object store (AWS S3, Cloudflare R2, Google Cloud
 * Storage's XML API, MinIO), laid out as the CDN folder is: `<prefix>/manifest.json`,
 * `<prefix>/history.jsonl`, `<prefix>/host.json` and `<prefix>/<remote>/<version>/…`, so the bucket
 * (or a CDN in front of it) is the origin the host loads from.
 *
 * There is no lock: two release managers may change the release at once, from two machines.
 * Conditional writes (S3 since November 2024, RFC 7232) keep either from losing the other's change:
 *
 * - The manifest is the commit point. A change reads it with its ETag, plans on it, and writes it back
 *   with `If-Match: <that ETag>` (`If-None-Match: *` when there was none). When another release wrote
 *   it in between, the store answers 412 (409 while two such writes are under way): the change
 *   re-reads, plans again on what the other release left (a pin refused now is refused) and retries,
 *   up to `maxAttempts` times, then stops saying nothing of it was written.
 * - The history cannot be a second object written after the manifest without a window in which a
 *   crash loses it, nor before it without recording changes that then lose the race. So the manifest
 *   carries the history entries of the change that wrote it (`lastChange: { id, entries }`; the host's
 *   parser ignores the field), and `history.jsonl` is brought up to date from it, each line tagged with
 *   its change's id:
 *   1. before a change writes the manifest, it appends the entries the manifest it read carries, unless
 *      `history.jsonl` has that change's id already (`If-Match` on the history's ETag);
 *   2. after writing the manifest, it appends its own entries the same way.
 *   A change that loses the race for the manifest wrote no history (its entries were only in the
 *   manifest it failed to write); one that crashes after its manifest write leaves its entries in the
 *   manifest, where the next change (step 1) records them. So `history.jsonl` holds every change but
 *   at most the latest, which readers take from the manifest; an id is appended only when absent, so
 *   none is recorded twice. A 412 on the history means another release appended first: re-read.
 * - Published files are written once, `If-None-Match: *`. One already there with the same bytes is
 *   kept (a publish whose manifest write lost every retry, run again); other bytes refuse the publish.
 *
 * Failure modes: a change that keeps losing the race stops after `maxAttempts` tries with a conflict
 * and wrote nothing to the manifest or the history (a publish's uploaded files stay, unlisted, and
 * are reused when it runs again). A process killed between its manifest write and its history append
 * leaves the entries in the manifest until the next change records them; `release history` shows them
 * meanwhile. A manifest edited by hand without `lastChange` simply has nothing to record. Each change
 * rewrites the whole `history.jsonl` (a few hundred bytes a change), which stays cheap for years of
 * changes and lets the history be read in one request.
 */
import { randomUUID } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { DeleteObjectCommand, GetObjectCommand, ListObjectsV2Command, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import type { ReleaseManifest } from '@casino/shared/contract';
import { normaliseEntry, type HistoryEntry } from '../history';
import { ReleaseError } from '../release-error';
import { isPublishable, parseHistoryLines, parseManifestText, type ChangePlan, type ReleaseStore } from './release-store';

const MANIFEST = 'manifest.json';
const HISTORY = 'history.jsonl';
/** Published files never change: a CDN and browsers may keep them for a year. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** The host reads the manifest at every page load (never from a cache), and people the history. */
const NO_CACHE = 'no-cache';
const UPLOADS_AT_ONCE = 8;

const CONTENT_TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.json': 'application/json',
  '.jsonl': 'application/x-ndjson',
  '.map': 'application/json',
  '.css': 'text/css; charset=utf-8',
  '.html': 'text/html; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
};
const contentTypeOf = (name: string) => CONTENT_TYPES[path.extname(name).toLowerCase()] ?? 'application/octet-stream';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A bucket and the folder inside it that holds the release. */
export interface S3Location {
  bucket: string;
  /** Without leading or trailing slash; empty for the bucket's top. */
  prefix: string;
}

/**
 * `s3://releases/prod` → `{ bucket: 'releases', prefix: 'prod' }`.
 * @throws ReleaseError for anything else.
 */
export function parseS3Url(url: string): S3Location {
  const match = /^s3:\/\/([^/]+)\/*(.*?)\/*$/.exec(url);
  if (!match) throw new ReleaseError(`"${url}" is not an object store location: s3://<bucket>/<folder>, e.g. s3://releases/prod`);
  return { bucket: match[1]!, prefix: match[2]! };
}

/** The change a manifest was written by, with its history entries (see the top of this file). */
interface LastChange {
  id: string;
  entries: HistoryEntry[];
}

/** A line of the S3 store's `history.jsonl`: an entry and the id of the change it belongs to. */
type HistoryLine = HistoryEntry & { change?: string };

interface StoredObject {
  body: Buffer;
  etag: string;
}

/** Another release wrote the object since it was read (412, or 409 while two conditional writes race). */
class WriteConflict extends Error {
  override readonly name = 'WriteConflict';
}

/** What was read for a change: the manifest and history with their ETags, and the entries not yet in `history.jsonl`. */
interface ReleaseState {
  manifestObject: StoredObject | null;
  manifest: ReleaseManifest | null;
  historyObject: StoredObject | null;
  /** The manifest's `lastChange` when `history.jsonl` does not have it yet. */
  unrecorded: LastChange | null;
  /** Every change, oldest first, the unrecorded one last. */
  history: HistoryEntry[];
}

function lastChangeOf(text: string): LastChange | null {
  const { lastChange } = JSON.parse(text) as { lastChange?: Partial<LastChange> };
  return typeof lastChange?.id === 'string' && Array.isArray(lastChange.entries) ? (lastChange as LastChange) : null;
}

const withoutChangeId = ({ change: _change, ...entry }: HistoryLine): HistoryEntry => entry;

/** The files of a build, relative, with `/` between folders. */
function filesOf(distDir: string): string[] {
  return (readdirSync(distDir, { recursive: true }) as string[])
    .filter((file) => isPublishable(file) && statSync(path.join(distDir, file)).isFile())
    .map((file) => file.split(path.sep).join('/'))
    .sort();
}

async function inBatches<T>(items: readonly T[], size: number, run: (item: T) => Promise<void>): Promise<void> {
  for (let start = 0; start < items.length; start += size) await Promise.all(items.slice(start, start + size).map(run));
}

/** What a release manager can act on in an S3 client's error. */
function reasonOf(error: unknown, bucket: string): string {
  const { name, message, code } = error as { name?: string; message?: string; code?: string };
  if (name === 'NoSuchBucket') return `the bucket "${bucket}" does not exist`;
  if (name === 'CredentialsProviderError') return 'no credentials: set AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY, or AWS_PROFILE';
  if (code === 'ECONNREFUSED' || name === 'ECONNREFUSED') return `nothing answers there (${message}): check --s3-endpoint`;
  if (/region is missing/i.test(message ?? '')) return 'no region: set AWS_REGION (or give --s3-endpoint)';
  return `${name ?? 'Error'}: ${message ?? String(error)}`;
}

/** How to reach the object store; the rest comes from the standard AWS settings (AWS_REGION, AWS_ACCESS_KEY_ID, AWS_PROFILE, …). */
export interface S3StoreOptions {
  /**
   * An S3-compatible service's URL (MinIO, R2, GCS: `https://storage.googleapis.com`), addressed by
   * path (`<endpoint>/<bucket>/<key>`). AWS S3 itself when absent.
   */
  endpoint?: string;
  /** How many times a change is planned and written before a conflict stops it; 5 by default. */
  maxAttempts?: number;
  /** Told when another release changed the manifest first and the change is planned again (`attempt` is the try that lost). */
  onConflict?: (attempt: number, maxAttempts: number) => void;
}

/** The release in an S3-compatible bucket; see the top of this file for how concurrent changes are kept. */
export class S3Store implements ReleaseStore {
  private readonly client: S3Client;
  private readonly maxAttempts: number;
  private readonly onConflict: NonNullable<S3StoreOptions['onConflict']>;

  constructor(
    readonly location: S3Location,
    options: S3StoreOptions = {},
  ) {
    // On Node 20 the SDK warns on every run that its releases from 2027 need Node 22. The lockfile pins
    // one that runs on 20 (the workspace's engines); the warning is for whoever upgrades it, not for
    // a release manager reading a command's output.
    process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';
    this.maxAttempts = options.maxAttempts ?? 5;
    this.onConflict = options.onConflict ?? (() => undefined);
    this.client = new S3Client({
      ...(options.endpoint ? { endpoint: options.endpoint, forcePathStyle: true } : {}),
      ...(process.env.AWS_REGION || !options.endpoint ? {} : { region: 'us-east-1' }),
      // Checksums only where S3 requires them: S3-compatible services (GCS's, older MinIO) refuse or
      // mangle the CRC32 trailers the SDK adds by default.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
  }

  private key(name: string): string {
    return this.location.prefix ? `${this.location.prefix}/${name}` : name;
  }

  where(name: string): string {
    return `s3://${this.location.bucket}/${this.key(name)}`;
  }

  private failure(verb: string, name: string, error: unknown): ReleaseError {
    return new ReleaseError(`Could not ${verb} ${this.where(name)}: ${reasonOf(error, this.location.bucket)}`);
  }

  /** The object and its ETag; null when there is none. */
  private async get(name: string): Promise<StoredObject | null> {
    try {
      const response = await this.client.send(new GetObjectCommand({ Bucket: this.location.bucket, Key: this.key(name) }));
      return { body: Buffer.from(await response.Body!.transformToByteArray()), etag: response.ETag! };
    } catch (error) {
      if ((error as { name?: string }).name === 'NoSuchKey') return null;
      throw this.failure('read', name, error);
    }
  }

  /**
   * Writes an object. `ifMatch`: the ETag it must still have, or null when it must not exist yet;
   * undefined writes whatever is there.
   * @returns the new ETag.
   * @throws WriteConflict when the condition does not hold.
   */
  private async put(name: string, body: Buffer | string, options: { ifMatch?: string | null; cacheControl: string }): Promise<string> {
    try {
      const response = await this.client.send(
        new PutObjectCommand({
          Bucket: this.location.bucket,
          Key: this.key(name),
          Body: body,
          ContentType: contentTypeOf(name),
          CacheControl: options.cacheControl,
          ...(options.ifMatch === null ? { IfNoneMatch: '*' } : options.ifMatch ? { IfMatch: options.ifMatch } : {}),
        }),
      );
      return response.ETag!;
    } catch (error) {
      const status = (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
      // 404 on If-Match: the object was deleted since it was read.
      if (options.ifMatch !== undefined && (status === 412 || status === 409 || (status === 404 && options.ifMatch !== null))) {
        throw new WriteConflict(`${this.where(name)} changed since it was read`);
      }
      throw this.failure('write', name, error);
    }
  }

  /**
   * Every key under `<prefix>/<folder>/`, relative to it; past `limit` keys it asks for no further
   * page. (Pages are the service's 1000 keys: s3rver answers a smaller MaxKeys that truncates the
   * listing with an internal error, and a build has far fewer files.)
   */
  private async list(folder: string, limit = Infinity): Promise<string[]> {
    const prefix = this.key(folder);
    const keys: string[] = [];
    let token: string | undefined;
    do {
      try {
        const page = await this.client.send(
          new ListObjectsV2Command({ Bucket: this.location.bucket, Prefix: prefix, ContinuationToken: token }),
        );
        keys.push(...(page.Contents ?? []).map((object) => object.Key!.slice(prefix.length)));
        token = page.IsTruncated && keys.length < limit ? page.NextContinuationToken : undefined;
      } catch (error) {
        throw this.failure('list', folder, error);
      }
    } while (token);
    return keys;
  }

  async readManifest(): Promise<ReleaseManifest | null> {
    const stored = await this.get(MANIFEST);
    return stored && parseManifestText(stored.body.toString('utf8'), this.where(MANIFEST));
  }

  // The manifest first: whatever history.jsonl holds then includes every change before the manifest's own.
  private async readState(): Promise<ReleaseState> {
    const manifestObject = await this.get(MANIFEST);
    const text = manifestObject?.body.toString('utf8');
    const manifest = text === undefined ? null : parseManifestText(text, this.where(MANIFEST));
    const lastChange = text === undefined ? null : lastChangeOf(text);
    const historyObject = await this.get(HISTORY);
    const lines = historyObject ? parseHistoryLines<HistoryLine>(historyObject.body.toString('utf8'), this.where(HISTORY)) : [];
    const unrecorded = lastChange && !lines.some((line) => line.change === lastChange.id) ? lastChange : null;
    return { manifestObject, manifest, historyObject, unrecorded, history: [...lines.map(withoutChangeId), ...(unrecorded?.entries.map(normaliseEntry) ?? [])] };
  }

  async readHistory(): Promise<HistoryEntry[]> {
    return (await this.readState()).history;
  }

  async readFile(name: string): Promise<Buffer | null> {
    return (await this.get(name))?.body ?? null;
  }

  async writeFile(name: string, body: Buffer): Promise<void> {
    await this.put(name, body, { cacheControl: NO_CACHE });
  }

  async hasBuild(remote: string, version: string): Promise<boolean> {
    return (await this.list(`${remote}/${version}/`, 1)).length > 0;
  }

  async refusesBuild(remote: string, version: string, distDir: string): Promise<boolean> {
    const stored = await this.list(`${remote}/${version}/`);
    if (stored.length === 0) return false;
    const local = new Set(filesOf(distDir));
    if (stored.some((file) => !local.has(file))) return true;
    for (const file of stored) {
      const object = await this.get(`${remote}/${version}/${file}`);
      if (!object?.body.equals(readFileSync(path.join(distDir, file)))) return true;
    }
    return false;
  }

  async publishBuild(remote: string, version: string, distDir: string, options: { replace?: boolean } = {}): Promise<void> {
    const folder = `${remote}/${version}/`;
    if (options.replace) {
      for (const file of await this.list(folder)) {
        try {
          await this.client.send(new DeleteObjectCommand({ Bucket: this.location.bucket, Key: this.key(folder + file) }));
        } catch (error) {
          throw this.failure('delete', folder + file, error);
        }
      }
    }
    await inBatches(filesOf(distDir), UPLOADS_AT_ONCE, async (file) => {
      const body = readFileSync(path.join(distDir, file));
      try {
        await this.put(folder + file, body, { ifMatch: options.replace ? undefined : null, cacheControl: IMMUTABLE });
      } catch (error) {
        if (!(error instanceof WriteConflict)) throw error;
        const stored = await this.get(folder + file);
        if (!stored?.body.equals(body)) {
          throw new ReleaseError(`${remote}@${version} is already published (${this.where(folder + file)} has other bytes): published versions never change; bump the version in ${remote}/package.json`);
        }
      }
    });
  }

  /** Appends a change's entries to `history.jsonl` as read (`If-Match` on its ETag). @throws WriteConflict */
  private async appendHistory(historyObject: StoredObject | null, change: LastChange): Promise<void> {
    let text = historyObject?.body.toString('utf8') ?? '';
    if (text && !text.endsWith('\n')) text += '\n';
    text += change.entries.map((entry) => `${JSON.stringify({ ...entry, change: change.id })}\n`).join('');
    await this.put(HISTORY, text, { ifMatch: historyObject?.etag ?? null, cacheControl: NO_CACHE });
  }

  /**
   * Plans and writes a change with conditional writes instead of a lock (see the top of this file).
   * @throws ReleaseError when another release changed the manifest in between `maxAttempts` times in a row.
   */
  async update<T>(plan: ChangePlan<T>): Promise<T | null> {
    for (let attempt = 1; ; attempt += 1) {
      const state = await this.readState();
      const outcome = await plan(state.manifest, async () => state.history);
      if (!outcome) return null;
      const change: LastChange = { id: randomUUID(), entries: outcome.history };
      try {
        if (state.unrecorded) await this.appendHistory(state.historyObject, state.unrecorded);
        const manifest = change.entries.length > 0 ? { ...outcome.manifest, lastChange: change } : outcome.manifest;
        await this.put(MANIFEST, `${JSON.stringify(manifest, null, 2)}\n`, { ifMatch: state.manifestObject?.etag ?? null, cacheControl: NO_CACHE });
      } catch (error) {
        if (!(error instanceof WriteConflict)) throw error;
        if (attempt >= this.maxAttempts) {
          throw new ReleaseError(
            `Another release changed the manifest at the same time (${this.where(MANIFEST)}, ${attempt} tries): nothing of yours was written to it or to the history; run it again.`,
          );
        }
        this.onConflict(attempt, this.maxAttempts);
        // Apart, so that two releases that collided do not collide again.
        await sleep(10 + Math.random() * 40 * 2 ** attempt);
        continue;
      }
      if (change.entries.length > 0) await this.recordAfterWrite(change);
      return outcome.result;
    }
  }

  /**
   * Appends a written change's entries unless another release recorded them first. Past a few
   * conflicts (or a failing network) it leaves them: they are in the manifest, readers see them, and
   * the next change records them; the change itself is made, so this never fails the command.
   */
  private async recordAfterWrite(change: LastChange): Promise<void> {
    for (let attempt = 1; attempt <= this.maxAttempts * 2; attempt += 1) {
      try {
        const historyObject = await this.get(HISTORY);
        const text = historyObject?.body.toString('utf8') ?? '';
        if (text.includes(`"change":"${change.id}"`)) return;
        await this.appendHistory(historyObject, change);
        return;
      } catch (error) {
        if (!(error instanceof WriteConflict)) return;
        await sleep(5 + Math.random() * 20);
      }
    }
  }

  async close(): Promise<void> {
    this.client.destroy();
  }
}
