/**
 * Canaries inside a market (issue 20 point 2): `release canary mfe-casino@1.2.0 --market DE
 * --percent 10` gives the version to 10 % of DE's visitors (the host decides who, by a stable bucket
 * of a random id kept per visitor: host/src/features/remote-loading/visitor-release.ts); `release
 * promote mfe-casino --market DE` makes it DE's pin, `release abort mfe-casino --market DE` ends it.
 * The canary lives in the release manifest (`canaries`), so the host reads it with the pins.
 */
import type { Canary, ReleaseManifest, RemoteName } from '@casino/shared/contract';
import { effectivePin, pinRefusals, type HostDescriptor } from './checks';
import { assertMarket, assertRemote, pinAll, publishedFilesRefusals, type PinChange, type WriteOptions } from './commands';
import type { HistoryEntry } from './history';
import { readManifest, updateRegistry, whoAmI, type Registry } from './registry';
import { ReleaseError } from './release-error';

/** A canary started, changed or ended: what the market's other visitors load (`pin`) beside it. */
export interface CanaryChange {
  market: string;
  remote: RemoteName;
  /** The canary's version. */
  version: string;
  /** Its percentage after the change; null when it ended. */
  percent: number | null;
  /** The percentage before; null when there was no canary. */
  previousPercent: number | null;
  /** The version the market's other visitors load. */
  pin: string | null;
}

const canaryOf = (manifest: ReleaseManifest, market: string, remote: RemoteName): Canary | undefined => manifest.canaries[market]?.[remote];

function withCanary(manifest: ReleaseManifest, market: string, remote: RemoteName, canary: Canary | null): ReleaseManifest {
  const { [remote]: _old, ...others } = manifest.canaries[market] ?? {};
  const marketCanaries = canary ? { ...others, [remote]: canary } : others;
  const canaries = { ...manifest.canaries };
  if (Object.keys(marketCanaries).length) canaries[market] = marketCanaries;
  else delete canaries[market];
  return { ...manifest, canaries };
}

function assertCanaryMarket(market: string): string {
  assertMarket(market);
  if (market === 'default') throw new ReleaseError('A canary runs inside one market: give --market <M> (spec 000 §3, e.g. DE)');
  return market;
}

async function changeCanary(
  registry: Registry,
  plan: (manifest: ReleaseManifest) => { change: CanaryChange; canary: Canary | null; entry: Omit<HistoryEntry, 'time' | 'who'> },
  options: WriteOptions,
): Promise<CanaryChange> {
  if (options.dryRun) return plan(await readManifest(registry)).change;
  const result = await updateRegistry(registry, async (manifest) => {
    const { change, canary, entry } = plan(manifest);
    const reason = [entry.reason, options.reason].filter(Boolean).join('; ');
    const recorded: HistoryEntry = { time: new Date().toISOString(), who: whoAmI(), ...entry, ...(reason ? { reason } : {}) };
    return { manifest: withCanary(manifest, change.market, change.remote, canary), history: [recorded], result: change };
  });
  return result!;
}

/**
 * Starts a canary of `remote@version` for `percent` % of a market's visitors, or changes the
 * percentage of the one running. Checked against the host like a pin.
 *
 * @param percent whole percent, 1–99.
 * @throws ReleaseError for `default`, a percentage outside 1–99, a version the market already loads,
 *   a market with no pin to compare with, another canary of the remote running, or a refused version.
 */
export async function startCanary(
  registry: Registry,
  host: HostDescriptor,
  target: { remote: string; version: string },
  market: string,
  percent: number,
  options: WriteOptions = {},
): Promise<CanaryChange> {
  const remote = assertRemote(target.remote);
  assertCanaryMarket(market);
  if (!Number.isInteger(percent) || percent < 1 || percent > 99) {
    throw new ReleaseError(`--percent takes a whole number from 1 to 99, not ${percent} (100 % is a pin: release promote; 0 % is release abort)`);
  }
  const changed = await publishedFilesRefusals(registry, await readManifest(registry), remote, target.version);
  if (changed.length) throw new ReleaseError(`Canary of ${remote}@${target.version} in ${market} refused:\n  - ${changed.join('\n  - ')}`);
  return changeCanary(
    registry,
    (manifest) => {
      const pin = effectivePin(manifest, market, remote) ?? null;
      if (pin === null) throw new ReleaseError(`${market} has no pin of ${remote} for the canary to run beside: pin one first`);
      if (pin === target.version) throw new ReleaseError(`${market} already loads ${remote} ${pin}: nothing to try`);
      const running = canaryOf(manifest, market, remote);
      if (running && running.version !== target.version) {
        throw new ReleaseError(`${remote} ${running.version} is already a canary in ${market} (${running.percent} %): promote or abort it first`);
      }
      const refusals = pinRefusals(manifest, host, remote, target.version);
      if (refusals.length) throw new ReleaseError(`Canary of ${remote}@${target.version} in ${market} refused:\n  - ${refusals.join('\n  - ')}`);
      const canary: Canary = { version: target.version, percent, startedAt: running?.startedAt ?? new Date().toISOString(), startedBy: running?.startedBy ?? whoAmI() };
      return {
        change: { market, remote, version: target.version, percent, previousPercent: running?.percent ?? null, pin },
        canary,
        entry: { action: 'canary', market, remote, from: pin, to: target.version, reason: running ? `${running.percent} % → ${percent} % of visitors` : `${percent} % of visitors` },
      };
    },
    options,
  );
}

/**
 * Ends a market's canary of a remote: every visitor loads the market's pin again.
 * @throws ReleaseError when none is running.
 */
export async function abortCanary(registry: Registry, remoteName: string, market: string, options: WriteOptions = {}): Promise<CanaryChange> {
  const remote = assertRemote(remoteName);
  assertCanaryMarket(market);
  return changeCanary(
    registry,
    (manifest) => {
      const running = canaryOf(manifest, market, remote);
      if (!running) throw new ReleaseError(`No canary of ${remote} is running in ${market}`);
      const pin = effectivePin(manifest, market, remote) ?? null;
      return {
        change: { market, remote, version: running.version, percent: null, previousPercent: running.percent, pin },
        canary: null,
        entry: { action: 'abort', market, remote, from: running.version, to: pin, reason: `canary at ${running.percent} % ended` },
      };
    },
    options,
  );
}

/**
 * Makes a market's canary its pin: every visitor of the market loads it, and the canary ends.
 * @throws ReleaseError when none is running, or the version is now refused by the host.
 */
export async function promoteCanary(registry: Registry, host: HostDescriptor, remoteName: string, market: string, options: WriteOptions = {}): Promise<PinChange[]> {
  const remote = assertRemote(remoteName);
  assertCanaryMarket(market);
  const running = canaryOf(await readManifest(registry), market, remote);
  if (!running) throw new ReleaseError(`No canary of ${remote} is running in ${market} to promote`);
  const reason = [`canary at ${running.percent} % promoted`, options.reason].filter(Boolean).join('; ');
  // A pin of the canary's version ends the canary in the same write (commands.ts, applyChanges).
  return pinAll(registry, host, market, { [remote]: running.version }, { ...options, reason });
}
