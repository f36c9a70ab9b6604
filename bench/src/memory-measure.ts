import { createWriteStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Browser, CDPSession, Page } from 'playwright-core';
import { VIEWPORT } from './measures';
import { countDetachedDom, memoryFigures, PARCEL_REMOVAL_MARK, type DetachedDomCount, type HeapSample } from './memory';
import type { Figure } from './report';
import { detachedDomInSnapshot, type SnapshotDetachedDom } from './memory-snapshot';

/*
 * Issue 21 point 5: does switching between loaded areas leak? A visitor's page switches casino → live
 * casino → promotions by the header's links many times; the heap is measured after a forced GC before
 * and during the switches, and the detached DOM is counted at the end.
 */

/** The areas the switches cycle through: the header's link and what shows the area's content mounted. */
const CYCLE = [
  { link: 'Live casino', remote: 'mfe-live-casino', content: 'a[href*="/play/"]' },
  { link: 'Promotions', remote: 'mfe-promotions', content: 'article h2 a' },
  { link: 'Casino', remote: 'mfe-casino', content: 'a[href*="/play/"]' },
] as const;

/** What the measure saw: heap samples (the first after the warm-up), the detached DOM at the end, from the DOM agent and from the heap snapshot. */
interface MemoryMeasure {
  samples: HeapSample[];
  detached: DetachedDomCount;
  snapshot: SnapshotDetachedDom | { error: string };
  switchMs: number;
}

/**
 * Installed before any page script: marks every element removed from inside a remote's area or the
 * host's holder of kept parcels with `PARCEL_REMOVAL_MARK`, so a detached tree rooted below an area
 * still says it was a parcel's. The mutation records go when the callback returns: nothing is kept.
 */
function markParcelRemovals(mark: string) {
  new MutationObserver((records) => {
    for (const record of records) {
      const target = record.target;
      if (!(target instanceof Element) || !target.closest('[data-remote], [data-kept-parcels]')) continue;
      for (const node of record.removedNodes) if (node instanceof Element) node.setAttribute(mark, '');
    }
  }).observe(document, { childList: true, subtree: true });
}

/** Waits until `area`'s parcel is mounted and shows its content on the page (not in the keeper's hidden holder). */
async function waitForArea(page: Page, area: (typeof CYCLE)[number]): Promise<void> {
  await page.locator(`[data-remote="${area.remote}"][data-remote-status="mounted"] ${area.content}`).first().waitFor({ state: 'visible', timeout: 60_000 });
  await page.waitForFunction(() => !document.getElementById('prerendered') && !document.querySelector('[data-remote] [aria-busy="true"]'), undefined, { timeout: 60_000, polling: 100 });
}

/** single-spa 6's default `timeouts.bootstrap.millis`, the longest of its lifecycle watchdogs (mount and unmount: 3000). */
const SINGLE_SPA_LONGEST_LIFECYCLE_TIMEOUT_MS = 4000;

/** A forced GC (three, so what one frees for the next is gone too), then the V8 and Blink heaps in use. */
async function heapSample(cdp: CDPSession, switches: number): Promise<HeapSample> {
  for (let i = 0; i < 3; i += 1) await cdp.send('HeapProfiler.collectGarbage');
  const usage = (await cdp.send('Runtime.getHeapUsage')) as { usedSize: number; embedderHeapUsedSize?: number };
  return { switches, jsBytes: usage.usedSize, embedderBytes: usage.embedderHeapUsedSize ?? 0 };
}

/** Writes a full heap snapshot of the page to `file` (CDP `HeapProfiler.takeHeapSnapshot`). */
async function writeHeapSnapshot(cdp: CDPSession, file: string): Promise<void> {
  const out = createWriteStream(file);
  const onChunk = ({ chunk }: { chunk: string }) => out.write(chunk);
  cdp.on('HeapProfiler.addHeapSnapshotChunk', onChunk);
  try {
    await cdp.send('HeapProfiler.takeHeapSnapshot', { reportProgress: false, captureNumericValue: false });
  } finally {
    cdp.off('HeapProfiler.addHeapSnapshotChunk', onChunk);
    await new Promise<void>((resolve, reject) => out.end((error?: Error | null) => (error ? reject(error) : resolve())));
  }
}

/**
 * Opens `siteUrl`'s casino lobby as a visitor in a fresh context, visits the live casino, promotions
 * and casino once each by the header's links (the warm-up: every remote loaded, every page kept), then
 * makes `switches` more clicks cycling live casino → promotions → casino, each waiting for the
 * area's content. A heap sample (after a forced GC) is taken after the warm-up and every `sampleEvery`
 * switches; at the end, once single-spa's lifecycle watchdogs have fired, a heap snapshot (read with memlab) and then the DOM agent's detached trees
 * (`DOM.getDetachedDomNodes`) say what is detached. The snapshot is written to `snapshotFile`, or to a temporary
 * file removed afterwards.
 */
