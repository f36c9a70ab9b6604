import { expect, test } from '../support/test';
import { startLoggedIn } from '../support/sandbox';

test.describe('the language of the account (issue 15, spec 001 §7)', () => {
  test('anna changes the language to Finnish, to English and back, and the whole site follows @phone', async ({
    page,
    request,
  }) => {
    await startLoggedIn(page, request, 'anna@sandbox.test');
    // Opened in English, the account remote has only its English texts (issue 19): its Finnish ones load when
    // she chooses Finnish, and the page, still mounted, shows them without a reload.
    await page.goto('/en-FI/my-account/account/language');
    await expect(page.getByRole('heading', { level: 1, name: 'Language' })).toBeVisible();
    await page.getByRole('radio', { name: 'Suomi' }).check();
    await page.getByRole('button', { name: 'Save language' }).click();
    await expect(page).toHaveURL(/\/fi-FI\/my-account\/account\/language$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Kieli' })).toBeVisible();
    await expect(page.getByText('Kieli on vaihdettu.')).toBeVisible();
    // The toast leaves after 5 s, before the same words are said again at the end.
    await expect(page.getByText('Kieli on vaihdettu.')).toBeHidden();
    await expect(page.getByRole('radio', { name: 'Suomi' })).toBeChecked();

    await page.getByRole('radio', { name: 'English' }).check();
    await page.getByRole('button', { name: 'Tallenna kieli' }).click();
    await expect(page).toHaveURL(/\/en-FI\/my-account\/account\/language$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Language' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByText('The language is changed.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Live casino', exact: true }).first()).toBeAttached();

    // Back to Finnish: anna is as seeded for the next run.
    await page.getByRole('radio', { name: 'Suomi' }).check();
    await page.getByRole('button', { name: 'Save language' }).click();
    await expect(page).toHaveURL(/\/fi-FI\/my-account\/account\/language$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Kieli' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'fi');
    await expect(page.getByText('Kieli on vaihdettu.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Live-kasino', exact: true }).first()).toBeAttached();
  });
});
