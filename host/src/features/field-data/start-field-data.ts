import type { VitalsBatch } from '@casino/shared/wire';
import { afterPageLoad } from '../../lib/after-page-load';

/** What field data needs from the shell. */
export interface FieldDataOptions {
  /** The collector's URL; empty: nothing is measured or sent. */
  endpoint: string;
  /** The host's version (`APP_VERSION`). */
  hostVersion: string;
  /** The page's market, segment and route pattern, read once the page has loaded (after any redirect). */
  pageTags: () => { market: string; segment: string; page: string };
  /** The version of each remote loaded on the page so far. */
  remoteVersions: () => VitalsBatch['remotes'];
  win?: Window;
}

/**
 * Field data (issue 19 point 4): reports the Core Web Vitals of the player's visit (LCP, INP, CLS) to
 * `endpoint`, tagged with market, page and versions. The measuring code (`web-vitals`) is its own chunk,
 * loaded after the page has loaded and the browser is idle, so it adds nothing to the first load; LCP and
 * CLS entries from before are buffered by the browser. A chunk that fails to load, a page without the
 * APIs or a collector that is down cost the player nothing.
 */
export function startFieldData(options: FieldDataOptions): void {
  if (!options.endpoint) return;
  const win = options.win ?? window;
  afterPageLoad(
    () => {
      import(/* webpackChunkName: "field-data" */ './vitals-reporter')
        .then(({ reportVitals }) => reportVitals({ endpoint: options.endpoint, hostVersion: options.hostVersion, ...options.pageTags(), remoteVersions: options.remoteVersions, win }))
        .catch(() => undefined);
    },
    { win },
  );
}
