import type { APIRequestContext } from '@playwright/test';
import { codeSentTo, uniqueMark } from '../support/outbox';
import { SANDBOX, startLoggedIn } from '../support/sandbox';
import { expect, test } from '../support/test';

/*
 * Issue 16 §5, the market rules as data in the market table, applied by the site and the sandbox: the UK
 * deposit-limit prompt before the first deposit, the Dutch sign-up limits, and no autoplay in German game
 * launches. ukplayer's limits are put back with the sandbox's control call whatever happens; the Dutch
 * sign-up is a player of its own each run.
 */
const UK_PLAYER = 'ukplayer@sandbox.test';

/** Removes every limit of a player at once (no cooling-off): what a test set is put back. */
async function putBackLimits(request: APIRequestContext, email: string) {
  const response = await request.delete(`${SANDBOX}/__sandbox/players/${encodeURIComponent(email)}/limits`);
  expect(response.status()).toBe(204);
}

/** The player's limits as the sandbox holds them, read with a login of its own. */
async function limitsOf(request: APIRequestContext, email: string, password: string) {
  const login = await request.post(`${SANDBOX}/player/login`, { data: { email, password } });
  expect(login.ok()).toBeTruthy();
  const headers = { authorization: `Bearer ${(await login.json()).accessToken as string}` };
  const read = async (path: string) => (await (await request.get(`${SANDBOX}/player/${path}`, { headers })).json()) as { limits?: Array<{ period: string; value: number | null }>; value?: number | null };
  return { deposit: await read('deposit-limits'), session: await read('session-limits'), balance: await read('balance-limit') };
}

