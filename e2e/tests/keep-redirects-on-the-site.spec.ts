import type { Page, Request } from '@playwright/test';
import { registerPlayer } from '../support/players';
import { expectLoginDialogOpen, logInThroughTheDialog } from '../support/sandbox';
import { expect, test } from '../support/test';

/*
 * Issue 21 point 3: every redirect parameter the site has, given a target off the site, keeps the player on it.
 * The site's redirects are `redirect` of /welcome (the login opens; the player lands there after it), of
 * /signup (the sign-up's own login, and the login that ends a sign-up, carry it on) and of the registration
 * landing pages /promo/{slug} (handed on to /signup). The host follows one only when it resolves to a path of
 * the site (`sitePathOf`, host/src/features/session/login-redirect.ts). Each target is tried as a player who
 * follows a crafted link and logs in: afterwards the page is still on the site, and nothing was asked of
 * evil.example.
 */

/** Targets off the site, as written in the link's query (so the encoded ones arrive as the attacker wrote them). */
const TARGETS: ReadonlyArray<{ name: string; query: string; lands?: RegExp }> = [
  // The one that is followed: a path of the site (so each journey can tell refusing from ignoring).
  { name: 'a path of the site', query: '%2Fonline-casino', lands: /\/[a-z]{2}-[A-Z]{2}\/online-casino$/ },
  { name: 'absolute', query: 'https%3A%2F%2Fevil.example%2Fx' },
  { name: 'absolute without slashes', query: 'https:evil.example/x' },
  { name: 'protocol-relative', query: '//evil.example/x' },
  { name: 'backslash after the slash', query: '/%5Cevil.example/x' },
  { name: 'two backslashes', query: '%5C%5Cevil.example/x' },
  { name: 'encoded slashes', query: '%2F%2Fevil.example/x' },
  { name: 'double-encoded slashes', query: '/%252F%252Fevil.example/x' },
  { name: 'encoded backslash, double-encoded', query: '/%255Cevil.example/x' },
  { name: 'dot segments', query: '/en-UN/..//evil.example/x' },
  { name: 'encoded dot segments', query: '/en-UN/%2e%2e//evil.example/x' },
  { name: 'a tab between the slashes', query: '/%09/evil.example/x' },
  { name: 'javascript:', query: 'javascript:top.__xss%3D1' },
  { name: 'javascript: in mixed case, encoded', query: 'JaVaScRiPt%3Atop.__xss%3D1' },
];

/** Records every request the page's context makes to evil.example (there must be none). */
function watchEvil(page: Page): Request[] {
  const asked: Request[] = [];
  page.context().on('request', (request) => {
    if (/evil\.example/i.test(new URL(request.url()).hostname)) asked.push(request);
  });
  return asked;
}

/** The player is logged in, on the site, and nothing was asked of evil.example; then forgets the session for the next link. */
async function expectStillOnTheSite(page: Page, asked: Request[], target: string) {
  await expect(page.getByRole('banner').getByRole('button', { name: 'Log out' })).toBeVisible();
  expect(new URL(page.url()).origin, target).toBe('http://localhost:3000');
  expect(page.url(), target).toMatch(/^http:\/\/localhost:3000\/[a-z]{2}-[A-Z]{2}(\/|$|\?)/);
  expect(page.context().pages(), 'no window was opened').toHaveLength(1);
  expect(asked.map((request) => request.url()), target).toEqual([]);
  expect(await page.evaluate(() => (window as unknown as { __xss?: unknown }).__xss)).toBeUndefined();
  await page.evaluate(() => window.localStorage.removeItem('authorization'));
}

test('a /welcome link with a redirect off the site lands the player on the site after login', async ({ page, request }) => {
  test.setTimeout(150_000);
  const player = await registerPlayer(request, { name: 'attacker', password: 'Attacks!2026', country: 'NZ' });
  const asked = watchEvil(page);
  for (const target of TARGETS) {
    await test.step(target.name, async () => {
      await page.goto(`/en-UN/welcome?redirect=${target.query}`);
      await expect(page.getByRole('dialog', { name: 'Log in' })).toBeVisible();
      await logInThroughTheDialog(page, player.email, player.password);
      await expect(page.getByRole('dialog', { name: 'Log in' })).toBeHidden();
      if (target.lands) await expect(page).toHaveURL(target.lands);
      await expectStillOnTheSite(page, asked, target.name);
    });
  }
});

/**
 * The sign-up page's own login follows no redirect (a site path included: the sign-up hands it only to the
 * login that ends a sign-up), so one target of each kind serves there: the whole list would cost fourteen
 * logins to prove the same thing fourteen times.
 */
const SIGNUP_TARGETS = TARGETS.filter((target) => ['absolute', 'protocol-relative', 'backslash after the slash', 'encoded slashes', 'dot segments', 'javascript:'].includes(target.name));

test('a /signup link with a redirect off the site leaves the player on the site after the sign-up page’s login', async ({ page, request }) => {
  test.setTimeout(120_000);
  const player = await registerPlayer(request, { name: 'attacker', password: 'Attacks!2026', country: 'NZ' });
  const asked = watchEvil(page);
  expect(SIGNUP_TARGETS).toHaveLength(6);
  for (const target of SIGNUP_TARGETS) {
    await test.step(target.name, async () => {
      await page.goto(`/en-UN/signup?redirect=${target.query}`);
      await page.getByRole('main').getByRole('button', { name: 'Log in' }).click();
      await expectLoginDialogOpen(page);
      await logInThroughTheDialog(page, player.email, player.password);
      await expect(page.getByRole('dialog', { name: 'Log in' })).toBeHidden();
      await expectStillOnTheSite(page, asked, target.name);
    });
  }
});

test('a registration landing page hands a redirect off the site on to the sign-up only, on the site', async ({ page }) => {
  test.setTimeout(90_000);
  const asked = watchEvil(page);
  for (const target of TARGETS) {
    await test.step(target.name, async () => {
      await page.goto(`/en-UN/promo/summer-spins?redirect=${target.query}`);
      const signUp = page.getByRole('link', { name: 'Get my spins' });
      await expect(signUp).toBeVisible();
      const href = new URL((await signUp.getAttribute('href')) ?? '', page.url());
      expect(href.origin, target.name).toBe('http://localhost:3000');
      expect(href.pathname, target.name).toBe('/en-UN/signup');
      await signUp.click();
      await expect(page).toHaveURL(/\/en-UN\/signup\?/);
      await expect(page.getByRole('main').getByRole('button', { name: 'Log in' })).toBeVisible();
      expect(new URL(page.url()).origin).toBe('http://localhost:3000');
      expect(asked.map((request) => request.url()), target.name).toEqual([]);
    });
  }
});
