import { parseReleaseManifest, type ReleaseManifest } from '@casino/shared/contract';

/**
 * Fetches and validates the release manifest (ARCHITECTURE §6). Never from a cache: a pin changed
 * by a release manager reaches the next page load. The host keeps the result for the whole visit.
 *
 * @param started a request for the same URL already under way (the entry chunk starts one, see
 *   early-manifest.ts); without it the manifest is fetched here.
 * @throws Error when the manifest cannot be fetched, or a ZodError when it does not match the schema.
 */
export async function getReleaseManifest(url: string, doFetch: typeof fetch = fetch, started?: Promise<Response> | null): Promise<ReleaseManifest> {
  const response = await (started ?? doFetch(url, { cache: 'no-store' }));
  if (!response.ok) throw new Error(`Release manifest: HTTP ${response.status}`);
  return parseReleaseManifest(await response.json());
}
