import { REMOTE_NAMES, type ReleaseManifest, type RemoteName } from '@casino/shared/contract';

/**
 * Canaries inside a market (issue 20 point 2): a release manager gives a version to a percentage of a
 * market's visitors (`release canary mfe-casino@1.2.0 --market DE --percent 10`). Who is in is decided
 * here, in the browser, by a bucket of a random id kept for the visitor: never the player's identity,
 * so a canary follows the browser whether anyone is signed in or not, and the platform never learns
 * anything from it. The bucket is per remote, so the same visitors are not the first to get every new
 * version.
 *
 * A visitor keeps one version for the whole visit: the manifest is read once per page load
 * (ARCHITECTURE §6) and the bucket never changes, so a reload gives the same version, and raising a
 * canary's percentage only adds visitors to it.
 */

/** Where the visitor's id is kept (local storage: it outlives the tab, like the browser it stands for). */
export const VISITOR_ID_STORAGE_KEY = 'casino.visitor-id';

/**
 * The visitor's random id, created on the first visit. Storage that cannot be used (a private
 * window that refuses it) gives an id for this page only: that visitor is bucketed afresh per load.
 */
export function visitorIdOf(storage: Pick<Storage, 'getItem' | 'setItem'> | null = safeLocalStorage()): string {
  try {
    const known = storage?.getItem(VISITOR_ID_STORAGE_KEY);
    if (known) return known;
    const created = randomId();
    storage?.setItem(VISITOR_ID_STORAGE_KEY, created);
    return created;
  } catch {
    return randomId();
  }
}

/** 128 random bits as hex-and-dashes; `crypto.randomUUID` exists only in secure contexts (https, localhost). */
function randomId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

function safeLocalStorage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/**
 * The visitor's bucket for a remote, 0–99: FNV-1a (32-bit) of `<visitor id>:<remote>`, modulo 100.
 * Stable for the same id and remote; spread evenly over random ids.
 */
export function bucketOf(visitorId: string, remote: RemoteName): number {
  let hash = 0x811c9dc5;
  for (const char of `${visitorId}:${remote}`) {
    hash ^= char.charCodeAt(0);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash % 100;
}

/** How this visitor's version of a remote in a market was chosen, for the load traces. */
export interface VisitorAssignment {
  /**
   * `preview`: a signed preview link chose it (preview.ts); `canary`: the visitor's bucket is inside a
   * canary; `pin`: the market's pin (or the default's).
   */
  via: 'pin' | 'canary' | 'preview';
  /** The visitor's bucket for the remote (0–99). */
  bucket: number;
  /** The canary's percentage, when the market has one for the remote. */
  canaryPercent?: number;
}

/** A published version of one remote this browser previews (preview.ts has checked its signature). */
export interface PreviewedVersion {
  remote: RemoteName;
  version: string;
}

const assignments = new WeakMap<ReleaseManifest, { visitorId: string; preview?: PreviewedVersion }>();

/**
 * The release as this visitor loads it: for each market's canary whose percentage the visitor's
 * bucket falls under (`bucket < percent`), the canary version replaces the pin, and the market's
 * pin becomes the last known good (`previousPins`), so a canary that fails to load falls back to
 * what every other visitor gets. A canary of a version the manifest does not list is ignored.
 *
 * A `preview` (issue 20 point 3) goes over both, in every market: the previewed version replaces
 * what the visitor would have loaded, which becomes its last known good. A preview of a version the
 * manifest does not list is ignored (preview.ts refuses it before it gets here).
 * Everything else is the manifest as read.
 */
export function releaseForVisitor(manifest: ReleaseManifest, visitorId: string, preview?: PreviewedVersion): ReleaseManifest {
  const pins = { ...manifest.pins } as Record<string, Partial<Record<RemoteName, string>>>;
  const previousPins = { ...manifest.previousPins } as Record<string, Partial<Record<RemoteName, string>>>;
  for (const [market, canaries] of Object.entries(manifest.canaries)) {
    for (const remote of REMOTE_NAMES) {
      const canary = canaries?.[remote];
      if (!canary || !manifest.remotes[remote]?.[canary.version] || bucketOf(visitorId, remote) >= canary.percent) continue;
      const pinned = manifest.pins[market]?.[remote] ?? manifest.pins.default[remote];
      pins[market] = { ...pins[market], [remote]: canary.version };
      if (pinned && pinned !== canary.version) previousPins[market] = { ...previousPins[market], [remote]: pinned };
    }
  }
  if (preview && manifest.remotes[preview.remote]?.[preview.version]) {
    const { remote, version } = preview;
    const visitorPins = { ...pins };
    for (const market of new Set(['default', ...Object.keys(pins), ...Object.keys(previousPins)])) {
      const before = visitorPins[market]?.[remote] ?? visitorPins.default?.[remote];
      pins[market] = { ...pins[market], [remote]: version };
      if (before && before !== version) previousPins[market] = { ...previousPins[market], [remote]: before };
    }
  }
  const visitorRelease = { ...manifest, pins: pins as ReleaseManifest['pins'], previousPins };
  assignments.set(visitorRelease, { visitorId, ...(preview ? { preview } : {}) });
  return visitorRelease;
}

/**
 * How the version of `remote` in `market` was chosen in a release made by `releaseForVisitor`, or
 * undefined for a manifest that was not (the bucket is not known).
 */
export function assignmentOf(release: ReleaseManifest, market: string, remote: RemoteName): VisitorAssignment | undefined {
  const visitor = assignments.get(release);
  if (!visitor) return undefined;
  const bucket = bucketOf(visitor.visitorId, remote);
  const version = release.pins[market]?.[remote] ?? release.pins.default[remote];
  if (visitor.preview?.remote === remote && version === visitor.preview.version) return { via: 'preview', bucket };
  const canary = release.canaries[market]?.[remote];
  const inCanary = canary !== undefined && version === canary.version && bucket < canary.percent;
  return { via: inCanary ? 'canary' : 'pin', bucket, ...(canary ? { canaryPercent: canary.percent } : {}) };
}
