import { execFile } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { GetObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { historyLines, historyOf, pinAll, publish, releaseStatus, rollback, statusTable } from '../commands';
import type { HistoryEntry } from '../history';
import { readHistory, readManifest, updateRegistry, type Registry } from '../registry';
import { ReleaseError } from '../release-error';
import { createSigningKey } from '../signing-key';
import { fakeBuild, host } from '../testing/fake-release';
import { startLocalS3, type LocalS3 } from '../testing/local-s3';
import { parseS3Url, S3Store, type S3StoreOptions } from './s3-store';

const CONFLICT = /^Another release changed the manifest at the same time \(s3:\/\/releases\/.+\/manifest\.json, \d+ tries\): nothing of yours was written to it or to the history; run it again\.$/;

let s3: LocalS3;
let raw: S3Client;
const opened: S3Store[] = [];
let folders = 0;
const dir = mkdtempSync(path.join(os.tmpdir(), 'release-s3-test-'));

/** The manifest key the CLI signs with in these tests (RELEASE_MANIFEST_KEY). */
const manifestKey = path.join(dir, 'manifest-key.json');

beforeAll(async () => {
  await createSigningKey(manifestKey, 'manifest');
  s3 = await startLocalS3();
  // The SDK's notice that its 2027 releases need Node 22 (S3Store turns it off too, but this test's own client comes first).
  Object.assign(process.env, s3.credentials, { RELEASE_USER: 'release-manager', AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true' });
  raw = new S3Client({ endpoint: s3.endpoint, forcePathStyle: true, region: 'us-east-1', requestChecksumCalculation: 'WHEN_REQUIRED', responseChecksumValidation: 'WHEN_REQUIRED' });
});

afterAll(async () => {
  await Promise.all(opened.map((store) => store.close()));
  raw.destroy();
  await s3.close();
});

/** A release in a folder of its own of the bucket, as one release manager's CLI sees it (a client of its own). */
function registryIn(prefix: string, options: S3StoreOptions = {}): Registry {
  const store = new S3Store(parseS3Url(`s3://${s3.bucket}/${prefix}`), { endpoint: s3.endpoint, ...options });
  opened.push(store);
  return { store, cdnUrl: `https://cdn.example.com/${prefix}` };
}

const newPrefix = () => `test-${++folders}`;

async function objectText(key: string): Promise<string> {
  const object = await raw.send(new GetObjectCommand({ Bucket: s3.bucket, Key: key }));
  return object.Body!.transformToString();
}

/** mfe-casino 1.0.0 and 1.1.0 published and 1.0.0 pinned as the default, in a new folder of the bucket. */
async function published(): Promise<{ prefix: string; registry: Registry }> {
  const prefix = newPrefix();
  const registry = registryIn(prefix);
  for (const version of ['1.0.0', '1.1.0']) await publish(registry, 'mfe-casino', { distDir: fakeBuild(path.join(dir, prefix, version), '^19.2.0', version), version });
  await pinAll(registry, host, 'default', { 'mfe-casino': '1.0.0' });
  return { prefix, registry };
}

/** Each change of the history once: `pin DE -→1.1.0`. */
const changesOf = (history: HistoryEntry[]) => history.map((entry) => `${entry.action} ${entry.market ?? '-'} ${entry.from ?? '-'}→${entry.to}`);

describe('the release store on an S3-compatible object store (issue 20, point 5)', () => {
  it('the local server refuses a conditional write that does not hold, as S3 does', async () => {
    const key = `${newPrefix()}/object`;
    const { ETag } = await raw.send(new PutObjectCommand({ Bucket: s3.bucket, Key: key, Body: 'a', IfNoneMatch: '*' }));
    await expect(raw.send(new PutObjectCommand({ Bucket: s3.bucket, Key: key, Body: 'b', IfNoneMatch: '*' }))).rejects.toMatchObject({ $metadata: { httpStatusCode: 412 } });
    await expect(raw.send(new PutObjectCommand({ Bucket: s3.bucket, Key: key, Body: 'b', IfMatch: '"0123"' }))).rejects.toMatchObject({ name: 'PreconditionFailed' });
    await raw.send(new PutObjectCommand({ Bucket: s3.bucket, Key: key, Body: 'b', IfMatch: ETag }));
    expect(await objectText(key)).toBe('b');
  });

  it('publishes, pins, rolls back, and shows the status and the history from the bucket', async () => {
    const { prefix, registry } = await published();
    await pinAll(registry, host, 'DE', { 'mfe-casino': '1.1.0' });
    expect(await statusTable(registry)).toMatch(/DE\s+1\.1\.0 \*/);
    expect(await rollback(registry, host, 'mfe-casino', 'DE')).toEqual({ market: 'DE', remote: 'mfe-casino', from: '1.1.0', to: null });
    expect(await releaseStatus(registry)).toMatchObject({ default: { 'mfe-casino': '1.0.0' }, markets: {} });
    expect(historyLines(await historyOf(registry, { market: 'DE' })).map((line) => line.slice(18))).toEqual([
      'mfe-casino the default → 1.1.0 in DE by release-manager',
      'mfe-casino 1.1.0 → the default in DE by release-manager (rollback)',
    ]);

    // The layout of the CDN folder: a published file under its version, the entry recorded under --cdn-url.
    expect(await objectText(`${prefix}/mfe-casino/1.1.0/remoteEntry.js`)).toBe('var mfe_casino = "1.1.0";');
    const entry = await raw.send(new GetObjectCommand({ Bucket: s3.bucket, Key: `${prefix}/mfe-casino/1.1.0/remoteEntry.js` }));
    expect(entry).toMatchObject({ ContentType: 'text/javascript; charset=utf-8', CacheControl: 'public, max-age=31536000, immutable' });
    expect((await readManifest(registry)).remotes['mfe-casino']?.['1.1.0']?.entry).toBe(`https://cdn.example.com/${prefix}/mfe-casino/1.1.0/remoteEntry.js`);
    // Every change once in history.jsonl, the latest also carried by the manifest until the next one.
    const lines = (await objectText(`${prefix}/history.jsonl`)).trim().split('\n');
    expect(lines).toHaveLength(5);
    expect(JSON.parse(await objectText(`${prefix}/manifest.json`)).lastChange).toMatchObject({ id: JSON.parse(lines[4]!).change, entries: [{ action: 'rollback', market: 'DE' }] });

    // Published files never change: other bytes at a published version are refused, in a dry run too.
    const other = fakeBuild(path.join(dir, prefix, 'other'), '^19.2.0', 'other');
    await expect(publish(registry, 'mfe-casino', { distDir: other, version: '1.1.0' })).rejects.toThrow('mfe-casino@1.1.0 is already published');
    await expect(publish(registry, 'mfe-casino', { distDir: other, version: '1.1.0', dryRun: true })).rejects.toThrow('already published');
  });

  it('publishes again a version whose files are there but not yet in the manifest (a publish stopped by a conflict), and refuses other bytes there', async () => {
    const prefix = newPrefix();
    const registry = registryIn(prefix);
    const build = fakeBuild(path.join(dir, prefix, 'a'), '^19.2.0', 'a');
    await registry.store.publishBuild('mfe-casino', '1.2.0', build);
    expect((await publish(registry, 'mfe-casino', { distDir: build, version: '1.2.0' })).entry).toMatch(/1\.2\.0\/remoteEntry\.js$/);

    await registry.store.publishBuild('mfe-casino', '1.3.0', build);
    const other = fakeBuild(path.join(dir, prefix, 'b'), '^19.2.0', 'b');
    await expect(publish(registry, 'mfe-casino', { distDir: other, version: '1.3.0' })).rejects.toThrow('mfe-casino@1.3.0 is already published');
    await expect(registry.store.publishBuild('mfe-casino', '1.3.0', other)).rejects.toThrow(/mfe-casino@1\.3\.0 is already published \(s3:\/\/releases\/.+\/remoteEntry\.js has other bytes\)/);
    expect(changesOf(await readHistory(registry))).toEqual(['publish - -→1.2.0']);

    // Only bootstrap replaces a build (a developer's unreleased local change).
    expect([await registry.store.hasBuild('mfe-casino', '1.3.0'), await registry.store.hasBuild('mfe-casino', '1.4.0')]).toEqual([true, false]);
    await registry.store.publishBuild('mfe-casino', '1.3.0', other, { replace: true });
    expect(await objectText(`${prefix}/mfe-casino/1.3.0/remoteEntry.js`)).toBe('var mfe_casino = "b";');
  });

  it('two pins racing on the bucket: each lands (planned again on the other’s manifest) or stops with the conflict; nothing lost, each change recorded once', async () => {
    const { prefix } = await published();
    // Two release managers, each with a client of their own.
    let conflicts = 0; // the retries, to know the pins did race (each round does, in practice)
    const alice = registryIn(prefix, { onConflict: () => (conflicts += 1) });
    const bob = registryIn(prefix, { onConflict: () => (conflicts += 1) });
    const expected = ['publish - -→1.0.0', 'publish - -→1.1.0', 'pin default -→1.0.0'];
    const markets = ['DE', 'FI', 'NO', 'AT', 'UK', 'NL', 'CA', 'NZ'];
    for (let round = 0; round < 4; round += 1) {
      const pins: Array<[Registry, string]> = [
        [alice, markets[round * 2]!],
        [bob, markets[round * 2 + 1]!],
      ];
      const outcomes = await Promise.allSettled(pins.map(([registry, market]) => pinAll(registry, host, market, { 'mfe-casino': '1.1.0' })));
      const pinned = (await readManifest(alice)).pins;
      outcomes.forEach((outcome, index) => {
        const market = pins[index]![1];
        if (outcome.status === 'fulfilled') {
          expected.push(`pin ${market} -→1.1.0`);
          expect(pinned[market]).toEqual({ 'mfe-casino': '1.1.0' });
        } else {
          expect(outcome.reason).toBeInstanceOf(ReleaseError);
          expect((outcome.reason as Error).message).toMatch(CONFLICT);
          expect(pinned[market]).toBeUndefined();
        }
      });
      expect(changesOf(await readHistory(bob)).sort()).toEqual([...expected].sort());
    }

    // The same market at once: the later one is planned on the earlier one's pin, so the history is one chain.
    await Promise.allSettled([pinAll(alice, host, 'PP', { 'mfe-casino': '1.0.0' }), pinAll(bob, host, 'PP', { 'mfe-casino': '1.1.0' })]);
    const ofPP = (await historyOf(alice, { market: 'PP' })).map((entry) => [entry.from, entry.to]);
    expect(ofPP.length).toBeGreaterThanOrEqual(1);
    expect(ofPP[0]![0]).toBeNull();
    if (ofPP.length === 2) expect(ofPP[1]![0]).toBe(ofPP[0]![1]);
    expect((await readManifest(alice)).pins.PP?.['mfe-casino']).toBe(ofPP.at(-1)![1]);
    expect(conflicts).toBeGreaterThan(0);
  });

  it('a change whose manifest another release wrote in between plans again, or stops after its last try having written nothing', async () => {
    const { prefix, registry } = await published();
    const other = registryIn(prefix);
    /** Bob pins `market` while Alice's change is being planned, every time it is planned. */
    const racedBy = (market: string) => async () => {
      await pinAll(other, host, market, { 'mfe-casino': '1.1.0' });
      return [];
    };

    const once = registryIn(prefix, { maxAttempts: 1 });
    const planned: string[] = [];
    const interrupted = updateRegistry(once, async (manifest, history) => {
      planned.push(`planned on ${Object.keys(manifest.pins).sort().join(',')} after ${(await history()).length} changes`);
      await racedBy('DE')();
      const entry: HistoryEntry = { time: new Date().toISOString(), who: 'alice', action: 'pin', market: 'FI', remote: 'mfe-casino', from: null, to: '1.1.0' };
      return { manifest: { ...manifest, pins: { ...manifest.pins, FI: { 'mfe-casino': '1.1.0' } } }, history: [entry], result: 'done' };
    });
    await expect(interrupted).rejects.toThrow(CONFLICT);
    expect(planned).toEqual(['planned on default after 3 changes']);
    expect((await readManifest(registry)).pins).toEqual({ default: { 'mfe-casino': '1.0.0' }, DE: { 'mfe-casino': '1.1.0' } });
    expect(changesOf(await readHistory(registry))).toEqual(['publish - -→1.0.0', 'publish - -→1.1.0', 'pin default -→1.0.0', 'pin DE -→1.1.0']);

    // With a second try it plans again on Bob's manifest (and history), and both changes land.
    const conflicts: string[] = [];
    const twice = registryIn(prefix, { maxAttempts: 2, onConflict: (attempt, maxAttempts) => conflicts.push(`${attempt} of ${maxAttempts}`) });
    let raced = false;
    const result = await updateRegistry(twice, async (manifest, history) => {
      planned.push(`planned on ${Object.keys(manifest.pins).sort().join(',')} after ${(await history()).length} changes`);
      if (!raced) {
        raced = true;
        await racedBy('NO')();
      }
      const entry: HistoryEntry = { time: new Date().toISOString(), who: 'alice', action: 'pin', market: 'FI', remote: 'mfe-casino', from: null, to: '1.1.0' };
      return { manifest: { ...manifest, pins: { ...manifest.pins, FI: { 'mfe-casino': '1.1.0' } } }, history: [entry], result: 'done' };
    });
    expect(result).toBe('done');
    expect(conflicts).toEqual(['1 of 2']);
    expect(planned.slice(1)).toEqual(['planned on DE,default after 4 changes', 'planned on DE,NO,default after 5 changes']);
    expect(Object.keys((await readManifest(registry)).pins).sort()).toEqual(['DE', 'FI', 'NO', 'default']);
    expect(changesOf(await readHistory(registry))).toEqual(['publish - -→1.0.0', 'publish - -→1.1.0', 'pin default -→1.0.0', 'pin DE -→1.1.0', 'pin NO -→1.1.0', 'pin FI -→1.1.0']);
  });

  it('records the change of a release that stopped between its manifest and its history, once', async () => {
    const { prefix, registry } = await published();
    // As a release killed right after its manifest write leaves it: the change in the manifest only.
    const manifest = JSON.parse(await objectText(`${prefix}/manifest.json`)) as Record<string, unknown>;
    const cut: HistoryEntry = { time: '2026-11-27T09:00:00.000Z', who: 'carol', action: 'pin', market: 'DE', remote: 'mfe-casino', from: null, to: '1.1.0' };
    manifest.pins = { default: { 'mfe-casino': '1.0.0' }, DE: { 'mfe-casino': '1.1.0' } };
    manifest.lastChange = { id: 'cut-short', entries: [cut] };
    await raw.send(new PutObjectCommand({ Bucket: s3.bucket, Key: `${prefix}/manifest.json`, Body: JSON.stringify(manifest) }));

    expect(changesOf(await readHistory(registry)).at(-1)).toBe('pin DE -→1.1.0');
    await rollback(registry, host, 'mfe-casino', 'DE');
    expect(changesOf(await readHistory(registry)).slice(3)).toEqual(['pin DE -→1.1.0', 'rollback DE 1.1.0→null']);
    expect((await objectText(`${prefix}/history.jsonl`)).match(/"change":"cut-short"/g)).toHaveLength(1);
  });

  it('refuses a manifest edited in the bucket into invalid JSON, saying where, and writes nothing', async () => {
    const { prefix, registry } = await published();
    const broken = (await objectText(`${prefix}/manifest.json`)).replace('"pins": {', '"pins": {,');
    await raw.send(new PutObjectCommand({ Bucket: s3.bucket, Key: `${prefix}/manifest.json`, Body: broken }));
    const where = `s3://releases/${prefix}/manifest.json`.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
    await expect(pinAll(registry, host, 'DE', { 'mfe-casino': '1.1.0' })).rejects.toThrow(new RegExp(`^${where} is not valid JSON \\(.*position \\d+.*\\); nothing was written`));
    await expect(statusTable(registry)).rejects.toThrow(ReleaseError);
    expect(await objectText(`${prefix}/manifest.json`)).toBe(broken);
  });

  it('is chosen on the command line with --store s3://… and an endpoint', async () => {
    const { prefix, registry } = await published();
    await registry.store.writeFile('host.json', Buffer.from(JSON.stringify(host)));
    const tsx = createRequire(__filename).resolve('tsx/cli');
    const { stdout } = await promisify(execFile)(process.execPath, [tsx, path.join(__dirname, '..', 'cli.ts'), '--store', `s3://${s3.bucket}/${prefix}`, 'pin', 'mfe-casino@1.1.0', '--market', 'DE'], {
      env: { ...process.env, RELEASE_S3_ENDPOINT: s3.endpoint, RELEASE_USER: 'alice', RELEASE_DEBUG: '', RELEASE_MANIFEST_KEY: manifestKey },
    });
    expect(stdout).toBe('Changed: mfe-casino the default → 1.1.0 in DE\n');
    expect((await readManifest(registry)).pins.DE).toEqual({ 'mfe-casino': '1.1.0' });
  });
});
