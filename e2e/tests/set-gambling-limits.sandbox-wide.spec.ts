import { expect, test } from '../support/test';
import { SANDBOX, logInThroughTheDialog, startLoggedIn } from '../support/sandbox';

/*
 * Issue 16, the player's side, against the sandbox's enforcement. These tests move the sandbox clock (which
 * every session reads) and leave changes only a reset undoes (a removed limit waits 24 h, a time-out lasts a
 * day), so they run in the `sandbox-wide` project: after every other test, one at a time, with the sandbox
 * reset before (a retry starts clean) and after.
 */
test.describe.configure({ mode: 'serial' });

test.describe('gambling limits (issue 16)', () => {
  test.beforeAll(async ({ request }) => {
    expect((await request.post(`${SANDBOX}/__sandbox/reset`)).ok()).toBeTruthy();
  });
  test.afterAll(async ({ request }) => {
    await request.post(`${SANDBOX}/__sandbox/reset`);
  });

  test('anna sets a daily deposit limit of 20 EUR; a 30 EUR deposit is refused with what is left; a raise waits 24 h', async ({ page, request }) => {
    await startLoggedIn(page, request, 'anna@sandbox.test');
    await page.goto('/en-FI');
    await page.getByRole('banner').getByRole('link', { name: 'My account' }).click();
    await page.getByRole('navigation', { name: 'My account' }).getByRole('link', { name: 'Gambling limits' }).click();
    await expect(page).toHaveURL(/\/en-FI\/my-account\/gambling-limits$/);
    const deposit = page.getByRole('region', { name: 'Deposit limit' });
    await deposit.getByRole('textbox', { name: 'Daily' }).fill('20');
    await deposit.getByRole('button', { name: 'Save daily limit' }).click();
    await expect(deposit.getByText('Limit: 20.00 €')).toBeVisible();

    await page.goto('/en-FI/my-account/banking/deposit');
    await page.getByRole('radio', { name: 'Skrill' }).check();
    await page.getByRole('textbox', { name: 'Amount (EUR)' }).fill('30');
    await page.getByRole('button', { name: 'Pay', exact: true }).click();
    const refusal = page.getByRole('alert');
    await expect(refusal).toContainText('Your daily deposit limit does not allow this deposit.');
    await expect(refusal).toContainText('You can still deposit 20.00 €.');
    await expect(refusal).toContainText(/The limit starts again in .+ \(\d\d\/\d\d\/\d{4} \d\d:\d\d\)\./);

    // In Finnish, when the limit starts again is in Finnish words too: the page's language brings its date words.
    await page.goto('/fi-FI/my-account/banking/deposit');
    await page.getByRole('radio', { name: 'Skrill' }).check();
    await page.getByRole('textbox', { name: 'Summa (EUR)' }).fill('30');
    await page.getByRole('button', { name: 'Maksa', exact: true }).click();
    await expect(refusal).toContainText(/Raja alkaa alusta .*kuluttua \(\d\d\/\d\d\/\d{4} \d\d:\d\d\)\./);

    await page.goto('/en-FI/my-account/gambling-limits');
    await deposit.getByRole('textbox', { name: 'Daily' }).fill('50');
    await deposit.getByRole('button', { name: 'Save daily limit' }).click();
    await expect(deposit.getByText('Pending', { exact: true })).toBeVisible();
    await expect(deposit.getByText(/50\.00 € from/)).toBeVisible();
    await expect(deposit.getByText('Limit: 20.00 €')).toBeVisible();

    const moved = await request.post(`${SANDBOX}/__sandbox/clock`, { data: { advanceMs: 24 * 3_600_000 + 60_000 } });
    expect(moved.ok()).toBeTruthy();
    // A day of sandbox time ends the session (30 minutes idle): the player logs in again and goes back to
    // the page (the access-error page does not lead back by itself yet: issue 18 point 2).
    await page.goto('/en-FI');
    await logInThroughTheDialog(page, 'anna@sandbox.test');
    await page.getByRole('banner').getByRole('link', { name: 'My account' }).click();
    await page.getByRole('navigation', { name: 'My account' }).getByRole('link', { name: 'Gambling limits' }).click();
    await expect(deposit.getByText('Limit: 50.00 €')).toBeVisible();
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
    await alert.getByRole('link', { name: 'Set a deposit limit' }).click();
    await expect(page).toHaveURL(/\/en-PP\/my-account\/gambling-limits$/);
    await expect(page.getByRole('region', { name: 'Deposit limit' })).toBeVisible();
  });

  test('a time-out logs the player out and login then shows the days left', async ({ page, request }) => {
    await startLoggedIn(page, request, 'ukplayer@sandbox.test');
    await page.goto('/en-UK/my-account/gambling-limits');
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

  test("Germany's panic button pauses the account for 24 hours in one click and a confirmation", async ({ page, request }) => {
    await startLoggedIn(page, request, 'max@sandbox.test');
    await page.goto('/en-DE');
    await page.getByRole('banner').getByRole('button', { name: 'Panic button: pause 24 h' }).click();
    const dialog = page.getByRole('dialog', { name: 'Pause your account for 24 hours?' });
    await expect(dialog).toContainText('You will be logged out at once');
    await dialog.getByRole('button', { name: 'Yes, pause my account' }).click();
    await expect(page.getByRole('banner').getByRole('button', { name: 'Log in' })).toBeVisible();
    await logInThroughTheDialog(page, 'max@sandbox.test');
    await expect(page.getByRole('dialog', { name: 'Log in' })).toContainText('You can log in again in 1 day');
  });
});
