import { expect, test } from '../support/test';
import { PASSWORD, SANDBOX, startLoggedIn } from '../support/sandbox';

/*
 * Issue 16 point 4: the reality check. The activity timer counts on the browser's clock (issue 16 "Fixed
 * details"), so Playwright's clock, installed before the first navigation, moves it; the sandbox's clock
 * stays where it is. unverified@ is a persona no other test sets limits or a reality check for; the test
 * puts back its interval and its balance.
 */
const PLAYER = 'unverified@sandbox.test';

async function platformToken(request: import('@playwright/test').APIRequestContext): Promise<string> {
  const login = await request.post(`${SANDBOX}/player/login`, { data: { email: PLAYER, password: PASSWORD } });
  expect(login.ok()).toBeTruthy();
  return ((await login.json()) as { accessToken: string }).accessToken;
}

async function mainBalance(request: import('@playwright/test').APIRequestContext): Promise<number> {
  const ledger = await request.get(`${SANDBOX}/__sandbox/players/${encodeURIComponent(PLAYER)}/ledger`);
  expect(ledger.ok()).toBeTruthy();
  return ((await ledger.json()) as { balances: { main: number } }).balances.main;
}

test.describe('the reality check (issue 16 point 4; spec 001 §3 Activity settings, §4 Activity timer)', () => {
  test('after 30 minutes of play the reality check shows the session and pauses the game; Continue resumes it', async ({ page, request }) => {
    test.setTimeout(90_000);
    const token = await platformToken(request);
    const headers = { Authorization: `Bearer ${token}` };
    const before = (await (await request.get(`${SANDBOX}/player/activity_check`, { headers })).json()) as { realityCheckInterval: 30 | 60 | 120 | null };
    const balance = await mainBalance(request);
    try {
      await page.clock.install();
      await startLoggedIn(page, request, PLAYER);
      await page.goto('/en-UN');

      // Home → the header's account link → the account area's menu → the limits page.
      await page.getByRole('banner').getByRole('link', { name: 'My account' }).click();
      await page.getByRole('navigation', { name: 'My account' }).getByRole('link', { name: 'Gambling limits' }).click();
      await expect(page).toHaveURL(/\/en-UN\/my-account\/gambling-limits$/);
      const reality = page.getByRole('region', { name: 'Reality check' });
      const interval = reality.getByRole('combobox', { name: 'Remind me every' });
      await expect(interval).toBeEnabled();
      await interval.selectOption({ label: '30 minutes' });
      await reality.getByRole('button', { name: 'Save reality check' }).click();
      await expect(reality.getByText('Your reality check is saved.')).toBeVisible();

      // A real-money game from the casino lobby, one spin so the session has a turnover.
      await page.getByRole('banner').getByRole('link', { name: 'Casino', exact: true }).click();
      await page.getByRole('link', { name: /^Book of Dead/ }).first().click();
      await expect(page).toHaveURL(/\/en-UN\/online-casino\/play\/playngo\/book-of-dead/);
      const proceed = page.getByRole('button', { name: 'Continue to the game' });
      if (await proceed.isVisible().catch(() => false)) await proceed.click();
      const game = page.frameLocator('iframe[title="Book of Dead"]');
      await expect(game.getByText('Real money')).toBeVisible();
      const spin = game.getByRole('button', { name: 'Spin', exact: true });
      await expect(spin).toBeEnabled();
      await spin.click();
      await expect(game.locator('#message')).toHaveText(/You win|No win this time/);

      await page.clock.fastForward('30:00');

      const dialog = page.getByRole('dialog', { name: 'Reality check' });
      await expect(dialog).toBeVisible();
      await expect(dialog).toContainText(/You have been playing for \d+ min\./);
      // The slot's smallest stake is 0.10: the session's turnover, in UN's currency rules.
      await expect(dialog.getByText('Turnover (total stakes)').locator('xpath=following-sibling::dd')).toHaveText('€0.10');
      await expect(dialog.getByText('Winnings').locator('xpath=following-sibling::dd')).toHaveText(/^€\d+\.\d{2}$/);
      await expect(dialog.getByText('Net result').locator('xpath=following-sibling::dd')).toHaveText(/^[-+]?€\d+\.\d{2}$/);
      await expect(dialog.getByRole('button', { name: 'Continue playing' })).toBeFocused();
      await expect(dialog.getByRole('link', { name: 'Review my gambling limits' })).toHaveAttribute('href', '/en-UN/my-account/gambling-limits');
      await expect(dialog.getByRole('button', { name: 'Log out' })).toBeVisible();

      await expect(game.getByText('Paused')).toBeVisible();
      await expect(spin).toBeDisabled();

      await dialog.getByRole('button', { name: 'Continue playing' }).click();
      await expect(dialog).toBeHidden();
      await expect(game.getByText('Paused')).toBeHidden();
      await expect(spin).toBeEnabled();
      await expect(page.getByRole('banner').getByRole('link', { name: 'My account' })).toBeVisible();
    } finally {
      await request.patch(`${SANDBOX}/player/activity_check`, { headers, data: { realityCheckInterval: before.realityCheckInterval } });
      const after = await mainBalance(request);
      if (after !== balance) {
        await request.post(`${SANDBOX}/__sandbox/players/${encodeURIComponent(PLAYER)}/push`, { data: { body: { type: 'WALLET_BALANCE', balanceMap: { MAIN: balance } } } });
      }
    }
  });
});
