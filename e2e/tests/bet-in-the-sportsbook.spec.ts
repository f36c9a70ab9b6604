import { expect, test } from '../support/test';
import { expectAreaMounted } from '../support/areas';
import { PASSWORD, SANDBOX } from '../support/sandbox';

/** The sportsbook's bettor (sandbox README "Personas"): no other journey counts on his balance. */
const PUNTER = 'punter@sandbox.test';

/** The main balance of a player straight from the sandbox's ledger, minor units. */
async function mainBalanceOf(request: import('@playwright/test').APIRequestContext, email: string): Promise<{ main: number; transactions: Array<{ type: string; category: string; amount: number }> }> {
  const response = await request.get(`${SANDBOX}/__sandbox/players/${encodeURIComponent(email)}/ledger`);
  expect(response.ok()).toBeTruthy();
  const ledger = await response.json();
  return { main: ledger.balances.main, transactions: ledger.transactions };
}

const euros = (minor: number) => new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'EUR' }).format(minor / 100);

test.describe('betting in the sportsbook (spec 000 §2 Sportsbook; issue 18 point 6)', () => {
  test('a Finnish sportsbook URL opens the football view, a click in the frame moves the URL in Finnish, and Back and Forward move the frame @phone', async ({ page }) => {
    await page.goto('/fi-FI/sportsbook/jalkapallo');
    await expectAreaMounted(page, 'mfe-sportsbook');
    const iframe = page.locator('iframe[title="Vedonlyönti"]');
    await expect(iframe).toHaveAttribute('src', /^http:\/\/127\.0\.0\.1:4000\/sportsbook-frame\?.*path=%2Ffootball(&|$)/);
    const frame = page.frameLocator('iframe[title="Vedonlyönti"]');
    const competitions = frame.getByRole('navigation', { name: 'Competitions' });
    await expect(competitions.getByRole('link', { name: 'All football' })).toHaveAttribute('aria-current', 'page');
    await expect(frame.getByRole('heading', { name: /English Premier League/ })).toBeVisible();
    await expect(frame.getByRole('heading', { name: /Deutsche Bundesliga/ })).toBeVisible();
    // The frame is as tall as its content: the page scrolls, not the frame.
    await expect.poll(() => iframe.evaluate((element) => element.getBoundingClientRect().height)).toBeGreaterThan(2000);

    await competitions.getByRole('link', { name: 'England' }).click();
    await expect(page).toHaveURL(/\/fi-FI\/sportsbook\/jalkapallo\/englanti$/);
    await expect(competitions.getByRole('link', { name: 'England' })).toHaveAttribute('aria-current', 'page');
    await expect(frame.getByRole('heading', { name: /English Premier League/ })).toBeVisible();
    await expect(frame.getByRole('heading', { name: /Deutsche Bundesliga/ })).toHaveCount(0);

    await frame.getByRole('navigation', { name: 'Sportsbook' }).getByRole('link', { name: 'Bet history' }).click();
    await expect(page).toHaveURL(/\/fi-FI\/sportsbook\/vetohistoria$/);
    await expect(page.locator('[data-page-id="bet-history"]')).toHaveCount(1);
    await expect(frame.getByRole('heading', { name: 'Bet history' })).toBeVisible();
    await expect(frame.getByText('Log in to see your bets.')).toBeVisible();

    await page.goBack();
    await expect(page).toHaveURL(/\/fi-FI\/sportsbook\/jalkapallo\/englanti$/);
    await expect(competitions.getByRole('link', { name: 'England' })).toHaveAttribute('aria-current', 'page');
    await page.goBack();
    await expect(page).toHaveURL(/\/fi-FI\/sportsbook\/jalkapallo$/);
    await expect(competitions.getByRole('link', { name: 'All football' })).toHaveAttribute('aria-current', 'page');
    await expect(frame.getByRole('heading', { name: /Deutsche Bundesliga/ })).toBeVisible();
    await page.goForward();
    await expect(page).toHaveURL(/\/fi-FI\/sportsbook\/jalkapallo\/englanti$/);
    await expect(competitions.getByRole('link', { name: 'England' })).toHaveAttribute('aria-current', 'page');
    // The frame kept the address it started with: its moves were its own, not entries of the history.
    await expect(iframe).toHaveAttribute('src', /path=%2Ffootball(&|$)/);
  });

  test('an English sportsbook link on the Finnish site reaches the same frame view, in Finnish slugs', async ({ page }) => {
    await page.goto('/fi-FI/sportsbook/football/germany');
    await expect(page).toHaveURL(/\/fi-FI\/sportsbook\/jalkapallo\/saksa$/);
    await expect(page.locator('iframe[title="Vedonlyönti"]')).toHaveAttribute('src', /path=%2Ffootball%2Fgermany(&|$)/);
    const frame = page.frameLocator('iframe[title="Vedonlyönti"]');
    await expect(frame.getByRole('navigation', { name: 'Competitions' }).getByRole('link', { name: 'Germany' })).toHaveAttribute('aria-current', 'page');
    await frame.getByRole('navigation', { name: 'Sportsbook' }).getByRole('link', { name: 'Live' }).click();
    await expect(page).toHaveURL(/\/fi-FI\/sportsbook\/live$/);
    await expect(page.locator('[data-page-id="live-betting"]')).toHaveCount(1);
  });

  test('a visitor’s Place bet opens the login; logged in, a bet placed in the frame takes the stake off the header balance', async ({ page, request }) => {
    await page.goto('/en-UN/sportsbook/football/england');
    await expectAreaMounted(page, 'mfe-sportsbook');
    const frame = page.frameLocator('iframe[title="Sportsbook"]');
    const odds = frame.getByRole('group', { name: /^Odds: / }).first().getByRole('button').first();
    await odds.click();
    await expect(odds).toHaveAttribute('aria-pressed', 'true');
    await frame.getByLabel('Stake').fill('2.50');
    await frame.getByRole('button', { name: 'Place bet' }).click();

    const login = page.getByRole('dialog', { name: 'Log in' });
    await expect(login).toBeVisible();
    await login.getByLabel('Email').fill(PUNTER);
    await login.getByLabel('Password').fill(PASSWORD);
    await login.getByRole('button', { name: 'Log in' }).click();
    await expect(login).toBeHidden();
    await expect(page).toHaveURL(/\/en-UN\/sportsbook\/football\/england$/);

    const balance = page.getByTestId('header-balance');
    const before = (await mainBalanceOf(request, PUNTER)).main;
    await expect(balance).toContainText(euros(before));
    // The frame got the player's session by message, without reloading.
    await expect(frame.locator('#account')).toHaveText('Logged in · bets in EUR');
    if ((await odds.getAttribute('aria-pressed')) !== 'true') await odds.click();
    await frame.getByLabel('Stake').fill('2.50');
    await frame.getByRole('button', { name: 'Place bet' }).click();
    await expect(frame.getByText(/^Bet placed: 2\.50 EUR on /)).toBeVisible();
    await expect(balance).toContainText(euros(before - 250));

    const after = await mainBalanceOf(request, PUNTER);
    expect(after.main).toBe(before - 250);
    expect(after.transactions[0]).toMatchObject({ type: 'BET', category: 'SPORTS', amount: -250 });

    await frame.getByRole('navigation', { name: 'Sportsbook' }).getByRole('link', { name: 'Bet history' }).click();
    await expect(page).toHaveURL(/\/en-UN\/sportsbook\/bet-history$/);
    await expect(frame.getByText(/^Stake 2\.50 EUR · /).first()).toBeVisible();

    // A stake above the balance is refused in the frame, and the balance stays.
    await frame.getByRole('navigation', { name: 'Sportsbook' }).getByRole('link', { name: 'Football' }).click();
    await expect(page).toHaveURL(/\/en-UN\/sportsbook\/football$/);
    const next = frame.getByRole('group', { name: /^Odds: / }).first().getByRole('button').last();
    await next.click();
    await frame.getByLabel('Stake').fill('100000');
    await frame.getByRole('button', { name: 'Place bet' }).click();
    await expect(frame.getByText(/^Insufficient funds: the stake is €100,000\.00 and your balance /)).toBeVisible();
    await expect(balance).toContainText(euros(before - 250));
  });
});
