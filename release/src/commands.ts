import { createHash } from 'node:crypto';
import { cpSync, existsSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { REMOTE_NAMES, type PublishedVersion, type ReleaseManifest, type RemoteName } from '@casino/shared/contract';
import { findMarket } from '@casino/shared/market';
import { effectivePin, pinRefusals, type HostDescriptor } from './checks';
import { readHistory, readManifest, updateRegistry, whoAmI, type HistoryEntry, type Registry } from './registry';

/** The repository the CLI works in. */
export const ROOT = path.resolve(import.meta.dirname, '..', '..');

/** A refused command: the message says why; the CLI exits non-zero. */
export class ReleaseError extends Error {
  override readonly name = 'ReleaseError';
}

/** `sha384-<base64>` of a file: the subresource-integrity form. */
export function integrityOf(file: string): string {
  return `sha384-${createHash('sha384').update(readFileSync(file)).digest('base64')}`;
}

function assertRemote(name: string): RemoteName {
  if (!(REMOTE_NAMES as readonly string[]).includes(name)) throw new ReleaseError(`Unknown remote "${name}": one of ${REMOTE_NAMES.join(', ')}`);
  return name as RemoteName;
}

function assertMarket(market: string): string {
  if (market === 'default') return market;
  if (!findMarket(market)) throw new ReleaseError(`Unknown market "${market}"`);
  return market;
}

/** The registry record of a built remote in `distDir` (its `mf-manifest.json`, entry integrity). */
export function recordOf(remote: RemoteName, version: string, distDir: string, registry: Registry): PublishedVersion {
  const mf = JSON.parse(readFileSync(path.join(distDir, 'mf-manifest.json'), 'utf8')) as {
    metaData: { pluginVersion: string };
    exposes: Array<{ path: string }>;
    shared: Array<{ name: string; requiredVersion: string; singleton?: boolean }>;
  };
  // A container built to use the host's federation runtime reads it from this global (createAppConfig,
  // externalRuntime): it needs a host that provides the same runtime release.
  const usesHostRuntime = readFileSync(path.join(distDir, 'remoteEntry.js'), 'utf8').includes('_FEDERATION_RUNTIME_CORE');
  const contractVersion = (JSON.parse(readFileSync(path.join(ROOT, 'shared', 'package.json'), 'utf8')) as { version: string }).version;
  return {
    entry: `${registry.cdnUrl}/${remote}/${version}/remoteEntry.js`,
    integrity: integrityOf(path.join(distDir, 'remoteEntry.js')),
    manifestIntegrity: integrityOf(path.join(distDir, 'mf-manifest.json')),
    contractVersion,
    exposes: mf.exposes.map((expose) => expose.path),
    // Singletons only: a shared module that is not one falls back to the remote's own copy when the
    // host's does not fit, so it could never stop a pin. (Today every shared module is a singleton.)
    sharedRequirements: {
      ...Object.fromEntries(mf.shared.filter((shared) => shared.singleton !== false).map((shared) => [shared.name, shared.requiredVersion])),
      // The host lists it among what it provides under the runtime's package name (build/src/webpack.ts).
      ...(usesHostRuntime ? { '@module-federation/runtime-core': `~${mf.metaData.pluginVersion}` } : {}),
    },
    publishedAt: new Date().toISOString(),
    publishedBy: whoAmI(),
  };
}

/**
 * Publishes a built remote to `<cdn>/<remote>/<version>/` and records it. A version that is
 * already published is refused: published files never change.
 *
 * @param distDir the build to publish; `<remote>/dist` by default.
 * @param version the version to publish as; the remote's package.json version by default.
 */
export async function publish(registry: Registry, remoteName: string, options: { distDir?: string; version?: string } = {}): Promise<PublishedVersion> {
  const remote = assertRemote(remoteName);
  const version = options.version ?? (JSON.parse(readFileSync(path.join(ROOT, remote, 'package.json'), 'utf8')) as { version: string }).version;
  const distDir = options.distDir ?? path.join(ROOT, remote, 'dist');
  if (!existsSync(path.join(distDir, 'remoteEntry.js'))) throw new ReleaseError(`${remote} has no build in ${distDir}`);
  const target = path.join(registry.cdnDir, remote, version);
  const record = recordOf(remote, version, distDir, registry);
  const result = await updateRegistry(registry, (manifest) => {
    if (manifest.remotes[remote]?.[version] || existsSync(target)) {
      throw new ReleaseError(`${remote}@${version} is already published: published versions never change; bump the version in ${remote}/package.json`);
    }
    cpSync(distDir, target, { recursive: true, filter: (source) => !source.endsWith('.build-stamp') });
    const remotes = { ...manifest.remotes, [remote]: { ...manifest.remotes[remote], [version]: record } };
    const entry: HistoryEntry = { time: record.publishedAt!, who: whoAmI(), action: 'publish', market: null, remote, from: null, to: version };
    return { manifest: { ...manifest, remotes }, history: [entry], result: record };
  });
  return result!;
}

/** A planned pin change. */
export interface PinChange {
  market: string;
  remote: RemoteName;
  from: string | null;
  to: string;
}

function applyPins(manifest: ReleaseManifest, changes: PinChange[]): ReleaseManifest {
  const pins = { ...manifest.pins } as ReleaseManifest['pins'];
  const previousPins = { ...manifest.previousPins };
  for (const change of changes) {
    const current = { ...pins[change.market] };
    (current as Record<string, string>)[change.remote] = change.to;
    (pins as Record<string, Record<string, string>>)[change.market] = current;
    previousPins[change.market] = { ...previousPins[change.market], ...(change.from ? { [change.remote]: change.from } : {}) };
  }
  return { ...manifest, pins, previousPins };
}

/**
 * Pins versions for one market (or `default`) together or not at all: every pin is checked against
 * the host first, and one refusal refuses them all.
 *
 * @param dryRun plan and check, write nothing.
 * @returns the changes made (or that would be made).
 * @throws ReleaseError naming every refusal.
 */
export async function pinAll(registry: Registry, host: HostDescriptor, market: string, pins: Record<string, string>, dryRun = false): Promise<PinChange[]> {
  assertMarket(market);
  const plan = (manifest: ReleaseManifest) => {
    const refusals: string[] = [];
    const changes: PinChange[] = [];
    for (const [remoteName, version] of Object.entries(pins)) {
      const remote = assertRemote(remoteName);
      refusals.push(...pinRefusals(manifest, host, remote, version));
      const from = (manifest.pins[market] as Record<string, string> | undefined)?.[remote] ?? null;
      if (from !== version) changes.push({ market, remote, from, to: version });
    }
    if (refusals.length) throw new ReleaseError(`Pin refused for ${market}:\n  - ${refusals.join('\n  - ')}`);
    return changes;
  };
  if (dryRun) return plan(readManifest(registry));
  const result = await updateRegistry(registry, (manifest) => {
    const changes = plan(manifest);
    if (changes.length === 0) return { manifest, history: [], result: changes };
    const time = new Date().toISOString();
    const history = changes.map((change): HistoryEntry => ({ time, who: whoAmI(), action: 'pin', ...change }));
    return { manifest: applyPins(manifest, changes), history, result: changes };
  });
  return result ?? [];
}

/**
 * Returns a market's pin of a remote to what it was before its last change (ARCHITECTURE §6).
 * @throws ReleaseError when the market's pin of the remote never changed.
 */
export async function rollback(registry: Registry, remoteName: string, market: string): Promise<PinChange> {
  const remote = assertRemote(remoteName);
  assertMarket(market);
  const result = await updateRegistry(registry, (manifest) => {
    const last = [...readHistory(registry)].reverse().find((entry) => entry.remote === remote && entry.market === market && entry.action !== 'publish');
    if (!last) throw new ReleaseError(`${remote} has no earlier pin in ${market} to go back to`);
    const current = (manifest.pins[market] as Record<string, string> | undefined)?.[remote] ?? null;
    const pins = { ...manifest.pins } as Record<string, Record<string, string>>;
    const marketPins = { ...pins[market] };
    if (last.from) marketPins[remote] = last.from;
    else delete marketPins[remote];
    pins[market] = marketPins;
    const previousPins = { ...manifest.previousPins, [market]: { ...manifest.previousPins[market], ...(current ? { [remote]: current } : {}) } };
    const to = last.from ?? effectivePin({ ...manifest, pins: pins as ReleaseManifest['pins'] }, market, remote) ?? '';
    const change: PinChange = { market, remote, from: current, to };
    const entry: HistoryEntry = { time: new Date().toISOString(), who: whoAmI(), action: 'rollback', market, remote, from: current, to: last.from ?? `(default ${to})` };
    return { manifest: { ...manifest, pins: pins as ReleaseManifest['pins'], previousPins }, history: [entry], result: change };
  });
  return result!;
}

/** The market-by-remote matrix: each market with a pin of its own, and the default. `*` marks a version that differs from the default. */
export function statusTable(registry: Registry): string {
  const manifest = readManifest(registry);
  const markets = ['default', ...Object.keys(manifest.pins).filter((market) => market !== 'default').sort()];
  const header = ['market', ...REMOTE_NAMES];
  const rows = markets.map((market) => [
    market,
    ...REMOTE_NAMES.map((remote) => {
      const version = market === 'default' ? manifest.pins.default[remote] : effectivePin(manifest, market, remote);
      const differs = market !== 'default' && version !== manifest.pins.default[remote];
      return `${version ?? '-'}${differs ? ' *' : ''}`;
    }),
  ]);
  const widths = header.map((_, column) => Math.max(...[header, ...rows].map((row) => row[column]!.length)));
  const line = (row: string[]) => row.map((cell, column) => cell.padEnd(widths[column]!)).join('  ');
  return [line(header), ...rows.map(line), '', '* differs from the default pin; markets not listed use the default'].join('\n');
}

/** Every change, one line each: time, who, action, market, remote, from, to. */
export function historyLines(registry: Registry): string[] {
  return readHistory(registry).map((entry) =>
    [entry.time, entry.who, entry.action, entry.market ?? '-', entry.remote, entry.from ?? '-', '→', entry.to].join('  '),
  );
}

/**
 * `npm start`'s local release (issue: "first start publishes every remote at its package version
 * and pins every market to it; later starts keep the existing pins"): publishes each built remote
 * that is not published yet, pins it as the default when the default has no pin, and copies the
 * host's release descriptor to `<cdn>/host.json`. A local build that differs from what is published
 * at the same version replaces it, with a notice: that is a developer's unreleased change, and only
 * this local command does it (`publish` refuses).
 */
export async function bootstrapLocal(registry: Registry, hostDistDir: string): Promise<string[]> {
  const notes: string[] = [];
  await updateRegistry(registry, (manifest) => {
    let next = manifest;
    const history: HistoryEntry[] = [];
    for (const remote of REMOTE_NAMES) {
      const version = (JSON.parse(readFileSync(path.join(ROOT, remote, 'package.json'), 'utf8')) as { version: string }).version;
      const distDir = path.join(ROOT, remote, 'dist');
      if (!existsSync(path.join(distDir, 'remoteEntry.js'))) throw new ReleaseError(`${remote} has no build in ${distDir}: build it first`);
      const record = recordOf(remote, version, distDir, registry);
      const known = next.remotes[remote]?.[version];
      const target = path.join(registry.cdnDir, remote, version);
      if (!known || known.integrity !== record.integrity || !existsSync(target)) {
        if (known) notes.push(`${remote}@${version}: replaced the local build of an unreleased change`);
        rmSync(target, { recursive: true, force: true });
        cpSync(distDir, target, { recursive: true, filter: (source) => !source.endsWith('.build-stamp') });
        next = { ...next, remotes: { ...next.remotes, [remote]: { ...next.remotes[remote], [version]: record } } };
        history.push({ time: record.publishedAt!, who: whoAmI(), action: 'publish', market: null, remote, from: null, to: version });
      }
      if (!next.pins.default[remote]) {
        next = { ...next, pins: { ...next.pins, default: { ...next.pins.default, [remote]: version } } };
        history.push({ time: new Date().toISOString(), who: whoAmI(), action: 'pin', market: 'default', remote, from: null, to: version });
      }
    }
    return { manifest: next, history, result: null };
  });
  const descriptor = path.join(hostDistDir, 'release-descriptor.json');
  if (existsSync(descriptor)) cpSync(descriptor, path.join(registry.cdnDir, 'host.json'));
  return notes;
}
