import { logInThroughTheDialog, SANDBOX, socketsOf } from '../support/sandbox';
import { expect, test } from '../support/test';

/**
 * Issue 21 point 7: a player's credentials travel in headers and bodies only, never in an address (the
 * wallet socket's short-lived token apart, spec 000 §7), and signing out leaves nothing of the player in
 * the browser: no token or player data in local or session storage or cookies, no open wallet socket,
 * and a session the platform has ended. (The Netherlands' player: no other journey signs her in.)
 */

const PLAYER = 'nlplayer@sandbox.test';

interface TokenSet {
  idToken: string;
  accessToken: string;
  refreshToken: string;
  user: { email: string; playerId: string };
}

test('signing out leaves no credential, player data or socket behind, and no credential ever went in an address', async ({ page, request }) => {
  const addresses: string[] = [];
  page.on('request', (sent) => addresses.push(sent.url()));
  page.on('websocket', (socket) => addresses.push(socket.url()));

  await page.goto('/en-UN');
  await logInThroughTheDialog(page, PLAYER);
  const banner = page.getByRole('banner');
  await expect(banner.getByRole('button', { name: 'Log out' })).toBeVisible();
  // The account's pages ask the platform for the player's details, with the token, as a player's visit does.
  await banner.getByRole('link', { name: /My account|Account/ }).first().click();
  await expect(page.getByRole('main')).toBeVisible();
  await expect.poll(() => socketsOf(request, PLAYER)).toBe(1);
  const tokens = await page.evaluate(() => JSON.parse(window.localStorage.getItem('authorization') ?? 'null') as unknown);
  const { idToken, accessToken, refreshToken, user } = tokens as TokenSet;
  for (const address of addresses) {
    for (const credential of [idToken, accessToken, refreshToken]) expect(address).not.toContain(credential);
  }
  expect(addresses.filter((address) => address.includes('token=')).every((address) => address.includes('/wallet-bonus/ws?token='))).toBe(true);

  await banner.getByRole('button', { name: 'Log out' }).click();
  await expect(banner.getByRole('button', { name: 'Log in' })).toBeVisible();

  const stores = await page.evaluate(() => ({
    local: Object.fromEntries(Object.keys(window.localStorage).map((key) => [key, window.localStorage.getItem(key)])),
    session: Object.fromEntries(Object.keys(window.sessionStorage).map((key) => [key, window.sessionStorage.getItem(key)])),
    cookies: document.cookie,
  }));
  const left = JSON.stringify(stores);
  for (const trace of [idToken, accessToken, refreshToken, user.playerId, user.email]) expect(left, `${trace.slice(0, 24)}… after sign-out`).not.toContain(trace);
  const cookies = await page.context().cookies();
  expect(cookies.map((cookie) => `${cookie.name}=${cookie.value}`).join('; ')).not.toMatch(new RegExp(`${idToken.slice(0, 20)}|${user.playerId}`));

  await expect.poll(() => socketsOf(request, PLAYER)).toBe(0);
  // The platform ended the session too: the old tokens open nothing.
  expect((await request.get(`${SANDBOX}/player/profile`, { headers: { authorization: `Bearer ${accessToken}` } })).status()).toBe(401);
  expect((await request.post(`${SANDBOX}/player/token/refresh`, { data: { refreshToken } })).status()).toBe(401);
});
