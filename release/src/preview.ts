/**
 * Preview links (issue 20 point 3): `release preview mfe-casino@1.2.0 --ttl 2h` prints a link that makes
 * one browser load that published version of mfe-casino instead of its market's pin, until the link
 * expires; the host shows a badge with a way out (host/src/features/remote-loading/preview.ts). Like
 * import-map-overrides, but signed: the token is an ES256 JWT (shared/src/contract/preview-token.ts)
 * signed by a private key only release managers hold, and the host is built with the public half
 * (`PREVIEW_PUBLIC_KEY`), so players can neither make nor change one.
 *
 * `release preview-key` makes the key pair once per site and prints the public half for the host's
 * build; the sandbox's build makes one for itself (scripts/lib/preview-key.mjs).
 */
import path from 'node:path';
import semver from 'semver';
import { importJWK, SignJWT } from 'jose';
import { PREVIEW_ALGORITHM, PREVIEW_AUDIENCE, PREVIEW_MAX_TTL_SECONDS, PREVIEW_PARAMETER } from '@casino/shared/contract';
import { assertRemote, publishedFilesRefusals, ROOT } from './commands';
import { readManifest, whoAmI, type Registry } from './registry';
import { ReleaseError } from './release-error';
import { createSigningKey, readSigningKey, type PublicSigningKey } from './signing-key';

/** Where the private key is kept when neither `--key` nor `RELEASE_PREVIEW_KEY` says: the sandbox's (never committed). */
export const DEFAULT_PREVIEW_KEY_FILE = path.join(ROOT, '.release-keys', 'preview-key.json');

/** The public half of a preview key: what the host is built with (`PREVIEW_PUBLIC_KEY`, as JSON). */
export type PreviewPublicKey = PublicSigningKey;

/**
 * Makes a preview key pair and writes the private half (a JWK) to `file`, readable by its owner only.
 * With `ifMissing`, an existing key is kept and its public half returned (what a build does).
 *
 * @returns the public half, to build the host with.
 * @throws ReleaseError when `file` exists (a new key ends every link made with the old one; remove it first).
 */
export function createPreviewKey(file: string, options: { ifMissing?: boolean } = {}): Promise<{ publicKey: PreviewPublicKey; created: boolean }> {
  return createSigningKey(file, 'preview', options);
}

/** `90s`, `30m`, `2h`, `1d` → seconds. @throws ReleaseError for anything else, or past 7 days. */
export function ttlSecondsOf(text: string): number {
  const match = /^(\d+)\s*(s|m|h|d)$/.exec(text.trim());
  if (!match) throw new ReleaseError(`--ttl "${text}" is not a duration: a number and s, m, h or d (e.g. 30m, 2h, 1d)`);
  const seconds = Number(match[1]) * { s: 1, m: 60, h: 3600, d: 86_400 }[match[2] as 's' | 'm' | 'h' | 'd'];
  if (seconds < 1 || seconds > PREVIEW_MAX_TTL_SECONDS) throw new ReleaseError(`--ttl ${text}: a preview link lives from 1s to 7d`);
  return seconds;
}

/** A preview link made: the link to share, its token, and when it stops working. */
export interface PreviewLink {
  remote: string;
  version: string;
  link: string;
  token: string;
  /** ISO 8601, UTC. */
  expiresAt: string;
}

/**
 * Signs a preview of a published version: `target` is `<remote>@<version>`, `ttlSeconds` how long the
 * link works, `site` the player site's origin and `pagePath` the page it opens on (default `/`).
 *
 * @throws ReleaseError for an unknown remote, a version not published (or whose published files are
 * missing or changed: the host would refuse them by integrity), or no key.
 */
export async function makePreviewLink(
  registry: Registry,
  target: { remote: string; version: string },
  options: { ttlSeconds: number; keyFile: string; site: string; pagePath?: string; now?: Date },
): Promise<PreviewLink> {
  const remote = assertRemote(target.remote);
  const manifest = await readManifest(registry);
  const published = Object.keys(manifest.remotes[remote] ?? {}).sort(semver.compare);
  if (!published.includes(target.version)) {
    throw new ReleaseError(`${remote} ${target.version} is not published (published: ${published.join(', ') || 'none'}); publish it first: release publish ${remote} --version ${target.version}`);
  }
  const refusals = await publishedFilesRefusals(registry, manifest, remote, target.version);
  if (refusals.length) throw new ReleaseError(`${remote} ${target.version} cannot be previewed: ${refusals.join('; ')}`);
  const key = readSigningKey(options.keyFile, 'preview');
  const issuedAt = Math.floor((options.now ?? new Date()).getTime() / 1000);
  const expiresAt = issuedAt + options.ttlSeconds;
  const token = await new SignJWT({ remote, version: target.version })
    .setProtectedHeader({ alg: PREVIEW_ALGORITHM, typ: 'JWT', kid: key.kid })
    .setAudience(PREVIEW_AUDIENCE)
    .setIssuer(whoAmI())
    .setIssuedAt(issuedAt)
    .setExpirationTime(expiresAt)
    .sign(await importJWK(key, PREVIEW_ALGORITHM));
  const link = new URL(options.pagePath ?? '/', options.site);
  link.searchParams.set(PREVIEW_PARAMETER, token);
  return { remote, version: target.version, link: link.href, token, expiresAt: new Date(expiresAt * 1000).toISOString() };
}
