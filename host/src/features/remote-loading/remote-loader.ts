import { CONTRACT_VERSION, federationNameOf, isContractCompatible, type ExposedParcelModule, type ReleaseManifest, type ResolvedRemote } from '@casino/shared';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';

/** Why a remote could not be used; each shows the area's fallback. */
export type RemoteFailureReason = 'not-pinned' | 'origin-not-allowed' | 'load-failed' | 'contract-mismatch' | 'not-exposed';

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

/**
 * Registers a pinned remote with the Module Federation runtime the build created (so it shares the
 * host's singletons) and loads one exposed parcel from it, on first use only.
 *
 * - The entry's origin must be one the manifest allows.
 * - `force` re-registers the remote, dropping a failed entry so a retry fetches it again.
 * - The module must state a contract whose major equals the host's (ARCHITECTURE §4).
 *
 * @throws RemoteLoadError with the reason.
 */
export async function loadExposedParcel(
  manifest: ReleaseManifest,
  remote: ResolvedRemote,
  expose: string,
  options: { force?: boolean } = {},
): Promise<ExposedParcelModule> {
  const origin = new URL(remote.entry).origin;
  if (!manifest.allowedOrigins.includes(origin)) {
    throw new RemoteLoadError(remote.name, 'origin-not-allowed', `${remote.name}: ${origin} is not an allowed origin`);
  }
  if (remote.exposes.length > 0 && !remote.exposes.includes(expose)) {
    throw new RemoteLoadError(remote.name, 'not-exposed', `${remote.name}@${remote.version} does not expose ${expose}`);
  }
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
