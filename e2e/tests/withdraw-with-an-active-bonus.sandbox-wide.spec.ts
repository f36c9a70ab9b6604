import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { bonusesOf, depositWithTrustly, SANDBOX, startLoggedIn } from '../support/sandbox';

/*
 * Spec 001 §2 "forfeit withdrawal" (issue 17): a withdrawal forfeits an active bonus, so the sandbox refuses
 * the request while anna holds one (409 error.bonus.active.withdrawal) and the cashier asks first. The journey
 * claims, deposits, forfeits and withdraws anna's money, which other journeys read: it runs in the
 * `sandbox-wide` project, after every other test, with the sandbox reset before and after. It walks the
 * site's links as a player does (header → My account → Rewards, header → My account → Banking → Withdraw).
 */
test.describe.configure({ mode: 'serial' });

const ANNA = 'anna@sandbox.test';
/** The seed's casino deposit bonus, titled in anna's profile language (the platform answers in it, whatever the site's). */
const BONUS = '100 % talletusbonus 100 € asti';

/** The status of anna's casino deposit bonus in the database. */
async function bonusStatus(request: APIRequestContext): Promise<string | undefined> {
  return (await bonusesOf(request, ANNA)).find((bonus) => bonus.campaignId === 'casino-welcome-match')?.status;
}

/** The player's balances straight from the sandbox's ledger (minor units). */
async function balancesOf(request: APIRequestContext, email: string): Promise<{ main: number; locked: number }> {
  const response = await request.get(`${SANDBOX}/__sandbox/players/${encodeURIComponent(email)}/ledger`);
  expect(response.ok()).toBeTruthy();
  return (await response.json()).balances as { main: number; locked: number };
}

/** From the home page to the withdraw page: header → My account → Banking → Withdraw. */
async function openWithdraw(page: Page) {
  await page.goto('/en-FI');
  await page.getByRole('banner').getByRole('link', { name: 'My account' }).click();
  await page.getByRole('navigation', { name: 'My account' }).getByRole('link', { name: 'Banking' }).click();
  await expect(page).toHaveURL(/\/en-FI\/my-account\/banking$/);
  await page.getByRole('navigation', { name: 'Banking pages' }).getByRole('link', { name: 'Withdraw' }).click();
  await expect(page).toHaveURL(/\/en-FI\/my-account\/banking\/withdraw$/);
}

/** Asks for 10.00 € and confirms: the request meets the active bonus, and the prompt opens. */
async function askToWithdrawTen(page: Page) {
  await page.getByRole('textbox', { name: 'Amount (EUR)' }).fill('10');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { name: 'You can withdraw 10.00 €' })).toBeVisible();
  await page.getByRole('button', { name: 'Withdraw 10.00 €' }).click();
  const prompt = page.getByRole('dialog', { name: 'Withdraw and forfeit your bonus?' });
  await expect(prompt).toContainText(`A withdrawal now forfeits your active bonus “${BONUS}”.`);
  await expect(prompt).toContainText('Wagered so far:');
  return prompt;
}

test.describe('withdraw with an active bonus (spec 001 §2 "forfeit withdrawal")', () => {
  test.beforeAll(async ({ request }) => {
    expect((await request.post(`${SANDBOX}/__sandbox/reset`)).ok()).toBeTruthy();
  });
  test.afterAll(async ({ request }) => {
    await request.post(`${SANDBOX}/__sandbox/reset`);
  });

  test('anna claims a deposit bonus and deposits; her withdrawal asks to forfeit it: Cancel keeps it, confirming forfeits and withdraws', async ({ page, request }) => {
    test.setTimeout(120_000);
    await startLoggedIn(page, request, ANNA);

    // The bonus: My account → Rewards → Claim, and its wagering requirements popup.
    await page.goto('/en-FI');
    await page.getByRole('banner').getByRole('link', { name: 'My account' }).click();
    await page.getByRole('navigation', { name: 'My account' }).getByRole('link', { name: 'Rewards' }).click();
    await expect(page).toHaveURL(/\/en-FI\/my-account\/rewards$/);
    await page.getByRole('article', { name: BONUS }).getByRole('button', { name: `Claim ${BONUS}` }).click();
    const popup = page.getByRole('dialog', { name: 'Wagering requirements' });
    await expect(popup).toContainText(BONUS);
    await popup.getByRole('button', { name: 'Got it' }).click();
    await expect.poll(() => bonusStatus(request)).toBe('PENDING_DEPOSIT');

    // The qualifying deposit of 50.00 € through the header's Deposit dialog: the bonus money arrives.
    await depositWithTrustly(page, '50');
    await expect.poll(() => bonusStatus(request)).toBe('ACTIVATED');
    const before = await balancesOf(request, ANNA);

    // The withdrawal meets the bonus: Cancel sends nothing and keeps it.
    await openWithdraw(page);
    let prompt = await askToWithdrawTen(page);
    await prompt.getByRole('button', { name: 'Cancel' }).click();
    await expect(prompt).toBeHidden();
    await expect(page.getByRole('button', { name: 'Withdraw 10.00 €' })).toBeVisible();
    expect(await bonusStatus(request)).toBe('ACTIVATED');
    expect(await balancesOf(request, ANNA)).toEqual(before);

    // Again, and Forfeit and withdraw: the bonus is forfeited, the withdrawal requested.
    await page.getByRole('button', { name: 'Withdraw 10.00 €' }).click();
    prompt = page.getByRole('dialog', { name: 'Withdraw and forfeit your bonus?' });
    await expect(prompt).toContainText(BONUS);
    await prompt.getByRole('button', { name: 'Forfeit and withdraw' }).click();
    await expect(page.getByRole('heading', { name: 'Withdrawal requested' })).toBeVisible();
    await expect(prompt).toBeHidden();
    await expect(page.getByRole('region', { name: 'Pending withdrawal' })).toContainText('10.00 €');
    expect(await bonusStatus(request)).toBe('FORFEITED');
    expect(await balancesOf(request, ANNA)).toMatchObject({ main: before.main - 10_00, locked: before.locked + 10_00 });
  });
});
