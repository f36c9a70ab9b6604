import { MAX_VITALS_PER_BATCH, type VitalsBatch, type WebVital } from '@casino/shared/wire';
import { onCLS, onINP, onLCP, type CLSMetric, type INPMetric, type LCPMetric } from 'web-vitals';
import { sendBatch } from './send-batch';

/** What a visit's reports are tagged with and where they go. */
export interface VitalsReporterOptions {
  /** The collector's URL (`POST`, a `VitalsBatch` as JSON). */
  endpoint: string;
  hostVersion: string;
  /** The market id (`UN`) and segment (`en-UN`) of the page. */
  market: string;
  segment: string;
  /** The page as a route pattern of the host's route table below the segment (`/online-casino/*`). */
  page: string;
  /** The version of each remote loaded on the page, read when a batch is sent. */
  remoteVersions: () => VitalsBatch['remotes'];
  win?: Window;
  send?: (url: string, body: string) => void;
}

/** The performance mark set once the metrics are observed (an e2e test waits for it before leaving the page). */
export const FIELD_DATA_MARK = 'field-data:observing';

/**
 * Observes the page's Core Web Vitals with `web-vitals` (LCP and INP in ms, CLS unitless; LCP and CLS reported
 * once final, INP at every change, see below) and queues them, the latest value of each metric id; the
 * queue is sent as batches of at most `MAX_VITALS_PER_BATCH` when the page is hidden (`visibilitychange`
 * to hidden, the last moment a page is sure to have, and `pagehide` for browsers that skip it on unload).
 * Listeners go on after web-vitals' own, which report what is final on the same event first.
 *
 * Every metric is tagged with the page the visit landed on: web-vitals measures page loads (no soft
 * navigations), so a later route's interactions count towards the landing page's INP and CLS, as in the
 * Chrome UX Report.
 */
export function reportVitals(options: VitalsReporterOptions): void {
  const { win = window, send = sendBatch } = options;
  const queue = new Map<string, WebVital>();
  const add = (metric: LCPMetric | INPMetric | CLSMetric) =>
    queue.set(metric.id, { name: metric.name, value: metric.value, rating: metric.rating, id: metric.id, navigationType: metric.navigationType });
  onLCP(add);
  // Every change of INP, not only the final one: web-vitals reads an interaction's timing when the browser is next
  // idle (up to 1 s later), and a page hidden before then had its final report made before that reading, so a
  // player who left within a second of their only interaction sent no INP (3 visits in 5 in the e2e journey).
  // The queue keeps the latest value of each id, and the collector keeps the latest report of an id.
  onINP(add, { reportAllChanges: true });
  onCLS(add);

  const flush = () => {
    if (queue.size === 0) return;
    const metrics = [...queue.values()];
    queue.clear();
    const tags = { market: options.market, segment: options.segment, page: options.page, hostVersion: options.hostVersion, remotes: options.remoteVersions() };
    for (let start = 0; start < metrics.length; start += MAX_VITALS_PER_BATCH) {
      send(options.endpoint, JSON.stringify({ ...tags, metrics: metrics.slice(start, start + MAX_VITALS_PER_BATCH) } satisfies VitalsBatch));
    }
  };
  win.document.addEventListener('visibilitychange', () => {
    if (win.document.visibilityState === 'hidden') flush();
  });
  win.addEventListener('pagehide', flush);
  try {
    win.performance.mark(FIELD_DATA_MARK);
  } catch {
    // No User Timing: nothing waits for the mark but tests.
  }
}
