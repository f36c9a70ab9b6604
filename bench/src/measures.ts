import { gzipSync } from 'node:zlib';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { countReactRenderers, reactRendererCount } from './react-renderers';
import type { ScriptTransfer } from './report';
import { THROTTLING } from './throttling';

export const VIEWPORT = { width: 1280, height: 800 };

/**
 * Installed before any page script: observers of long tasks and of the largest contentful paint
 * (the react-dom copies are counted by `countReactRenderers`).
 */
function installProbes() {
  const w = window as unknown as Record<string, unknown>;
  const longTasks: { startTime: number; duration: number }[] = [];
  w.__benchLongTasks = longTasks;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) longTasks.push({ startTime: entry.startTime, duration: entry.duration });
  }).observe({ type: 'longtask', buffered: true });
  w.__benchLcp = null;
  new PerformanceObserver((list) => {
    const entries = list.getEntries();
    const last = entries[entries.length - 1];
    if (last) w.__benchLcp = last.startTime;
  }).observe({ type: 'largest-contentful-paint', buffered: true });
}

/** A fresh context (cold cache) with the probes installed. */
export async function newProbedContext(browser: Browser): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport: VIEWPORT });
  await context.addInitScript(countReactRenderers);
  await context.addInitScript(installProbes);
  return context;
}

/** Puts `page` under `THROTTLING` (CDP CPU and network emulation), as every throttled measure of the bench. */
export async function throttle(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: THROTTLING.latencyMs,
    downloadThroughput: THROTTLING.downloadBitsPerSecond / 8,
    uploadThroughput: THROTTLING.uploadBitsPerSecond / 8,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: THROTTLING.cpuRate });
}

export const settle = (page: Page, ms: number) => page.waitForTimeout(ms);

/**
 * LCP of one cold load of `url` under `THROTTLING`, in ms after navigation start. `prepare` runs on the
 * fresh context before the load (e.g. puts a player's session in place, `startSession`).
 */
export async function measureLcp(browser: Browser, url: string, prepare?: (context: BrowserContext) => Promise<void>): Promise<number | null> {
  const context = await newProbedContext(browser);
  try {
    await prepare?.(context);
    const page = await context.newPage();
    await throttle(page);
    await page.goto(url, { waitUntil: 'load', timeout: 120_000 });
    await page.waitForLoadState('networkidle', { timeout: 60_000 }).catch(() => undefined);
    await settle(page, 1500);
    return await page.evaluate(() => (window as unknown as { __benchLcp: number | null }).__benchLcp);
  } finally {
    await context.close();
  }
}

/** The scripts one unthrottled cold load of `url` transferred, and the react-dom copies it loaded. */
export async function measureScripts(browser: Browser, url: string): Promise<{ scripts: ScriptTransfer[]; reactDomCopies: number }> {
  const context = await newProbedContext(browser);
  try {
    const page = await context.newPage();
    const pending: Promise<ScriptTransfer | null>[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() !== 'script') return;
      pending.push(
        (async () => {
          const body = await response.body().catch(() => null);
          if (!body) return null;
          const sizes = await response.request().sizes();
          const headers = await response.allHeaders();
          return {
            url: response.url(),
            encodedBytes: sizes.responseBodySize,
            decodedBytes: body.length,
            contentEncoding: headers['content-encoding'] ?? null,
            gzipBytes: gzipSync(body, { level: 9 }).length,
          };
        })(),
      );
    });
    await page.goto(url, { waitUntil: 'load', timeout: 120_000 });
    await page.waitForLoadState('networkidle', { timeout: 60_000 }).catch(() => undefined);
    await settle(page, 1000);
    const scripts = (await Promise.all(pending)).filter((s): s is ScriptTransfer => s !== null);
    const reactDomCopies = await reactRendererCount(page);
    return { scripts, reactDomCopies };
  } finally {
    await context.close();
  }
}

/** What scrolling the all-games grid to its end saw. */
export interface GridScroll {
  gridFound: boolean;
  maxElements: number;
  samples: number;
  steps: number;
  reachedEnd: boolean;
  longTasks: { startTime: number; duration: number }[];
  scrollMs: number;
}

/**
 * Opens `url`, waits for `[data-testid="game-grid"]`, then scrolls the window to the bottom a
 * viewport at a time, counting the elements inside the grid after every step (the grid fetches more
 * near its end, so the bottom moves until every game is in). Long tasks are those that started after
 * the scroll began.
 */
export async function scrollGrid(browser: Browser, url: string, options: { maxSteps: number; maxMs: number }): Promise<GridScroll> {
  const context = await newProbedContext(browser);
  try {
    const page = await context.newPage();
    await page.goto(url, { waitUntil: 'load', timeout: 120_000 });
    const grid = page.locator('[data-testid="game-grid"]');
    const gridFound = await grid
      .first()
      .waitFor({ state: 'attached', timeout: 30_000 })
      .then(() => true)
      .catch(() => false);
    if (!gridFound) return { gridFound, maxElements: 0, samples: 0, steps: 0, reachedEnd: false, longTasks: [], scrollMs: 0 };
    await page.waitForLoadState('networkidle', { timeout: 30_000 }).catch(() => undefined);
    const count = () => page.evaluate(() => [...document.querySelectorAll('[data-testid="game-grid"]')].reduce((sum, g) => sum + g.getElementsByTagName('*').length, 0));
    const scrollStart = await page.evaluate(() => performance.now());
    const started = Date.now();
    let maxElements = await count();
    let samples = 1;
    let steps = 0;
    let idleAtBottom = 0;
    let reachedEnd = false;
    while (steps < options.maxSteps && Date.now() - started < options.maxMs) {
      const atBottom = await page.evaluate(() => {
        window.scrollBy(0, window.innerHeight);
        return window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 2;
      });
      steps += 1;
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
      maxElements = Math.max(maxElements, await count());
      samples += 1;
      if (!atBottom) {
        idleAtBottom = 0;
        continue;
      }
      // At the bottom: give the grid time to fetch the next page; a Load more button is pressed.
      const more = page.getByRole('button', { name: /load more/i });
      if (await more.isVisible().catch(() => false)) await more.click().catch(() => undefined);
      await page.waitForTimeout(250);
      idleAtBottom += 1;
      const grew = await page.evaluate(() => window.scrollY + window.innerHeight < document.documentElement.scrollHeight - 2);
      if (grew) idleAtBottom = 0;
      if (idleAtBottom >= 12) {
        reachedEnd = true;
        break;
      }
    }
    const longTasks = await page.evaluate(
      (since) => (window as unknown as { __benchLongTasks: { startTime: number; duration: number }[] }).__benchLongTasks.filter((task) => task.startTime >= since),
      scrollStart,
    );
    return { gridFound, maxElements, samples, steps, reachedEnd, longTasks, scrollMs: Date.now() - started };
  } finally {
    await context.close();
  }
}
