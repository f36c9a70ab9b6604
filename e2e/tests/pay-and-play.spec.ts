import { expect, test } from '../support/test';
import { SANDBOX } from '../support/sandbox';

/** pia@sandbox.test: the sandbox bank's customer new to the casino (sandbox/README.md, Pay and play). */
const PIA = 'pia@sandbox.test';
const mainOf = async (request: import('@playwright/test').APIRequestContext) =>
  ((await (await request.get(`${SANDBOX}/__sandbox/players/${PIA}/ledger`)).json()) as { balances: { main: number } }).balances.main;

test.describe('pay and play (spec 001 §7 Pay and play, issue 14 point 7)', () => {
  test('a FI visitor pays and plays from the sign-up page: the bank knows her, she is logged in with the deposit and gives the missing details', async ({ page, request }) => {
    const before = await mainOf(request);
    await page.goto('/en-FI');
    await page.getByRole('banner').getByRole('link', { name: 'Sign up' }).click();
    await page.getByRole('link', { name: 'Pay and play' }).click();
    await expect(page).toHaveURL(/\/en-FI\/signup\/pnp$/);
    await expect(page.getByRole('heading', { name: 'Pay and play', level: 1 })).toBeVisible();
    await expect(page.getByText('Pelaa sekunneissa')).toBeVisible();

    await page.getByRole('textbox', { name: 'Amount (EUR)' }).fill('50');
    await page.getByRole('button', { name: 'Pay and play' }).click();
    const bank = page.frameLocator('iframe[title="Your bank"]');
    await expect(bank.getByLabel('Log in to your bank as')).toHaveValue('FI-150395-456B');
    await bank.getByRole('button', { name: 'Approve' }).click();

    await expect(page.getByRole('heading', { name: /^50\.00 € is on your account$/ })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Log out' })).toBeVisible();
    await expect(page.getByTestId('header-balance')).toContainText('50.00');
    expect(await mainOf(request)).toBe(before + 50_00);

    await page.getByRole('textbox', { name: 'E-mail' }).fill('pia@example.fi');
    await page.getByRole('textbox', { name: 'Mobile phone' }).fill('+358 40 123 4567');
    await page.getByRole('button', { name: 'Save and play' }).click();
    await expect(page.getByRole('heading', { name: /^You are in: 50\.00 € is on your account$/ })).toBeVisible();
    await page.getByRole('link', { name: 'Go to the casino' }).click();
    await expect(page).toHaveURL(/\/en-FI\/online-casino$/);
  });

  test('a market without pay and play says so and points to the sign-up', async ({ page }) => {
    await page.goto('/en-UN/signup/pnp');
    await expect(page.getByText('Pay and play is not offered in your market.')).toBeVisible();
    await expect(page.getByText('Pnp Banner not being configured!')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Sign up with your details instead' })).toHaveAttribute('href', '/en-UN/signup');
  });
});
