import type { Frame, Page, Request } from '@playwright/test';

/**
 * The requests a page (and its frames) has in flight, watched from the moment this is called: what
 * `waitForLoadState('networkidle')` waits on, but a wait that times out names the requests that never ended
 * (networkidle only says it timed out). Start it before the navigation it should cover.
 *
 * @returns `settled(options)`: resolves once nothing has been in flight for `quietMs` (default 500, as
 *   networkidle), throws after `timeoutMs` (default 30,000) naming each request still in flight and for how
 *   long (ms), and the latest requests started; `stop()`: stops watching.
 */
export function watchRequests(page: Page) {
  const inFlight = new Map<Request, number>();
  const recent: Array<{ request: Request; at: number }> = [];
  let lastChange = Date.now();
  const started = (request: Request) => {
    inFlight.set(request, Date.now());
    recent.push({ request, at: Date.now() });
    if (recent.length > 20) recent.shift();
    lastChange = Date.now();
  };
  const ended = (request: Request) => {
    inFlight.delete(request);
    lastChange = Date.now();
  };
  // A document's requests end with it, but Chromium reports no end for those its frame's next document or the
  // frame's removal cut off: they are no longer waited on (as networkidle does).
  const navigated = (frame: Frame) => {
    for (const request of inFlight.keys()) if (request.frame() === frame && !request.isNavigationRequest()) inFlight.delete(request);
  };
  const detached = (frame: Frame) => {
    for (const request of inFlight.keys()) if (request.frame() === frame) inFlight.delete(request);
  };
  page.on('request', started);
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  page.on('framenavigated', navigated);
  page.on('framedetached', detached);
  return {
    async settled({ quietMs = 500, timeoutMs = 30_000 }: { quietMs?: number; timeoutMs?: number } = {}) {
      const deadline = Date.now() + timeoutMs;
      while (inFlight.size > 0 || Date.now() - lastChange < quietMs) {
        if (Date.now() > deadline) {
          const now = Date.now();
          const pending = [...inFlight].map(([request, since]) => `${request.method()} ${request.url()} (${now - since} ms)`);
          const latest = recent.slice(-5).map(({ request, at }) => `${request.method()} ${request.url()} (${now - at} ms ago)`);
          throw new Error(`the network did not settle in ${timeoutMs} ms; in flight: ${pending.join(', ') || 'none'}; the latest started: ${latest.join(', ')}`);
        }
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    },
    stop() {
      page.off('request', started);
      page.off('requestfinished', ended);
      page.off('requestfailed', ended);
      page.off('framenavigated', navigated);
      page.off('framedetached', detached);
    },
  };
}
