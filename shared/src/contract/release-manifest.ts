// zod/mini: the same schemas and errors, tree-shaken to what they use (the host parses this at start).
import { z } from '@casino/shared-modules/zod';

/** Remote names as the manifest, the CDN folders and `data-remote` spell them. */
export const REMOTE_NAMES = [
  'mfe-casino',
  'mfe-live-casino',
  'mfe-sportsbook',
  'mfe-account',
  'mfe-cashier',
  'mfe-promotions',
] as const;

/** One of the six remotes. */
export type RemoteName = (typeof REMOTE_NAMES)[number];

/** The Module Federation container name of a remote: `mfe-live-casino` → `mfe_live_casino`. */
export function federationNameOf(remote: RemoteName): string {
  return remote.replace(/-/g, '_');
}

/** A semantic version such as 1.2.3 (also the preview token's `version`). */
export const semver = z.string().check(z.regex(/^\d+\.\d+\.\d+(?:[-+][\w.-]+)?$/, 'a semantic version such as 1.2.3'));
const sri = z.string().check(z.regex(/^sha384-[A-Za-z0-9+/]+=*$/, 'an SRI hash such as sha384-…'));

/** What the registry knows of one published version of a remote (ARCHITECTURE §6). */
export const publishedVersionSchema = z.object({
  /** Absolute URL of the version's `remoteEntry.js` on the CDN. */
  entry: z.url(),
  /** Subresource-integrity hash of the entry file, `sha384-<base64>`. */
  integrity: z.optional(sri),
  /** Subresource-integrity hash of the version's Module Federation manifest (`mf-manifest.json`). */
  manifestIntegrity: z.optional(sri),
  /** The `@casino/shared` contract version the remote was built against. */
  contractVersion: semver,
  /** Modules the remote exposes, e.g. `./Lobby`. */
  exposes: z._default(z.array(z.string()), []),
  /** Shared singletons the remote requires: package → semver range. */
  sharedRequirements: z._default(z.record(z.string(), z.string()), {}),
  publishedAt: z.optional(z.string()),
  publishedBy: z.optional(z.string()),
});

/** Pins of one market: remote → version. Markets without an entry use `default`. */
const pinsSchema = z.partialRecord(z.enum(REMOTE_NAMES), semver);

/**
 * A canary inside a market (issue 20): `percent` of the market's visitors, chosen by a stable bucket
 * of a random id kept for the visitor (never the player's identity), load `version` instead of the
 * market's pin; the others keep the pin. `release promote` makes it the pin, `release abort` ends it.
 */
export const canarySchema = z.object({
  version: semver,
  /** Whole percent of the market's visitors, 1–99 (100 is a pin, 0 no canary). */
  percent: z.int().check(z.gte(1), z.lte(99)),
  startedAt: z.optional(z.string()),
  startedBy: z.optional(z.string()),
});

/**
 * The release manifest: the only mutable file on the CDN. For each market (and a default), which
 * version of each remote to load, and for every published version its entry URL and integrity.
 */
export const releaseManifestSchema = z.object({
  schemaVersion: z.literal(1),
  /** Origins the host may load remote code from; an entry elsewhere is refused. */
  allowedOrigins: z.array(z.url()).check(z.minLength(1)),
  remotes: z.partialRecord(z.enum(REMOTE_NAMES), z.record(semver, publishedVersionSchema)),
  pins: z.catchall(z.object({ default: pinsSchema }), pinsSchema).check(
    z.refine((pins) => Object.keys(pins).every((key) => key === 'default' || /^[A-Z]{2}$/.test(key)), {
      message: 'pins are keyed by `default` or a two-letter market id',
    }),
  ),
  /** The previous pins per market, used as last known good when a pinned version fails to load. */
  previousPins: z._default(z.record(z.string(), pinsSchema), {}),
  /** Canaries per market id: remote → canary. A market without one loads its pins only. */
  canaries: z._default(z.record(z.string(), z.partialRecord(z.enum(REMOTE_NAMES), canarySchema)), {}),
  updatedAt: z.optional(z.string()),
  /** The release CLI's ES256 signature of everything above (manifest-signature.ts); the host refuses a manifest without a valid one. */
  signature: z.optional(z.object({ alg: z.literal('ES256'), kid: z.string(), value: z.string() })),
});

export type PublishedVersion = z.infer<typeof publishedVersionSchema>;
export type Canary = z.infer<typeof canarySchema>;
export type ReleaseManifest = z.infer<typeof releaseManifestSchema>;

/** A remote resolved for one market: the version to load and what is known of it. */
export interface ResolvedRemote extends PublishedVersion {
  name: RemoteName;
  version: string;
}

/**
 * Parses a manifest fetched from the CDN. Throws a `ZodError` naming each wrong field when the
 * document does not match the schema, so a broken manifest fails loudly instead of half-loading.
 */
export function parseReleaseManifest(input: unknown): ReleaseManifest {
  return releaseManifestSchema.parse(input);
}

/**
 * The remotes pinned for a market: its own pins over the default pins. A pin naming a version the
 * manifest does not list is left out (the area then shows its fallback) rather than guessed.
 *
 * @param market a market id such as `FI`, as in the URL segment.
 */
export function resolveRemotes(manifest: ReleaseManifest, market: string): Partial<Record<RemoteName, ResolvedRemote>> {
  const pins = { ...manifest.pins.default, ...manifest.pins[market] };
  const resolved: Partial<Record<RemoteName, ResolvedRemote>> = {};
  for (const name of REMOTE_NAMES) {
    const version = pins[name];
    const published = version ? manifest.remotes[name]?.[version] : undefined;
    if (version && published) resolved[name] = { name, version, ...published };
  }
  return resolved;
}
