import { expectAreaMounted } from '../support/areas';
import { expect, test } from '../support/test';

/*
 * Issue 17 point 6: the top and latest winners widgets on the home and casino pages (the sandbox's seeded
 * winners, who are not personas: nothing here changes a persona), and the casino category menu on every
 * casino page. A visitor walks there from the home page.
 */
test.describe('winners widgets and the casino category menu (issue 17 point 6)', () => {
  test('a visitor sees the winners on the home page, walks into the casino by its menu and opens a winning game @phone', async ({ page }, testInfo) => {
    await page.goto('/en-UN');
    const top = page.getByRole('region', { name: 'Top winners' });
    const latest = page.getByRole('region', { name: 'Latest winners' });
    await expect(top.getByRole('heading', { name: 'Top winners' })).toBeVisible();
    await expect(latest.getByRole('heading', { name: 'Latest winners' })).toBeVisible();
    // Today's biggest seeded EUR win: 310.00 on Wolf Gold by Maria (masked).
    await expect(top.getByRole('listitem').first()).toContainText('Wolf Gold');
    await expect(top.getByRole('listitem').first()).toContainText('€310.00');
    await expect(top.getByRole('listitem').first()).toContainText('Ma***');
    await top.getByRole('button', { name: 'This week' }).click();
    await expect(top.getByRole('button', { name: 'This week' })).toHaveAttribute('aria-pressed', 'true');
    await expect(top.getByRole('listitem').first()).toContainText('€1,500.00');
    // The newest wins: the seed's (Fire Joker, an hour ago) unless a journey beside this one has just won.
    await expect(latest.getByRole('listitem').first()).toContainText(/€\d/);
    await page.screenshot({ path: testInfo.outputPath('home-winners.png'), fullPage: true });

    await page.getByRole('banner').getByRole('navigation', { name: 'Verticals' }).getByRole('link', { name: 'Casino', exact: true }).click();
    await expect(page).toHaveURL(/\/en-UN\/online-casino$/);
    await expectAreaMounted(page, 'mfe-casino');
    const menu = page.getByRole('navigation', { name: 'Casino categories' });
    await expect(menu.getByRole('link', { name: 'Lobby' })).toHaveAttribute('aria-current', 'page');
    await expect(menu.getByRole('link')).toHaveText(['Lobby', 'Popular', 'New', 'Jackpots', 'Slots', 'Table & instant games', 'All games']);
    await expect(page.getByRole('region', { name: 'Top winners' }).getByRole('heading', { name: 'Top winners' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Latest winners' })).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath('casino-lobby.png'), fullPage: true });

    await menu.getByRole('link', { name: 'Slots' }).click();
    await expect(page).toHaveURL(/\/en-UN\/online-casino\/slots$/);
    await expect(menu.getByRole('link', { name: 'Slots' })).toHaveAttribute('aria-current', 'page');
    await expect(menu.getByRole('link', { name: 'Lobby' })).not.toHaveAttribute('aria-current', 'page');
    await page.screenshot({ path: testInfo.outputPath('casino-slots.png') });

    await menu.getByRole('link', { name: 'All games' }).click();
    await expect(page).toHaveURL(/\/en-UN\/online-casino\/all-games$/);
    await expect(menu.getByRole('link', { name: 'All games' })).toHaveAttribute('aria-current', 'page');

    await menu.getByRole('link', { name: 'Lobby' }).click();
    const winning = page.getByRole('region', { name: 'Top winners' }).getByRole('link').first();
    const gameName = await winning.innerText();
    await winning.click();
    await expect(page).toHaveURL(/\/en-UN\/online-casino\/play\/[a-z]+\/[a-z0-9-]+$/);
    await expect(page.frameLocator(`iframe[title="${gameName}"]`).getByRole('button', { name: 'Spin', exact: true })).toBeVisible();
    await expect(menu).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath('casino-play.png') });
  });

  test('the menu works with the keyboard', async ({ page }) => {
    await page.goto('/en-UN/online-casino');
    await expectAreaMounted(page, 'mfe-casino');
    const menu = page.getByRole('navigation', { name: 'Casino categories' });
    const newLink = menu.getByRole('link', { name: 'New' });
    await expect(newLink).toBeVisible();
    await newLink.focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/en-UN\/online-casino\/new$/);
    await expect(newLink).toHaveAttribute('aria-current', 'page');
  });
});