test.describe('market protection rules (issue 16 §5)', () => {
  test.describe('UK: a deposit-limit prompt before the first deposit', () => {
    // Both tests are ukplayer's: one after the other, so neither sees the other's limit.
    test.describe.configure({ mode: 'serial' });

    test('ukplayer opening the deposit is asked first; "Not now" goes on to the deposit, and the tab remembers it', async ({ page, request }) => {
      try {
        await startLoggedIn(page, request, UK_PLAYER);
        await page.goto('/en-UK/deposit');
        const dialog = page.getByRole('dialog', { name: 'Deposit' });
        const prompt = dialog.getByRole('region', { name: 'Would you like to set a deposit limit?' });
        await expect(prompt).toBeVisible();
        await expect(prompt.getByRole('heading', { name: 'Would you like to set a deposit limit?' })).toBeFocused();
        await expect(dialog.getByRole('button', { name: 'Pay', exact: true })).toHaveCount(0);

        await prompt.getByRole('button', { name: 'Not now' }).click();
        await expect(dialog.getByRole('button', { name: 'Pay', exact: true })).toBeVisible();
        await expect(dialog.getByRole('textbox', { name: 'Amount (GBP)' })).toBeVisible();

        await page.goto('/en-UK/my-account/banking/deposit');
        await expect(page.getByRole('button', { name: 'Pay', exact: true })).toBeVisible();
        await expect(page.getByRole('region', { name: 'Would you like to set a deposit limit?' })).toHaveCount(0);
      } finally {
        await putBackLimits(request, UK_PLAYER);
      }
    });

    test('ukplayer sets a weekly deposit limit from the prompt; the limits page shows it', async ({ page, request }) => {
      try {
        await startLoggedIn(page, request, UK_PLAYER);
        await page.goto('/en-UK/my-account/banking/deposit');
        const prompt = page.getByRole('region', { name: 'Would you like to set a deposit limit?' });
        await prompt.getByRole('radio', { name: 'Weekly' }).check();
        const amount = prompt.getByRole('textbox', { name: 'Deposit limit (GBP)' });
        await amount.fill('0.5');
        await prompt.getByRole('button', { name: 'Set deposit limit' }).click();
        await expect(amount).toHaveAccessibleDescription('The smallest amount is £1.00.');
        await amount.fill('50');
        await prompt.getByRole('button', { name: 'Set deposit limit' }).click();

        await expect(page.getByRole('status').filter({ hasText: 'Your weekly deposit limit of £50.00 is set.' })).toBeVisible();
        await expect(page.getByRole('button', { name: 'Pay', exact: true })).toBeVisible();
        const { deposit } = await limitsOf(request, UK_PLAYER, 'Sandbox!2026');
        expect(deposit.limits?.map((period) => [period.period, period.value])).toEqual([
          ['D', null],
          ['W', 50_00],
          ['M', null],
        ]);

        await page.getByRole('link', { name: 'Change it on the Gambling limits page' }).click();
        const region = page.getByRole('region', { name: 'Deposit limit' });
        await expect(region.getByText('Limit: £50.00')).toBeVisible();
      } finally {
        await putBackLimits(request, UK_PLAYER);
      }
    });
  });

  test('NL: a new Dutch player sets deposit, login-time and balance limits before the account is complete', async ({ page, request }) => {
    const email = `nl.player.${uniqueMark()}@example.com`;
    const digits = `${Date.now() % 1e6}`.padStart(6, '0') + `${Math.floor(Math.random() * 100)}`.padStart(2, '0');
    const password = 'Nieuwspeler1';

    await page.goto('/en-NL/signup');
    await page.getByRole('combobox', { name: 'Country', exact: true }).selectOption('NL');
    await page.getByRole('textbox', { name: 'Email' }).fill(email);
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByRole('textbox', { name: 'Mobile number' }).fill(`6${digits}`);
    await page.getByRole('checkbox', { name: /accept the terms and conditions/ }).check();
    await page.getByRole('checkbox', { name: 'I accept the cookie policy' }).check();
    await page.getByRole('button', { name: 'Continue' }).click();

    await expect(page.getByRole('heading', { level: 2, name: 'About you' })).toBeFocused();
    await page.getByRole('textbox', { name: 'First name' }).fill('Daan');
    await page.getByRole('textbox', { name: 'Last name' }).fill('Jansen');
    await page.getByRole('textbox', { name: 'Date of birth' }).fill('17/05/1990');
    await page.getByRole('textbox', { name: 'Street address' }).fill('Damrak 1');
    await page.getByRole('textbox', { name: 'Postal code' }).fill('1012 LG');
    await page.getByRole('textbox', { name: 'City' }).fill('Amsterdam');
    await page.getByRole('button', { name: 'Continue' }).click();

    await expect(page.getByRole('heading', { level: 2, name: 'Verify your mobile number' })).toBeFocused();
    await page.getByRole('textbox', { name: 'Code from the text message' }).fill(await codeSentTo(request, `+316${digits}`, 'SMS'));
    await page.getByRole('button', { name: 'Verify' }).click();

    await expect(page.getByRole('heading', { level: 2, name: 'Set your limits' })).toBeFocused();
    await expect(page.getByRole('navigation', { name: 'Progress' })).toContainText('Step 4 of 5');
    await expect(page.getByRole('button', { name: 'Not now' })).toHaveCount(0);
    const deposit = page.getByRole('group', { name: 'Deposit limit' });
    await deposit.getByRole('combobox', { name: 'Period' }).selectOption('M');
    await deposit.getByRole('textbox', { name: 'Amount (EUR)' }).fill('300');
    const loginTime = page.getByRole('group', { name: 'Login time limit' });
    await loginTime.getByRole('combobox', { name: 'Period' }).selectOption('D');
    await loginTime.getByRole('combobox', { name: 'Time' }).selectOption('60');
    const balance = page.getByRole('group', { name: 'Balance limit' }).getByRole('textbox', { name: 'Amount (EUR)' });
    await balance.fill('-5');
    await page.getByRole('button', { name: 'Save my limits' }).click();
    await expect(balance).toHaveAccessibleDescription('A limit cannot be negative.');
    await balance.fill('250');
    await page.getByRole('button', { name: 'Save my limits' }).click();

    await expect(page.getByRole('banner').getByRole('button', { name: 'Log out' })).toBeVisible();
    const limits = await limitsOf(request, email, password);
    expect(limits.deposit.limits?.find((period) => period.period === 'M')?.value).toBe(300_00);
    expect(limits.session.limits?.find((period) => period.period === 'D')?.value).toBe(60);
    expect(limits.balance.value).toBe(250_00);
  });

  test.describe('DE: no autoplay in game launches', () => {
    test('a German player’s real-money launch says autoplay=false and the game offers no autoplay', async ({ page, request }) => {
      await startLoggedIn(page, request, 'max@sandbox.test');
      await page.goto('/en-DE/online-casino/play/playngo/book-of-dead?mode=real');
      const proceed = page.getByRole('button', { name: 'Continue to the game' });
      if (await proceed.isVisible().catch(() => false)) await proceed.click();
      const frame = page.locator('iframe[title="Book of Dead"]');
      await expect(frame).toHaveAttribute('src', /[?&]autoplay=false(&|$)/);
      const game = page.frameLocator('iframe[title="Book of Dead"]');
      await expect(game.getByText('Real money')).toBeVisible();
      await expect(game.getByRole('button', { name: 'Spin', exact: true })).toBeVisible();
      await expect(game.getByRole('button', { name: /Autoplay/ })).toHaveCount(0);
    });

    test('a visitor’s demo launch on the German market has no autoplay either; the Global market’s has', async ({ page }) => {
      await page.goto('/en-DE/online-casino/play/playngo/book-of-dead');
      const germanGame = page.frameLocator('iframe[title="Book of Dead"]');
      await expect(germanGame.getByRole('button', { name: 'Spin', exact: true })).toBeVisible();
      await expect(germanGame.getByRole('button', { name: /Autoplay/ })).toHaveCount(0);

      await page.goto('/en-UN/online-casino/play/playngo/book-of-dead');
      const frame = page.locator('iframe[title="Book of Dead"]');
      await expect(frame).not.toHaveAttribute('src', /autoplay=/);
      const game = page.frameLocator('iframe[title="Book of Dead"]');
      const autoplay = game.getByRole('button', { name: 'Autoplay 10 spins' });
      await expect(autoplay).toBeVisible();
      await autoplay.click();
      await expect(game.getByRole('button', { name: /Stop autoplay/ })).toBeVisible();
      await game.getByRole('button', { name: /Stop autoplay/ }).click();
      await expect(game.getByRole('button', { name: 'Autoplay 10 spins' })).toBeVisible();
    });
  });
});
