import { expect, test } from '../support/test';
import { SANDBOX, logInThroughTheDialog, startLoggedIn } from '../support/sandbox';

/*
 * Issue 16, the player's side. These tests move the sandbox clock and change limits that only a reset
 * clears (a removal waits 24 h), so they run one after another in this one file and reset the sandbox at
 * the end; the personas they change (anna's limits, ukplayer's time-out, sven's limit) are theirs alone
 * here. They run in the desktop project only (no @phone tag).
 *
 * fixme: written at the end of a session whose e2e run could not get the shared lock in time; not yet run
 * against the site. Remove `.fixme` once they have passed once.
 */
test.describe.configure({ mode: 'serial' });

test.describe.fixme('gambling limits (issue 16)', () => {
  test.afterAll(async ({ request }) => {
    await request.post(`${SANDBOX}/__sandbox/reset`);
  });

  test('anna sets a daily deposit limit of 20 EUR; a 30 EUR deposit is refused with what is left; a raise waits 24 h', async ({ page, request }) => {
    await startLoggedIn(page, request, 'anna@sandbox.test');
    await page.goto('/en-UN/my-account/gambling-limits');
    const deposit = page.getByRole('region', { name: 'Deposit limit' });
    await deposit.getByRole('textbox', { name: 'Daily' }).fill('20');
    await deposit.getByRole('button', { name: 'Save daily limit' }).click();
    await expect(deposit.getByText('Limit: €20.00')).toBeVisible();

    await page.goto('/en-UN/my-account/banking/deposit');
    await page.getByRole('radio', { name: 'Skrill' }).check();
    await page.getByRole('textbox', { name: 'Amount (EUR)' }).fill('30');
    await page.getByRole('button', { name: 'Pay', exact: true }).click();
    const refusal = page.getByRole('alert');
    await expect(refusal).toContainText('Your daily deposit limit does not allow this deposit.');
    await expect(refusal).toContainText('You can still deposit €20.00.');

    await page.goto('/en-UN/my-account/gambling-limits');
    await deposit.getByRole('textbox', { name: 'Daily' }).fill('50');
    await deposit.getByRole('button', { name: 'Save daily limit' }).click();
    await expect(deposit.getByText('Pending', { exact: true })).toBeVisible();
    await expect(deposit.getByText(/€50\.00 from/)).toBeVisible();
    await expect(deposit.getByText('Limit: €20.00')).toBeVisible();

    const moved = await request.post(`${SANDBOX}/__sandbox/clock`, { data: { advanceMs: 24 * 3_600_000 + 60_000 } });
    expect(moved.ok()).toBeTruthy();
    // A day of sandbox time ends the session (30 minutes idle): log in again.
    await page.goto('/en-UN/my-account/gambling-limits');
    if (await page.getByRole('banner').getByRole('button', { name: 'Log in' }).isVisible()) await logInThroughTheDialog(page, 'anna@sandbox.test');
    await expect(deposit.getByText('Limit: €50.00')).toBeVisible();
    await expect(deposit.getByText('Pending', { exact: true })).toHaveCount(0);
  });

  test('a Swedish player must set a deposit limit before the first deposit', async ({ page, request }) => {
    await startLoggedIn(page, request, 'sven@sandbox.test');
    await page.goto('/en-PP/my-account/banking/deposit');
    await page.getByRole('radio').first().check();
    await page.getByRole('textbox', { name: 'Amount (SEK)' }).fill('300');
    await page.getByRole('button', { name: 'Pay', exact: true }).click();
    const alert = page.getByRole('alert');
    await expect(alert).toContainText('Set a deposit limit before your first deposit');
    await expect(alert.getByRole('link', { name: 'Set a deposit limit' })).toHaveAttribute('href', '/en-PP/my-account/gambling-limits');
  });

  test('a time-out logs the player out and login then shows the days left', async ({ page, request }) => {
    await startLoggedIn(page, request, 'ukplayer@sandbox.test');
    await page.goto('/en-UN/my-account/gambling-limits');
    const timeout = page.getByRole('region', { name: 'Time-out' });
    await timeout.getByRole('radio', { name: '24 hours' }).check();
    await timeout.getByRole('button', { name: 'Take a time-out' }).click();
    const dialog = page.getByRole('dialog', { name: 'Take a time-out of 24 hours?' });
    await expect(dialog).toContainText('You will be logged out at once');
    await dialog.getByRole('button', { name: 'Yes, start my time-out' }).click();
    await expect(page.getByRole('banner').getByRole('button', { name: 'Log in' })).toBeVisible();
    await logInThroughTheDialog(page, 'ukplayer@sandbox.test');
    await expect(page.getByRole('dialog', { name: 'Log in' })).toContainText('You can log in again in 1 day');
  });
});
