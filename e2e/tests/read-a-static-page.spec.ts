import { expect, test } from '../support/test';

test.describe('static content pages (spec 000 §2)', () => {
  // One page for the seven: a cold context per page cost as much again as the pages themselves.
  test('each static page renders from the content service, sanitised: no script from the content runs', async ({ page }) => {
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    for (const path of ['/terms', '/cookie-policy', '/age-restrictions', '/payment-methods', '/bonus-terms', '/casino-rules', '/responsible-gambling']) {
      await test.step(path, async () => {
        await page.goto(`/en-UN${path}`);
        await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
        await expect(page.getByRole('main').locator('p').first()).toBeVisible();
        await expect(page.locator('main script')).toHaveCount(0);
      });
    }
    expect(dialogs).toEqual([]);
  });

  test('the footer lists come from content, with the hidden entry skipped', async ({ page }) => {
    await page.goto('/en-UN');
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('link', { name: 'Responsible gambling' })).toHaveAttribute('href', '/en-UN/responsible-gambling');
    await expect(footer.getByRole('link', { name: 'Affiliates' })).toHaveCount(0);
    await footer.getByRole('link', { name: 'About us' }).click();
    await expect(page).toHaveURL(/\/en-UN\/about-us$/);
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
  });
});
