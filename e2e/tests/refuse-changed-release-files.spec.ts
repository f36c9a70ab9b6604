import type { Page, Route } from '@playwright/test';
import { expect, test } from '../support/test';
import { areaOf, expectAreaMounted } from '../support/areas';

/*
 * Issue 21 point 8: someone who can change what the CDN serves, but holds no release key, cannot bring
 * their code onto the site. The release manifest is signed (a changed one is refused), and every chunk a
 * remote entry loads carries the sha384 its entry recorded (a changed one is not run). Both are changed
 * here on the way to the browser, not on disk: the other journeys share the CDN.
 */

/** Answers `route` with the real file, its text passed through `change` (served uncompressed). */
async function fulfillChanged(route: Route, change: (text: string) => string): Promise<void> {
  const response = await route.fetch();
  const headers = Object.fromEntries(Object.entries(response.headers()).filter(([name]) => !['content-encoding', 'content-length', 'etag'].includes(name)));
  await route.fulfill({ status: response.status(), headers, body: change(await response.text()) });
}

const somethingWentWrong = (page: Page) => page.getByRole('alert').filter({ hasText: 'SOMETHING WENT WRONG' });

test('a release manifest changed without the release key is refused: no remote loads from it, the shell keeps working', async ({ page }) => {
  // Someone moves the default pin of the promotions area to a version of their choosing and widens the origins.
  await page.route('**/cdn/manifest.json', (route) =>
    fulfillChanged(route, (text) => {
      const manifest = JSON.parse(text);
      manifest.allowedOrigins.push('https://evil.example');
      return JSON.stringify(manifest);
    }),
  );
  await page.goto('/en-UN/promotions');
  await expect(somethingWentWrong(page)).toBeVisible();
  await expect(page.locator('[data-remote-status="mounted"]')).toHaveCount(0);
  await page.getByRole('banner').getByRole('link', { name: 'Nova Casino' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome to the casino' })).toBeVisible();
});

test('a browser that read a signed manifest before keeps using it when the next one was changed', async ({ page }) => {
  await page.goto('/en-UN/promotions');
  await expectAreaMounted(page, 'mfe-promotions');
  await page.route('**/cdn/manifest.json', (route) =>
    fulfillChanged(route, (text) => text.replace(/"mfe-promotions": "1\.0\.0"/g, '"mfe-promotions": "9.9.9"')),
  );
  const warned = page.waitForEvent('console', { predicate: (message) => message.type() === 'warning' && message.text().includes('Release manifest could not be read') });
  await page.reload();
  await warned;
  await expectAreaMounted(page, 'mfe-promotions');
  await expect(areaOf(page, 'mfe-promotions')).toHaveAttribute('data-remote-version', '1.0.0');
});

test('a chunk of a remote changed on the CDN is not run: only that area falls back', async ({ page }) => {
  // Every JavaScript file of the promotions remote but its entry (whose own hash the manifest holds).
  await page.route(/\/cdn\/mfe-promotions\/[^/]+\/(?!remoteEntry\.js)[^/]+\.js$/, (route) =>
    fulfillChanged(route, (text) => `${text}\n;window.__tamperedChunkRan = true;`),
  );
  await page.goto('/en-UN/promotions');
  await expect(areaOf(page, 'mfe-promotions')).toHaveAttribute('data-remote-status', 'failed');
  await expect(somethingWentWrong(page)).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { __tamperedChunkRan?: boolean }).__tamperedChunkRan)).toBeUndefined();
  // The other areas load as usual.
  await page.getByRole('banner').getByRole('link', { name: 'Casino', exact: true }).click();
  await expectAreaMounted(page, 'mfe-casino');
});
