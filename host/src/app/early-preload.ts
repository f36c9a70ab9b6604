import { config } from '../lib/config';
import { remoteRouteOf } from './remote-routes';

/*
 * Runs in the entry chunk, like features/remote-loading/early-manifest.ts: imports nothing that
 * Module Federation shares. While the host's own chunks evaluate (the longest stretch of a cold load
 * with nothing on the network), the browser can already fetch the code of the area the page opens on.
 * It sits in app/ because it reads the route table (remote-routes.ts).
 */

/** The parts of the release manifest (ARCHITECTURE §6) the hints read; the full schema is checked later. */
interface ManifestForHints {
  allowedOrigins?: string[];
  pins?: Record<string, Record<string, string>>;
  remotes?: Record<string, Record<string, { entry?: string; integrity?: string; manifestIntegrity?: string }>>;
}

/**
 * The parts of a remote's Module Federation manifest (`mf-manifest.json`) the hints read: the chunks of
 * each exposed module, and each chunk's integrity (`metaData.integrity`, file → `sha384-…`, written by
 * the build's ChunkIntegrityPlugin).
 */
interface FederationManifestForHints {
  exposes?: Array<{ path?: string; assets?: { js?: { sync?: string[] } } }>;
  metaData?: { integrity?: Record<string, string> };
}

/** A chunk to preload: its URL and the integrity the remote's chunk loader will ask it with. */
interface ChunkHint {
  href: string;
  integrity?: string;
}

/** What to preload for a page: the remote entry with its integrity, and where its manifest is. */
export interface AreaHints {
  entry: string;
  integrity?: string;
  federationManifest: string;
  federationManifestIntegrity?: string;
  expose: string;
}

/**
 * The remote entry the page at `pathname` will load (`/{lang}-{MARKET}/{area path}`), from the
 * market's pins over the default ones, or null for the shell's own pages, an unknown version or an
 * origin the manifest or the host's build does not allow. A hint only: the remote loader decides and checks everything.
 */
export function areaHintsOf(manifest: ManifestForHints, pathname: string): AreaHints | null {
  const match = /^\/[a-z]{2}-([A-Z]{2})(\/.*)?$/.exec(pathname.replace(/\/+$/, ''));
  const area = match ? remoteRouteOf(match[2] ?? '/') : undefined;
  if (!match || !area) return null;
  const version = { ...manifest.pins?.default, ...manifest.pins?.[match[1] as string] }[area.remote];
  const published = version ? manifest.remotes?.[area.remote]?.[version] : undefined;
  if (!published?.entry) return null;
  const entry = new URL(published.entry, window.location.href);
  if (!(manifest.allowedOrigins ?? []).includes(entry.origin) || !config.allowedRemoteOrigins.includes(entry.origin)) return null;
  return {
    entry: entry.href,
    integrity: published.integrity,
    federationManifest: new URL('mf-manifest.json', entry).href,
    federationManifestIntegrity: published.manifestIntegrity,
    expose: area.expose,
  };
}

/** The chunks an exposed module needs before it runs, as URLs beside the remote entry, with their integrity. */
export function exposeChunksOf(federationManifest: FederationManifestForHints, hints: AreaHints): ChunkHint[] {
  const expose = federationManifest.exposes?.find((candidate) => candidate.path === hints.expose);
  const integrity = federationManifest.metaData?.integrity ?? {};
  return (expose?.assets?.js?.sync ?? []).map((file) => ({ href: new URL(file, hints.entry).href, integrity: integrity[file] }));
}

function preloadScript(href: string, attributes: { integrity?: string; crossOrigin?: string } = {}): void {
  const link = document.createElement('link');
  link.rel = 'preload';
  link.setAttribute('as', 'script');
  link.href = href;
  // The remote loader's script element asks with the same integrity and CORS mode, so it takes this response.
  if (attributes.integrity) link.setAttribute('integrity', attributes.integrity);
  if (attributes.crossOrigin) link.setAttribute('crossorigin', attributes.crossOrigin);
  document.head.appendChild(link);
}

/**
 * Preloads the opening area's remote entry and the chunks of its exposed module as soon as the
 * release manifest arrives (`<link rel="preload" as="script">`; the remote loader's scripts then come
 * from the cache). The remote's `mf-manifest.json` names the chunks and is read with its recorded
 * integrity. Failures are ignored: the remote loader fetches, checks and reports on its own.
 *
 * @param manifest the release manifest's response (a clone: the platform reads the original)
 */
export async function preloadOpeningArea(manifest: Promise<Response>, pathname: string): Promise<void> {
  try {
    const response = await manifest;
    if (!response.ok) return;
    const hints = areaHintsOf((await response.json()) as ManifestForHints, pathname);
    if (!hints) return;
    preloadScript(hints.entry, { integrity: hints.integrity, crossOrigin: hints.integrity ? 'anonymous' : undefined });
    const federation = await fetch(hints.federationManifest, { integrity: hints.federationManifestIntegrity, mode: 'cors' });
    if (!federation.ok) return;
    // A remote's chunk loader asks for each chunk with its integrity in CORS mode; the preload asks the
    // same way, or the browser would not use it and fetch the chunk twice.
    for (const chunk of exposeChunksOf((await federation.json()) as FederationManifestForHints, hints)) {
      preloadScript(chunk.href, chunk.integrity ? { integrity: chunk.integrity, crossOrigin: 'anonymous' } : {});
    }
  } catch {
    // A hint that fails costs nothing but itself.
  }
}
