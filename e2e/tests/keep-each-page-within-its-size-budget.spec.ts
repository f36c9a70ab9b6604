import { biggestModulesOf, budgetVerdict, chunksFetchedTwice, describeVerdict, firstLoadScripts, SIZE_BUDGETS, type ScriptLoad } from '@casino/build/size-budgets';
import type { Page } from '@playwright/test';
import { expectAreaMounted, type AreaRemote } from '../support/areas';
import { startLoggedIn } from '../support/sandbox';
import { expect, test } from '../support/test';

/**
 * Issue 19, point 1: every first page a player can land on fetches no more JavaScript than its budget
 * (compressed, as served), and every remote starts within its own: `remoteEntry.js` plus the scripts
 * of the parcel the page mounts, shared modules aside. Each page is a cold load in a fresh context;
 * the budgets and the measure are `@casino/build/size-budgets`. A failure prints the page's biggest
 * scripts and modules.
 *
 * `ceiling` is where a page stands while issue 19 is open: the measured figure plus 1–2 KB of room, so the
 * check fails when a page grows past it; each comes down to the budget as the work lands. Every remote's start
 * is held to its budget itself (since 2026-11-28: the sign-up and deposit starts were the last over it). Why each was
 * raised or lowered, with the figures, is in build/README.md ("Size budgets"), not here.
 */
interface FirstPage {
  name: string;
  path: string;
  budget: number;
  ceiling?: number;
  /** The remote whose parcel the page mounts, checked against its own start budget. */
  remote?: AreaRemote;
  /** A persona whose session the page starts with (a returning player). */
  player?: string;
  ready: (page: Page) => Promise<void>;
}

const KB = 1024;

const heading = (page: Page) => expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
const area = (remote: AreaRemote) => (page: Page) => expectAreaMounted(page, remote);

const FIRST_PAGES: FirstPage[] = [
  { name: 'home', path: '/en-UN', budget: SIZE_BUDGETS.home, ceiling: 266 * KB, ready: area('mfe-casino') },
  { name: 'casino lobby', path: '/en-UN/online-casino', budget: SIZE_BUDGETS.casinoLobby, ceiling: 276 * KB, remote: 'mfe-casino', ready: area('mfe-casino') },
  { name: 'live casino lobby', path: '/en-UN/live-casino-online', budget: SIZE_BUDGETS.otherPage, ceiling: 269 * KB, remote: 'mfe-live-casino', ready: area('mfe-live-casino') },
  { name: 'sportsbook', path: '/en-UN/sportsbook', budget: SIZE_BUDGETS.otherPage, ceiling: 269 * KB, remote: 'mfe-sportsbook', ready: area('mfe-sportsbook') },
  { name: 'virtual sports', path: '/en-UN/virtuals', budget: SIZE_BUDGETS.otherPage, ceiling: 263 * KB, remote: 'mfe-sportsbook', ready: area('mfe-sportsbook') },
  { name: 'promotions', path: '/en-UN/promotions', budget: SIZE_BUDGETS.otherPage, ceiling: 273 * KB, remote: 'mfe-promotions', ready: area('mfe-promotions') },
  { name: 'VIP club', path: '/en-UN/iclub', budget: SIZE_BUDGETS.otherPage, ceiling: 278 * KB, remote: 'mfe-promotions', ready: area('mfe-promotions') },
  { name: 'sign-up', path: '/en-UN/signup', budget: SIZE_BUDGETS.otherPage, ceiling: 287 * KB, remote: 'mfe-account', ready: area('mfe-account') },
  { name: 'reset password', path: '/en-UN/reset-password', budget: SIZE_BUDGETS.otherPage, ceiling: 284 * KB, remote: 'mfe-account', ready: area('mfe-account') },
  { name: 'a static page', path: '/en-UN/terms', budget: SIZE_BUDGETS.otherPage, ceiling: 258 * KB, ready: heading },
  { name: 'my account', path: '/en-UN/my-account/account', budget: SIZE_BUDGETS.otherPage, ceiling: 278 * KB, remote: 'mfe-account', player: 'ulla@sandbox.test', ready: area('mfe-account') },
  { name: 'gambling limits', path: '/en-UN/my-account/gambling-limits', budget: SIZE_BUDGETS.otherPage, ceiling: 286 * KB, remote: 'mfe-account', player: 'ulla@sandbox.test', ready: area('mfe-account') },
  { name: 'banking', path: '/en-UN/my-account/banking', budget: SIZE_BUDGETS.otherPage, ceiling: 277 * KB, remote: 'mfe-cashier', player: 'ulla@sandbox.test', ready: area('mfe-cashier') },
  { name: 'deposit', path: '/en-UN/deposit', budget: SIZE_BUDGETS.otherPage, ceiling: 289 * KB, remote: 'mfe-cashier', player: 'ulla@sandbox.test', ready: area('mfe-cashier') },
  { name: 'rewards', path: '/en-UN/my-account/rewards', budget: SIZE_BUDGETS.otherPage, ceiling: 286 * KB, remote: 'mfe-promotions', player: 'ulla@sandbox.test', ready: area('mfe-promotions') },
];

