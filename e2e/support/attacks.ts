import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { SANDBOX } from './sandbox';

/**
 * The attack journeys' tools (issue 21 point 3): the fifty payloads, the tripwire they would trip, and the
 * proof that none ran: the tripwire is empty, the page is still the same document (a payload that navigated
 * would have taken the tripwire with it), the browser blocked nothing (its console) and the sandbox's
 * Content-Security-Policy collector holds no report of the page.
 */

/** The fifty payloads of `fixtures/xss-payloads.txt`, in order (payload n sets `__xss` to n when it runs). */
export const XSS_PAYLOADS: readonly string[] = readFileSync(join(import.meta.dirname, '..', 'fixtures', 'xss-payloads.txt'), 'utf8')
  .split('\n')
  .filter((line) => line !== '' && !line.startsWith('# '));

/** What the tripwire holds: every value a payload wrote to `window.__xss`, and whether the document is the first one. */
interface Tripwire {
  hits: unknown[];
  sameDocument: boolean;
}

/**
 * Sets the tripwire in every document and frame of `page` before its own scripts run: writing
 * `window.__xss` (what every payload does) is recorded, reading it answers the first value written.
 * The console's Content-Security-Policy errors are collected for `expectNoScriptRan`.
 */
export async function setTripwire(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const hits: unknown[] = [];
    Object.defineProperty(window, '__xssHits', { value: hits });
    Object.defineProperty(window, '__xss', { configurable: false, get: () => hits[0], set: (value: unknown) => void hits.push(value) });
  });
  const seen = { errors: [] as string[], checked: 0 };
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy/i.test(message.text())) seen.errors.push(message.text());
  });
  consoles.set(page, seen);
}

/** The console's Content-Security-Policy errors of each page, and how many of them a check has seen (the markers too). */
const consoles = new WeakMap<Page, { errors: string[]; checked: number }>();

const FLUSH = 'csp-flush';

/**
 * Marks the document `page` shows now as the journey's: `expectNoScriptRan` checks the page is still it (a
 * reload or navigation a payload caused would have taken the tripwire with it). Call it after each `goto`.
 */
export async function markDocument(page: Page): Promise<void> {
  await page.evaluate(() => Object.defineProperty(window, '__journeyDocument', { value: true }));
}

async function tripwireOf(page: Page): Promise<Tripwire> {
  return page.evaluate(() => {
    const tripwire = window as unknown as { __xssHits?: unknown[]; __journeyDocument?: boolean };
    return { hits: [...(tripwire.__xssHits ?? [])], sameDocument: tripwire.__journeyDocument === true };
  });
}

interface KeptReport {
  documentUrl: string;
  effectiveDirective: string;
  blockedUrl?: string;
  sample?: string;
}

async function reportsOf(request: APIRequestContext, mark: string): Promise<KeptReport[]> {
  const response = await request.get(`${SANDBOX}/__sandbox/csp-reports`);
  expect(response.ok()).toBeTruthy();
  return ((await response.json()) as { reports: KeptReport[] }).reports.filter((report) => report.documentUrl.includes(mark));
}

/**
 * Hovers every element of the page's main region and clicks each link there that is not a web address,
 * as a curious player would: a handler or `javascript:` link a payload left would run now.
 */
export async function poke(page: Page): Promise<void> {
  await page.evaluate(() => {
    const main = document.querySelector('main') ?? document.body;
    for (const element of Array.from(main.querySelectorAll('*'))) element.dispatchEvent(new MouseEvent('mouseover', { bubbles: true }));
    for (const link of Array.from(main.querySelectorAll<HTMLAnchorElement>('a[href]'))) {
      if (link.protocol !== 'http:' && link.protocol !== 'https:') link.click();
    }
  });
}

/**
 * No payload ran on `page`: the tripwire is empty, the page is still its first document, the console shows
 * nothing the policy blocked, and the sandbox holds no Content-Security-Policy report of a page whose address
 * carries `mark`. To know every report of the page has arrived, a marker is blocked last (an inline script)
 * and waited for: the browser sends a document's reports in order.
 */
