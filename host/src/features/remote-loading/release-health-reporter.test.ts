import { healthReportSchema } from '@casino/shared/wire';
import { HEALTH_REPORT_DELAY_MS, startReleaseHealth } from './release-health-reporter';
import { recordTrace } from './remote-traces';

describe('release health reports (issue 20 point 4)', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  const trace = (market: string, version: string, phase: 'load' | 'mount' | 'render', outcome: 'ok' | 'failed', extra = {}) =>
    recordTrace({ market, remote: 'mfe-casino', version, phase, durationMs: 12, outcome, ...extra });

  it("gathers a page's traces per market and sends each market's events as one report", () => {
    const send = jest.fn();
    const stop = startReleaseHealth({ endpoint: 'http://localhost:4000/release-health/reports', send });
    trace('DE', '1.2.0', 'load', 'failed', { reason: 'load-failed', via: 'canary', bucket: 7 });
    trace('DE', '1.0.0', 'load', 'ok', { lastKnownGood: true, via: 'canary', bucket: 7 });
    trace('DE', '1.0.0', 'mount', 'ok');
    trace('FI', '1.0.0', 'render', 'failed', { reason: 'render-error' });
    expect(send).not.toHaveBeenCalled();
    jest.advanceTimersByTime(HEALTH_REPORT_DELAY_MS);
    expect(send).toHaveBeenCalledTimes(2);
    const reports = send.mock.calls.map(([url, body]: [string, string]) => ({ url, report: healthReportSchema.parse(JSON.parse(body)) }));
    expect(reports[0]).toEqual({
      url: 'http://localhost:4000/release-health/reports',
      report: {
        market: 'DE',
        events: [
          { remote: 'mfe-casino', version: '1.2.0', phase: 'load', outcome: 'failed', via: 'canary', reason: 'load-failed' },
          { remote: 'mfe-casino', version: '1.0.0', phase: 'load', outcome: 'ok', via: 'canary' },
          { remote: 'mfe-casino', version: '1.0.0', phase: 'mount', outcome: 'ok' },
        ],
      },
    });
    expect(reports[1]?.report).toEqual({ market: 'FI', events: [{ remote: 'mfe-casino', version: '1.0.0', phase: 'render', outcome: 'failed', reason: 'render-error' }] });
    stop();
  });

  it('sends what is gathered when the page goes, and nothing after it stops', () => {
    const send = jest.fn();
    const stop = startReleaseHealth({ endpoint: '/release-health/reports', send });
    trace('DE', '1.0.0', 'load', 'ok');
    window.dispatchEvent(new Event('pagehide'));
    expect(send).toHaveBeenCalledTimes(1);
    stop();
    trace('DE', '1.0.0', 'load', 'ok');
    jest.advanceTimersByTime(HEALTH_REPORT_DELAY_MS);
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('reports nothing without an endpoint, and skips traces of no market or version', () => {
    const send = jest.fn();
    startReleaseHealth({ endpoint: '', send })();
    const stop = startReleaseHealth({ endpoint: '/r', send });
    trace('default', '1.0.0', 'load', 'ok');
    trace('DE', 'unknown', 'load', 'failed');
    jest.advanceTimersByTime(HEALTH_REPORT_DELAY_MS);
    expect(send).not.toHaveBeenCalled();
    stop();
  });

  it('leaves out what a preview link loaded (issue 20 point 3): no player was given that version', () => {
    const send = jest.fn();
    const stop = startReleaseHealth({ endpoint: '/r', send });
    trace('DE', '1.3.0', 'load', 'failed', { reason: 'load-failed', via: 'preview', bucket: 7 });
    trace('DE', '1.0.0', 'load', 'ok', { lastKnownGood: true, via: 'preview', bucket: 7 });
    jest.advanceTimersByTime(HEALTH_REPORT_DELAY_MS);
    expect(send).not.toHaveBeenCalled();
    stop();
  });
});