/** A script's text, or null when it cannot be read (a third party's, a missing map). */
async function textOf(page: Page, url: string): Promise<string | null> {
  const response = await page.request.get(url).catch(() => null);
  return response?.ok() ? response.text() : null;
}

/**
 * The scripts a remote needs to start on this page: its `remoteEntry.js` and the files its manifest
 * lists as the synchronous part of each parcel the page fetched (`mf-manifest.json`, `exposes[].assets`),
 * as the page fetched them. Shared modules are the host's and are counted in the page's total.
 */
async function remoteStartScripts(page: Page, scripts: ScriptLoad[], remote: AreaRemote): Promise<ScriptLoad[]> {
  const entry = scripts.find((script) => new URL(script.url).pathname.match(new RegExp(`/${remote}/[^/]+/remoteEntry\\.js$`)));
  if (!entry) throw new Error(`${remote}: the page fetched no remoteEntry.js`);
  const base = entry.url.slice(0, entry.url.lastIndexOf('/') + 1);
  const manifest = JSON.parse((await textOf(page, `${base}mf-manifest.json`)) ?? 'null') as {
    exposes: Array<{ name: string; assets: { js: { sync: string[] } } }>;
  };
  const fetched = new Map(scripts.filter((script) => script.url.startsWith(base)).map((script) => [script.url.slice(base.length).replace(/[?#].*$/, ''), script]));
  const mounted = manifest.exposes.filter((expose) => expose.assets.js.sync.some((file) => file.startsWith('__federation_expose_') && fetched.has(file)));
  const files = new Set(mounted.flatMap((expose) => expose.assets.js.sync));
  return [entry, ...[...files].flatMap((file) => fetched.get(file) ?? [])];
}

test.describe('first-load JavaScript', () => {
  for (const firstPage of FIRST_PAGES) {
    test(`${firstPage.name} stays within its budget`, async ({ page, request }) => {
      if (firstPage.player) await startLoggedIn(page, request, firstPage.player);
      // Ready once the page shows its content and the host's field-data reporter, which loads after the page
      // has and the browser is idle, is observing: every cold load fetches it, so it counts, every time.
      const scripts = await firstLoadScripts(page, firstPage.path, async () => {
        await firstPage.ready(page);
        await page.waitForFunction(() => performance.getEntriesByName('field-data:observing').length > 0);
      });
      const limit = firstPage.ceiling ?? firstPage.budget;
      const verdict = budgetVerdict(`${firstPage.name} (${firstPage.path})`, limit, scripts);
      const modules = verdict.pass ? [] : await biggestModulesOf(scripts, (url) => textOf(page, url));
      // The figure against the budget goes to the log on every run (the README's table is made from it).
      console.log(describeVerdict(budgetVerdict(verdict.name, firstPage.budget, scripts)));
      expect(verdict.pass, describeVerdict(verdict, modules)).toBe(true);
      expect(await chunksFetchedTwice(scripts, (url) => textOf(page, url)), 'chunks the page fetched in two files').toEqual([]);

      if (firstPage.remote) {
        const name = `${firstPage.remote} start on ${firstPage.path}`;
        const startScripts = await remoteStartScripts(page, scripts, firstPage.remote);
        const start = budgetVerdict(name, SIZE_BUDGETS.remoteStart, startScripts);
        console.log(describeVerdict(start));
        expect(start.pass, describeVerdict(start, start.pass ? [] : await biggestModulesOf(startScripts, (url) => textOf(page, url)))).toBe(true);
      }
    });
  }
});
