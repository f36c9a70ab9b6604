import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pinRefusals } from './checks';
import { historyLines, historyOf, pinAll, promote, publish, releaseStatus, rollback, statusTable, unpin } from './commands';
import { folderRegistry, readHistory, readManifest, type Registry } from './registry';
import { ReleaseError } from './release-error';
import { createSigningKey } from './signing-key';
import { manifestSignatureRefusal, type ManifestPublicKey } from '@casino/shared/contract';
import type { FolderStore } from './store/folder-store';
import { fakeBuild, host } from './testing/fake-release';

function setup() {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'release-'));
  const registry = folderRegistry(path.join(dir, 'cdn'), 'http://localhost:4000/cdn');
  return { dir, registry };
}

/** The CDN folder of a test's registry. */
const cdnDirOf = (registry: Registry) => (registry.store as FolderStore).dir;

describe('release commands (ARCHITECTURE §6)', () => {
  beforeAll(() => {
    process.env.RELEASE_USER = 'release-manager';
  });

  it('records that a container uses the host’s federation runtime, and refuses it on a host that does not provide it', async () => {
    const { dir, registry } = setup();
    const usesHost = 'var core = globalThis._FEDERATION_RUNTIME_CORE;';
    const record = await publish(registry, 'mfe-casino', { distDir: fakeBuild(path.join(dir, 'a'), '^19.2.0', 'a', usesHost), version: '1.1.0' });
    expect(record.sharedRequirements).toEqual({ react: '^19.2.0', '@module-federation/runtime-core': '~2.9.2' });
    const manifest = await readManifest(registry);
    expect(pinRefusals(manifest, host, 'mfe-casino', '1.1.0')).toEqual([
      'mfe-casino@1.1.0 shares @module-federation/runtime-core (~2.9.2), which the host does not provide',
    ]);
    expect(pinRefusals(manifest, { ...host, provides: { ...host.provides, '@module-federation/runtime-core': '2.9.2' } }, 'mfe-casino', '1.1.0')).toEqual([]);
  });

  it('publishes with SRI hashes and refuses to publish the same version twice', async () => {
    const { dir, registry } = setup();
    const record = await publish(registry, 'mfe-casino', { distDir: fakeBuild(path.join(dir, 'a')), version: '1.0.0' });
    expect(record).toMatchObject({ entry: 'http://localhost:4000/cdn/mfe-casino/1.0.0/remoteEntry.js', integrity: expect.stringMatching(/^sha384-/), manifestIntegrity: expect.stringMatching(/^sha384-/), exposes: ['./CasinoApp'], sharedRequirements: { react: '^19.2.0' }, publishedBy: 'release-manager' });
    expect(readFileSync(path.join(cdnDirOf(registry), 'mfe-casino', '1.0.0', 'remoteEntry.js'), 'utf8')).toContain('mfe_casino');
    await expect(publish(registry, 'mfe-casino', { distDir: fakeBuild(path.join(dir, 'b'), '^19.2.0', 'b'), version: '1.0.0' })).rejects.toThrow('already published');
  });

  it('signs every manifest it writes with the manifest key, which the host checks (issue 21 point 8)', async () => {
    const { dir } = setup();
    const keyFile = path.join(dir, 'keys', 'manifest-key.json');
    const { publicKey } = await createSigningKey(keyFile, 'manifest');
    const registry = folderRegistry(path.join(dir, 'cdn'), 'http://localhost:4000/cdn', keyFile);
    const written = () => JSON.parse(readFileSync(path.join(cdnDirOf(registry), 'manifest.json'), 'utf8'));
    await publish(registry, 'mfe-casino', { distDir: fakeBuild(path.join(dir, 'a')), version: '1.0.0' });
    expect(await manifestSignatureRefusal(written(), publicKey as ManifestPublicKey)).toBeNull();
    await pinAll(registry, host, 'DE', { 'mfe-casino': '1.0.0' });
    const pinned = written();
    expect(pinned.pins.DE).toEqual({ 'mfe-casino': '1.0.0' });
    expect(await manifestSignatureRefusal(pinned, publicKey as ManifestPublicKey)).toBeNull();
    // Someone with write access to the CDN but not the key: the host refuses the change.
    expect(await manifestSignatureRefusal({ ...pinned, pins: { ...pinned.pins, DE: { 'mfe-casino': '0.0.1' } } }, publicKey as ManifestPublicKey)).toBe('bad-signature');
    // Without the key file, nothing is written.
    rmSync(keyFile);
    await expect(pinAll(registry, host, 'FR', { 'mfe-casino': '1.0.0' })).rejects.toThrow(/No manifest key at .*release manifest-key/);
    expect(written().pins.FR).toBeUndefined();
  });

  it('refuses a version that is a path before anything is copied, and leaves no staging folder behind (issue 21 point 8)', async () => {
    const { dir, registry } = setup();
    const build = fakeBuild(path.join(dir, 'a'));
    for (const version of ['../../../x', '1.0.0/../../x', '/tmp/x']) {
      await expect(publish(registry, 'mfe-casino', { distDir: build, version })).rejects.toThrow(`"${version}" is not a version (semver, e.g. 1.2.0)`);
    }
    expect(readdirSync(dir).sort()).toEqual(['a']);
    await expect(registry.store.publishBuild('mfe-casino', '../../escaped', build)).rejects.toThrow('would be written outside');
    expect(existsSync(path.join(cdnDirOf(registry), '..', 'escaped'))).toBe(false);
    await publish(registry, 'mfe-casino', { distDir: build, version: '1.0.0' });
    expect(readdirSync(path.join(cdnDirOf(registry), 'mfe-casino'))).toEqual(['1.0.0']);
  });

  it('pins for one market, shows it in the status, rolls back, and keeps every change in the history', async () => {
    const { dir, registry } = setup();
    await publish(registry, 'mfe-casino', { distDir: fakeBuild(path.join(dir, 'a')), version: '1.0.0' });
    await publish(registry, 'mfe-casino', { distDir: fakeBuild(path.join(dir, 'b'), '^19.2.0', 'b'), version: '1.1.0' });
    await pinAll(registry, host, 'default', { 'mfe-casino': '1.0.0' });
    await pinAll(registry, host, 'DE', { 'mfe-casino': '1.1.0' });
    expect((await readManifest(registry)).pins).toEqual({ default: { 'mfe-casino': '1.0.0' }, DE: { 'mfe-casino': '1.1.0' } });
    expect(await statusTable(registry)).toMatch(/DE\s+1\.1\.0 \*/);
    await rollback(registry, host, 'mfe-casino', 'DE');
    expect((await readManifest(registry)).pins.DE).toBeUndefined();
    expect((await readHistory(registry)).map((entry) => `${entry.action} ${entry.market ?? '-'} ${entry.from ?? '-'}→${entry.to}`)).toEqual([
      'publish - -→1.0.0',
      'publish - -→1.1.0',
      'pin default -→1.0.0',
      'pin DE -→1.1.0',
      'rollback DE 1.1.0→null',
    ]);
    expect(historyLines(await historyOf(registry)).slice(2)).toEqual([
      expect.stringMatching(/^\d{4}-\d\d-\d\d \d\d:\d\d {2}mfe-casino the default → 1\.0\.0 in the default by release-manager$/),
      expect.stringMatching(/ {2}mfe-casino the default → 1\.1\.0 in DE by release-manager$/),
      expect.stringMatching(/ {2}mfe-casino 1\.1\.0 → the default in DE by release-manager \(rollback\)$/),
    ]);
  });

  it('refuses a pin whose React range the host does not satisfy, and changes nothing', async () => {
    const { dir, registry } = setup();
    await publish(registry, 'mfe-casino', { distDir: fakeBuild(path.join(dir, 'a'), '^18.2.0'), version: '2.0.0' });
    const before = readFileSync(path.join(cdnDirOf(registry), 'manifest.json'), 'utf8');
    await expect(pinAll(registry, host, 'DE', { 'mfe-casino': '2.0.0' })).rejects.toThrow(/requires react \^18\.2\.0, but the host provides 19\.3\.1/);
    expect(readFileSync(path.join(cdnDirOf(registry), 'manifest.json'), 'utf8')).toBe(before);
  });

  it('applies a set of pins together or not at all', async () => {
    const { dir, registry } = setup();
    await publish(registry, 'mfe-casino', { distDir: fakeBuild(path.join(dir, 'a')), version: '1.0.0' });
    await expect(pinAll(registry, host, 'FI', { 'mfe-casino': '1.0.0', 'mfe-cashier': '9.9.9' })).rejects.toBeInstanceOf(ReleaseError);
    expect((await readManifest(registry)).pins.FI).toBeUndefined();
  });

  it('a dry run changes nothing', async () => {
    const { dir, registry } = setup();
    await publish(registry, 'mfe-casino', { distDir: fakeBuild(path.join(dir, 'a')), version: '1.0.0' });
    const changes = await pinAll(registry, host, 'NO', { 'mfe-casino': '1.0.0' }, { dryRun: true });
    expect(changes).toEqual([{ market: 'NO', remote: 'mfe-casino', from: null, to: '1.0.0' }]);
    expect((await readManifest(registry)).pins.NO).toBeUndefined();
  });

  it('two pins at once for different markets both land', async () => {
    const { dir, registry } = setup();
    await publish(registry, 'mfe-casino', { distDir: fakeBuild(path.join(dir, 'a')), version: '1.0.0' });
    await Promise.all(['DE', 'FI', 'NO', 'AT', 'UK'].map((market) => pinAll(registry, host, market, { 'mfe-casino': '1.0.0' })));
    expect(Object.keys((await readManifest(registry)).pins).sort()).toEqual(['AT', 'DE', 'FI', 'NO', 'UK', 'default']);
  });

  it('refuses unknown remotes and markets', async () => {
    const { registry } = setup();
    await expect(pinAll(registry, host, 'XX', { 'mfe-casino': '1.0.0' })).rejects.toThrow(/^Unknown market "XX": one of UN, BR, .*, or default/);
    // Sweden's market is PP (spec 000 §3): its country code is not a market.
    await expect(pinAll(registry, host, 'SE', { 'mfe-casino': '1.0.0' })).rejects.toThrow('Unknown market "SE"');
    await expect(rollback(registry, host, 'mfe-bingo', 'DE')).rejects.toThrow('Unknown remote "mfe-bingo"');
    await expect(unpin(registry, 'mfe-casino', 'XX')).rejects.toThrow('Unknown market "XX"');
    await expect(promote(registry, host, { from: 'DE', to: ['ZZ'] })).rejects.toThrow('Unknown market "ZZ"');
    await expect(pinAll(registry, host, 'DE', { 'mfe-casino': '7.7.7' })).rejects.toThrow('mfe-casino@7.7.7 is not published');
  });

  /** A registry with mfe-casino 1.0.0 to 1.2.0 published and 1.0.0 as the default. */
  async function published(versions = ['1.0.0', '1.1.0', '1.2.0']) {
    const { dir, registry } = setup();
    for (const version of versions) await publish(registry, 'mfe-casino', { distDir: fakeBuild(path.join(dir, version), '^19.2.0', version), version });
    await pinAll(registry, host, 'default', { 'mfe-casino': '1.0.0' });
    return registry;
  }
  const manifestText = (registry: Registry) => readFileSync(path.join(cdnDirOf(registry), 'manifest.json'), 'utf8');
  const historyText = (registry: Registry) => readFileSync(path.join(cdnDirOf(registry), 'history.jsonl'), 'utf8');

  it('walks back through the history: a second rollback goes one step further, never back to the bad version', async () => {
    const registry = await published();
    await pinAll(registry, host, 'DE', { 'mfe-casino': '1.1.0' });
    await pinAll(registry, host, 'DE', { 'mfe-casino': '1.2.0' });
    const pinOfDE = async () => (await readManifest(registry)).pins.DE?.['mfe-casino'] ?? null;

    expect(await rollback(registry, host, 'mfe-casino', 'DE')).toEqual({ market: 'DE', remote: 'mfe-casino', from: '1.2.0', to: '1.1.0' });
    // The host's last known good is the pin before, not the version rolled back from.
    expect((await readManifest(registry)).previousPins.DE).toEqual({});
    expect(await rollback(registry, host, 'mfe-casino', 'DE')).toMatchObject({ from: '1.1.0', to: null });
    expect(await pinOfDE()).toBeNull();
    await expect(rollback(registry, host, 'mfe-casino', 'DE')).rejects.toThrow('mfe-casino has no earlier pin in DE to go back to');

    // A pin after a rollback starts a new step: rolling it back returns to where the rollback left the market.
    await pinAll(registry, host, 'DE', { 'mfe-casino': '1.2.0' });
    await rollback(registry, host, 'mfe-casino', 'DE');
    expect(await pinOfDE()).toBeNull();
    expect(historyLines(await historyOf(registry, { market: 'DE' })).map((line) => line.slice(18))).toEqual([
      'mfe-casino the default → 1.1.0 in DE by release-manager',
      'mfe-casino 1.1.0 → 1.2.0 in DE by release-manager',
      'mfe-casino 1.2.0 → 1.1.0 in DE by release-manager (rollback)',
      'mfe-casino 1.1.0 → the default in DE by release-manager (rollback)',
      'mfe-casino the default → 1.2.0 in DE by release-manager',
      'mfe-casino 1.2.0 → the default in DE by release-manager (rollback)',
    ]);
  });

  it('keeps the earlier good version as the last known good after a rollback', async () => {
    const registry = await published();
    for (const version of ['1.0.0', '1.1.0', '1.2.0']) await pinAll(registry, host, 'FI', { 'mfe-casino': version });
    expect((await readManifest(registry)).previousPins.FI).toEqual({ 'mfe-casino': '1.1.0' });
    await rollback(registry, host, 'mfe-casino', 'FI');
    expect((await readManifest(registry)).previousPins.FI).toEqual({ 'mfe-casino': '1.0.0' });
  });

  it('rolls back to a given version, checked against the host, and records the reason', async () => {
    const registry = await published();
    await pinAll(registry, host, 'DE', { 'mfe-casino': '1.2.0' });
    expect(await rollback(registry, host, 'mfe-casino', 'DE', { to: '1.0.0', reason: 'tiles broken' })).toMatchObject({ from: '1.2.0', to: '1.0.0' });
    expect(historyLines(await historyOf(registry)).at(-1)).toMatch(/mfe-casino 1\.2\.0 → 1\.0\.0 in DE by release-manager \(rollback: tiles broken\)$/);
    await expect(rollback(registry, host, 'mfe-casino', 'DE', { to: '1.0.0' })).rejects.toThrow('mfe-casino is already at 1.0.0 in DE');
    await expect(rollback(registry, host, 'mfe-casino', 'DE', { to: '0.9.0' })).rejects.toThrow('mfe-casino@0.9.0 is not published');
    // The default never goes below its first pin.
    await expect(rollback(registry, host, 'mfe-casino', 'default')).rejects.toThrow('no earlier version in the default');
  });

  it('unpins a market, which then follows the default; the default itself cannot be unpinned', async () => {
    const registry = await published();
    await pinAll(registry, host, 'DE', { 'mfe-casino': '1.1.0' });
    expect(await unpin(registry, 'mfe-casino', 'DE', { dryRun: true })).toEqual([{ market: 'DE', remote: 'mfe-casino', from: '1.1.0', to: null }]);
    expect((await readManifest(registry)).pins.DE).toEqual({ 'mfe-casino': '1.1.0' });
    await unpin(registry, 'mfe-casino', 'DE');
    expect(await releaseStatus(registry)).toMatchObject({ default: { 'mfe-casino': '1.0.0' }, markets: {} });
    expect(await unpin(registry, 'mfe-casino', 'DE')).toEqual([]);
    await expect(unpin(registry, 'mfe-casino', 'default')).rejects.toThrow('The default cannot be unpinned');
    // Rolling the unpin back restores the market's pin.
    await rollback(registry, host, 'mfe-casino', 'DE');
    expect((await readManifest(registry)).pins.DE).toEqual({ 'mfe-casino': '1.1.0' });
  });

  it('promotes one market\'s pins to others as one change, or to the default, all or nothing', async () => {
    const { dir, registry } = setup();
    await publish(registry, 'mfe-casino', { distDir: fakeBuild(path.join(dir, 'a')), version: '1.0.0' });
    await publish(registry, 'mfe-casino', { distDir: fakeBuild(path.join(dir, 'b'), '^19.2.0', 'b'), version: '1.1.0' });
    await publish(registry, 'mfe-casino', { distDir: fakeBuild(path.join(dir, 'c'), '^18.2.0', 'c'), version: '2.0.0' });
    await pinAll(registry, host, 'default', { 'mfe-casino': '1.0.0' });
    await pinAll(registry, host, 'DE', { 'mfe-casino': '1.1.0' });
    const beforeHistory = historyText(registry);

    const planned = await promote(registry, host, { from: 'DE', to: ['AT', 'FI'] }, { dryRun: true });
    expect(planned).toEqual([
      { market: 'AT', remote: 'mfe-casino', from: null, to: '1.1.0', reason: 'promoted from DE' },
      { market: 'FI', remote: 'mfe-casino', from: null, to: '1.1.0', reason: 'promoted from DE' },
    ]);
    expect(historyText(registry)).toBe(beforeHistory);
    await promote(registry, host, { from: 'DE', to: ['AT', 'FI'] });
    expect((await releaseStatus(registry)).markets).toMatchObject({ AT: { own: { 'mfe-casino': '1.1.0' } }, FI: { loads: { 'mfe-casino': '1.1.0' } } });
    expect(historyLines(await historyOf(registry, { market: 'AT' }))[0]).toMatch(/mfe-casino the default → 1\.1\.0 in AT by release-manager \(promote: promoted from DE\)$/);
    await promote(registry, host, { from: 'DE', to: ['default'] });
    expect((await readManifest(registry)).pins.default).toEqual({ 'mfe-casino': '1.1.0' });

    // One refused pin refuses the whole promotion.
    await pinAll(registry, { ...host, provides: { react: '18.3.1' } }, 'NO', { 'mfe-casino': '2.0.0' });
    const before = manifestText(registry);
    await expect(promote(registry, host, { from: 'NO', to: ['UK'] })).rejects.toThrow(/Promote from NO refused:\n {2}- mfe-casino@2\.0\.0 requires react \^18\.2\.0/);
    expect(manifestText(registry)).toBe(before);
    await expect(promote(registry, host, { from: 'UK', to: ['AT'] })).rejects.toThrow('UK has no pins of its own to promote: it follows the default');
    await expect(promote(registry, host, { from: 'DE', to: ['DE'] })).rejects.toThrow('DE cannot be promoted to itself');
  });

  it('a dry run of publish and rollback writes nothing', async () => {
    const registry = await published(['1.0.0', '1.1.0']);
    await pinAll(registry, host, 'DE', { 'mfe-casino': '1.1.0' });
    const before = [manifestText(registry), historyText(registry)];
    expect(await rollback(registry, host, 'mfe-casino', 'DE', { dryRun: true })).toEqual({ market: 'DE', remote: 'mfe-casino', from: '1.1.0', to: null });
    const record = await publish(registry, 'mfe-casino', { distDir: fakeBuild(path.join(cdnDirOf(registry), '..', 'next'), '^19.2.0', 'n'), version: '1.3.0', dryRun: true });
    expect(record.entry).toBe('http://localhost:4000/cdn/mfe-casino/1.3.0/remoteEntry.js');
    expect([manifestText(registry), historyText(registry)]).toEqual(before);
    expect(existsSync(path.join(cdnDirOf(registry), 'mfe-casino', '1.3.0'))).toBe(false);
    await expect(publish(registry, 'mfe-casino', { distDir: fakeBuild(path.join(cdnDirOf(registry), '..', 'again')), version: '1.1.0', dryRun: true })).rejects.toThrow('already published');
  });

  it('refuses to write over a manifest edited by hand into invalid JSON or a wrong shape, and says where', async () => {
    const registry = await published(['1.0.0', '1.1.0']);
    const file = path.join(cdnDirOf(registry), 'manifest.json');
    const good = manifestText(registry);
    writeFileSync(file, good.replace('"pins": {', '"pins": {,'));
    await expect(pinAll(registry, host, 'DE', { 'mfe-casino': '1.1.0' })).rejects.toThrow(new RegExp(`^${file.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} is not valid JSON \\(.*position \\d+.*\\); nothing was written`));
    const wrongShape = JSON.parse(good) as { pins: Record<string, Record<string, unknown>> };
    wrongShape.pins.default!['mfe-casino'] = 110;
    writeFileSync(file, JSON.stringify(wrongShape));
    const before = manifestText(registry);
    await expect(rollback(registry, host, 'mfe-casino', 'default', { to: '1.1.0' })).rejects.toThrow(/is not a release manifest; nothing was written:\n {2}- pins\.default\.mfe-casino: /);
    await expect(statusTable(registry)).rejects.toThrow(ReleaseError);
    expect(manifestText(registry)).toBe(before);
  });

  it('refuses at pin time a version whose published files were removed or changed since, and writes nothing', async () => {
    const registry = await published();
    const folder = (version: string) => path.join(cdnDirOf(registry), 'mfe-casino', version);
    writeFileSync(path.join(folder('1.1.0'), 'remoteEntry.js'), 'var mfe_casino = "changed by hand";');
    rmSync(path.join(folder('1.2.0'), 'remoteEntry.js'));
    const before = await manifestText(registry);
    await expect(pinAll(registry, host, 'DE', { 'mfe-casino': '1.1.0' })).rejects.toThrow("Pin for DE refused:\n  - mfe-casino@1.1.0's remoteEntry.js changed after it was published: its hash is not the one recorded");
    await expect(pinAll(registry, host, 'DE', { 'mfe-casino': '1.2.0' })).rejects.toThrow(/mfe-casino@1\.2\.0 has no remoteEntry\.js in the store any more \(.*mfe-casino\/1\.2\.0\/remoteEntry\.js\)/);
    await expect(rollback(registry, host, 'mfe-casino', 'default', { to: '1.1.0' })).rejects.toThrow('changed after it was published');
    expect(await manifestText(registry)).toBe(before);
  });
});
