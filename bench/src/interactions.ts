import type { Browser, Page } from 'playwright-core';
import { newProbedContext, settle, throttle } from './measures';

/*
 * What a player's taps cost once the page is there: a game tile to its frame, and one loaded remote to
 * another. Each time runs from the click event (its `timeStamp`, taken by a capturing listener, so the
 * page's own handlers are inside the time) to a frame in which the destination is on screen, read in
 * the page by `requestAnimationFrame`.
 */

/** A remote's area in the host (`data-remote`) and its content: the first game or table link in it. */
export const CASINO_CONTENT = '[data-remote="mfe-casino"] a[href*="/play/"]';
export const LIVE_CONTENT = '[data-remote="mfe-live-casino"] a[href*="/play/"]';

interface BenchWindow {
  __benchClickAt?: number | null;
  __benchDone?: Promise<{ ms: number; what: string }>;
}

/**
 * Waits until `page` shows `selector` and has settled: no prerendered snapshot left (the app has
 * taken over, docs/prerendering.md), nothing `aria-busy` in the remotes' areas, the network idle, then
 * `quietMs` more.
 */
async function waitUntilReady(page: Page, selector: string, quietMs: number): Promise<void> {
  await page.locator(selector).first().waitFor({ state: 'visible', timeout: 60_000 });
  await page.waitForFunction(() => !document.getElementById('prerendered') && !document.querySelector('[data-remote] [aria-busy="true"]'), undefined, { timeout: 60_000, polling: 100 });
  await page.waitForLoadState('networkidle', { timeout: 30_000 }).catch(() => undefined);
  await settle(page, quietMs);
}

/**
 * Arms the page: the next click's `timeStamp` is kept, and `__benchDone` resolves with the ms from it
 * to the first animation frame in which the content of `selector` (any match) has a box inside the
 * viewport; for an `<iframe>` selector (`frame: true`), to the first animation frame after the frame's
 * `load` event (its document loaded) in which the frame is inside the viewport.
 */
async function arm(page: Page, selector: string, frame: boolean): Promise<void> {
  // tsx compiles with esbuild's keepNames, which wraps the named functions below in `__name(fn, name)`:
  // the page has no such helper, so give it one (a string, which nothing compiles).
  await page.evaluate('window.__name ??= (fn) => fn');
  await page.evaluate(
    ({ selector: wanted, frame: isFrame }) => {
      const w = window as unknown as BenchWindow;
      w.__benchClickAt = null;
      document.addEventListener('click', (event) => (w.__benchClickAt ??= event.timeStamp), { capture: true, once: true });
      const onScreen = (element: Element) => {
        const box = element.getBoundingClientRect();
        return box.width > 0 && box.height > 0 && box.bottom > 0 && box.top < window.innerHeight && element.checkVisibility();
      };
      w.__benchDone = new Promise((resolve) => {
        const finishWhenOnScreen = (element: Element) => {
          const tick = () => {
            if (w.__benchClickAt != null && onScreen(element)) resolve({ ms: performance.now() - w.__benchClickAt, what: element.getAttribute('title') ?? element.getAttribute('href') ?? element.tagName });
            else requestAnimationFrame(tick);
          };
          requestAnimationFrame(tick);
        };
        if (isFrame) {
          // Frames that exist before the click (none on the lobby) are not the play page's.
          const before = new Set(document.querySelectorAll(wanted));
          const watched = new WeakSet<Element>();
          new MutationObserver(() => {
            for (const element of document.querySelectorAll(wanted)) {
              if (before.has(element) || watched.has(element)) continue;
              watched.add(element);
              element.addEventListener('load', () => finishWhenOnScreen(element), { once: true });
            }
          }).observe(document.documentElement, { childList: true, subtree: true });
        } else {
          const tick = () => {
            const found = w.__benchClickAt != null ? [...document.querySelectorAll(wanted)].find(onScreen) : undefined;
            if (found) resolve({ ms: performance.now() - (w.__benchClickAt as number), what: found.getAttribute('href') ?? found.tagName });
            else requestAnimationFrame(tick);
          };
          requestAnimationFrame(tick);
        }
      });
    },
    { selector, frame },
  );
}

/** The armed measure's result (`arm`), or null when nothing showed within `timeoutMs`. */
async function armedResult(page: Page, timeoutMs: number): Promise<{ ms: number; what: string } | null> {
  return page.evaluate((timeout) => Promise.race([(window as unknown as BenchWindow).__benchDone!, new Promise<null>((resolve) => setTimeout(() => resolve(null), timeout))]), timeoutMs);
}

