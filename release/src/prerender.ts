import { mkdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { MARKETS } from '@casino/shared/market';
import { DEVICE_MEDIA_QUERIES, type LayoutDevice } from '@casino/shared/ui';
import type { Browser } from 'playwright-core';

/*
 * Prerendered first screens (docs/prerendering.md). A landing page of the site is opened in a
 * headless browser, once per layout device, as an anonymous visitor; what it shows is written as a
 * static page: the site's index.html with the snapshots in <template>s and an inline script that
 * shows the one for the visitor's device before any of the app's code has arrived. The host then
 * renders underneath it and swaps it for the app when the app has settled
 * (host/src/features/prerendered). The pages are static files next to the site's; they go stale
 * with the content and the pins, so they are rendered again after either changes.
 */

/** The viewport each layout device is rendered at (spec 000 §9 breakpoints: below 768, below 1024, from 1024 px). */
export const DEVICE_VIEWPORTS: Record<LayoutDevice, { width: number; height: number }> = {
  mobile: { width: 390, height: 844 },
  tablet: { width: 820, height: 1180 },
  desktop: { width: 1280, height: 800 },
};

/** The pages prerendered when none are named: the casino lobby, the page most visits start on. */
export const DEFAULT_PATHS = ['/online-casino'];

/** The local-storage key of a signed-in player's tokens (spec 000 §7): they get the app at once, not an anonymous snapshot. */
export const SESSION_STORAGE_KEY = 'authorization';

/** The media query of each layout device, as `useLayoutDevice` decides it. */
export const DEVICE_MEDIA: Record<LayoutDevice, string> = DEVICE_MEDIA_QUERIES;

/** A first-screen image of a snapshot (`fetchpriority="high"`), preloaded by the page's head. */
export interface FirstScreenImage {
  src: string;
  srcset?: string;
  sizes?: string;
}

/** What one device's rendering of a page left to keep. */
export interface Snapshot {
  device: LayoutDevice;
  /** The inner HTML of the app's root, without scripts, ids, data attributes or per-visitor parts. */
  html: string;
  /** The CSS rules the page's styled-components sheet held. */
  css: string[];
  /** Its first screen's images: a template's images are only found once it is shown, so the head preloads them. */
  images: FirstScreenImage[];
}

/** One prerendered page: its path under the site and what each device saw. */
export interface PrerenderedPage {
  /** `/{segment}{path}`, e.g. `/en-UN/online-casino`. */
  path: string;
  lang: string;
  title: string;
  snapshots: Snapshot[];
}

/** The CSS that hides the app under the snapshot until the host reveals it (and drops this sheet). */
const HIDE_APP_CSS = 'html.prerendered #root{position:absolute;top:0;left:0;right:0;visibility:hidden}';

const escapeText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;');
const escapeAttribute = (text: string) => escapeText(text).replace(/"/g, '&quot;');

/**
 * The inline script that shows the snapshot for the visitor's device: the same media queries as
 * `useLayoutDevice`, nothing for a signed-in player or a device without a snapshot. It runs while
 * the page is parsed, just before the app's root, so the snapshot is in the first paint.
 */
export function chooserScript(): string {
  const queries = JSON.stringify(DEVICE_MEDIA_QUERIES);
  return `(function(){try{if(localStorage.getItem(${JSON.stringify(SESSION_STORAGE_KEY)}))return}catch(e){}var q=${queries},m=function(s){return window.matchMedia(s).matches},d=m(q.mobile)?"mobile":m(q.tablet)?"tablet":"desktop",t=document.querySelector('template[data-prerendered="'+d+'"]');if(!t)return;var s=document.createElement("div");s.id="prerendered";s.setAttribute("aria-hidden","true");s.inert=true;s.appendChild(t.content);document.currentScript.after(s);document.documentElement.classList.add("prerendered")})()`;
}

/** `<link rel="preload" as="image">` for each first-screen image of a snapshot, for its device's media only. */
function imagePreloads(snapshot: Snapshot): string {
  return snapshot.images
    .map((image) => {
      const attributes = [
        `href="${escapeAttribute(image.src)}"`,
        image.srcset ? `imagesrcset="${escapeAttribute(image.srcset)}"` : '',
        image.sizes ? `imagesizes="${escapeAttribute(image.sizes)}"` : '',
        `media="${escapeAttribute(DEVICE_MEDIA[snapshot.device])}"`,
      ];
      return `<link rel="preload" as="image" fetchpriority="high" ${attributes.filter(Boolean).join(' ')} data-prerendered>`;
    })
    .join('');
}

/**
 * The prerendered page's HTML: the site's `index.html` with the page's language and title, the
 * snapshots' CSS (every rule once), preloads of each snapshot's first-screen images for its device,
 * and the snapshots themselves in `<template data-prerendered="{device}">` before the app's root,
 * followed by `chooserScript()`. Everything added carries `data-prerendered` so the host can remove it.
 *
 * @throws Error when `indexHtml` has no `<div id="root"></div>` or no `</head>`
 */
export function prerenderedDocument(indexHtml: string, page: PrerenderedPage): string {
  const root = /<div id="?root"?><\/div>/;
  if (!root.test(indexHtml) || !indexHtml.includes('</head>')) throw new Error('index.html needs a </head> and an empty <div id="root"></div>');
  const css = [...new Set(page.snapshots.flatMap((snapshot) => snapshot.css))].join('\n').replace(/<\/style/gi, '<\\/style');
  const templates = page.snapshots.map((snapshot) => `<template data-prerendered="${snapshot.device}">${snapshot.html}</template>`).join('');
  return indexHtml
    .replace(/<html( lang="?[^" >]*"?)?/, `<html lang="${escapeAttribute(page.lang)}"`)
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeText(page.title)}</title>`)
    .replace('</head>', () => `${page.snapshots.map(imagePreloads).join('')}<style data-prerendered>${HIDE_APP_CSS}\n${css}</style></head>`)
    .replace(root, () => `${templates}<script data-prerendered>${chooserScript()}</script><div id="root"></div>`);
}

/** What the page in the browser had to give, or why it is not worth keeping. */
type Capture = { ok: true; html: string; css: string[]; images: FirstScreenImage[]; lang: string; title: string } | { ok: false; reason: string };

/**
 * Runs in the page: the app's root as a snapshot (no scripts, frames or `[data-prerender="omit"]`
 * parts; no ids or references to them, which the live app below will hold; no `data-*` attributes,
 * the live app's hooks for tests and the remote areas) and its styled-components rules. Refuses a page whose remote areas are
 * not all mounted, or one that is still busy.
 */
function captureInPage(): Capture {
  const root = document.getElementById('root');
  if (!root || root.childElementCount === 0) return { ok: false, reason: 'the app rendered nothing' };
  if (root.querySelector('[aria-busy="true"]')) return { ok: false, reason: 'still loading' };
  const areas = [...root.querySelectorAll('[data-remote]')];
  if (areas.length === 0) return { ok: false, reason: 'no remote area on the page' };
  const unmounted = areas.find((area) => area.getAttribute('data-remote-status') !== 'mounted');
  if (unmounted) return { ok: false, reason: `${unmounted.getAttribute('data-remote') ?? 'a remote'} is ${unmounted.getAttribute('data-remote-status') ?? 'not mounted'}` };
  const images = [...root.querySelectorAll<HTMLImageElement>('img[fetchpriority="high"]')].map((image) => ({
    src: image.getAttribute('src') ?? '',
    srcset: image.getAttribute('srcset') ?? undefined,
    sizes: image.getAttribute('sizes') ?? undefined,
  }));
  const clone = root.cloneNode(true) as HTMLElement;
  for (const element of clone.querySelectorAll('script, iframe, [data-prerender="omit"]')) element.remove();
  for (const element of [clone, ...clone.querySelectorAll('*')]) {
    for (const name of ['id', 'for', 'aria-labelledby', 'aria-describedby', 'aria-controls']) element.removeAttribute(name);
    // data-* attributes are hooks of the live app (test ids, remote areas' status), never of its styles.
    for (const name of element.getAttributeNames()) if (name.startsWith('data-')) element.removeAttribute(name);
  }
  const css = [...document.styleSheets]
    .filter((sheet) => sheet.ownerNode instanceof HTMLStyleElement && sheet.ownerNode.hasAttribute('data-styled'))
    .flatMap((sheet) => [...sheet.cssRules].map((rule) => rule.cssText));
  return { ok: true, html: clone.innerHTML, css, images: images.filter((image) => image.src), lang: document.documentElement.lang, title: document.title };
}

/** What `prerender` was asked to do. */
export interface PrerenderOptions {
  /** The running site, e.g. `http://localhost:3000`. */
  siteUrl: string;
  /** Where the pages go: `<outDir>/{segment}{path}/index.html` (with .br and .gz copies) and `prerendered.json`. */
  outDir: string;
  /** Paths under a market segment; default `DEFAULT_PATHS`. */
  paths?: string[];
  /** Market segments (`en-UN`); default every segment of every enabled market. */
  segments?: string[];
  browser: Browser;
  /** Pages rendered at the same time (default 2). */
  concurrency?: number;
  log?: (line: string) => void;
  /** The longest one rendering may take, in ms (default 30 s). */
  timeoutMs?: number;
}

/** What `prerender` wrote and what it left out, with why. Also written as `prerendered.json`. */
export interface PrerenderReport {
  generatedAt: string;
  site: string;
  pages: string[];
  skipped: { path: string; device?: LayoutDevice; reason: string }[];
}

/** Every served segment of the enabled markets (spec 000 §3). */
export function defaultSegments(): string[] {
  return MARKETS.filter((market) => market.isMarketEnabled).flatMap((market) => market.segments.map((segment) => segment.segment));
}

function writeAtomically(file: string, contents: string | Buffer): void {
  mkdirSync(path.dirname(file), { recursive: true });
  const temporary = `${file}.${process.pid}.tmp`;
  writeFileSync(temporary, contents);
  renameSync(temporary, file);
}

/**
 * The host's field-data and release-health reports (`FIELD_DATA_URL`, `RELEASE_HEALTH_URL`: the sandbox's
 * `POST /field-data/vitals` and `POST /release-health/reports`).
 */
const FIELD_DATA_REQUESTS = /\/(field-data\/vitals|release-health\/reports)(\?|$)/;

async function renderDevice(options: PrerenderOptions, pagePath: string, device: LayoutDevice): Promise<Capture> {
  const context = await options.browser.newContext({ viewport: DEVICE_VIEWPORTS[device] });
  try {
    // The prerenderer is not a player: its visits must not count in the field data or the release health.
    await context.route(FIELD_DATA_REQUESTS, (route) => route.abort());
    const page = await context.newPage();
    const timeout = options.timeoutMs ?? 30_000;
    await page.goto(`${options.siteUrl}${pagePath}`, { waitUntil: 'networkidle', timeout });
    await page
      .waitForFunction(() => {
        const root = document.getElementById('root');
        return Boolean(root && root.childElementCount > 0 && !root.querySelector('[aria-busy="true"]'));
      }, undefined, { timeout })
      .catch(() => undefined);
    // Images and late content of the first screen: a short quiet spell.
    await page.waitForLoadState('networkidle', { timeout }).catch(() => undefined);
    await page.waitForTimeout(300);
    if (new URL(page.url()).pathname.replace(/\/$/, '') !== pagePath) return { ok: false, reason: `redirected to ${new URL(page.url()).pathname}` };
    return await page.evaluate(captureInPage);
  } finally {
    await context.close();
  }
}

/** The pages `prerender` renders: each segment × each path, e.g. `/fi-FI/online-casino` (what `--dry-run` lists). */
export function prerenderJobs(options: Pick<PrerenderOptions, 'segments' | 'paths'>): string[] {
  return (options.segments ?? defaultSegments()).flatMap((segment) => (options.paths ?? DEFAULT_PATHS).map((pagePath) => `/${segment}${pagePath}`));
}

/**
 * Renders every `segment × path` once per layout device in `browser` and writes the prerendered
 * pages (see `prerenderedDocument`) into `outDir`, each replacing the previous one atomically, and
 * `prerendered.json` last. A page is written only when every device rendered it fully (all its
 * remote areas mounted, nothing loading, no redirect); otherwise it is skipped with the reason, and
 * an older page of that path is removed so that no stale snapshot outlives a failure.
 *
 * @throws Error when the site's index.html cannot be fetched
 */
export async function prerender(options: PrerenderOptions): Promise<PrerenderReport> {
  const log = options.log ?? (() => undefined);
  const indexResponse = await fetch(`${options.siteUrl}/`);
  if (!indexResponse.ok) throw new Error(`GET ${options.siteUrl}/ answered ${indexResponse.status}`);
  const indexHtml = await indexResponse.text();
  const report: PrerenderReport = { generatedAt: new Date().toISOString(), site: options.siteUrl, pages: [], skipped: [] };
  const jobs = prerenderJobs(options);
  const devices = Object.keys(DEVICE_VIEWPORTS) as LayoutDevice[];
  const work = async (pagePath: string) => {
    const snapshots: Snapshot[] = [];
    let meta = { lang: 'en', title: '' };
    for (const device of devices) {
      const capture = await renderDevice(options, pagePath, device).catch((error: unknown): Capture => ({ ok: false, reason: error instanceof Error ? error.message.split('\n')[0]! : String(error) }));
      if (!capture.ok) {
        for (const suffix of ['', '.br', '.gz']) rmSync(path.join(options.outDir, pagePath, `index.html${suffix}`), { force: true });
        report.skipped.push({ path: pagePath, device, reason: capture.reason });
        log(`skipped ${pagePath} (${device}): ${capture.reason}`);
        return;
      }
      snapshots.push({ device, html: capture.html, css: capture.css, images: capture.images });
      meta = { lang: capture.lang, title: capture.title };
    }
    const html = prerenderedDocument(indexHtml, { path: pagePath, ...meta, snapshots });
    const file = path.join(options.outDir, pagePath, 'index.html');
    writeAtomically(`${file}.br`, brotliCompressSync(html));
    writeAtomically(`${file}.gz`, gzipSync(html, { level: 9 }));
    writeAtomically(file, html);
    report.pages.push(pagePath);
    log(`prerendered ${pagePath} (${Math.round(html.length / 1024)} kB)`);
  };
  const queue = [...jobs];
  await Promise.all(
    Array.from({ length: Math.max(1, options.concurrency ?? 2) }, async () => {
      for (let next = queue.shift(); next !== undefined; next = queue.shift()) await work(next);
    }),
  );
  report.pages.sort();
  writeAtomically(path.join(options.outDir, 'prerendered.json'), `${JSON.stringify(report, null, 2)}\n`);
  return report;
}
