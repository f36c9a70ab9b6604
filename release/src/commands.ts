import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { REMOTE_NAMES, type PublishedVersion, type ReleaseManifest, type RemoteName } from '@casino/shared/contract';
import { findMarket, MARKETS } from '@casino/shared/market';
import { effectivePin, pinRefusals, type HostDescriptor } from './checks';
import { describeChange, minuteOf, pinStack, type HistoryAction, type HistoryEntry } from './history';
import { readHistory, readManifest, updateRegistry, whoAmI, type Registry } from './registry';
import { ReleaseError } from './release-error';

/** The repository the CLI works in. */
export const ROOT = path.resolve(import.meta.dirname, '..', '..');

/** `sha384-<base64>` of a file: the subresource-integrity form. */
export function integrityOf(file: string): string {
  return integrityOfBytes(readFileSync(file));
}

/** `sha384-<base64>` of bytes read from the store. */
const integrityOfBytes = (bytes: Buffer) => `sha384-${createHash('sha384').update(bytes).digest('base64')}`;

/** The remote named, or a ReleaseError listing the six. */
export function assertRemote(name: string): RemoteName {
  if (!(REMOTE_NAMES as readonly string[]).includes(name)) throw new ReleaseError(`Unknown remote "${name}": one of ${REMOTE_NAMES.join(', ')}`);
  return name as RemoteName;
}

