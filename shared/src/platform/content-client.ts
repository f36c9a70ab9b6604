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
  /**
   * The player's access token, sent as the Bearer so the content service answers content targeted at named
   * players to them only (issue 21 point 8); null for a visitor. Give it only when the content service is the
   * platform's own origin: the player's token goes to the platform only.
   */
  accessToken?: () => string | null;
}

/**
 * The content client (spec 000 §7): GROQ queries read over HTTP from the content service with a
 * project id, dataset and API version, through the unmodified `@sanity/client`; with `accessToken`, as the
 * signed-in player.
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
  return {
    fetch: (query, params) => {
      const token = options.accessToken?.() ?? null;
      return client.fetch(query, params ?? {}, token ? { headers: { Authorization: `Bearer ${token}` } } : {});
    },
  };
}