/** One tile click: the time to the game's frame, and which game and frame. */
export interface TileClick {
  ms: number | null;
  /** The tile's link and the frame's title, e.g. `/en-UN/online-casino/play/playngo/book-of-dead → Book of Dead`. */
  what: string;
}

/**
 * One cold load of the casino lobby at `lobbyUrl` in a fresh context (as a visitor, under `THROTTLING`
 * when `throttled`), then, once it has settled, a click on its first game tile: the ms from the click
 * to the play page's game frame (`[data-remote="mfe-casino"] iframe`) loaded and on screen. A visitor
 * gets the game's fun mode (spec 000 §3; `PlayPage` in mfe-casino): no login is asked for.
 */
export async function measureTileClick(browser: Browser, lobbyUrl: string, throttled: boolean): Promise<TileClick> {
  const context = await newProbedContext(browser);
  try {
    const page = await context.newPage();
    if (throttled) await throttle(page);
    await page.goto(lobbyUrl, { waitUntil: 'load', timeout: 120_000 });
    await waitUntilReady(page, CASINO_CONTENT, 1000);
    const tile = page.locator(CASINO_CONTENT).first();
    const href = (await tile.getAttribute('href')) ?? '?';
    await arm(page, '[data-remote="mfe-casino"] iframe', true);
    await tile.click();
    const result = await armedResult(page, 60_000);
    return { ms: result?.ms ?? null, what: `${href} → ${result?.what ?? 'no frame on screen within 60 s'}` };
  } finally {
    await context.close();
  }
}

/** The runs of both directions of the switch between the casino and live lobbies, in ms. */
export interface LobbySwitches {
  toLive: number[];
  toCasino: number[];
  /** The requests the last switch each way started before its content was on screen (method and path, the origin's port). */
  toLiveRequests: string[];
  toCasinoRequests: string[];
}

/**
 * Switching between two loaded remotes with the site's own navigation: opens the casino lobby at
 * `siteUrl` + `/en-UN/online-casino` in a fresh context, goes to the live lobby and back once by the
 * header's links (both remotes loaded), then, under `THROTTLING` when `throttled`, `runs` times: click
 * "Live casino" and time it to the live lobby's first table on screen, let the page settle, click
 * "Casino" and time it to the casino lobby's first game on screen, let it settle. The requests of the
 * last switch each way say what it waited for.
 */
export async function measureLobbySwitches(browser: Browser, siteUrl: string, runs: number, throttled: boolean): Promise<LobbySwitches> {
  const context = await newProbedContext(browser);
  try {
    const page = await context.newPage();
    await page.goto(`${siteUrl}/en-UN/online-casino`, { waitUntil: 'load', timeout: 120_000 });
    await waitUntilReady(page, CASINO_CONTENT, 500);
    const nav = page.getByRole('navigation', { name: 'Verticals' });
    const live = nav.getByRole('link', { name: 'Live casino', exact: true });
    const casino = nav.getByRole('link', { name: 'Casino', exact: true });
    await live.click();
    await waitUntilReady(page, LIVE_CONTENT, 500);
    await casino.click();
    await waitUntilReady(page, CASINO_CONTENT, 500);
    if (throttled) await throttle(page);
    const switches: LobbySwitches = { toLive: [], toCasino: [], toLiveRequests: [], toCasinoRequests: [] };
    const timeSwitch = async (link: typeof live, content: string, requests: string[]): Promise<number> => {
      await arm(page, content, false);
      const started: string[] = [];
      const onRequest = (request: { method: () => string; url: () => string }) => {
        const url = new URL(request.url());
        started.push(`${request.method()} :${url.port}${url.pathname}`);
      };
      page.on('request', onRequest);
      await link.click();
      const result = await armedResult(page, 30_000);
      page.off('request', onRequest);
      if (result === null) throw new Error(`no ${content} on screen within 30 s of the click`);
      requests.splice(0, requests.length, ...started);
      await waitUntilReady(page, content, 1000);
      return result.ms;
    };
    for (let run = 1; run <= runs; run += 1) {
      switches.toLive.push(await timeSwitch(live, LIVE_CONTENT, switches.toLiveRequests));
      switches.toCasino.push(await timeSwitch(casino, CASINO_CONTENT, switches.toCasinoRequests));
    }
    return switches;
  } finally {
    await context.close();
  }
}
