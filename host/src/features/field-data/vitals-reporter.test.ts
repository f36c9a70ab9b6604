import type { VitalsBatch } from '@casino/shared/wire';
import type { CLSMetric, INPMetric, LCPMetric } from 'web-vitals';
import { FIELD_DATA_MARK, reportVitals } from './vitals-reporter';

type Report = (metric: LCPMetric | INPMetric | CLSMetric) => void;
const reports: Record<string, Report> = {};
const options: Record<string, unknown> = {};

// web-vitals is the browser's boundary: the test plays the library, calling back as it would.
jest.mock('web-vitals', () => ({
  onLCP: (report: Report) => (reports.LCP = report),
  onINP: (report: Report, opts: unknown) => {
    reports.INP = report;
    options.INP = opts;
  },
  onCLS: (report: Report) => (reports.CLS = report),
}));

function metric<M extends LCPMetric | INPMetric | CLSMetric>(name: M['name'], value: number, id = `v6-${name}`): M {
  return { name, value, rating: 'good', delta: value, id, entries: [], navigationType: 'navigate', navigationId: 1 } as unknown as M;
}

let visibility: DocumentVisibilityState = 'visible';
Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => visibility });

function hide() {
  visibility = 'hidden';
  document.dispatchEvent(new Event('visibilitychange'));
}

describe('reportVitals', () => {
  const send = jest.fn<void, [string, string]>();
  let versions: VitalsBatch['remotes'] = { 'mfe-casino': '1.3.0' };
  const start = () =>
    reportVitals({ endpoint: 'http://localhost:4000/field-data/vitals', hostVersion: '1.0.0', market: 'UN', segment: 'en-UN', page: '/online-casino/*', remoteVersions: () => versions, send });
  const sent = () => send.mock.calls.map(([url, body]) => ({ url, batch: JSON.parse(body) as VitalsBatch }));

  beforeEach(() => {
    send.mockReset();
    visibility = 'visible';
    versions = { 'mfe-casino': '1.3.0' };
  });

  it('sends the queued metrics as one batch when the page is hidden, tagged with market, page and versions', () => {
    start();
    reports.LCP?.(metric('LCP', 1830.5));
    reports.INP?.(metric('INP', 48));
    expect(send).not.toHaveBeenCalled();
    versions = { 'mfe-casino': '1.3.0', 'mfe-account': '2.0.0' };
    reports.CLS?.(metric('CLS', 0.02));
    hide();
    expect(sent()).toEqual([
      {
        url: 'http://localhost:4000/field-data/vitals',
        batch: {
          market: 'UN',
          segment: 'en-UN',
          page: '/online-casino/*',
          hostVersion: '1.0.0',
          remotes: { 'mfe-casino': '1.3.0', 'mfe-account': '2.0.0' },
          metrics: [
            { name: 'LCP', value: 1830.5, rating: 'good', id: 'v6-LCP', navigationType: 'navigate' },
            { name: 'INP', value: 48, rating: 'good', id: 'v6-INP', navigationType: 'navigate' },
            { name: 'CLS', value: 0.02, rating: 'good', id: 'v6-CLS', navigationType: 'navigate' },
          ],
        },
      },
    ]);
  });

  it('sends each metric once: the latest value of an id, nothing on a second hide without news, again on news', () => {
    start();
    reports.CLS?.(metric('CLS', 0.01));
    reports.CLS?.(metric('CLS', 0.04));
    hide();
    window.dispatchEvent(new Event('pagehide'));
    expect(sent().map(({ batch }) => batch.metrics.map((reported) => reported.value))).toEqual([[0.04]]);
    visibility = 'visible';
    document.dispatchEvent(new Event('visibilitychange'));
    expect(send).toHaveBeenCalledTimes(1);
    reports.CLS?.(metric('CLS', 0.09));
    window.dispatchEvent(new Event('pagehide'));
    expect(sent().map(({ batch }) => batch.metrics.map((reported) => reported.value))).toEqual([[0.04], [0.09]]);
  });

  it('asks for every change of INP, and sends at pagehide an INP read after the hidden page’s batch went', () => {
    start();
    expect(options.INP).toEqual({ reportAllChanges: true });
    reports.LCP?.(metric('LCP', 900));
    hide();
    // web-vitals reads the interaction that was waiting for an idle moment only now, the page already hidden.
    reports.INP?.(metric('INP', 16));
    window.dispatchEvent(new Event('pagehide'));
    expect(sent().map(({ batch }) => batch.metrics.map((reported) => reported.name))).toEqual([['LCP'], ['INP']]);
  });

  it('splits a long queue into batches the collector takes', () => {
    start();
    for (let restore = 0; restore < 25; restore += 1) reports.LCP?.(metric('LCP', 1000 + restore, `v6-restore-${restore}`));
    hide();
    expect(sent().map(({ batch }) => batch.metrics.length)).toEqual([20, 5]);
  });

  it('marks when it observes, for the e2e test to wait on (jsdom has no User Timing: the other tests run without)', () => {
    const mark = jest.fn();
    Object.defineProperty(performance, 'mark', { configurable: true, value: mark });
    start();
    expect(mark).toHaveBeenCalledWith(FIELD_DATA_MARK);
    delete (performance as { mark?: unknown }).mark;
  });
});
