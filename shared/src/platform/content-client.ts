import { createClient } from '@sanity/client';
import { CONTENT_TIMEOUT_MS } from '../constants/platform';
import type { ContentClient } from '../content/content-types';

export interface ContentClientOptions {
  /** Where the query endpoint lives, e.g. `http://localhost:4000` for the sandbox. */
  apiHost: string;
  projectId: string;
  dataset: string;
  /** `1`, `X` or a date `YYYY-MM-DD` (spec 000 §7). */
  apiVersion: string;
}

/**
 * The content client (spec 000 §7): GROQ queries read over HTTP from the content service with a
 * project id, dataset and API version, through the unmodified `@sanity/client`.
 *
 * @throws Error `Invalid API version string, expected \`1\` or date in format \`YYYY-MM-DD\`` for a
 *   bad `apiVersion` (spec 000 §8), at creation.
 */
export function createContentClient(options: ContentClientOptions): ContentClient {
  const client = createClient({
    apiHost: options.apiHost,
    useProjectHostname: false,
    projectId: options.projectId,
    dataset: options.dataset,
    apiVersion: options.apiVersion,
    useCdn: false,
    timeout: CONTENT_TIMEOUT_MS,
    perspective: 'published',
  });
  return { fetch: (query, params) => client.fetch(query, params ?? {}) };
}
