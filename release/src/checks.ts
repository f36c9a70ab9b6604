import { majorOf, type PublishedVersion, type ReleaseManifest } from '@casino/shared/contract';
import semver from 'semver';

/** What a built host offers remotes (its `release-descriptor.json`). */
export interface HostDescriptor {
  name: string;
  version: string;
  contractVersion: string;
  /** Shared singleton request → the version the host provides (`@casino/shared-modules/rxjs` → its package's). */
  provides: Record<string, string>;
  /**
   * The libraries inside each shared package of the workspace → their installed versions
   * (`{ '@casino/shared-modules': { 'react-router': '7.18.5', rxjs: '7.8.2' } }`). Named in refusals;
   * the package's version stands for them (shared-modules/README.md). Absent from older descriptors.
   */
  wraps?: Record<string, Record<string, string>>;
  /** The modules the host mounts from each remote. */
  mounts: Array<{ remote: string; expose: string }>;
  /**
   * The origins the host was built to load remote code from (issue 21 point 8: `REMOTE_ORIGINS`, the ones its
   * site's Content-Security-Policy allows scripts from). Absent from older descriptors: not checked then.
   */
  allowedRemoteOrigins?: string[];
}

/**
 * Why a version may not be pinned (ARCHITECTURE §6), empty when it may:
 * - it was never published;
 * - its contract major differs from the host's;
 * - a shared singleton range it requires is not satisfied by what the host provides (a second
 *   React would load; a thin module of @casino/shared-modules would lack names the remote imports or
 *   carry another major of react-router or rxjs), or the host does not share it at all (a remote built
 *   before the thin modules shares `react-router` and `rxjs` whole: it would bring its own copies);
 * - it lacks a module the host mounts;
 * - it is published on an origin the host does not load remote code from (it would be refused in every
 *   browser, and the site's Content-Security-Policy would block it anyway).
 */
export function pinRefusals(manifest: ReleaseManifest, host: HostDescriptor, remote: string, version: string): string[] {
  const published: PublishedVersion | undefined = manifest.remotes[remote as keyof ReleaseManifest['remotes']]?.[version];
  if (!published) return [`${remote}@${version} is not published`];
  const reasons: string[] = [];
  if (majorOf(published.contractVersion) !== majorOf(host.contractVersion)) {
    reasons.push(`${remote}@${version} was built against contract ${published.contractVersion}; the host has ${host.contractVersion} (majors differ)`);
  }
  for (const [request, range] of Object.entries(published.sharedRequirements)) {
    const provided = host.provides[request];
    if (!provided) {
      reasons.push(`${remote}@${version} shares ${request} (${range}), which the host does not provide`);
    } else if (!semver.satisfies(provided, range, { includePrerelease: true })) {
      const inside = wrappedLibraries(host, request);
      reasons.push(
        inside
          ? `${remote}@${version} requires ${request} ${range}, but the host provides ${provided} (${inside}): the page's one copy is not one it was built for`
          : `${remote}@${version} requires ${request} ${range}, but the host provides ${provided}: it would load a second copy`,
      );
    }
  }
  for (const mount of host.mounts.filter((m) => m.remote === remote)) {
    if (!published.exposes.includes(mount.expose)) reasons.push(`${remote}@${version} does not expose ${mount.expose}, which the host mounts`);
  }
  const origin = new URL(published.entry).origin;
  if (host.allowedRemoteOrigins && !host.allowedRemoteOrigins.includes(origin)) {
    reasons.push(`${remote}@${version} is published on ${origin}, which the host does not load remote code from (${host.allowedRemoteOrigins.join(', ')}): build the host with REMOTE_ORIGINS naming it first`);
  }
  return reasons;
}

/** `react-router 7.18.5, rxjs 7.8.2` when `request` is a module of a package that wraps libraries. */
function wrappedLibraries(host: HostDescriptor, request: string): string | undefined {
  const wrapped = Object.entries(host.wraps ?? {}).find(([name]) => request === name || request.startsWith(`${name}/`))?.[1];
  return wrapped && Object.entries(wrapped).map(([library, version]) => `${library} ${version}`).join(', ');
}

/** The version of `remote` a market loads: its own pin, else the default pin. */
export function effectivePin(manifest: ReleaseManifest, market: string, remote: string): string | undefined {
  const key = remote as keyof ReleaseManifest['pins']['default'];
  return manifest.pins[market]?.[key] ?? manifest.pins.default[key];
}