async function measureMemory(browser: Browser, siteUrl: string, options: { switches: number; sampleEvery: number; snapshotFile?: string; log: (line: string) => void }): Promise<MemoryMeasure> {
  const context = await browser.newContext({ viewport: VIEWPORT });
  try {
    await context.addInitScript(markParcelRemovals, PARCEL_REMOVAL_MARK);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await page.goto(`${siteUrl}/en-UN/online-casino`, { waitUntil: 'load', timeout: 120_000 });
    await waitForArea(page, CYCLE[2]);
    const nav = page.getByRole('navigation', { name: 'Verticals' });
    const visit = async (area: (typeof CYCLE)[number]) => {
      await nav.getByRole('link', { name: area.link, exact: true }).click();
      await waitForArea(page, area);
    };
    for (const area of CYCLE) await visit(area);
    const settle = async () => {
      await page.waitForLoadState('networkidle', { timeout: 30_000 }).catch(() => undefined);
      await page.waitForTimeout(1000);
    };
    await settle();
    const samples = [await heapSample(cdp, 0)];
    options.log(`memory: after the warm-up ${Math.round((samples[0]!.jsBytes + samples[0]!.embedderBytes) / 1024 / 1024)} MB`);
    const started = Date.now();
    for (let done = 1; done <= options.switches; done += 1) {
      await visit(CYCLE[(done - 1) % CYCLE.length]!);
      if (done % options.sampleEvery === 0 || done === options.switches) {
        await settle();
        const sample = await heapSample(cdp, done);
        samples.push(sample);
        options.log(`memory: ${done} switches, ${Math.round((sample.jsBytes + sample.embedderBytes) / 1024 / 1024)} MB`);
      }
    }
    const switchMs = Date.now() - started;
    // single-spa keeps each parcel it mounted or unmounted in a lifecycle watchdog's closure until that timer
    // fires, whether or not the lifecycle long finished (`reasonableTime`: 3 s for mount and unmount, 4 s for
    // bootstrap): the parcels of the last switches are held by timers, not leaked. Wait them out, then collect.
    await page.waitForTimeout(SINGLE_SPA_LONGEST_LIFECYCLE_TIMEOUT_MS + 1000);
    for (let i = 0; i < 3; i += 1) await cdp.send('HeapProfiler.collectGarbage');
    const file = options.snapshotFile ?? path.join(os.tmpdir(), `bench-memory-${process.pid}.heapsnapshot`);
    let snapshot: MemoryMeasure['snapshot'];
    try {
      await writeHeapSnapshot(cdp, file);
      snapshot = await detachedDomInSnapshot(file);
    } catch (error) {
      snapshot = { error: String(error) };
    } finally {
      if (!options.snapshotFile) await rm(file, { force: true });
    }
    // After the snapshot: the DOM agent keeps every node it reports (by id) for as long as it is enabled.
    await cdp.send('DOM.enable');
    const { detachedNodes } = await cdp.send('DOM.getDetachedDomNodes');
    const detached = countDetachedDom(detachedNodes.map((entry) => entry.treeNode));
    return { samples, detached, snapshot, switchMs };
  } finally {
    await context.close();
  }
}

/** Switches of the memory measure (issue 21 point 5), and how often the heap is sampled on the way. */
export const MEMORY_SWITCHES = 200;
const SAMPLE_EVERY = 50;

/**
 * The memory figures of the report (`memoryFigures`): `measureMemory` with `MEMORY_SWITCHES` switches,
 * sampled every 50. The detached parcel DOM is memlab's count in the heap snapshot; the DOM agent's
 * count (`DOM.getDetachedDomNodes`, the trees as they are) is in the note beside it, and the figure
 * falls back to it when the snapshot could not be read. `MEMORY_SNAPSHOT` keeps the snapshot at that path.
 */
export async function memoryReportFigures(browser: Browser, siteUrl: string, log: (line: string) => void): Promise<Record<string, Figure>> {
  const measured = await measureMemory(browser, siteUrl, { switches: MEMORY_SWITCHES, sampleEvery: SAMPLE_EVERY, snapshotFile: process.env.MEMORY_SNAPSHOT, log });
  const { detached, snapshot } = measured;
  const agent = `DOM agent (DOM.getDetachedDomNodes): ${detached.nodes} detached nodes, ${detached.parcelNodes} of a parcel${detached.parcelRoots.length ? ` (trees rooted at ${detached.parcelRoots.join(', ')})` : ''}`;
  const fromSnapshot = 'error' in snapshot ? null : snapshot;
  return memoryFigures(measured.samples, fromSnapshot ?? detached, {
    switching: `a visitor's page at ${siteUrl}, warmed up by one visit to each area, then ${MEMORY_SWITCHES} clicks on the header's links cycling live casino → promotions → casino, each waiting for the area's content (${Math.round(measured.switchMs / 1000)} s with the samples)`,
    detached: fromSnapshot
      ? `counted by memlab 2.0.5 in a heap snapshot taken after the switches${fromSnapshot.retainers.length ? `; retainer paths: ${fromSnapshot.retainers.join(' | ')}` : ''}; ${agent}`
      : `the heap snapshot could not be read (${(snapshot as { error: string }).error}), so the DOM agent's count: ${agent}`,
  });
}
