import type { Page } from '@playwright/test';
import { casinoLoad, changedCasinoBuild, release, tracesOf } from '../support/release';
import { expect, test } from '../support/test';

/**
 * Issue 20 point 3: a release manager makes a signed, expiring preview link to a published version
 * (`release preview`), and whoever opens it loads that version in that tab only, with a badge and a way
 * out; an expired or forged link loads what everyone gets and says why. The previewed version is
 * published, never pinned, so the other journeys running beside this one are not touched.
 */

const PREVIEWED = '1.40.0';

/** The link `release preview` prints, as a path on the e2e site (the site's origin is the test's). */
async function previewLink(ttl: string): Promise<string> {
  const made = await release('preview', `mfe-casino@${PREVIEWED}`, '--ttl', ttl, '--path', '/en-DE/online-casino', '--json');
  expect(made.code, made.output).toBe(0);
  const { link } = JSON.parse(made.output.slice(made.output.indexOf('{'), made.output.lastIndexOf('}') + 1)) as { link: string };
  const url = new URL(link);
  return `${url.pathname}${url.search}`;
}

const badge = (page: Page) => page.getByRole('complementary', { name: 'Release preview' });

test.beforeAll(async () => {
  // The pinned build's code published as another version: only the version tells them apart. Each worker
  // runs this; the first publishes, the others find it published.
  const published = await release('publish', 'mfe-casino', '--dist', changedCasinoBuild((text) => text), '--version', PREVIEWED);
  if (published.code !== 0) expect(published.output).toContain('already published');
});

test('a preview link loads the previewed version in that tab only, with a badge, until Exit preview', async ({ browser, page }) => {
  const link = await previewLink('10m');
  expect(link).toMatch(/^\/en-DE\/online-casino\?preview=[\w-]+\.[\w-]+\.[\w-]+$/);
  await page.goto(link);
  expect(await casinoLoad(page)).toMatchObject({ version: PREVIEWED, via: 'preview' });
  await expect(badge(page)).toContainText(`Preview: mfe-casino ${PREVIEWED}, until`);
  // The token leaves the address bar (not bookmarked or shared again by accident) and stays with the tab.
  expect(new URL(page.url()).search).toBe('');
  await page.reload();
  expect(await casinoLoad(page)).toMatchObject({ version: PREVIEWED, via: 'preview' });
  await expect(badge(page)).toBeVisible();

  // Another visitor in DE loads the pin, with no badge.
  const other = await browser.newPage();
  await other.goto('/en-DE/online-casino');
  expect((await casinoLoad(other)).version).toBe('1.0.0');
  await expect(badge(other)).toHaveCount(0);
  await other.close();

  await badge(page).getByRole('button', { name: 'Exit preview' }).click();
  await expect(badge(page)).toHaveCount(0);
  expect((await casinoLoad(page)).version).toBe('1.0.0');
  expect((await tracesOf(page)).some((trace) => trace.version === PREVIEWED)).toBe(false);
});

test('an expired preview link loads the pin and says it has expired', async ({ page }) => {
  const link = await previewLink('1s');
  // Past the second it was signed for.
  await new Promise((resolve) => setTimeout(resolve, 2100));
  await page.goto(link);
  expect(await casinoLoad(page)).toMatchObject({ version: '1.0.0', via: 'pin' });
  await expect(badge(page).getByRole('status')).toHaveText('This preview link was not applied: it has expired.');
  await badge(page).getByRole('button', { name: 'Dismiss' }).click();
  await expect(badge(page)).toHaveCount(0);
  // The refused token is not kept: the next load says nothing.
  await page.reload();
  expect((await casinoLoad(page)).version).toBe('1.0.0');
  await expect(badge(page)).toHaveCount(0);
});

test('a preview link changed by hand (another version in its claims) is refused as not signed', async ({ page }) => {
  const link = await previewLink('10m');
  const [path, token] = link.split('?preview=') as [string, string];
  const [header, payload, signature] = token.split('.') as [string, string, string];
  const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Record<string, unknown>;
  const forged = Buffer.from(JSON.stringify({ ...claims, version: '1.0.0' })).toString('base64url');
  await page.goto(`${path}?preview=${header}.${forged}.${signature}`);
  expect(await casinoLoad(page)).toMatchObject({ version: '1.0.0', via: 'pin' });
  await expect(badge(page).getByRole('status')).toHaveText('This preview link was not applied: it is not signed for this site.');
});
