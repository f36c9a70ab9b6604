import type { Frame, Page } from '@playwright/test';
import { SANDBOX, startLoggedIn } from '../support/sandbox';
import { expect, test } from '../support/test';

/*
 * Issue 21 point 3: the site's frame handlers (the casino's game frame, the sportsbook's frame, the cashier's
 * payment page) act only on messages from the provider's frame itself. Each journey opens the frame, then a
 * message the handler would act on arrives from (a) a page of another origin, framed inside the provider's
 * page (what an advert or a compromised widget there could do), (b) another window of the provider's own
 * origin (a second frame of it), and (c) the site's own window: nothing happens. The same message from the
 * frame itself is then acted on, so each journey can tell ignoring from not listening.
 *
 * (The live casino's table frame is listened to by nobody: mfe-live-casino only sends it pause and resume.
 * Pay and play's bank frame is the cashier's other listener, `isMessageFromFrame` like the deposit's: its unit
 * test `pay-and-play-page.test.tsx` sends the same foreign messages; this journey leaves pia's state alone.)
 */

const EVIL = 'https://evil.example';

/** The Playwright frame of an iframe of the page. */
async function frameOf(page: Page, selector: string): Promise<Frame> {
  const frame = await (await page.locator(selector).elementHandle())?.contentFrame();
  if (!frame) throw new Error(`no frame ${selector}`);
  return frame;
}

/** Frames a page at `url` inside `host` and answers its Playwright frame. */
async function nestedFrame(page: Page, host: Frame, url: string): Promise<Frame> {
  await host.evaluate(
    (src) =>
      new Promise<void>((resolve) => {
        const frame = document.createElement('iframe');
        frame.src = src;
        frame.addEventListener('load', () => resolve(), { once: true });
        document.body.append(frame);
      }),
    url,
  );
  const frame = page.frames().find((candidate) => candidate.parentFrame() === host && candidate.url() === url);
  if (!frame) throw new Error(`no nested frame ${url}`);
  return frame;
}

/**
 * Sends `message` to the site's window from a page of evil.example framed in the provider's page, from another
 * frame of the provider's origin, and from the site's own window; resolves once the site's window has received
 * all three (its own handlers, registered before, have then run).
 */
async function postForeign(page: Page, provider: Frame, providerOrigin: string, message: Record<string, unknown>): Promise<void> {
  await page.evaluate(() => {
    const seen: unknown[] = [];
    Object.assign(window, { __foreignSeen: seen });
    window.addEventListener('message', (event) => {
      const probe = (event.data as { probe?: unknown } | null)?.probe;
      if (typeof probe === 'string') seen.push(probe);
    });
  });
  const evil = await nestedFrame(page, provider, `${EVIL}/attack.html`);
  const sibling = await nestedFrame(page, provider, `${providerOrigin}/__sandbox/health`);
  await evil.evaluate((data) => window.top?.postMessage({ ...data, probe: 'other origin' }, '*'), message);
  await sibling.evaluate((data) => window.top?.postMessage({ ...data, probe: 'provider’s other window' }, '*'), message);
  await page.evaluate((data) => window.postMessage({ ...data, probe: 'the site’s own window' }, '*'), message);
  await expect
    .poll(() => page.evaluate(() => [...((window as unknown as { __foreignSeen: string[] }).__foreignSeen ?? [])].sort()))
    .toEqual(['other origin', 'provider’s other window', 'the site’s own window'].sort());
}

test.beforeEach(async ({ context }) => {
  // The attacker's page, served without the network.
  await context.route(`${EVIL}/**`, (route) => route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Not the provider</title><p>Hello from elsewhere</p>' }));
});

test('the game frame’s pause counts only from the game itself', async ({ page }) => {
  await page.goto('/en-UN/online-casino/play/playngo/book-of-dead');
  const status = page.getByRole('status').filter({ hasText: /^The game is (ready|paused)$/ });
  await expect(status).toHaveText('The game is ready');
  const game = await frameOf(page, 'iframe[title="Book of Dead"]');
  const launcher = new URL(game.url()).origin;

  await postForeign(page, game, launcher, { type: 'pause' });
  await expect(status).toHaveText('The game is ready');
  await expect(game.getByRole('button', { name: 'Spin', exact: true })).toBeEnabled();

  await game.evaluate(() => window.parent.postMessage({ type: 'pause' }, 'http://localhost:3000'));
  await expect(status).toHaveText('The game is paused');
});

test('the sportsbook frame’s route and login count only from the sportsbook itself', async ({ page }) => {
  await page.goto('/en-UN/sportsbook/football/england');
  const sportsbook = await frameOf(page, 'iframe[title="Sportsbook"]');
  await expect(sportsbook.getByRole('navigation', { name: 'Sportsbook' })).toBeVisible();
  const provider = new URL(sportsbook.url()).origin;

  await postForeign(page, sportsbook, provider, { type: 'route', path: '/live' });
  await postForeign(page, sportsbook, provider, { type: 'login' });
  await expect(page).toHaveURL(/\/en-UN\/sportsbook\/football\/england$/);
  await expect(page.getByRole('dialog', { name: 'Log in' })).toHaveCount(0);

  await sportsbook.evaluate(() => window.parent.postMessage({ type: 'route', path: '/live' }, 'http://localhost:3000'));
  await expect(page).toHaveURL(/\/en-UN\/sportsbook\/live$/);
});

test('the payment page’s result counts only from the payment page itself', async ({ page, request }) => {
  // A Global-market persona no other journey deposits with.
  const email = 'novirtuals@sandbox.test';
  await startLoggedIn(page, request, email);
  const ledger = async () => ((await (await request.get(`${SANDBOX}/__sandbox/players/${email}/ledger`)).json()) as { balances: { main: number } }).balances.main;
  const before = await ledger();
  await page.goto('/en-UN');
  await page.getByRole('banner').getByRole('link', { name: 'Deposit' }).click();
  const deposit = page.getByRole('dialog', { name: 'Deposit' });
  await deposit.getByRole('radio', { name: 'Trustly' }).check();
  await deposit.getByRole('textbox', { name: 'Amount (EUR)' }).fill('10');
  await deposit.getByRole('button', { name: 'Pay', exact: true }).click();
  const paymentFrame = page.locator('iframe[title="Trustly payment page"]');
  await expect(paymentFrame).toBeVisible();
  const payment = await frameOf(page, 'iframe[title="Trustly payment page"]');
  await expect(payment.getByRole('button', { name: 'Approve' })).toBeVisible();
  const providerUrl = new URL(payment.url());
  const referenceId = decodeURIComponent(providerUrl.pathname.split('/').pop() ?? '');

  // A decline would end the deposit at once, an approval would make the cashier ask the platform.
  await postForeign(page, payment, providerUrl.origin, { type: 'PAYMENT_RESULT', referenceId, status: 'DECLINED' });
  await postForeign(page, payment, providerUrl.origin, { type: 'PAYMENT_RESULT', referenceId, status: 'APPROVED' });
  await expect(paymentFrame).toBeVisible();
  await expect(deposit.getByRole('heading', { name: /Deposit (successful|failed|declined)/i })).toHaveCount(0);
  expect(await ledger()).toBe(before);

  await payment.evaluate((id) => window.parent.postMessage({ type: 'PAYMENT_RESULT', referenceId: id, status: 'DECLINED' }, 'http://localhost:3000'), referenceId);
  await expect(paymentFrame).toBeHidden();
  expect(await ledger()).toBe(before);
});
