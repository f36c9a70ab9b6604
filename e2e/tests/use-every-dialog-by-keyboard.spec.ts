import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { expectAreaMounted } from '../support/areas';
import { startLoggedIn } from '../support/sandbox';

/** Serious and critical accessibility violations inside the open dialog (axe-core). */
async function seriousViolationsIn(page: Page) {
  const results = await new AxeBuilder({ page }).include('dialog[open]').analyze();
  return results.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical').map((violation) => `${violation.id}: ${violation.help}`);
}

/**
 * Checks what every modal of the site shares (the one `Dialog` of `@casino/shared/ui`): it is a
 * modal dialog with focus inside, Tab and Shift+Tab keep focus inside, axe finds nothing serious,
 * Escape closes it and focus is back on the control that opened it.
 */
async function useByKeyboard(page: Page, dialog: Locator, opener: Locator) {
  await expect(dialog).toBeVisible();
  await expect(dialog).toHaveAttribute('aria-modal', 'true');
  await expect.poll(() => dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
  for (const key of ['Tab', 'Tab', 'Tab', 'Tab', 'Tab', 'Tab', 'Shift+Tab', 'Shift+Tab', 'Shift+Tab', 'Shift+Tab', 'Shift+Tab', 'Shift+Tab', 'Shift+Tab']) {
    await page.keyboard.press(key);
    expect(await dialog.evaluate((element) => element.contains(document.activeElement)), `focus after ${key}`).toBe(true);
  }
  expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe('hidden');
  expect(await seriousViolationsIn(page)).toEqual([]);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
}

test.describe('every dialog by keyboard (issue 13: one dialog)', () => {
  test('the login dialog from the header', async ({ page }) => {
    await page.goto('/en-UN');
    const opener = page.getByRole('banner').getByRole('button', { name: 'Log in' });
    await opener.focus();
    await page.keyboard.press('Enter');
    await useByKeyboard(page, page.getByRole('dialog', { name: 'Log in' }), opener);
  });

  test('the deposit modal from the header', async ({ page, request }) => {
    await startLoggedIn(page, request, 'anna@sandbox.test');
    await page.goto('/en-FI');
    const opener = page.getByRole('banner').getByRole('link', { name: 'Deposit' });
    await opener.focus();
    await page.keyboard.press('Enter');
    await expectAreaMounted(page, 'mfe-cashier');
    await useByKeyboard(page, page.getByRole('dialog', { name: 'Deposit' }), opener);
  });

  test('the provider filter in the casino lobby', async ({ page }) => {
    await page.goto('/en-UN/online-casino');
    await expectAreaMounted(page, 'mfe-casino');
    const opener = page.getByRole('button', { name: /Providers/ }).first();
    await opener.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Filter by provider' });
    await expect(dialog.getByRole('checkbox').first()).toBeVisible();
    await useByKeyboard(page, dialog, opener);
  });
});
