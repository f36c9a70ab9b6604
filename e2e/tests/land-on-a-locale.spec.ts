import { expect, test } from '../support/test';

test.describe('a visitor lands on a language-market path (spec 000 §2, §5)', () => {
  // One visitor for the four: every one lands on the Global market, so the first landing cannot steer the next.
  test('a path without an allowed language-market lands on the Global market’s: / , /x, /zz-ZZ/…, /ja-JP/…', async ({ page }) => {
    for (const [from, to] of [
      ['/', '/en-UN'],
      ['/x', '/en-UN'],
      ['/zz-ZZ/online-casino', '/en-UN/online-casino'],
      ['/ja-JP/promotions', '/en-UN/promotions'],
    ] as const) {
      await test.step(`${from} lands on ${to}`, async () => {
        await page.goto(from);
        await expect(page).toHaveURL(new RegExp(`${to.replace(/\//g, '\\/')}$`));
      });
    }
  });

  test('an allowed segment keeps its language: fi-FI shows Finnish texts', async ({ page }) => {
    await page.goto('/fi-FI');
    await expect(page.getByRole('button', { name: 'Kirjaudu' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'fi');
  });

  test('a Chilean visitor sees Spanish: the header, the navigation and the home page (issue 18 point 4)', async ({ page }) => {
    await page.goto('/es-CL');
    await expect(page.getByRole('banner').getByRole('button', { name: 'Iniciar sesión' })).toBeVisible();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Registrarse' })).toBeVisible();
    const nav = page.getByRole('navigation', { name: 'Secciones' });
    await expect(nav.getByRole('link', { name: 'Casino en vivo' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Apuestas deportivas' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Bienvenido al casino' })).toBeAttached();
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  });

  test('a Brazilian visitor reads Brazilian Portuguese, a Portuguese one European (issue 18 point 4)', async ({ page }) => {
    await page.goto('/pt-BR');
    await expect(page.getByRole('banner').getByRole('link', { name: 'Cadastre-se' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Seções' }).getByRole('link', { name: 'Cassino ao vivo' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'pt-BR');

    await page.goto('/pt-LL');
    await expect(page.getByRole('banner').getByRole('link', { name: 'Registar' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Secções' }).getByRole('link', { name: 'Casino ao vivo' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'pt');
  });

  test('an unknown path shows the not-found page', async ({ page }) => {
    await page.goto('/en-UN/this-page-does-not-exist');
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to the home page' })).toHaveAttribute('href', '/en-UN');
  });

  test('every navigation scrolls to the top', async ({ page }) => {
    await page.goto('/en-UN');
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.getByRole('contentinfo').getByRole('link', { name: 'Terms and conditions' }).click();
    await expect(page).toHaveURL(/\/en-UN\/terms$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });
});
