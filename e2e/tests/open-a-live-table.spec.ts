import { expect, test } from '../support/test';
import { startLoggedIn } from '../support/sandbox';

test.describe('live casino tables (spec 000 §2 Live casino group, spec 001 §7 evolution authenticate)', () => {
  test('an anonymous visitor is sent from a live play page to the live casino home', async ({ page }) => {
    await page.goto('/en-UN/live-casino-online/play/evolution/crazy-time');
    await expect(page).toHaveURL(/\/en-UN\/live-casino-online$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Live casino' })).toBeVisible();
  });

  test('a logged-in player opens a live table from the lobby', async ({ page, request }) => {
    await startLoggedIn(page, request, 'nosports@sandbox.test');
    await page.goto('/en-UN/live-casino-online');
    await page.getByRole('link', { name: /Crazy Time/ }).first().click();
    await expect(page).toHaveURL(/\/en-UN\/live-casino-online\/play\/evolution\/crazy-time$/);
    const table = page.frameLocator('iframe[title="Crazy Time"]');
    await expect(table.getByText(/Crazy Time/).first()).toBeVisible();
  });

  test('typing in the live lobby’s search narrows the tables without Enter; Back leaves the search', async ({ page }) => {
    await page.goto('/en-UN/live-casino-online');
    await expect(page.getByRole('link', { name: /Crazy Time/ }).first()).toBeVisible();
    await page.getByRole('searchbox', { name: 'Search tables' }).pressSequentially('Crazy', { delay: 60 });
    await expect(page).toHaveURL(/\/en-UN\/live-casino-online\?q=Crazy$/);
    await expect(page.getByRole('link', { name: /Crazy Time/ }).first()).toBeVisible();
    await expect(page.getByRole('link', { name: /Lightning Roulette/ })).toHaveCount(0);
    await page.getByRole('searchbox', { name: 'Search tables' }).pressSequentially('zzz', { delay: 60 });
    await expect(page.getByText('No live tables match “Crazyzzz”.')).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL(/\/en-UN\/live-casino-online$/);
    await expect(page.getByRole('searchbox', { name: 'Search tables' })).toHaveValue('');
    await expect(page.getByText(/No live tables match/)).toBeHidden();
  });
});
