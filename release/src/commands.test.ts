import { mkdtempSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { CONTRACT_VERSION } from '@casino/shared/contract';
import { pinRefusals, type HostDescriptor } from './checks';
import { historyLines, pinAll, publish, ReleaseError, rollback, statusTable } from './commands';
import { readHistory, readManifest, type Registry } from './registry';

const host: HostDescriptor = {
  name: '@casino/host',
  version: '1.0.0',
  contractVersion: CONTRACT_VERSION,
  provides: { react: '19.3.1' },
  mounts: [{ remote: 'mfe-casino', expose: './CasinoApp' }],
};

/** A fake build of mfe-casino: what the CLI reads from a dist folder. */
function fakeBuild(dir: string, react = '^19.2.0', marker = 'a', runtime = ''): string {
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, 'remoteEntry.js'), `var mfe_casino = "${marker}";${runtime}`);
  writeFileSync(path.join(dir, 'mf-manifest.json'), JSON.stringify({ metaData: { pluginVersion: '2.9.2' }, exposes: [{ path: './CasinoApp' }], shared: [{ name: 'react', requiredVersion: react }] }));
  return dir;
}

function setup() {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'release-'));
  const registry: Registry = { cdnDir: path.join(dir, 'cdn'), cdnUrl: 'http://localhost:4000/cdn' };
  return { dir, registry };
}

describe('release commands (ARCHITECTURE §6)', () => {
  beforeAll(() => {
    process.env.RELEASE_USER = 'release-manager';
  });

  it('records that a container uses the host’s federation runtime, and refuses it on a host that does not provide it', async () => {
    const { dir, registry } = setup();
    const usesHost = 'var core = globalThis._FEDERATION_RUNTIME_CORE;';
    const record = await publish(registry, 'mfe-casino', { distDir: fakeBuild(path.join(dir, 'a'), '^19.2.0', 'a', usesHost), version: '1.1.0' });
    expect(record.sharedRequirements).toEqual({ react: '^19.2.0', '@module-federation/runtime-core': '~2.9.2' });
    const manifest = readManifest(registry);
    expect(pinRefusals(manifest, host, 'mfe-casino', '1.1.0')).toEqual([
      'mfe-casino@1.1.0 shares @module-federation/runtime-core (~2.9.2), which the host does not provide',
    ]);
    expect(pinRefusals(manifest, { ...host, provides: { ...host.provides, '@module-federation/runtime-core': '2.9.2' } }, 'mfe-casino', '1.1.0')).toEqual([]);
  });

  it('publishes with SRI hashes and refuses to publish the same version twice', async () => {
    const { dir, registry } = setup();
    const record = await publish(registry, 'mfe-casino', { distDir: fakeBuild(path.join(dir, 'a')), version: '1.0.0' });
    expect(record).toMatchObject({ entry: 'http://localhost:4000/cdn/mfe-casino/1.0.0/remoteEntry.js', integrity: expect.stringMatching(/^sha384-/), manifestIntegrity: expect.stringMatching(/^sha384-/), exposes: ['./CasinoApp'], sharedRequirements: { react: '^19.2.0' }, publishedBy: 'release-manager' });
    expect(readFileSync(path.join(registry.cdnDir, 'mfe-casino', '1.0.0', 'remoteEntry.js'), 'utf8')).toContain('mfe_casino');
    await expect(publish(registry, 'mfe-casino', { distDir: fakeBuild(path.join(dir, 'b'), '^19.2.0', 'b'), version: '1.0.0' })).rejects.toThrow('already published');
  });

  it('pins for one market, shows it in the status, rolls back, and keeps every change in the history', async () => {
    const { dir, registry } = setup();
    await publish(registry, 'mfe-casino', { distDir: fakeBuild(path.join(dir, 'a')), version: '1.0.0' });
    await publish(registry, 'mfe-casino', { distDir: fakeBuild(path.join(dir, 'b'), '^19.2.0', 'b'), version: '1.1.0' });
    await pinAll(registry, host, 'default', { 'mfe-casino': '1.0.0' });
    await pinAll(registry, host, 'DE', { 'mfe-casino': '1.1.0' });
    expect(readManifest(registry).pins).toEqual({ default: { 'mfe-casino': '1.0.0' }, DE: { 'mfe-casino': '1.1.0' } });
    expect(statusTable(registry)).toMatch(/DE\s+1\.1\.0 \*/);
    await rollback(registry, 'mfe-casino', 'DE');
    expect(readManifest(registry).pins.DE).toEqual({});
    expect(readHistory(registry).map((entry) => `${entry.action} ${entry.market ?? '-'} ${entry.from ?? '-'}→${entry.to}`)).toEqual([
      'publish - -→1.0.0',
      'publish - -→1.1.0',
      'pin default -→1.0.0',
      'pin DE -→1.1.0',
      'rollback DE 1.1.0→(default 1.0.0)',
    ]);
    expect(historyLines(registry)[3]).toContain('release-manager');
  });

  it('refuses a pin whose React range the host does not satisfy, and changes nothing', async () => {
    const { dir, registry } = setup();
    await publish(registry, 'mfe-casino', { distDir: fakeBuild(path.join(dir, 'a'), '^18.2.0'), version: '2.0.0' });
    const before = readFileSync(path.join(registry.cdnDir, 'manifest.json'), 'utf8');
    await expect(pinAll(registry, host, 'DE', { 'mfe-casino': '2.0.0' })).rejects.toThrow(/requires react \^18\.2\.0, but the host provides 19\.3\.1/);
    expect(readFileSync(path.join(registry.cdnDir, 'manifest.json'), 'utf8')).toBe(before);
  });

  it('applies a set of pins together or not at all', async () => {
    const { dir, registry } = setup();
    await publish(registry, 'mfe-casino', { distDir: fakeBuild(path.join(dir, 'a')), version: '1.0.0' });
    await expect(pinAll(registry, host, 'FI', { 'mfe-casino': '1.0.0', 'mfe-cashier': '9.9.9' })).rejects.toBeInstanceOf(ReleaseError);
    expect(readManifest(registry).pins.FI).toBeUndefined();
  });

  it('a dry run changes nothing', async () => {
    const { dir, registry } = setup();
    await publish(registry, 'mfe-casino', { distDir: fakeBuild(path.join(dir, 'a')), version: '1.0.0' });
    const changes = await pinAll(registry, host, 'NO', { 'mfe-casino': '1.0.0' }, true);
    expect(changes).toEqual([{ market: 'NO', remote: 'mfe-casino', from: null, to: '1.0.0' }]);
    expect(readManifest(registry).pins.NO).toBeUndefined();
  });

  it('two pins at once for different markets both land', async () => {
    const { dir, registry } = setup();
    await publish(registry, 'mfe-casino', { distDir: fakeBuild(path.join(dir, 'a')), version: '1.0.0' });
    await Promise.all(['DE', 'FI', 'NO', 'AT', 'UK'].map((market) => pinAll(registry, host, market, { 'mfe-casino': '1.0.0' })));
    expect(Object.keys(readManifest(registry).pins).sort()).toEqual(['AT', 'DE', 'FI', 'NO', 'UK', 'default']);
  });

  it('refuses unknown remotes and markets', async () => {
    const { registry } = setup();
    await expect(pinAll(registry, host, 'XX', { 'mfe-casino': '1.0.0' })).rejects.toThrow('Unknown market "XX"');
    await expect(rollback(registry, 'mfe-bingo', 'DE')).rejects.toThrow('Unknown remote "mfe-bingo"');
  });
});
