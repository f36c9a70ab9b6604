import type { APIRequestContext } from '@playwright/test';
import { areaOf, expectAreaMounted } from '../support/areas';
import { SANDBOX } from '../support/sandbox';
import { expect, test } from '../support/test';

interface SummaryRow {
  page: string;
  metric: 'LCP' | 'INP' | 'CLS';
  market: string;
  versions: string | null;
  count: number;
  p75: number;
}

/*
 * Issue 19 point 4, field data: a player's visit reports its Core Web Vitals when the page goes away, and
 * the sandbox's summary shows them for the page, tagged with the market and the versions that ran, so a
 * release manager can compare a pinned version with the previous one.
 */
test.describe('field data (issue 19 point 4)', () => {
  test("a visit's LCP, INP and CLS reach the summary of its page, market and versions", async ({ page, request }) => {
    // The Philippines in English: a market the other journeys leave alone, so the rows found are this visit's.
    await page.goto('/en-CX/online-casino');
    await expectAreaMounted(page, 'mfe-casino');
    const casinoVersion = await areaOf(page, 'mfe-casino').getAttribute('data-remote-version');
    // The reporter starts once the page has loaded and the browser is idle, in its own chunk.
    await page.waitForFunction(() => performance.getEntriesByName('field-data:observing').length > 0, undefined, { timeout: 15_000 });
    const before = await summaryOf(request, 'CX', 'mfe-casino');

    // An interaction, for INP (and it ends LCP's observation).
    await page.getByRole('navigation', { name: 'Casino categories' }).getByRole('link', { name: 'Lobby' }).click();
    // The browser times an interaction after the next paint; leaving before then would leave nothing to report.
    await page.waitForFunction(() => performance.getEntriesByType('first-input').length > 0);

    // The player leaves: the page is hidden and unloaded, and the beacon goes.
    await page.goto('about:blank');

    await expect
      .poll(async () => countOf(await summaryOf(request, 'CX', 'mfe-casino'), 'LCP', casinoVersion) - countOf(before, 'LCP', casinoVersion), { timeout: 10_000 })
      .toBe(1);
    const rows = await summaryOf(request, 'CX', 'mfe-casino');
    const lcp = rows.find((row) => row.metric === 'LCP' && row.versions === casinoVersion);
    expect(lcp?.p75).toBeGreaterThan(0);
    expect(countOf(rows, 'CLS', casinoVersion) - countOf(before, 'CLS', casinoVersion)).toBe(1);
    expect(countOf(rows, 'INP', casinoVersion) - countOf(before, 'INP', casinoVersion)).toBe(1);

    // Without `remote`, the group is the whole tag: the host's version and every remote the page loaded.
    const tags = (await (await request.get(`${SANDBOX}/field-data/vitals/summary?market=CX&page=/online-casino/*`)).json()).rows as SummaryRow[];
    expect(tags.find((row) => row.metric === 'LCP')?.versions).toMatch(new RegExp(`^host@\\d+\\.\\d+\\.\\d+ .*mfe-casino@${casinoVersion?.replace(/\./g, '\\.')}`));

    // The release manager's page shows it too.
    const html = await request.get(`${SANDBOX}/__sandbox/field-data?market=CX&remote=mfe-casino`);
    expect(await html.text()).toContain(`<td>/online-casino/*</td><td>LCP</td><td>CX</td><td>${casinoVersion}</td>`);
  });
});

/** The summary of `/online-casino/*` in `market`, grouped by the version of `remote`. */
async function summaryOf(request: APIRequestContext, market: string, remote: string): Promise<SummaryRow[]> {
  const response = await request.get(`${SANDBOX}/field-data/vitals/summary?market=${market}&page=/online-casino/*&remote=${remote}`);
  expect(response.ok()).toBeTruthy();
  return ((await response.json()) as { rows: SummaryRow[] }).rows;
}

function countOf(rows: SummaryRow[], metric: SummaryRow['metric'], versions: string | null): number {
  return rows.find((row) => row.metric === metric && row.versions === versions)?.count ?? 0;
}
