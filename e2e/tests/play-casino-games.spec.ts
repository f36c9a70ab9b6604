import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '../support/test';
import { expectAreaMounted } from '../support/areas';
import { PASSWORD, SANDBOX } from '../support/sandbox';

/** Serious and critical accessibility violations of the page (axe-core). */
async function seriousViolations(page: import('@playwright/test').Page) {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical').map((violation) => `${violation.id}: ${violation.help}`);
}

test.describe('playing casino games (spec 000 §2 Casino group, spec 001 §7 Game launch)', () => {
  test('browse the lobby, filter by a provider and search a title @phone', async ({ page }) => {
    await page.goto('/en-UN/online-casino');
    await expectAreaMounted(page, 'mfe-casino');
    await expect(page.getByRole('heading', { name: 'Popular' })).toBeVisible();
    await page.getByRole('button', { name: /Providers/ }).first().click();
    const filter = page.getByRole('dialog', { name: 'Filter by provider' });
    await filter.getByRole('checkbox', { name: /Play'n GO/ }).check();
    await filter.getByRole('button', { name: 'Show games' }).click();
    await expect(page).toHaveURL(/\/en-UN\/online-casino\/all-games\?providers=playngo/);
    await expect(page.getByRole('link', { name: /Book of Dead/ }).first()).toBeVisible();
    await expect(page.getByRole('link', { name: /Gates of Olympus/ })).toHaveCount(0);

    await page.goto('/en-UN/online-casino');
    await page.getByRole('searchbox', { name: 'Search games' }).fill('Reactoonz');
    await page.getByRole('searchbox', { name: 'Search games' }).press('Enter');
    await expect(page).toHaveURL(/q=Reactoonz/);
    await expect(page.getByRole('link', { name: /Reactoonz 2/ }).first()).toBeVisible();
    await expect(page.getByRole('link', { name: /Book of Dead/ })).toHaveCount(0);
  });

  test('typing “Sweet” in the lobby’s search narrows the games without Enter; Back leaves the search', async ({ page }) => {
    await page.goto('/en-UN/online-casino');
    await expectAreaMounted(page, 'mfe-casino');
    await page.getByRole('searchbox', { name: 'Search games' }).pressSequentially('Sweet', { delay: 60 });
    await expect(page).toHaveURL(/\/en-UN\/online-casino\/all-games\?q=Sweet$/);
    await expect(page.getByText('Results for “Sweet”')).toBeVisible();
    await expect(page.getByRole('link', { name: /Sweet Bonanza/ }).first()).toBeVisible();
    await expect(page.getByRole('link', { name: /Book of Dead/ })).toHaveCount(0);
    const box = page.getByRole('searchbox', { name: 'Search games' });
    await expect(box).toBeFocused();
    await expect(box).toHaveValue('Sweet');
    await box.pressSequentially('zzz', { delay: 60 });
    await expect(page.getByText('No games match “Sweetzzz”.')).toBeVisible();
    await page.getByRole('button', { name: 'Clear search' }).click();
    await expect(page).toHaveURL(/\/en-UN\/online-casino\/all-games$/);
    await page.goBack();
    await expect(page).toHaveURL(/\/en-UN\/online-casino$/);
  });

  test('the lobby opens with its remote preloaded and shows WebP thumbnails sized to their tiles', async ({ page }) => {
    await page.goto('/en-UN/online-casino');
    await expectAreaMounted(page, 'mfe-casino');
    // The entry chunk preloaded the casino's remote entry, with its integrity, and its exposed module's chunks.
    const entry = page.locator('link[rel="preload"][href*="/mfe-casino/"][href$="/remoteEntry.js"]');
    await expect(entry).toHaveCount(1);
    await expect(entry).toHaveAttribute('integrity', /^sha384-/);
    await expect(page.locator('link[rel="preload"][href*="/mfe-casino/"][href*="__federation_expose_CasinoApp"]')).toHaveCount(1);
    // The HTML preloaded every host chunk the start-up needs (the provided react-dom copy included):
    // none was discovered late by the entry chunk's own script loading. What the host loads on purpose
    // after the page has loaded (the field-data reporter) is not start-up.
    const hostOrigin = new URL(page.url()).origin;
    await page.waitForLoadState('load');
    const lateHostScripts = await page.evaluate(
      (origin) => {
        const loaded = (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).loadEventStart;
        return performance
          .getEntriesByType('resource')
          .filter((entry) => entry.startTime < loaded)
          .filter((entry) => (entry as PerformanceResourceTiming).initiatorType === 'script' && entry.name.startsWith(`${origin}/`))
          .map((entry) => new URL(entry.name).pathname)
          .filter((path) => path !== '/main.js');
      },
      hostOrigin,
    );
    expect(lateHostScripts).toEqual([]);
    // The first tile (4x: 2 × 2 cells) took a thumbnail at least as wide as it shows.
    const thumbnail = page.getByRole('link', { name: /^Book of Dead/ }).first().locator('img');
    await expect.poll(() => thumbnail.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);
    const { source, natural, shown } = await thumbnail.evaluate((image: HTMLImageElement) => ({ source: image.currentSrc, natural: image.naturalWidth, shown: image.getBoundingClientRect().width }));
    expect(source).toMatch(/\/images\/games\/book-of-dead@[123]x\.webp$/);
    expect(natural).toBeGreaterThanOrEqual(Math.round(shown * 0.9));
  });

  test('the lobby first paints from its prerendered page, then the app takes over in place @phone', async ({ page, request }) => {
    const html = await (await request.get('/en-UN/online-casino')).text();
    expect(html).toContain('<template data-prerendered="desktop">');
    expect(html).toContain('<template data-prerendered="mobile">');

    // Hold the app's code back: what shows meanwhile is the snapshot, with its first-screen thumbnails.
    let releaseApp: () => void = () => undefined;
    const appHeld = new Promise<void>((resolve) => (releaseApp = resolve));
    await page.route(/\/main\.js/, async (route) => {
      await appHeld;
      await route.continue();
    });
    await page.goto('/en-UN/online-casino', { waitUntil: 'commit' });
    const snapshot = page.locator('#prerendered');
    await expect(snapshot).toContainText('Popular');
    await expect(snapshot).toHaveAttribute('aria-hidden', 'true');
    await expect(page.locator('html')).toHaveClass(/prerendered/);
    await expect.poll(() => snapshot.locator('img[fetchpriority="high"]').first().evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);

    releaseApp();
    await expectAreaMounted(page, 'mfe-casino');
    await expect(snapshot).toHaveCount(0);
    await expect(page.locator('[data-prerendered]')).toHaveCount(0);
    await expect(page.locator('html')).not.toHaveClass(/prerendered/);
    await expect(page.getByRole('heading', { name: 'Popular' })).toBeVisible();
    await page.getByRole('navigation', { name: 'Casino categories' }).getByRole('link', { name: 'All games' }).click();
    await expect(page).toHaveURL(/\/en-UN\/online-casino\/all-games/);
  });

  test('a signed-in player gets the app, not an anonymous snapshot', async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('authorization', '{}'));
    await page.goto('/en-UN/online-casino', { waitUntil: 'domcontentloaded' });
    await expect(page.locator('#prerendered')).toHaveCount(0);
    await expectAreaMounted(page, 'mfe-casino');
  });

  test('a visitor plays a demo game for fun', async ({ page }) => {
    await page.goto('/en-UN/online-casino/play/playngo/book-of-dead');
    const game = page.frameLocator('iframe[title="Book of Dead"]');
    await expect(game.getByText('Fun mode (play money)')).toBeVisible();
    await expect(game.locator('#balance')).toHaveText(/^1000\.00/);
    await game.getByRole('button', { name: 'Spin', exact: true }).click();
    await expect(game.locator('#balance')).not.toHaveText(/^1000\.00/);
  });

  test('in Sweden (en-PP) a Play’n GO game opens through the platform’s proxy path and plays', async ({ page }) => {
    await page.goto('/en-PP/online-casino/play/playngo/book-of-dead');
    const frame = page.locator('iframe[title="Book of Dead"]');
    await expect(frame).toHaveAttribute('src', /^http:\/\/localhost:4000\/proxy\/launcher\/launcher\.html\?/);
    const game = page.frameLocator('iframe[title="Book of Dead"]');
    await expect(game.locator('#balance')).toHaveText(/^1000\.00/);
    await game.getByRole('button', { name: 'Spin', exact: true }).click();
    await expect(game.locator('#balance')).not.toHaveText(/^1000\.00/);
  });

  test('real play asks a visitor to log in, starts the game after login, and a real spin moves the header balance', async ({ page, request }) => {
    await page.goto('/en-DE/online-casino/play/playngo/book-of-dead');
    await page.getByRole('button', { name: 'Play for real' }).click();
    const login = page.getByRole('dialog', { name: 'Log in' });
    await login.getByLabel('Email').fill('max@sandbox.test');
    await login.getByLabel('Password').fill(PASSWORD);
    await login.getByRole('button', { name: 'Log in' }).click();
    await expect(page).toHaveURL(/\/en-DE\/online-casino\/play\/playngo\/book-of-dead\?mode=real/);
    const proceed = page.getByRole('button', { name: 'Continue to the game' });
    if (await proceed.isVisible().catch(() => false)) await proceed.click();
    const game = page.frameLocator('iframe[title="Book of Dead"]');
    await expect(game.getByText('Real money')).toBeVisible();
    const balance = page.getByTestId('header-balance');
    await expect(balance).toContainText('€');
    const before = await balance.innerText();
    await request.post(`${SANDBOX}/__sandbox/launcher/next-outcomes`, { data: { outcomes: ['win'] } });
    await game.getByRole('button', { name: 'Spin', exact: true }).click();
    await expect(balance).not.toHaveText(before);
  });

  test('the lobby and the play page have no serious accessibility violations', async ({ page }) => {
    await page.goto('/en-UN/online-casino');
    await expectAreaMounted(page, 'mfe-casino');
    await expect(page.getByRole('heading', { name: 'Popular' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await page.goto('/en-UN/online-casino/play/playngo/book-of-dead');
    await expect(page.frameLocator('iframe[title="Book of Dead"]').getByRole('button', { name: 'Spin', exact: true })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
});
