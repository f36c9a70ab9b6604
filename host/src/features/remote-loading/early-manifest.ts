/*
 * The release manifest is the first thing a page needs from the network and the last thing it should
 * wait for. The entry chunk starts its request before the application's own chunks have even been
 * downloaded; the platform picks the response up once it exists (create-host-platform.ts). This
 * module imports nothing on purpose: it runs before Module Federation's shared modules are ready.
 */

let pending: Promise<Response> | null = null;

/**
 * Starts fetching the manifest at `url`, never from a cache (ARCHITECTURE §6). Call once, from the
 * entry chunk. A failed request is kept and reported by whoever takes it.
 *
 * @returns a clone of the response, for hints that must not consume the platform's copy
 */
export function startManifestFetch(url: string): Promise<Response> {
  const request = fetch(url, { cache: 'no-store' });
  pending = request;
  // Whoever takes the response handles its failure; until then it is not "unhandled".
  request.catch(() => undefined);
  // A copy for the entry chunk's own hints (early-preload.ts); the platform reads the original.
  return request.then((response) => response.clone());
}

/** The response `startManifestFetch` started, once; null when none was started or it was taken. */
export function takeManifestResponse(): Promise<Response> | null {
  const response = pending;
  pending = null;
  return response;
}
