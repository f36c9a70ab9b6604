/**
 * Sends one batch of field data to `url` so that it survives the page going away: `navigator.sendBeacon`
 * with the JSON as a string, which the browser sends as `text/plain` (a CORS-safelisted type, so a
 * cross-origin collector needs no preflight, which a beacon cannot make); when the browser has no beacon or
 * refuses it (queue full), `fetch` with `keepalive`, in `no-cors` mode for the same reason. Never throws and
 * never rejects: a player never sees a failed report.
 */
export function sendBatch(url: string, body: string, { nav = navigator, send = globalThis.fetch }: { nav?: Navigator; send?: typeof fetch } = {}): void {
  try {
    if (typeof nav.sendBeacon === 'function' && nav.sendBeacon(url, body)) return;
  } catch {
    // An invalid URL, or a browser that refuses the beacon: try fetch.
  }
  try {
    send?.(url, { method: 'POST', body, keepalive: true, mode: 'no-cors', credentials: 'omit' }).catch(() => undefined);
  } catch {
    // No fetch either: the report is lost, and nothing else is.
  }
}