/** The market id (spec 000 §3) or `default`, or a ReleaseError listing them. */
export function assertMarket(market: string): string {
  if (market === 'default' || findMarket(market)) return market;
  throw new ReleaseError(`Unknown market "${market}": one of ${MARKETS.map((known) => known.id).join(', ')}, or default (spec 000 §3)`);
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
 * Publishes a built remote to `<remote>/<version>/` of the release store (the CDN folder, or the
 * bucket: each file written once) and records it. A version that is already published is refused:
 * published files never change.
 *
 * @param distDir the build to publish; `<remote>/dist` by default.
 * @param version the version to publish as; the remote's package.json version by default.
 * @param dryRun check and describe the record, copy and write nothing.
 * @throws ReleaseError for an unknown remote, a missing build, a version already published.
 */
export async function publish(registry: Registry, remoteName: string, options: { distDir?: string; version?: string; dryRun?: boolean } = {}): Promise<PublishedVersion> {
  const remote = assertRemote(remoteName);
  const version = options.version ?? (JSON.parse(readFileSync(path.join(ROOT, remote, 'package.json'), 'utf8')) as { version: string }).version;
  const distDir = options.distDir ?? path.join(ROOT, remote, 'dist');
  if (!existsSync(path.join(distDir, 'remoteEntry.js'))) throw new ReleaseError(`${remote} has no build in ${distDir}`);
  if (!/^\d+\.\d+\.\d+(?:[-+][\w.-]+)?$/.test(version)) throw new ReleaseError(`"${version}" is not a version (semver, e.g. 1.2.0)`);
  const record = recordOf(remote, version, distDir, registry);
  const refuseIfPublished = async (manifest: ReleaseManifest) => {
    if (manifest.remotes[remote]?.[version] || (await registry.store.refusesBuild(remote, version, distDir))) {
      throw new ReleaseError(`${remote}@${version} is already published: published versions never change; bump the version in ${remote}/package.json`);
    }
  };
  if (options.dryRun) {
    await refuseIfPublished(await readManifest(registry));
    return record;
  }
  const result = await updateRegistry(registry, async (manifest) => {
    await refuseIfPublished(manifest);
    await registry.store.publishBuild(remote, version, distDir);
    const remotes = { ...manifest.remotes, [remote]: { ...manifest.remotes[remote], [version]: record } };
    const entry: HistoryEntry = { time: record.publishedAt!, who: whoAmI(), action: 'publish', market: null, remote, from: null, to: version };
    return { manifest: { ...manifest, remotes }, history: [entry], result: record };
  });
  return result!;
}

/** A planned change of one market's pin of one remote. */
export interface PinChange {
  /** A market id of spec 000 §3, or `default`. */
  market: string;
  remote: RemoteName;
  /** The market's own pin before; null when it followed the default. */
  from: string | null;
  /** Its own pin after; null when it follows the default again (unpin, or a rollback past its first pin). */
  to: string | null;
  /** Why, in words (`promoted from FI`); recorded in the history. */
  reason?: string;
}

const ownPin = (manifest: ReleaseManifest, market: string, remote: RemoteName): string | null =>
  (manifest.pins[market] as Record<string, string> | undefined)?.[remote] ?? null;

/**
 * The manifest after `changes`. Each market's previous pin of a remote (the host's last known good,
 * ARCHITECTURE §6) becomes the pin below the new one in its history (`pinStack`): after a rollback
 * that is the version before the one gone back to, never the version rolled back from.
 */
function applyChanges(manifest: ReleaseManifest, changes: readonly PinChange[], historyAfter: readonly HistoryEntry[]): ReleaseManifest {
  const pins = { ...manifest.pins } as Record<string, Record<string, string>>;
  const previousPins = { ...manifest.previousPins } as Record<string, Record<string, string>>;
  const canaries = { ...manifest.canaries };
  for (const change of changes) {
    // A canary's version pinned for the market is every visitor's now: the canary is over.
    if (change.to !== null && canaries[change.market]?.[change.remote]?.version === change.to) {
      const { [change.remote]: _ended, ...others } = canaries[change.market]!;
      if (Object.keys(others).length) canaries[change.market] = others;
      else delete canaries[change.market];
    }
    const marketPins = { ...pins[change.market] };
    if (change.to === null) delete marketPins[change.remote];
    else marketPins[change.remote] = change.to;
    if (change.market !== 'default' && Object.keys(marketPins).length === 0) delete pins[change.market];
    else pins[change.market] = marketPins;
    const below = pinStack(historyAfter, change.market, change.remote, change.to).at(-2) ?? null;
    const previous = { ...previousPins[change.market] };
    if (below === null) delete previous[change.remote];
    else previous[change.remote] = below;
    previousPins[change.market] = previous;
  }
  return { ...manifest, pins: pins as ReleaseManifest['pins'], previousPins, canaries };
}

/** What every writing command takes: `dryRun` plans and checks, and writes nothing. */
export interface WriteOptions {
  dryRun?: boolean;
  /** Recorded with each change in the history. */
  reason?: string;
}

/**
 * Plans pin changes on the current manifest and history and, unless `dryRun`, applies them as one
 * write (all or nothing; `updateRegistry` keeps a concurrent release from losing it), with one
 * history entry per change.
 */
async function changePins(
  registry: Registry,
  action: Exclude<HistoryAction, 'publish'>,
  plan: (manifest: ReleaseManifest, history: readonly HistoryEntry[]) => PinChange[],
  options: WriteOptions,
): Promise<PinChange[]> {
  if (options.dryRun) return plan(await readManifest(registry), await readHistory(registry));
  const result = await updateRegistry(registry, async (manifest, readRecorded) => {
    const history = await readRecorded();
    const changes = plan(manifest, history);
    if (changes.length === 0) return null;
    const time = new Date().toISOString();
    const entries = changes.map((change): HistoryEntry => {
      const reason = [change.reason, options.reason].filter(Boolean).join('; ');
      return { time, who: whoAmI(), action, market: change.market, remote: change.remote, from: change.from, to: change.to, ...(reason ? { reason } : {}) };
    });
    return { manifest: applyChanges(manifest, changes, [...history, ...entries]), history: entries, result: changes };
  });
  return result ?? [];
}

const refuse = (what: string, refusals: string[]) => {
  if (refusals.length) throw new ReleaseError(`${what} refused:\n  - ${refusals.join('\n  - ')}`);
};

/**
 * Why the published files of `remote@version` may not be given to players, empty when they may: the
 * store must still hold its `remoteEntry.js` and `mf-manifest.json` with the SRI hashes recorded at
 * publish (a folder emptied or a file changed by hand since would be refused at load by the host's
 * integrity check; this says so before the pin). A version the manifest does not list is left to
 * `pinRefusals`. Published files never change, so this is read outside the write. `manifest` is the one the
 * caller read (one read for many versions).
 */
export async function publishedFilesRefusals(registry: Registry, manifest: ReleaseManifest, remote: RemoteName, version: string): Promise<string[]> {
  const record = manifest.remotes[remote]?.[version];
  if (!record) return [];
  const refusals: string[] = [];
  for (const [file, recorded] of [['remoteEntry.js', record.integrity], ['mf-manifest.json', record.manifestIntegrity]] as const) {
    const bytes = await registry.store.readFile(`${remote}/${version}/${file}`);
    if (!bytes) refusals.push(`${remote}@${version} has no ${file} in the store any more (${registry.store.where(`${remote}/${version}/${file}`)})`);
    else if (recorded && integrityOfBytes(bytes) !== recorded) refusals.push(`${remote}@${version}'s ${file} changed after it was published: its hash is not the one recorded`);
  }
  return refusals;
}

/** Refuses, before any write, versions whose published files are gone or changed (`publishedFilesRefusals`). */
async function refuseChangedFiles(what: string, registry: Registry, versions: ReadonlyArray<readonly [RemoteName, string]>, manifest?: ReleaseManifest): Promise<void> {
  // One read of the manifest for every version (on an object store, each read is a request).
  const known = manifest ?? (await readManifest(registry));
  refuse(what, (await Promise.all(versions.map(([remote, version]) => publishedFilesRefusals(registry, known, remote, version)))).flat());
}

/**
 * Pins versions for one market (or `default`) together or not at all: every pin is checked against
 * the host first, and one refusal refuses them all.
 *
 * @param pins remote → version, e.g. `{ 'mfe-casino': '1.1.0' }`.
 * @returns the changes made (or, with `dryRun`, that would be made); none when every pin is already so.
 * @throws ReleaseError for an unknown market or remote, naming every refusal.
 */
export async function pinAll(registry: Registry, host: HostDescriptor, market: string, pins: Record<string, string>, options: WriteOptions = {}): Promise<PinChange[]> {
  assertMarket(market);
  const remotes = Object.keys(pins).map(assertRemote);
  await refuseChangedFiles(`Pin for ${market}`, registry, remotes.map((remote) => [remote, pins[remote]!] as const));
  return changePins(
    registry,
    'pin',
    (manifest) => {
      refuse(`Pin for ${market}`, remotes.flatMap((remote) => pinRefusals(manifest, host, remote, pins[remote]!)));
      return remotes.flatMap((remote) => {
        const from = ownPin(manifest, market, remote);
        return from === pins[remote] ? [] : [{ market, remote, from, to: pins[remote]! }];
      });
    },
    options,
  );
}

/**
 * Removes a market's own pin of a remote: the market follows the default again.
 * @returns the change, or none when the market already follows the default.
 * @throws ReleaseError for `default` (the default is what others follow) or an unknown market or remote.
 */
export async function unpin(registry: Registry, remoteName: string, market: string, options: WriteOptions = {}): Promise<PinChange[]> {
  const remote = assertRemote(remoteName);
  assertMarket(market);
  if (market === 'default') throw new ReleaseError('The default cannot be unpinned: every market without a pin of its own follows it. Pin another version instead.');
  return changePins(
    registry,
    'unpin',
    (manifest) => {
      const from = ownPin(manifest, market, remote);
      return from === null ? [] : [{ market, remote, from, to: null }];
    },
    options,
  );
}

/**
 * Copies one market's own pins to other markets, or to the default, as one change: every pin is
 * checked against the host, and one refusal refuses them all.
 *
 * @param from the market whose pins are copied.
 * @param to the markets (or `default`) that get them.
 * @param remotes only these remotes' pins; all of the market's own pins by default.
 * @throws ReleaseError when `from` has no pins of its own (of `remotes`), or for unknown names.
 */
export async function promote(
  registry: Registry,
  host: HostDescriptor,
  selection: { from: string; to: readonly string[]; remotes?: readonly string[] },
  options: WriteOptions = {},
): Promise<PinChange[]> {
  const from = assertMarket(selection.from);
  const targets = selection.to.map(assertMarket);
  if (targets.length === 0) throw new ReleaseError('Say where to promote to: --to <markets>, or --to default');
  if (targets.includes(from)) throw new ReleaseError(`${from} cannot be promoted to itself`);
  const only = selection.remotes?.map(assertRemote);
  const current = await readManifest(registry);
  const sourcePins = Object.entries(current.pins[from] ?? {}) as Array<[RemoteName, string]>;
  await refuseChangedFiles(`Promote from ${from}`, registry, sourcePins.filter(([remote]) => !only || only.includes(remote)), current);
  return changePins(
    registry,
    'promote',
    (manifest) => {
      const source = Object.entries(manifest.pins[from] ?? {}).filter(([remote]) => !only || only.includes(remote as RemoteName)) as Array<[RemoteName, string]>;
      if (source.length === 0) throw new ReleaseError(`${from} has no pins of its own${only ? ` for ${only.join(', ')}` : ''} to promote: it follows the default`);
      refuse(`Promote from ${from}`, source.flatMap(([remote, version]) => pinRefusals(manifest, host, remote, version)));
      return targets.flatMap((market) =>
        source.flatMap(([remote, version]) => {
          const before = ownPin(manifest, market, remote);
          return before === version ? [] : [{ market, remote, from: before, to: version, reason: `promoted from ${from}` }];
        }),
      );
    },
    options,
  );
}

/**
 * Takes a market's pin of a remote back (ARCHITECTURE §6): to the pin before the current one in the
 * market's history, so a second rollback goes one step further back instead of returning to the
 * version the first one left (`pinStack`); or, with `to`, to that published version. A market that
 * had no pin of its own before goes back to following the default. The version gone back to is
 * checked against the host like a pin.
 *
 * @throws ReleaseError when there is nothing earlier to go back to, or the version is refused.
 */
export async function rollback(registry: Registry, host: HostDescriptor, remoteName: string, market: string, options: WriteOptions & { to?: string } = {}): Promise<PinChange> {
  const remote = assertRemote(remoteName);
  assertMarket(market);
  if (options.to !== undefined) await refuseChangedFiles(`Rollback of ${remote} in ${market} to ${options.to}`, registry, [[remote, options.to]]);
  const [change] = await changePins(
    registry,
    'rollback',
    (manifest, history) => {
      const current = ownPin(manifest, market, remote);
      let to: string | null;
      if (options.to !== undefined) {
        to = options.to;
        if (to === current) throw new ReleaseError(`${remote} is already at ${to} ${market === 'default' ? 'in the default' : `in ${market}`}`);
      } else {
        const stack = pinStack(history, market, remote, current);
        if (stack.length < 2) throw new ReleaseError(`${remote} has no earlier pin ${market === 'default' ? 'in the default' : `in ${market}`} to go back to`);
        to = stack.at(-2)!;
        if (to === null && market === 'default') throw new ReleaseError(`${remote} has no earlier version in the default to go back to`);
      }
      if (to !== null) refuse(`Rollback of ${remote} in ${market} to ${to}`, pinRefusals(manifest, host, remote, to));
      return [{ market, remote, from: current, to }];
    },
    options,
  );
  return change!;
}

/** The pins as data: the default's, and each market with pins or canaries of its own, with what it loads. */
export interface ReleaseStatus {
  updatedAt: string | null;
  default: Partial<Record<RemoteName, string>>;
  markets: Record<
    string,
    {
      own: Partial<Record<RemoteName, string>>;
      loads: Partial<Record<RemoteName, string>>;
      /** Canaries running in the market: a version for a percentage of its visitors. */
      canaries: Partial<Record<RemoteName, { version: string; percent: number; startedAt?: string; startedBy?: string }>>;
    }
  >;
}

/** The markets to show: those with pins or canaries of their own, sorted. */
function marketsOf(manifest: ReleaseManifest): string[] {
  return [...new Set([...Object.keys(manifest.pins), ...Object.keys(manifest.canaries)])].filter((market) => market !== 'default').sort();
}

/** The status as data (`status --json`). */
export async function releaseStatus(registry: Registry): Promise<ReleaseStatus> {
  const manifest = await readManifest(registry);
  return {
    updatedAt: manifest.updatedAt ?? null,
    default: { ...manifest.pins.default },
    markets: Object.fromEntries(
      marketsOf(manifest).map((market) => [market, { own: { ...manifest.pins[market] }, loads: loadsOf(manifest, market), canaries: { ...manifest.canaries[market] } }]),
    ),
  };
}

function loadsOf(manifest: ReleaseManifest, market: string): Partial<Record<RemoteName, string>> {
  const result: Partial<Record<RemoteName, string>> = {};
  for (const remote of REMOTE_NAMES) {
    const version = effectivePin(manifest, market, remote);
    if (version) result[remote] = version;
  }
  return result;
}

/**
 * The market-by-remote matrix: each market with a pin or a canary of its own, and the default. `*`
 * marks a version that differs from the default; a canary shows as `1.0.0 + 1.2.0 at 10 %`.
 */
export async function statusTable(registry: Registry): Promise<string> {
  const manifest = await readManifest(registry);
  const markets = ['default', ...marketsOf(manifest)];
  const header = ['market', ...REMOTE_NAMES];
  const rows = markets.map((market) => [
    market,
    ...REMOTE_NAMES.map((remote) => {
      const version = market === 'default' ? manifest.pins.default[remote] : effectivePin(manifest, market, remote);
      const differs = market !== 'default' && version !== manifest.pins.default[remote];
      const canary = manifest.canaries[market]?.[remote];
      return `${version ?? '-'}${differs ? ' *' : ''}${canary ? ` + ${canary.version} at ${canary.percent} %` : ''}`;
    }),
  ]);
  const widths = header.map((_, column) => Math.max(...[header, ...rows].map((row) => row[column]!.length)));
  const line = (row: string[]) => row.map((cell, column) => cell.padEnd(widths[column]!)).join('  ').trimEnd();
  return [
    line(header),
    ...rows.map(line),
    '',
    '* differs from the default pin; + a canary: that version for that share of the market\'s visitors; markets not listed use the default',
  ].join('\n');
}

/** The history, optionally of one market and/or remote, oldest first. */
export async function historyOf(registry: Registry, filter: { market?: string; remote?: string } = {}): Promise<HistoryEntry[]> {
  if (filter.market) assertMarket(filter.market);
  if (filter.remote) assertRemote(filter.remote);
  return (await readHistory(registry)).filter((entry) => (!filter.market || entry.market === filter.market) && (!filter.remote || entry.remote === filter.remote));
}

/** Every change in words, one line each: `2026-11-27 09:14  mfe-casino 1.1.0 → 1.0.3 in DE by alice (rollback)`. */
export function historyLines(entries: readonly HistoryEntry[]): string[] {
  return entries.map((entry) => `${minuteOf(entry.time)}  ${describeChange(entry)}`);
}

/**
 * `npm start`'s local release (issue: "first start publishes every remote at its package version
 * and pins every market to it; later starts keep the existing pins"): publishes each built remote
 * that is not published yet, pins it as the default when the default has no pin, and copies the
 * host's release descriptor to the store's `host.json`. A local build that differs from what is published
 * at the same version replaces it, with a notice: that is a developer's unreleased change, and only
 * this local command does it (`publish` refuses). With `dryRun` it copies and writes nothing and
 * returns what it would do.
 *
 * @returns notices in words, one per line.
 * @throws ReleaseError when a remote has no build.
 */
export async function bootstrapLocal(registry: Registry, hostDistDir: string, dryRun = false): Promise<string[]> {
  const notes: string[] = [];
  await updateRegistry(registry, async (manifest) => {
    notes.length = 0; // planned again after a conflict (object store): only the last plan's notes
    let next = manifest;
    const history: HistoryEntry[] = [];
    for (const remote of REMOTE_NAMES) {
      const version = (JSON.parse(readFileSync(path.join(ROOT, remote, 'package.json'), 'utf8')) as { version: string }).version;
      const distDir = path.join(ROOT, remote, 'dist');
      if (!existsSync(path.join(distDir, 'remoteEntry.js'))) throw new ReleaseError(`${remote} has no build in ${distDir}: build it first`);
      const record = recordOf(remote, version, distDir, registry);
      const known = next.remotes[remote]?.[version];
      if (!known || known.integrity !== record.integrity || !(await registry.store.hasBuild(remote, version))) {
        if (dryRun) notes.push(`would publish ${remote}@${version}${known ? ' (replacing the local build of an unreleased change)' : ''}`);
        else if (known) notes.push(`${remote}@${version}: replaced the local build of an unreleased change`);
        if (!dryRun) await registry.store.publishBuild(remote, version, distDir, { replace: true });
        next = { ...next, remotes: { ...next.remotes, [remote]: { ...next.remotes[remote], [version]: record } } };
        history.push({ time: record.publishedAt!, who: whoAmI(), action: 'publish', market: null, remote, from: null, to: version });
      }
      if (!next.pins.default[remote]) {
        if (dryRun) notes.push(`would pin ${remote} ${version} in the default`);
        next = { ...next, pins: { ...next.pins, default: { ...next.pins.default, [remote]: version } } };
        history.push({ time: new Date().toISOString(), who: whoAmI(), action: 'pin', market: 'default', remote, from: null, to: version });
      }
    }
    return dryRun ? null : { manifest: next, history, result: null };
  });
  const descriptor = path.join(hostDistDir, 'release-descriptor.json');
  if (existsSync(descriptor) && !dryRun) await registry.store.writeFile('host.json', readFileSync(descriptor));
  return notes;
}
