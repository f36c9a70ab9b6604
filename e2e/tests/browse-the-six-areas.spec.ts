import { expect, test } from '../support/test';
import { expectAreaMounted } from '../support/areas';

test.describe('an anonymous visitor browses the six areas @phone', () => {
  test('casino: the lobby from content, a category page and all games with Load more', async ({ page }) => {
    await page.goto('/en-UN/online-casino');
    await expectAreaMounted(page, 'mfe-casino');
    await expect(page.getByRole('heading', { level: 1, name: 'Casino' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Popular' })).toBeVisible();
    await expect(page.getByRole('link', { name: /Book of Dead/ }).first()).toHaveAttribute('href', /\/en-UN\/online-casino\/play\/playngo\//);
    await expect(page.getByRole('link', { name: /Book of Dead/ }).first().locator('img')).toBeVisible();
    const sections = page.locator('[data-remote="mfe-casino"] section');
    await expect(sections.first()).toHaveCSS('content-visibility', 'visible');
    await expect(sections.nth(1)).toHaveCSS('content-visibility', 'auto');
    await page.goto('/en-UN/online-casino/all-games');
    await expect(page.getByRole('button', { name: /Load more/ })).toBeVisible();
  });

  test('live casino: tables with seats and bet limits', async ({ page }) => {
    await page.goto('/en-UN/live-casino-online');
    await expectAreaMounted(page, 'mfe-live-casino');
    await expect(page.getByRole('heading', { level: 1, name: 'Live casino' })).toBeVisible();
    await expect(page.getByText(/seats taken|Full/).first()).toBeVisible();
    await expect(page.getByText(/Bets €\d/).first()).toBeVisible();
    // The first section renders at once; the others only near the viewport (issue 19), and are there when reached.
    const sections = page.locator('[data-remote="mfe-live-casino"] section');
    await expect(sections.first()).toHaveCSS('content-visibility', 'visible');
    await expect(sections.nth(1)).toHaveCSS('content-visibility', 'auto');
    await sections.last().scrollIntoViewIfNeeded();
    await expect(sections.last().getByRole('link').last()).toBeVisible();
  });

  test('sportsbook: the stand-in frame with real fixtures', async ({ page }) => {
    await page.goto('/en-UN/sportsbook');
    await expectAreaMounted(page, 'mfe-sportsbook');
    const frame = page.frameLocator('iframe[title="Sportsbook"]');
    await expect(frame.getByRole('heading', { name: /English Premier League/ })).toBeVisible();
    await expect(frame.getByText(/Arsenal|Liverpool|Chelsea/).first()).toBeVisible();
  });

  test('account: the sign-up Details step validates and keeps what was typed', async ({ page }) => {
    await page.goto('/en-UN/signup');
    await expectAreaMounted(page, 'mfe-account');
    await expect(page.getByRole('heading', { name: 'Create your account' })).toBeVisible();
    await page.getByLabel('Email').fill('not-an-email');
    await page.getByRole('button', { name: /Continue/ }).click();
    await expect(page.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByLabel('Email')).toHaveValue('not-an-email');
  });

  test('account: the password reset Email step', async ({ page }) => {
    await page.goto('/en-UN/reset-password');
    await expectAreaMounted(page, 'mfe-account');
    await page.getByRole('textbox', { name: 'Email' }).fill('anna@sandbox.test');
    await page.getByRole('button', { name: 'Send code' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Enter your code' })).toBeFocused();
    await expect(page.getByText(/anna@sandbox\.test/)).toBeVisible();
  });

  test('cashier: the deposit modal asks an anonymous visitor to log in', async ({ page }) => {
    await page.goto('/en-UN/deposit');
    await expectAreaMounted(page, 'mfe-cashier');
    const dialog = page.getByRole('dialog', { name: 'Deposit' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Log in' })).toBeVisible();
  });

  test('promotions: the list, a category and a promotion page', async ({ page }) => {
    await page.goto('/en-UN/promotions');
    await expectAreaMounted(page, 'mfe-promotions');
    await expect(page.getByRole('heading', { level: 1, name: 'Promotions' })).toBeVisible();
    // Scoped to the area's own tabs: the host's header and bottom navigation have a "Casino" link too.
    await page.getByRole('navigation', { name: 'Promotion categories' }).getByRole('link', { name: 'Casino', exact: true }).click();
    await expect(page).toHaveURL(/\/en-UN\/promotions\/casino$/);
    await page.getByRole('link', { name: /Slot of the week/ }).first().click();
    await expect(page.getByRole('heading', { level: 1, name: /Slot of the week/ })).toBeVisible();
  });
});
