import { expect, test } from '../support/test';
import { SANDBOX, startLoggedIn } from '../support/sandbox';

/*
 * Issue 17 point 4: "a tournament leaderboard lists the player after bets". ulla opts in to a running
 * tournament from the promotions page, plays a few real spins in the launcher stand-in, and finds herself
 * on the leaderboard. Sandbox-wide (after every other test, reset before and after): her wallet, bonuses and
 * the tournament's leaderboard are shared with other journeys.
 */
test.describe.configure({ mode: 'serial' });

test.describe('tournaments (issue 17 point 4)', () => {
  test.beforeAll(async ({ request }) => {
    expect((await request.post(`${SANDBOX}/__sandbox/reset`)).ok()).toBeTruthy();
  });
  test.afterAll(async ({ request }) => {
    await request.post(`${SANDBOX}/__sandbox/reset`);
  });

  test('ulla opts in to a tournament, bets in one of its games and finds her own row on the leaderboard', async ({ page, request }, testInfo) => {
    const site = { 'x-site-context': JSON.stringify({ siteId: 1 }) };
    const running = (await (await request.get(`${SANDBOX}/bonus/tournaments?language=EN`, { headers: site })).json()) as { tournaments: Array<{ id: string; title: string; gameIds: string[] }> };
    const tournament = running.tournaments[0];
    expect(tournament, 'the seed has a running tournament').toBeDefined();
    const gameId = tournament!.gameIds[0] ?? 'book-of-dead';
    const query = encodeURIComponent('*[_type == "game" && id == $id][0]{ name, gameProvider }');
    const game = (await (await request.get(`${SANDBOX}/v2025-01-01/data/query/production?query=${query}&$id=${encodeURIComponent(JSON.stringify(gameId))}`)).json()).result as { name: string; gameProvider: string };

    await startLoggedIn(page, request, 'ulla@sandbox.test');
    await page.goto('/en-UN');
    await page.getByRole('banner').getByRole('link', { name: 'Promotions', exact: true }).click();
    await page.getByRole('navigation', { name: 'Promotion categories' }).getByRole('link', { name: 'Tournaments' }).click();
    await expect(page).toHaveURL(/\/en-UN\/promotions\/tournaments$/);
    await page.getByRole('link', { name: tournament!.title }).click();
    await expect(page.getByRole('heading', { level: 1, name: tournament!.title })).toBeVisible();
    await page.getByRole('button', { name: 'Opt in' }).click();
    await expect(page.getByText('You are taking part in this tournament.')).toBeVisible();

    await page.goto(`/en-UN/online-casino/play/${game.gameProvider}/${gameId}?mode=real`);
    const proceed = page.getByRole('button', { name: 'Continue to the game' });
    const frame = page.frameLocator(`iframe[title="${game.name}"]`);
    await expect(proceed.or(page.locator(`iframe[title="${game.name}"]`))).toBeVisible();
    if (await proceed.isVisible()) await proceed.click();
    await request.post(`${SANDBOX}/__sandbox/launcher/next-outcomes`, { data: { outcomes: ['loss', 'loss', 'loss'] } });
    const bets = async () =>
      ((await (await request.get(`${SANDBOX}/__sandbox/players/ulla@sandbox.test/ledger`)).json()) as { transactions: Array<{ type: string }> }).transactions.filter((row) => row.type === 'BET').length;
    const before = await bets();
    for (let spin = 1; spin <= 3; spin += 1) {
      const spinButton = frame.getByRole('button', { name: 'Spin', exact: true });
      await expect(spinButton).toBeEnabled();
      await spinButton.click();
      await expect.poll(bets).toBe(before + spin);
    }

    await page.goto(`/en-UN/promotions/tournaments/${encodeURIComponent(tournament!.id)}`);
    const leaderboard = page.getByRole('table', { name: /Leaderboard: Current period/ });
    const own = leaderboard.locator('tr[aria-current="true"]');
    await expect(own).toHaveCount(1);
    await expect(own).toContainText('Ul***');
    await expect(own).toContainText('(you)');
    const points = Number((await own.locator('td').last().innerText()).replace(/[^\d]/g, ''));
    expect(points).toBeGreaterThan(0);
    await page.screenshot({ path: testInfo.outputPath('tournament-desktop.png'), fullPage: true });
    await page.setViewportSize({ width: 375, height: 800 });
    await page.screenshot({ path: testInfo.outputPath('tournament-phone.png'), fullPage: true });
  });
});
