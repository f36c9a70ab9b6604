import type { Page } from '@playwright/test';
import { casinoLoad, changedCasinoBuild, release, tamperWithPublished, tracesOf, type LoadTrace } from '../support/release';
import { expect, test } from '../support/test';

/**
 * Issue 20 points 2 and 4: a release manager gives a new mfe-casino to half of a market's visitors; a
 * canary that fails is taken back by `release watch` from what players' pages reported. Each
 * fresh visitor (a browser of its own) gets one of the two versions by its bucket and keeps it on
 * reload. The canaries are given in MT (the Malta-licensed brand, `/en-MT`), which no other journey
 * visits, so they change nothing another journey loads and run beside them; both journeys give MT a
 * canary, so they run one after the other. Each canary ends however its test ends.
 */
test.describe.configure({ mode: 'default' });

/**
 * A fresh visitor opens MT's casino, then reloads it. Fresh as the release sees visitors: nothing of
 * the site is stored (a visitor id is the only thing a canary reads), as after "clear site data". The
 * browser's HTTP cache is kept between visitors, so each visit costs a page load, not a cold start.
 */
async function visit(page: Page): Promise<{ first: LoadTrace; again: LoadTrace }> {
  if (page.url().startsWith('http')) {
    await page.evaluate(() => {
      window.localStorage.clear();
      window.sessionStorage.clear();
    });
  }
  // The load trace is what is read; the page's other resources need not finish.
  await page.goto('/en-MT/online-casino', { waitUntil: 'commit' });
  const first = await casinoLoad(page);
  await page.reload({ waitUntil: 'commit' });
  return { first, again: await casinoLoad(page) };
}

test('a 50 % canary in MT splits twenty fresh visitors between the two versions, and each keeps theirs on reload', async ({ browser }) => {
  test.setTimeout(300_000);
  // The same code as the pinned build, published as another version: only the version tells them apart.
  expect((await release('publish', 'mfe-casino', '--dist', changedCasinoBuild((text) => text), '--version', '1.20.0')).code).toBe(0);
  const started = await release('canary', 'mfe-casino@1.20.0', '--market', 'MT', '--percent', '50');
  expect(started.output).toContain("Gave mfe-casino 1.20.0 to 50 % of MT's visitors; the others keep 1.0.0");
  try {
    const context = await browser.newContext();
    // Pictures are not what is measured: leave them out.
    await context.route(/\.(webp|png|jpe?g|svg)(\?|$)/, (route) => route.abort());
    const page = await context.newPage();
    const visits: Array<{ first: LoadTrace; again: LoadTrace }> = [];
    for (let visitor = 0; visitor < 20; visitor += 1) visits.push(await visit(page));
    await context.close();

    for (const { first, again } of visits) {
      expect(again.version).toBe(first.version);
      expect(again.bucket).toBe(first.bucket);
      // The trace says why: a bucket under 50 is in the canary.
      expect(first).toMatchObject(first.bucket! < 50 ? { version: '1.20.0', via: 'canary' } : { version: '1.0.0', via: 'pin' });
    }
    const onCanary = visits.filter(({ first }) => first.version === '1.20.0').length;
    console.log(`50 % canary in MT: ${onCanary} of ${visits.length} fresh visitors got 1.20.0`);
    // Each visitor's bucket is drawn at random: 4 to 16 of 20 on the canary holds but for about 1 run in 400
    // (the binomial tails at 50 %), and a split that ignored the percentage (all or none) never passes.
    expect(onCanary).toBeGreaterThanOrEqual(4);
    expect(onCanary).toBeLessThanOrEqual(16);
    expect((await release('status')).output).toMatch(/^MT\s+1\.0\.0 \+ 1\.20\.0 at 50 %/m);
  } finally {
    await release('abort', 'mfe-casino', '--market', 'MT');
  }
  // After the canary, every visitor loads the pin again.
  const after = await browser.newPage();
  expect((await visit(after)).first).toMatchObject({ version: '1.0.0', via: 'pin' });
  await after.close();
});

test('a failing canary is taken back by release watch, and the next visit gets the previous version', async ({ browser, request }) => {
  test.setTimeout(180_000);
  // A build whose entry changes after the canary started (the CLI refuses a changed build): every load of
  // it fails its integrity check.
  expect((await release('publish', 'mfe-casino', '--dist', changedCasinoBuild((text) => text), '--version', '1.21.0')).code).toBe(0);
  expect((await release('canary', 'mfe-casino@1.21.0', '--market', 'MT', '--percent', '99')).code).toBe(0);
  tamperWithPublished('mfe-casino', '1.21.0');
  try {
    const context = await browser.newContext();
    await context.route(/\.(webp|png|jpe?g|svg)(\?|$)/, (route) => route.abort());
    const page = await context.newPage();
    for (let visitor = 0; visitor < 8; visitor += 1) {
      const { first } = await visit(page);
      // Whoever got the canary still plays: the market's pin loads in its place.
      expect(first.version).toBe('1.0.0');
    }
    await context.close();
    // The pages' reports reach the platform (each page sends its own as it goes).
    await expect
      .poll(async () => {
        const summary = (await (await request.get('http://localhost:4000/release-health/summary?market=MT&remote=mfe-casino&version=1.21.0')).json()) as { rows: Array<{ loads: number; failures: number }> };
        return summary.rows[0]?.failures ?? 0;
      }, { timeout: 30_000 })
      .toBeGreaterThanOrEqual(5);

    const watched = await release('watch', '--market', 'MT', '--once', '--threshold', '20', '--min-loads', '5', '--platform', 'http://localhost:4000');
    expect(watched.code).toBe(0);
    expect(watched.output).toMatch(/mfe-casino 1\.21\.0 \(canary\) in MT: ABORTED: 100 % of \d+ loads failed/);
    expect((await release('history', '--market', 'MT', '--last', '1')).output).toMatch(/mfe-casino 1\.21\.0 → 1\.0\.0 in MT by e2e-release-manager \(abort: canary at 99 % ended; release watch: 100 % of \d+ loads failed/);
  } finally {
    await release('abort', 'mfe-casino', '--market', 'MT');
  }
  // The next visitor loads the previous version straight away: no failed attempt first.
  const after = await browser.newPage();
  expect((await visit(after)).first).toMatchObject({ version: '1.0.0', via: 'pin' });
  expect((await tracesOf(after)).filter((trace) => trace.outcome !== 'ok')).toEqual([]);
  await after.close();
});
