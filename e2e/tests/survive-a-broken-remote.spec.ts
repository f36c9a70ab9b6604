import { expect, test } from '../support/test';
import { AREAS, areaOf, expectAreaMounted } from '../support/areas';

test('with the promotions remote unreachable, its area shows the fallback and retry while the other five work', async ({ page }) => {
  let blocked = true;
  await page.route('**/cdn/mfe-promotions/**', (route) => (blocked ? route.abort('connectionrefused') : route.continue()));

  await page.goto('/en-UN/promotions');
  const fallback = page.getByRole('alert').filter({ hasText: 'SOMETHING WENT WRONG' });
  await expect(fallback).toBeVisible();
  await expect(fallback.getByText('Please try again')).toBeVisible();
  await expect(areaOf(page, 'mfe-promotions')).toHaveAttribute('data-remote-status', 'failed');
  // The shell around the broken area still works.
  await expect(page.getByRole('banner').getByRole('link', { name: 'Casino', exact: true })).toBeVisible();

  for (const area of AREAS.filter((a) => a.remote !== 'mfe-promotions')) {
    await page.evaluate((path) => {
      window.history.pushState(null, '', path);
      window.dispatchEvent(new PopStateEvent('popstate'));
    }, area.path);
    await expectAreaMounted(page, area.remote);
  }

  // Back on promotions, still unreachable: the fallback again. Once the files are reachable,
  // Try again loads the area without a page reload.
  await page.evaluate(() => {
    window.history.pushState(null, '', '/en-UN/promotions');
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  await expect(areaOf(page, 'mfe-promotions')).toHaveAttribute('data-remote-status', 'failed');
  blocked = false;
  await page.getByRole('button', { name: 'Try again' }).click();
  await expectAreaMounted(page, 'mfe-promotions');
});

test('a missing release manifest takes down only the remote areas', async ({ page }) => {
  await page.route('**/cdn/manifest.json', (route) => route.fulfill({ status: 503, body: 'unavailable' }));
  await page.goto('/en-UN/online-casino');
  await expect(page.getByRole('alert').filter({ hasText: 'SOMETHING WENT WRONG' })).toBeVisible();
  await page.getByRole('banner').getByRole('link', { name: 'Nova Casino' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome to the casino' })).toBeVisible();
});
