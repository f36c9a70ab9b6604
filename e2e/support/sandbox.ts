import { expect, type APIRequestContext, type Page } from '@playwright/test';

/** The sandbox the e2e site runs against (scripts/serve-e2e.mjs). */
export const SANDBOX = 'http://localhost:4000';
/** Every persona's password (sandbox/README.md). */
export const PASSWORD = 'Sandbox!2026';

/**
 * The login dialog a page opened itself (its own Log in button, /welcome) is open. Wait for it before
 * `logInThroughTheDialog`, which cannot tell a dialog not yet open from none coming: it would open one from
 * the header, whose button the opening dialog then makes inert, and wait there until the test times out.
 */
export const expectLoginDialogOpen = (page: Page) => expect(page.getByRole('dialog', { name: 'Log in' })).toBeVisible();

/** Logs in through the login dialog, as a player does: the open one, or one opened from the header. */
export async function logInThroughTheDialog(page: Page, email: string, password = PASSWORD) {
  const dialog = page.getByRole('dialog', { name: 'Log in' });
  if (!(await dialog.isVisible())) await page.getByRole('banner').getByRole('button', { name: 'Log in' }).click();
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Password').fill(password);
  await dialog.getByRole('button', { name: 'Log in' }).click();
}

/**
 * Starts the page already logged in as `email`: logs in against the sandbox's API and puts the
 * token set where the host keeps it (spec 000 §7), so the host restores the session at start.
 * Resolves with the access token (for a journey that also calls the platform as the player).
 */
export async function startLoggedIn(page: Page, request: APIRequestContext, email: string, password = PASSWORD): Promise<string> {
  const response = await request.post(`${SANDBOX}/player/login`, { data: { email, password } });
  expect(response.ok(), `login of ${email}: ${response.status()}`).toBeTruthy();
  const tokens = await response.json();
  await page.addInitScript((set) => {
    // Not in frames: a sandboxed one (the sportsbook's) has no storage, and the session is the page's.
    if (window !== window.top) return;
    if (!window.sessionStorage.getItem('e2e-session-seeded')) {
      window.localStorage.setItem('authorization', JSON.stringify(set));
      window.sessionStorage.setItem('e2e-session-seeded', 'true');
    }
  }, { idToken: tokens.idToken, accessToken: tokens.accessToken, refreshToken: tokens.refreshToken, user: tokens.user });
  return tokens.accessToken as string;
}

/** Sends a wallet-feed message to every open socket of a player. */
export async function pushToPlayer(request: APIRequestContext, email: string, body: unknown) {
  const response = await request.post(`${SANDBOX}/__sandbox/players/${encodeURIComponent(email)}/push`, { data: { body } });
  expect(response.ok()).toBeTruthy();
  return (await response.json()) as { delivered: number };
}

/** Open wallet sockets of a player. */
export async function socketsOf(request: APIRequestContext, email: string): Promise<number> {
  const response = await request.get(`${SANDBOX}/__sandbox/sockets`);
  return ((await response.json()) as { players: Record<string, number> }).players[email] ?? 0;
}


/** A player's bonuses as the sandbox's database holds them (test control `GET /__sandbox/players/:email/bonuses`, snake_case rows). */
export async function bonusesOf(request: APIRequestContext, email: string): Promise<Array<{ campaignId: string; status: string }>> {
  const response = await request.get(`${SANDBOX}/__sandbox/players/${encodeURIComponent(email)}/bonuses`);
  expect(response.ok()).toBeTruthy();
  const rows = (await response.json()).bonuses as Array<{ campaign_id: string; status: string }>;
  return rows.map((row) => ({ campaignId: row.campaign_id, status: row.status }));
}

/** Deposits `amount` (major units, typed) with Trustly through the header's Deposit dialog, approved on the provider's page. */
export async function depositWithTrustly(page: Page, amount: string) {
  await page.getByRole('banner').getByRole('link', { name: 'Deposit' }).click();
  const deposit = page.getByRole('dialog', { name: 'Deposit' });
  await deposit.getByRole('radio', { name: 'Trustly' }).check();
  await deposit.getByRole('textbox', { name: 'Amount (EUR)' }).fill(amount);
  await deposit.getByRole('button', { name: 'Pay', exact: true }).click();
  await page.frameLocator('iframe[title="Trustly payment page"]').getByRole('button', { name: 'Approve' }).click();
  await expect(deposit.getByRole('heading', { name: 'Deposit successful' })).toBeVisible();
}
