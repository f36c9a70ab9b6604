import { parseReleaseManifest, type ReleaseManifest } from '@casino/shared/contract';

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

/** The kept manifest, or null when there is none or it no longer matches the schema. */
function lastGoodManifest(storage: ManifestStorage | null): ReleaseManifest | null {
  try {
    const kept = storage?.getItem(LAST_GOOD_MANIFEST_STORAGE_KEY);
    return kept ? parseReleaseManifest(JSON.parse(kept)) : null;
  } catch {
    return null;
  }
}

/**
 * Fetches and validates the release manifest (ARCHITECTURE §6). Never from a cache: a pin changed
 * by a release manager reaches the next page load. The host keeps the result for the whole visit.
 *
 * A manifest that cannot be fetched, or is not valid JSON or not of the schema (edited by hand,
 * issue 20), does not take the site down in a browser that has seen a good one: the last manifest
 * that read well is kept in local storage, and used instead, with a warning in the console.
 *
 * @param started a request for the same URL already under way (the entry chunk starts one, see
 *   early-manifest.ts); without it the manifest is fetched here.
 * @throws Error when the manifest cannot be fetched, or a ZodError when it does not match the schema,
 *   and no good one is kept.
 */
export async function getReleaseManifest(
  url: string,
  doFetch: typeof fetch = fetch,
  started?: Promise<Response> | null,
  storage: ManifestStorage | null = safeLocalStorage(),
): Promise<ReleaseManifest> {
  try {
    const response = await (started ?? doFetch(url, { cache: 'no-store' }));
    if (!response.ok) throw new Error(`Release manifest: HTTP ${response.status}`);
    const manifest = parseReleaseManifest(await response.json());
    try {
      storage?.setItem(LAST_GOOD_MANIFEST_STORAGE_KEY, JSON.stringify(manifest));
    } catch {
      // Storage full or refused: the next broken manifest finds an older copy, or none.
    }
    return manifest;
  } catch (error) {
    const kept = lastGoodManifest(storage);
    if (!kept) throw error;
    console.warn('Release manifest could not be read; using the last good one', error);
    return kept;
  }
}
