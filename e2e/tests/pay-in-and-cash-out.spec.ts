import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { SANDBOX, startLoggedIn } from '../support/sandbox';

/** What the ledger holds for a player, straight from the sandbox's database (minor units). */
async function ledgerOf(
  request: APIRequestContext,
  email: string,
): Promise<{ balances: { main: number; locked: number }; transactions: { category: string }[] }> {
  const response = await request.get(`${SANDBOX}/__sandbox/players/${encodeURIComponent(email)}/ledger`);
  expect(response.ok()).toBeTruthy();
  return response.json();
}

/** Pays `amount` with `method` up to the provider's page and presses `button` there. */
async function payAndPress(
  page: Page,
  method: string,
  amount: string,
  button: 'Approve' | 'Decline' | 'Cancel',
) {
  await page.getByRole('radio', { name: method }).check();
  await page.getByRole('textbox', { name: 'Amount (EUR)' }).fill(amount);
  await page.getByRole('button', { name: 'Pay', exact: true }).click();
  const provider = page.frameLocator(`iframe[title="${method} payment page"]`);
  await provider.getByRole('button', { name: button }).click();
}

test.describe('the cashier on the ledger (issue 14)', () => {
  test('nora deposits with Trustly from the header and the header balance changes without a reload @phone', async ({
    page,
    request,
  }) => {
    // The desktop and phone runs share one sandbox: nora starts with what the other run left.
    const before = (await ledgerOf(request, 'nora@sandbox.test')).balances.main;
    const euros = (minor: number) => `€${(minor / 100).toFixed(2)}`;
    await startLoggedIn(page, request, 'nora@sandbox.test');
    await page.goto('/en-UN');
    const balance = page.getByTestId('header-balance');
    await expect(balance).toContainText(euros(before));
    await page.getByRole('banner').getByRole('link', { name: 'Deposit' }).click();
    const dialog = page.getByRole('dialog', { name: 'Deposit' });
    await expect(dialog.getByRole('radio', { name: 'Trustly' })).toBeVisible();
    await payAndPress(page, 'Trustly', '25', 'Approve');
    await expect(dialog.getByRole('heading', { name: 'Deposit successful' })).toBeFocused();
    await expect(dialog.getByText(`Your cash balance is now ${euros(before + 25_00)}.`)).toBeVisible();
    await expect(balance).toContainText(euros(before + 25_00));
    expect((await ledgerOf(request, 'nora@sandbox.test')).balances.main).toBe(before + 25_00);
  });

  test('a declined payment leaves the balance unchanged and says so', async ({ page, request }) => {
    const before = (await ledgerOf(request, 'anna@sandbox.test')).balances.main;
    await startLoggedIn(page, request, 'anna@sandbox.test');
    await page.goto('/fi-FI/my-account/banking/deposit');
    await page.getByRole('radio', { name: 'Skrill' }).waitFor();
    await page.getByRole('radio', { name: 'Skrill' }).check();
    await page.getByRole('textbox', { name: 'Summa (EUR)' }).fill('20');
    await page.getByRole('button', { name: 'Maksa', exact: true }).click();
    await page
      .frameLocator('iframe[title="Skrill-maksusivu"]')
      .getByRole('button', { name: 'Decline' })
      .click();
    await expect(page.getByRole('heading', { name: 'Maksu hylättiin' })).toBeFocused();
    await expect(page.getByText('Saldosi ei muuttunut.', { exact: false })).toBeVisible();
    expect((await ledgerOf(request, 'anna@sandbox.test')).balances.main).toBe(before);
  });

  test('a bad amount is refused on the field and nothing is asked of the platform', async ({
    page,
    request,
  }) => {
    await startLoggedIn(page, request, 'nora@sandbox.test');
    await page.goto('/en-UN/my-account/banking/deposit');
    const amount = page.getByRole('textbox', { name: 'Amount (EUR)' });
    await amount.fill('12.345');
    const calls: string[] = [];
    page.on('request', (sent) => {
      if (sent.url().includes('/player/wallet/deposit')) calls.push(sent.url());
    });
    await page.getByRole('button', { name: 'Pay', exact: true }).click();
    await expect(page.getByText('Use at most 2 decimals.')).toBeVisible();
    await expect(amount).toHaveValue('12.345');
    expect(calls).toEqual([]);
  });

  test('ulla withdraws, sees it pending, cancels it, and the balance comes back', async ({
    page,
    request,
  }) => {
    await startLoggedIn(page, request, 'ulla@sandbox.test');
    await page.goto('/en-UN/my-account/banking/withdraw');
    await page.getByRole('textbox', { name: 'Amount (EUR)' }).fill('20');
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByRole('heading', { name: 'You can withdraw €20.00' })).toBeFocused();
    await page.getByRole('button', { name: 'Withdraw €20.00' }).click();
    await expect(page.getByRole('heading', { name: 'Withdrawal requested' })).toBeVisible();
    const pending = page.getByRole('region', { name: 'Pending withdrawal' });
    await expect(pending).toContainText('€20.00');
    expect((await ledgerOf(request, 'ulla@sandbox.test')).balances).toMatchObject({
      main: 20_00,
      locked: 20_00,
    });
    await pending.getByRole('button', { name: 'Cancel withdrawal' }).click();
    await expect(pending).toBeHidden();
    expect((await ledgerOf(request, 'ulla@sandbox.test')).balances).toMatchObject({ main: 40_00, locked: 0 });
  });

  for (const [email, heading] of [
    ['kyc@sandbox.test', 'Documents needed'],
    ['review@sandbox.test', 'Your documents are being reviewed'],
    ['unverified@sandbox.test', 'Verify your identity to withdraw this much'],
    ['limit@sandbox.test', 'Withdrawal limit reached'],
  ] as const) {
    test(`${email} is told what to do: ${heading}`, async ({ page, request }) => {
      await startLoggedIn(page, request, email);
      await page.goto('/en-UN/my-account/banking/withdraw');
      await page.getByRole('textbox', { name: 'Amount (EUR)' }).fill('10');
      await page.getByRole('button', { name: 'Continue' }).click();
      await expect(page.getByRole('heading', { name: heading })).toBeFocused();
      if (email === 'kyc@sandbox.test') {
        await expect(page.getByRole('link', { name: 'Upload documents' })).toHaveAttribute(
          'href',
          '/en-UN/my-account/account/verification?entry=WITHDRAW',
        );
      }
    });
  }

  test('a long history pages ten at a time, grouped by day, and filters by category', async ({ page, request }) => {
    // nocasino@'s money is read by no other journey; the desktop and phone runs share one sandbox.
    const email = 'nocasino@sandbox.test';
    if ((await ledgerOf(request, email)).transactions.length < 30) {
      const history = await request.post(`${SANDBOX}/__sandbox/players/${encodeURIComponent(email)}/history`, {
        data: { count: 30, days: 20 },
      });
      expect(history.status()).toBe(201);
    }
    await startLoggedIn(page, request, email);
    await page.goto('/en-UN/my-account/banking/transactions');
    const main = page.getByRole('main');
    const rows = main.getByRole('listitem');
    await expect(rows).toHaveCount(10);
    expect(await main.getByRole('region').count()).toBeGreaterThan(1);
    await main.getByRole('button', { name: 'Load more' }).click();
    await expect(rows).toHaveCount(20);

    await page.getByRole('combobox', { name: 'Category' }).selectOption('SPORTS');
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect
      .poll(async () => {
        const texts = await rows.allTextContents();
        return texts.length > 0 && texts.every((text) => text.includes('Sports'));
      })
      .toBe(true);
  });

  test('the transaction list shows the pending withdrawal by day and filters by category', async ({
    page,
    request,
  }) => {
    await startLoggedIn(page, request, 'pending@sandbox.test');
    await page.goto('/en-UN/my-account/banking/transactions');
    await expect(page.getByRole('listitem').filter({ hasText: 'Withdrawal' }).first()).toBeVisible();
    await expect(page.getByRole('main').getByRole('heading', { level: 2 }).first()).toBeVisible();
    await page.getByRole('combobox', { name: 'Category' }).selectOption('CASINO');
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect(page.getByRole('listitem').filter({ hasText: 'Withdrawal' })).toHaveCount(0);
  });
});