export async function expectNoScriptRan(page: Page, request: APIRequestContext, mark: string): Promise<void> {
  const tripwire = await tripwireOf(page);
  expect(tripwire.hits, 'what payloads wrote to window.__xss').toEqual([]);
  expect(await page.evaluate(() => (window as unknown as { __xss?: unknown }).__xss)).toBeUndefined();
  expect(tripwire.sameDocument, 'the page is the document the journey marked (no payload reloaded or navigated it)').toBe(true);
  expect(page.url()).toContain(mark);
  const seen = consoles.get(page) ?? { errors: [], checked: 0 };
  expect(seen.errors.slice(seen.checked), 'what the Content-Security-Policy blocked on the page').toEqual([]);
  await page.evaluate((flush) => {
    const marker = document.createElement('script');
    marker.textContent = `/*${flush}*/`;
    document.body.append(marker);
    marker.remove();
  }, FLUSH);
  await expect.poll(async () => (await reportsOf(request, mark)).some((report) => report.sample?.includes(FLUSH)), { message: 'the flush marker’s report', timeout: 20_000 }).toBe(true);
  // The marker's console error (which does not quote the script) is the last one this check saw.
  await expect.poll(() => seen.errors.length).toBeGreaterThan(seen.checked);
  expect(seen.errors.slice(seen.checked, -1), 'what the Content-Security-Policy blocked on the page').toEqual([]);
  seen.checked = seen.errors.length;
  const reports = (await reportsOf(request, mark)).filter((report) => !report.sample?.includes(FLUSH));
  expect(reports, 'the Content-Security-Policy reports of the page').toEqual([]);
}

/**
 * Picture addresses content may hold that are no picture from the web (issue 21 point 3): run as a script or
 * opened as a page, each would set `__xss`. The site shows no picture for them (a refused address, not one the
 * policy's `img-src` blocks and reports).
 */
export const HOSTILE_IMAGE_ADDRESSES: readonly string[] = [
  'javascript:top.__xss=201',
  ' JaVaScRiPt:top.__xss=202',
  'data:text/html,<script>top.__xss=203</script>',
  'data:image/svg+xml,<svg xmlns="http://www.w3.org/2000/svg" onload="top.__xss=204"/>',
];

/**
 * The addresses of the pictures inside `region` that are not web addresses: each image's `src` and each
 * candidate of its `srcset`, as the page resolves them. Empty when the region shows only pictures from the web.
 */
export async function nonWebImageAddressesIn(region: Locator): Promise<string[]> {
  return region.evaluate((root) => {
    const addresses: string[] = [];
    for (const image of Array.from(root.querySelectorAll('img'))) {
      const src = image.getAttribute('src');
      if (src !== null) addresses.push(src);
      for (const candidate of (image.getAttribute('srcset') ?? '').split(/,\s+/)) {
        const address = candidate.trim().split(/\s+/)[0];
        if (address) addresses.push(address);
      }
    }
    return addresses.filter((address) => {
      try {
        return !['http:', 'https:'].includes(new URL(address, document.baseURI).protocol);
      } catch {
        return true;
      }
    });
  });
}

/** Places content documents in the sandbox (test control `POST /__sandbox/content/documents`, at most 100 a call). */
export async function placeContent(request: APIRequestContext, documents: Array<Record<string, unknown>>): Promise<void> {
  for (let start = 0; start < documents.length; start += 100) {
    const response = await request.post(`${SANDBOX}/__sandbox/content/documents`, { data: { documents: documents.slice(start, start + 100) } });
    expect(response.status(), await response.text()).toBe(201);
  }
}

/** Takes placed documents out again (`DELETE /__sandbox/content/documents/:id`). */
export async function removeContent(request: APIRequestContext, ids: readonly string[]): Promise<void> {
  for (const id of ids) await request.delete(`${SANDBOX}/__sandbox/content/documents/${encodeURIComponent(id)}`);
}

/** One content document as the sandbox's GROQ endpoint serves it (the seed's, or placed). */
export async function contentDocument(request: APIRequestContext, id: string): Promise<Record<string, unknown>> {
  const response = await request.post(`${SANDBOX}/v2025-01-01/data/query/production`, { data: { query: '*[_id == $id][0]', params: { id } } });
  expect(response.ok()).toBeTruthy();
  return (await response.json()).result as Record<string, unknown>;
}
