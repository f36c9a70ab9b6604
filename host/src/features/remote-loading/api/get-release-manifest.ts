import { manifestSignatureRefusal, parseReleaseManifest, type ManifestPublicKey, type ReleaseManifest } from '@casino/shared/contract';
import { config } from '../../../lib/config';

/**
 * The key the manifest must be signed with: the one the host was built with, in a production build.
 * The development build (`npm run dev`) reads the manifest scripts/dev.mjs writes for its dev servers,
 * unsigned.
 */
const MANIFEST_PUBLIC_KEY = process.env.NODE_ENV === 'production' ? config.manifestPublicKey : '';

/** A release manifest the host's key did not sign, or that changed after it was signed. */
export class ManifestSignatureError extends Error {
  override readonly name = 'ManifestSignatureError';
  constructor(readonly refusal: string) {
    super(`Release manifest refused: ${refusal === 'unsigned' ? 'it is not signed' : `its signature does not hold (${refusal})`}`);
  }
}

/** Throws ManifestSignatureError unless `document` carries a valid signature by `publicKey` (a JWK as JSON; '' checks nothing). */
async function assertSigned(document: unknown, publicKey: string): Promise<void> {
  if (!publicKey) return;
  const refusal = await manifestSignatureRefusal(document, JSON.parse(publicKey) as ManifestPublicKey);
  if (refusal) throw new ManifestSignatureError(refusal);
}

/** Where the last manifest that read well is kept, for a visit whose manifest is broken or unreachable. */
export const LAST_GOOD_MANIFEST_STORAGE_KEY = 'casino.release.last-good-manifest';

type ManifestStorage = Pick<Storage, 'getItem' | 'setItem'>;

function safeLocalStorage(): ManifestStorage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/** The kept manifest, or null when there is none, it no longer matches the schema or its signature does not hold. */
async function lastGoodManifest(storage: ManifestStorage | null, publicKey: string): Promise<ReleaseManifest | null> {
  try {
    const kept = storage?.getItem(LAST_GOOD_MANIFEST_STORAGE_KEY);
    if (!kept) return null;
    const document: unknown = JSON.parse(kept);
    await assertSigned(document, publicKey);
    return parseReleaseManifest(document);
  } catch {
    return null;
  }
}

/**
 * Fetches and validates the release manifest (ARCHITECTURE §6). Never from a cache: a pin changed
 * by a release manager reaches the next page load. The host keeps the result for the whole visit.
 *
 * The manifest must carry the release CLI's signature by the key the host was built with
 * (`publicKey`; issue 21 point 8): the manifest decides which code every page runs and which hashes
 * that code is checked against, so a manifest changed by anyone without the key is refused.
 *
 * A manifest that cannot be fetched, is not valid JSON, not of the schema (edited by hand, issue 20)
 * or not signed does not take the site down in a browser that has seen a good one: the last manifest
 * that read well is kept in local storage as it was signed (and checked again when used), and used
 * instead, with a warning in the console.
 *
 * @param started a request for the same URL already under way (the entry chunk starts one, see
 *   early-manifest.ts); without it the manifest is fetched here.
 * @param publicKey the key the manifest must be signed with (an EC P-256 JWK as JSON); a production
 *   build's `MANIFEST_PUBLIC_KEY` by default, '' (nothing checked) in development.
 * @throws Error when the manifest cannot be fetched, a ManifestSignatureError when it is not signed by
 *   the key, or a ZodError when it does not match the schema, and no good one is kept.
 */
export async function getReleaseManifest(
  url: string,
  doFetch: typeof fetch = fetch,
  started?: Promise<Response> | null,
  storage: ManifestStorage | null = safeLocalStorage(),
  publicKey: string = MANIFEST_PUBLIC_KEY,
): Promise<ReleaseManifest> {
  try {
    const response = await (started ?? doFetch(url, { cache: 'no-store' }));
    if (!response.ok) throw new Error(`Release manifest: HTTP ${response.status}`);
    const document: unknown = await response.json();
    await assertSigned(document, publicKey);
    const manifest = parseReleaseManifest(document);
    try {
      storage?.setItem(LAST_GOOD_MANIFEST_STORAGE_KEY, JSON.stringify(document));
    } catch {
      // Storage full or refused: the next broken manifest finds an older copy, or none.
    }
    return manifest;
  } catch (error) {
    const kept = await lastGoodManifest(storage, publicKey);
    if (!kept) throw error;
    console.warn('Release manifest could not be read; using the last good one', error);
    return kept;
  }
}
