import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { CONTRACT_VERSION } from '@casino/shared/contract';
import type { HealthSummaryRow } from '@casino/shared/wire';
import { startCanary } from './canary';
import type { HostDescriptor } from './checks';
import { historyLines, historyOf, pinAll, publish } from './commands';
import { folderRegistry, readManifest, type Registry } from './registry';
import { watchOnce, type WatchRules } from './watch';

const host: HostDescriptor = { name: '@casino/host', version: '1.0.0', contractVersion: CONTRACT_VERSION, provides: { react: '19.3.1' }, mounts: [] };
const rules: WatchRules = { market: 'DE', thresholdPercent: 5, windowMinutes: 10, minLoads: 20, platformUrl: 'http://platform.test' };

async function setup(): Promise<Registry> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'release-watch-'));
  const registry = folderRegistry(path.join(dir, 'cdn'), 'http://localhost:4000/cdn');
  for (const version of ['1.0.0', '1.2.0']) {
    const dist = path.join(dir, version);
    mkdirSync(dist);
    writeFileSync(path.join(dist, 'remoteEntry.js'), `var mfe_casino = "${version}";`);
    writeFileSync(path.join(dist, 'mf-manifest.json'), JSON.stringify({ metaData: { pluginVersion: '2.9.2' }, exposes: [], shared: [] }));
    await publish(registry, 'mfe-casino', { distDir: dist, version });
  }
  await pinAll(registry, host, 'default', { 'mfe-casino': '1.0.0' });
  return registry;
}

/** The platform's summary answering `rows`, and the URLs it was asked. */
function platform(rows: HealthSummaryRow[]) {
  const asked: string[] = [];
  const fetch = (async (url: string) => {
    asked.push(url);
    return new Response(JSON.stringify({ windowMinutes: 10, rows }), { status: 200 });
  }) as typeof globalThis.fetch;
  return { asked, fetch };
}

const row = (version: string, loads: number, failures: number): HealthSummaryRow => ({ market: 'DE', remote: 'mfe-casino', version, loads, failures, failureRate: loads ? failures / loads : 0 });

describe('release watch (issue 20 point 4)', () => {
  beforeAll(() => {
    process.env.RELEASE_USER = 'alice';
  });

  it('aborts a canary whose failure rate passes the threshold, and records why', async () => {
    const registry = await setup();
    await startCanary(registry, host, { remote: 'mfe-casino', version: '1.2.0' }, 'DE', 50);
    const { asked, fetch } = platform([row('1.2.0', 40, 12)]);
    const [verdict] = await watchOnce(registry, host, rules, { fetch });
    expect(asked).toEqual(['http://platform.test/release-health/summary?market=DE&remote=mfe-casino&version=1.2.0&windowMinutes=10']);
    expect(verdict).toMatchObject({ remote: 'mfe-casino', version: '1.2.0', kind: 'canary', action: 'aborted', failureRate: 0.3 });
    expect((await readManifest(registry)).canaries).toEqual({});
    expect(historyLines(await historyOf(registry, { market: 'DE' })).at(-1)).toMatch(
      /mfe-casino 1\.2\.0 → 1\.0\.0 in DE by alice \(abort: canary at 50 % ended; release watch: 30 % of 40 loads failed \(12\) in the last 10 min, over 5 %\)$/,
    );
  });

  it('leaves a healthy canary, and one with too few loads yet', async () => {
    const registry = await setup();
    await startCanary(registry, host, { remote: 'mfe-casino', version: '1.2.0' }, 'DE', 50);
    expect((await watchOnce(registry, host, rules, { fetch: platform([row('1.2.0', 40, 2)]).fetch }))[0]).toMatchObject({ action: 'none' });
    expect((await watchOnce(registry, host, rules, { fetch: platform([row('1.2.0', 5, 5)]).fetch }))[0]).toMatchObject({ action: 'too few loads' });
    expect((await watchOnce(registry, host, rules, { fetch: platform([]).fetch }))[0]).toMatchObject({ action: 'too few loads', loads: 0 });
    expect((await readManifest(registry)).canaries.DE).toBeDefined();
  });

  it('rolls back a pin made within the window that fails, and only says so in a dry run', async () => {
    const registry = await setup();
    await pinAll(registry, host, 'DE', { 'mfe-casino': '1.2.0' });
    const failing = platform([row('1.2.0', 30, 30)]);
    expect((await watchOnce(registry, host, rules, { fetch: failing.fetch, dryRun: true }))[0]).toMatchObject({ kind: 'pin', action: 'rolled back' });
    expect((await readManifest(registry)).pins.DE).toEqual({ 'mfe-casino': '1.2.0' });
    await watchOnce(registry, host, rules, { fetch: failing.fetch });
    expect((await readManifest(registry)).pins.DE).toBeUndefined();
    expect(historyLines(await historyOf(registry, { market: 'DE' })).at(-1)).toContain('mfe-casino 1.2.0 → the default in DE by alice (rollback: release watch: 100 % of 30 loads failed (30)');
    // Nothing left to watch: the market follows the default again.
    expect(await watchOnce(registry, host, rules, { fetch: failing.fetch })).toEqual([]);
  });

  it('changes nothing when the health cannot be read', async () => {
    const registry = await setup();
    await startCanary(registry, host, { remote: 'mfe-casino', version: '1.2.0' }, 'DE', 50);
    const down = (async () => new Response('', { status: 503 })) as typeof fetch;
    await expect(watchOnce(registry, host, rules, { fetch: down })).rejects.toThrow('The release health answered 503');
    expect((await readManifest(registry)).canaries.DE).toBeDefined();
  });
});
