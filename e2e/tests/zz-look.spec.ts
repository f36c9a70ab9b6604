import { startLoggedIn } from '../support/sandbox';
import { test } from '../support/test';

for (const [name, viewport] of [['desktop', { width: 1280, height: 900 }], ['phone', { width: 375, height: 800 }]] as const) {
  test(`look at the limits page ${name}`, async ({ page, request }) => {
    await page.setViewportSize(viewport);
    await startLoggedIn(page, request, 'max@sandbox.test');
    await page.goto('/de-DE/my-account/gambling-limits');
    await page.getByRole('region', { name: /Einzahlungslimit|Deposit limit/ }).waitFor();
    await page.waitForTimeout(1000);
    await page.screenshot({ path: `/tmp/shots/limits-de-${name}.png`, fullPage: true });
    await startLoggedIn(page, request, 'sven@sandbox.test');
  });
  test(`look at sven's limits page ${name}`, async ({ page, request }) => {
    await page.setViewportSize(viewport);
    await startLoggedIn(page, request, 'anna@sandbox.test');
    await page.goto('/en-UN/my-account/gambling-limits');
    await page.waitForTimeout(4000);
    await page.screenshot({ path: `/tmp/shots/limits-anna-${name}.png`, fullPage: true });
  });
}
