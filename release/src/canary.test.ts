import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { CONTRACT_VERSION } from '@casino/shared/contract';
import { abortCanary, promoteCanary, startCanary } from './canary';
import type { HostDescriptor } from './checks';
import { historyLines, historyOf, pinAll, publish, releaseStatus, rollback, statusTable } from './commands';
import { folderRegistry, readManifest, type Registry } from './registry';
import type { FolderStore } from './store/folder-store';

const host: HostDescriptor = { name: '@casino/host', version: '1.0.0', contractVersion: CONTRACT_VERSION, provides: { react: '19.3.1' }, mounts: [] };

/** A registry with mfe-casino 1.0.0, 1.2.0 and (for React 18) 2.0.0 published, and 1.0.0 the default. */
async function setup(): Promise<Registry> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'release-canary-'));
  const registry = folderRegistry(path.join(dir, 'cdn'), 'http://localhost:4000/cdn');
  for (const [version, react] of [['1.0.0', '^19.2.0'], ['1.2.0', '^19.2.0'], ['2.0.0', '^18.2.0']] as const) {
    const dist = path.join(dir, version);
    mkdirSync(dist);
    writeFileSync(path.join(dist, 'remoteEntry.js'), `var mfe_casino = "${version}";`);
    writeFileSync(path.join(dist, 'mf-manifest.json'), JSON.stringify({ metaData: { pluginVersion: '2.9.2' }, exposes: [{ path: './CasinoApp' }], shared: [{ name: 'react', requiredVersion: react }] }));
    await publish(registry, 'mfe-casino', { distDir: dist, version });
  }
  await pinAll(registry, host, 'default', { 'mfe-casino': '1.0.0' });
  return registry;
}

const words = async (registry: Registry) => historyLines(await historyOf(registry, { market: 'DE' })).map((line) => line.slice(18));

describe('canaries inside a market (issue 20 point 2)', () => {
  beforeAll(() => {
    process.env.RELEASE_USER = 'alice';
  });

  it('starts a canary beside the market\'s pin, widens it, and shows it in the status and the history', async () => {
    const registry = await setup();
    expect(await startCanary(registry, host, { remote: 'mfe-casino', version: '1.2.0' }, 'DE', 10)).toEqual({
      market: 'DE', remote: 'mfe-casino', version: '1.2.0', percent: 10, previousPercent: null, pin: '1.0.0',
    });
    expect((await readManifest(registry)).canaries.DE).toEqual({ 'mfe-casino': { version: '1.2.0', percent: 10, startedAt: expect.any(String), startedBy: 'alice' } });
    // The pin is untouched: the canary is beside it.
    expect((await readManifest(registry)).pins.DE).toBeUndefined();
    expect(await startCanary(registry, host, { remote: 'mfe-casino', version: '1.2.0' }, 'DE', 50)).toMatchObject({ percent: 50, previousPercent: 10 });
    expect((await releaseStatus(registry)).markets.DE).toMatchObject({ own: {}, loads: { 'mfe-casino': '1.0.0' }, canaries: { 'mfe-casino': { version: '1.2.0', percent: 50 } } });
    expect(await statusTable(registry)).toMatch(/^DE\s+1\.0\.0 \+ 1\.2\.0 at 50 %/m);
    expect(await words(registry)).toEqual([
      'mfe-casino 1.0.0 → 1.2.0 in DE by alice (canary: 10 % of visitors)',
      'mfe-casino 1.0.0 → 1.2.0 in DE by alice (canary: 10 % → 50 % of visitors)',
    ]);
  });

  it('promote makes the canary the market\'s pin and ends it; a rollback then goes back to what the market had', async () => {
    const registry = await setup();
    await startCanary(registry, host, { remote: 'mfe-casino', version: '1.2.0' }, 'DE', 10);
    expect(await promoteCanary(registry, host, 'mfe-casino', 'DE')).toEqual([{ market: 'DE', remote: 'mfe-casino', from: null, to: '1.2.0' }]);
    expect((await readManifest(registry)).pins.DE).toEqual({ 'mfe-casino': '1.2.0' });
    expect((await readManifest(registry)).canaries).toEqual({});
    expect((await words(registry)).at(-1)).toBe('mfe-casino the default → 1.2.0 in DE by alice (canary at 10 % promoted)');
    await rollback(registry, host, 'mfe-casino', 'DE');
    expect((await readManifest(registry)).pins.DE).toBeUndefined();
  });

  it('abort ends the canary and leaves the pin', async () => {
    const registry = await setup();
    await startCanary(registry, host, { remote: 'mfe-casino', version: '1.2.0' }, 'DE', 10);
    expect(await abortCanary(registry, 'mfe-casino', 'DE', { reason: 'errors in the lobby' })).toMatchObject({ percent: null, previousPercent: 10, pin: '1.0.0' });
    expect((await readManifest(registry)).canaries).toEqual({});
    expect((await words(registry)).at(-1)).toBe('mfe-casino 1.2.0 → 1.0.0 in DE by alice (abort: canary at 10 % ended; errors in the lobby)');
    await expect(abortCanary(registry, 'mfe-casino', 'DE')).rejects.toThrow('No canary of mfe-casino is running in DE');
    await expect(promoteCanary(registry, host, 'mfe-casino', 'DE')).rejects.toThrow('No canary of mfe-casino is running in DE to promote');
  });

  it('refuses what cannot be a canary, and writes nothing', async () => {
    const registry = await setup();
    const manifestText = () => readFileSync(path.join((registry.store as FolderStore).dir, 'manifest.json'), 'utf8');
    const before = manifestText();
    const start = (version: string, market: string, percent: number) => startCanary(registry, host, { remote: 'mfe-casino', version }, market, percent);
    await expect(start('1.2.0', 'default', 10)).rejects.toThrow('A canary runs inside one market');
    await expect(start('1.2.0', 'XX', 10)).rejects.toThrow('Unknown market "XX"');
    for (const percent of [0, 100, 12.5]) await expect(start('1.2.0', 'DE', percent)).rejects.toThrow('--percent takes a whole number from 1 to 99');
    await expect(start('1.0.0', 'DE', 10)).rejects.toThrow('DE already loads mfe-casino 1.0.0: nothing to try');
    await expect(start('9.9.9', 'DE', 10)).rejects.toThrow('mfe-casino@9.9.9 is not published');
    await expect(start('2.0.0', 'DE', 10)).rejects.toThrow(/Canary of mfe-casino@2\.0\.0 in DE refused:\n {2}- mfe-casino@2\.0\.0 requires react \^18\.2\.0/);
    expect(await startCanary(registry, host, { remote: 'mfe-casino', version: '1.2.0' }, 'DE', 10, { dryRun: true })).toMatchObject({ percent: 10 });
    expect(manifestText()).toBe(before);
  });

  it('one canary per remote and market at a time', async () => {
    const registry = await setup();
    await startCanary(registry, host, { remote: 'mfe-casino', version: '1.2.0' }, 'DE', 10);
    await pinAll(registry, host, 'FI', { 'mfe-casino': '1.2.0' });
    await expect(startCanary(registry, host, { remote: 'mfe-casino', version: '1.0.0' }, 'FI', 10)).resolves.toMatchObject({ pin: '1.2.0' });
    // A newer build waits for DE's canary to end.
    await expect(startCanary(registry, { ...host, provides: { react: '18.3.1' } }, { remote: 'mfe-casino', version: '2.0.0' }, 'DE', 10)).rejects.toThrow(
      'mfe-casino 1.2.0 is already a canary in DE (10 %): promote or abort it first',
    );
  });
});
