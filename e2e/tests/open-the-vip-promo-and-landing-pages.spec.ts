import { expect, test } from '../support/test';

/* Issue 17 point 5: pages from content, as a visitor walks to them. No state changes: any persona-free run. */
test.describe('pages from content (issue 17 point 5, spec 000 §2)', () => {
  test('the welcome landing page puts WELCOME100 in the URL, shows it, and Remove the code takes it out @phone', async ({ page }) => {
    await page.goto('/en-UN/landing/welcome');
    await expect(page.getByRole('heading', { level: 1, name: 'Your 100% welcome bonus' })).toBeVisible();
    await expect(page).toHaveURL(/\/en-UN\/landing\/welcome\?bonusCode=WELCOME100$/);
    const code = page.getByRole('region', { name: 'Your bonus code' });
    await expect(code).toContainText('WELCOME100');
    const article = page.getByRole('article');
    await expect(article.getByRole('button', { name: 'Log in' })).toBeVisible();
    await expect(article.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/en-UN/signup?bonusCode=WELCOME100');

    await code.getByRole('button', { name: 'Remove the code' }).click();
    await expect(page).toHaveURL(/\/en-UN\/landing\/welcome$/);
    await expect(code).toBeHidden();
    await expect(page.getByRole('heading', { level: 1, name: 'Your 100% welcome bonus' })).toBeVisible();
  });

  test('a code in the URL is readable on a landing page, and the page does not run the script in its content', async ({ page }) => {
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    await page.goto('/en-UN/landing/weekend?bonusCode=USED50');
    await expect(page.getByRole('heading', { level: 1, name: 'Weekend at the tables' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Your bonus code' })).toContainText('USED50');
    await expect(page.getByRole('link', { name: 'the live casino promotions' })).toHaveAttribute('href', '/en-UN/promotions/live-casino');
    expect(dialogs).toEqual([]);
  });

  test('a missing landing page says Page not found!', async ({ page }) => {
    await page.goto('/en-UN/landing/no-such-page');
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found!' })).toBeVisible();
  });

  test('from the home page a visitor walks to iClub and to the welcome offer', async ({ page }) => {
    await page.goto('/en-UN');
    await page.getByRole('link', { name: 'Visit iClub' }).click();
    await expect(page).toHaveURL(/\/en-UN\/iclub$/);
    await expect(page.getByRole('heading', { level: 1, name: 'iClub, our VIP club' })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Perks of Gold' })).toContainText('Personal account manager');
    await page.goto('/en-UN');
    await page.getByRole('link', { name: 'See the offer' }).click();
    await expect(page).toHaveURL(/\/en-UN\/landing\/welcome\?bonusCode=WELCOME100$/);
  });

  test('a registration landing page sells the sign-up, keeping the redirect', async ({ page }) => {
    await page.goto('/en-UN/promo/summer-spins?redirect=%2Fonline-casino');
    await expect(page.getByRole('heading', { level: 1, name: 'Sign up and get 100 free spins' })).toBeVisible();
    const signUp = page.getByRole('link', { name: 'Get my spins' });
    await expect(signUp).toHaveAttribute('href', '/en-UN/signup?redirect=%2Fonline-casino');
    await signUp.click();
    await expect(page).toHaveURL(/\/en-UN\/signup\?redirect=%2Fonline-casino$/);
  });

  test('a promotion page shows its terms', async ({ page }) => {
    await page.goto('/en-UN/promotions/casino/welcome-bonus');
    const terms = page.getByRole('region', { name: 'Terms and conditions' });
    await expect(terms).toContainText('Bonus code: WELCOME100');
    await expect(terms.locator('script')).toHaveCount(0);
  });
});
