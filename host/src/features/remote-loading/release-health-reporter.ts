import { REMOTE_NAMES, type RemoteName } from '@casino/shared/contract';
import { MAX_HEALTH_EVENTS_PER_REPORT, type HealthEvent, type HealthReport } from '@casino/shared/wire';
import { onTrace, type RemoteTrace } from './remote-traces';

/** How long the reporter gathers a page's events before it sends them, ms. */
export const HEALTH_REPORT_DELAY_MS = 2000;

/**
 * A trace as a release-health event, or null for a trace of no published remote, or of a preview: a
 * release manager's test of a version no player was given must not take back anyone's pin.
 */
function eventOf(trace: RemoteTrace): HealthEvent | null {
  if (trace.via === 'preview') return null;
  const remote = REMOTE_NAMES.find((name) => name === trace.remote);
  if (!remote || !/^\d+\.\d+\.\d+/.test(trace.version)) return null;
  return {
    remote: remote as RemoteName,
    version: trace.version,
    phase: trace.phase,
    outcome: trace.outcome === 'ok' ? 'ok' : 'failed',
    ...(trace.via ? { via: trace.via } : {}),
    ...(trace.reason ? { reason: trace.reason.slice(0, 120) } : {}),
  };
}

/**
 * Reports what each page's remotes did to the platform's collector (issue 20 point 4), so `release
 * watch` can take back a canary or a new pin that fails: every load, mount and caught render error
 * the remote traces record (`onTrace`), per market, with the version and whether a canary chose it.
 * Events are gathered for `HEALTH_REPORT_DELAY_MS` and sent as one report (at most
 * `MAX_HEALTH_EVENTS_PER_REPORT` events each) by `navigator.sendBeacon` (text/plain JSON: no
 * preflight), and whatever is left when the page is hidden. Nothing about the player is sent.
 *
 * @param endpoint `POST` URL of the collector; empty: nothing is reported.
 * @returns stops reporting (what is gathered is sent).
 */
export function startReleaseHealth(options: { endpoint: string; send?: (url: string, body: string) => void }): () => void {
  if (!options.endpoint) return () => undefined;
  const send = options.send ?? ((url, body) => (navigator.sendBeacon?.(url, body) ? undefined : void fetch(url, { method: 'POST', body, keepalive: true }).catch(() => undefined)));
  const pending = new Map<string, HealthEvent[]>();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const flush = () => {
    clearTimeout(timer);
    timer = undefined;
    for (const [market, events] of pending) {
      for (let start = 0; start < events.length; start += MAX_HEALTH_EVENTS_PER_REPORT) {
        const report: HealthReport = { market, events: events.slice(start, start + MAX_HEALTH_EVENTS_PER_REPORT) };
        send(options.endpoint, JSON.stringify(report));
      }
    }
    pending.clear();
  };
  const stopListening = onTrace((trace) => {
    const event = eventOf(trace);
    if (!event || !/^[A-Z]{2}$/.test(trace.market)) return;
    pending.set(trace.market, [...(pending.get(trace.market) ?? []), event]);
    timer ??= setTimeout(flush, HEALTH_REPORT_DELAY_MS);
  });
  const onHidden = () => {
    if (document.visibilityState === 'hidden') flush();
  };
  document.addEventListener('visibilitychange', onHidden);
  window.addEventListener('pagehide', flush);
  return () => {
    stopListening();
    document.removeEventListener('visibilitychange', onHidden);
    window.removeEventListener('pagehide', flush);
    flush();
  };
}
