import { PREVIEW_ALGORITHM, PREVIEW_AUDIENCE, previewClaimsSchema, type ReleaseManifest } from '@casino/shared/contract';
import { importJWK, jwtVerify, errors } from 'jose';
import { z } from '@casino/shared-modules/zod';
import type { PreviewState } from './preview-state';

// Loaded by preview.ts only when a page load has a preview token: players' pages never fetch it.

/**
 * The public key (a JWK as JSON) preview links must be signed with: the host's `PREVIEW_PUBLIC_KEY` build
 * setting (host/webpack.config.ts); empty: every preview link is refused. Read here rather than in
 * lib/config.ts so that the key's bytes are in this chunk only.
 */
export const SITE_PREVIEW_PUBLIC_KEY = process.env.PREVIEW_PUBLIC_KEY ?? '';

/**
 * Checks a preview token against the site's public key and the release manifest.
 *
 * @param token the token as the link carried it.
 * @param publicKey the public key (a JWK as JSON); empty: previews are not enabled.
 * @param manifest the release as read for this page load: the version must be published in it.
 * @param now ms since the epoch.
 * @returns `applied` with the remote, version and expiry, or `refused` with why. Never throws.
 */
export async function verifyPreview(token: string, manifest: ReleaseManifest, publicKey = SITE_PREVIEW_PUBLIC_KEY, now = Date.now()): Promise<Exclude<PreviewState, { kind: 'none' }>> {
  if (!publicKey) return { kind: 'refused', reason: 'not-enabled' };
  let payload: unknown;
  try {
    const key = await importJWK(JSON.parse(publicKey) as Parameters<typeof importJWK>[0], PREVIEW_ALGORITHM);
    ({ payload } = await jwtVerify(token, key, { algorithms: [PREVIEW_ALGORITHM], audience: PREVIEW_AUDIENCE, currentDate: new Date(now) }));
  } catch (error) {
    return { kind: 'refused', reason: error instanceof errors.JWTExpired ? 'expired' : 'not-signed' };
  }
  const claims = z.safeParse(previewClaimsSchema, payload);
  if (!claims.success) return { kind: 'refused', reason: 'not-signed' };
  const { remote, version, exp } = claims.data;
  if (!manifest.remotes[remote]?.[version]) return { kind: 'refused', reason: 'not-published', remote, version };
  return { kind: 'applied', remote, version, expiresAt: exp * 1000 };
}
