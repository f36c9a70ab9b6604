import { CONTRACT_VERSION, federationNameOf, isContractCompatible, resolveRemotes, type ExposedParcelModule, type ReleaseManifest, type RemoteName, type ResolvedRemote } from '@casino/shared/contract';
import { loadRemote, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import { config } from '../../lib/config';
import { integrityPlugin } from './integrity-plugin';
import { recordTrace } from './remote-traces';
import { assignmentOf } from './visitor-release';

/** Why a remote could not be used; each shows the area's fallback. */
export type RemoteFailureReason = 'not-pinned' | 'origin-not-allowed' | 'no-integrity' | 'load-failed' | 'contract-mismatch' | 'not-exposed';

/**
 * Whether a remote entry must have an integrity hash in the manifest to be loaded (issue 21 point 8: fail
 * closed): always in a production build. The development build (`npm run dev`) loads its dev servers'
 * entries, which change at every edit and have none.
 */
const REQUIRE_INTEGRITY = process.env.NODE_ENV === 'production';

/** A remote that could not be loaded or was refused. */
export class RemoteLoadError extends Error {
  override readonly name = 'RemoteLoadError';
  constructor(
    readonly remote: string,
    readonly reason: RemoteFailureReason,
    message: string,
    override readonly cause?: unknown,
  ) {
    super(message);
  }
}

const registered = new Map<string, string>();
const integrities = new Map<string, string>();
let integrityRegistered = false;

/** Makes the federation runtime load every entry of the manifest with its recorded integrity. */
function applyManifestIntegrity(manifest: ReleaseManifest): void {
  for (const versions of Object.values(manifest.remotes)) {
    for (const published of Object.values(versions ?? {})) if (published.integrity) integrities.set(published.entry, published.integrity);
  }
  if (integrityRegistered) return;
  integrityRegistered = true;
  registerPlugins([integrityPlugin((url) => integrities.get(url))]);
}

/**
 * Registers a pinned remote with the Module Federation runtime the build created (so it shares the
 * host's singletons) and loads one exposed parcel from it, on first use only.
 *
 * - The entry's origin must be one the host was built to allow (`config.allowedRemoteOrigins`, the site's
 *   Content-Security-Policy's) and one the manifest allows.
 * - The entry must have an integrity hash in the manifest (`requireIntegrity`, on in production builds):
 *   an entry without one is refused, not loaded unchecked.
 * - `force` re-registers the remote, dropping a failed entry so a retry fetches it again.
 * - The module must state a contract whose major equals the host's (ARCHITECTURE §4).
 *
 * @throws RemoteLoadError with the reason.
 */
export async function loadExposedParcel(
  manifest: ReleaseManifest,
  remote: ResolvedRemote,
  expose: string,
  options: { force?: boolean; requireIntegrity?: boolean } = {},
): Promise<ExposedParcelModule> {
  const origin = new URL(remote.entry).origin;
  if (!manifest.allowedOrigins.includes(origin) || !config.allowedRemoteOrigins.includes(origin)) {
    throw new RemoteLoadError(remote.name, 'origin-not-allowed', `${remote.name}: ${origin} is not an allowed origin`);
  }
  if ((options.requireIntegrity ?? REQUIRE_INTEGRITY) && !remote.integrity) {
    throw new RemoteLoadError(remote.name, 'no-integrity', `${remote.name}@${remote.version} has no integrity hash in the release manifest: not loaded unchecked`);
  }
  if (remote.exposes.length > 0 && !remote.exposes.includes(expose)) {
    throw new RemoteLoadError(remote.name, 'not-exposed', `${remote.name}@${remote.version} does not expose ${expose}`);
  }
  applyManifestIntegrity(manifest);
  const name = federationNameOf(remote.name);
  if (options.force || registered.get(name) !== remote.entry) {
    registerRemotes([{ name, entry: remote.entry }], { force: registered.has(name) });
    registered.set(name, remote.entry);
  }
  let module: ExposedParcelModule | null;
  try {
    module = await loadRemote<ExposedParcelModule>(`${name}/${expose.replace(/^\.\//, '')}`);
  } catch (error) {
    throw new RemoteLoadError(remote.name, 'load-failed', `${remote.name}@${remote.version} could not be loaded`, error);
  }
  if (!module?.parcel) throw new RemoteLoadError(remote.name, 'load-failed', `${remote.name}/${expose} has no parcel`);
  if (!isContractCompatible(CONTRACT_VERSION, module.contractVersion)) {
    throw new RemoteLoadError(
      remote.name,
      'contract-mismatch',
      `${remote.name}@${remote.version} was built against contract ${module.contractVersion}; the host has ${CONTRACT_VERSION}`,
    );
  }
  return module;
}

/** What a remote area loaded: the module, the version, and whether it is the last known good. */
export interface LoadedArea {
  module: ExposedParcelModule;
  version: string;
  lastKnownGood: boolean;
}

/** Area loads under way or done, by market, remote and module: one load per area per visit. */
const areaLoads = new Map<string, { manifest: ReleaseManifest; loading: Promise<LoadedArea> }>();

/**
 * Loads the parcel of a remote area for a market (ARCHITECTURE §6): the pinned version first; when
 * it fails to load (network, integrity, contract), the market's previous pin — the last known good
 * — before giving up. Every attempt is traced.
 *
 * A second call for the same market, remote and module with the same manifest shares the first
 * one's load (so the host can start it before the area renders, see `preloadArea`); `force` starts
 * over, and a failed load is forgotten so the next visit to the area tries again.
 *
 * @throws RemoteLoadError of the pinned version when nothing could be loaded.
 */
export function loadAreaParcel(
  manifest: ReleaseManifest,
  market: string,
  remoteName: RemoteName,
  expose: string,
  options: { force?: boolean } = {},
): Promise<LoadedArea> {
  const key = `${market} ${remoteName} ${expose}`;
  const known = areaLoads.get(key);
  if (known && known.manifest === manifest && !options.force) return known.loading;
  const loading = loadAreaParcelOnce(manifest, market, remoteName, expose, options);
  areaLoads.set(key, { manifest, loading });
  loading.catch(() => {
    if (areaLoads.get(key)?.loading === loading) areaLoads.delete(key);
  });
  return loading;
}

/**
 * Starts loading the area a page opens on while the rest of the shell is still starting (session,
 * guards, translations), so the remote's code arrives in parallel instead of after them. Nothing is
 * mounted: the area mounts it when the guards let the page render. Failures are left for the area
 * to show.
 */
export function preloadArea(manifest: Promise<ReleaseManifest>, market: string, remoteName: RemoteName, expose: string): void {
  manifest.then((release) => loadAreaParcel(release, market, remoteName, expose)).catch(() => undefined);
}

async function loadAreaParcelOnce(
  manifest: ReleaseManifest,
  market: string,
  remoteName: RemoteName,
  expose: string,
  options: { force?: boolean },
): Promise<LoadedArea> {
  const pinned = resolveRemotes(manifest, market)[remoteName];
  if (!pinned) throw new RemoteLoadError(remoteName, 'not-pinned', `${remoteName} is not pinned for market ${market}`);
  // The visitor's bucket and whether a canary chose the version go into every trace of this area.
  const assignment = assignmentOf(manifest, market, remoteName);
  const visitor = assignment ? { via: assignment.via, bucket: assignment.bucket } : {};
  const attempt = async (remote: ResolvedRemote, lastKnownGood: boolean, force: boolean) => {
    const started = performance.now();
    try {
      const module = await loadExposedParcel(manifest, remote, expose, { force });
      recordTrace({ market, remote: remote.name, version: remote.version, phase: 'load', durationMs: performance.now() - started, outcome: 'ok', lastKnownGood, ...visitor });
      return module;
    } catch (error) {
      const reason = error instanceof RemoteLoadError ? error.reason : 'load-failed';
      recordTrace({
        market,
        remote: remote.name,
        version: remote.version,
        phase: 'load',
        durationMs: performance.now() - started,
        outcome: reason === 'contract-mismatch' || reason === 'origin-not-allowed' || reason === 'no-integrity' ? 'refused' : 'failed',
        reason,
        lastKnownGood,
        ...visitor,
      });
      throw error;
    }
  };
  try {
    return { module: await attempt(pinned, false, Boolean(options.force)), version: pinned.version, lastKnownGood: false };
  } catch (error) {
    if (error instanceof RemoteLoadError && error.reason === 'not-exposed') throw error;
    const previousVersion = manifest.previousPins[market]?.[remoteName] ?? manifest.previousPins.default?.[remoteName];
    const previous = previousVersion && manifest.remotes[remoteName]?.[previousVersion];
    if (!previousVersion || previousVersion === pinned.version || !previous) throw error;
    const fallback: ResolvedRemote = { name: remoteName, version: previousVersion, ...previous };
    try {
      return { module: await attempt(fallback, true, true), version: previousVersion, lastKnownGood: true };
    } catch {
      throw error;
    }
  }
}
