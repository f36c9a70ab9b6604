import type { AddressInfo } from 'node:net';

import WebSocket from 'ws';

import { bearer, createTestSandbox, loginAs, TEST_NOW, type TestSandbox } from '../testing/test-sandbox';
import { PROVIDER_SIGNATURE_HEADER, PROVIDER_WEBHOOK_SECRET, PaymentProvider, providerOriginOf } from './payment-provider';
import { webOriginOf } from '../lib/web-origin';

describe('stand-in payment provider (issue 14)', () => {
  let sandbox: TestSandbox;
  beforeEach(async () => {
    sandbox = await createTestSandbox();
  });
  afterEach(() => sandbox.close());

  const provider = new PaymentProvider('http://127.0.0.1:4000', PROVIDER_WEBHOOK_SECRET);
  const mainOf = async (email: string) => (await sandbox.app.inject({ method: 'GET', url: `/__sandbox/players/${email}/ledger` })).json().balances.main as number;
  const requestDeposit = async (email: string, amount: number, origin?: string) => {
    const { accessToken } = await loginAs(sandbox.app, email);
    const response = await sandbox.app.inject({
      method: 'POST',
      url: '/player/wallet/deposit/request',
      headers: { ...bearer(accessToken), 'idempotency-key': `k-${amount}-${email.split('@')[0]}`, ...(origin ? { origin } : {}) },
      payload: { amount, paymentMethod: 'TRUSTLY' },
    });
    const deposit = response.json() as { referenceId: string; redirectUrl: string };
    const url = new URL(deposit.redirectUrl);
    return { ...deposit, path: `${url.pathname}${url.search}`, token: url.searchParams.get('token') as string, accessToken };
  };
  const press = (referenceId: string, action: string, token: string) => sandbox.app.inject({ method: 'POST', url: `/provider/pay/${referenceId}/${action}`, payload: { token } });
  const webhook = (payload: string, signature = provider.sign(payload)) =>
    sandbox.app.inject({ method: 'POST', url: '/provider/webhook', headers: { 'content-type': 'application/json', [PROVIDER_SIGNATURE_HEADER]: signature }, payload });

  it('lives on its own origin: the other loopback name of the public URL', () => {
    expect(providerOriginOf('http://localhost:4000')).toBe('http://127.0.0.1:4000');
    expect(providerOriginOf('http://127.0.0.1:4000')).toBe('http://localhost:4000');
    expect(providerOriginOf('https://sandbox.example')).toBe('https://sandbox.example');
  });

  it('shows method and amount with the buttons Approve, Decline and Cancel, and posts PAYMENT_RESULT to the site\'s origin', async () => {
    const deposit = await requestDeposit('nora@sandbox.test', 1_234_50, 'http://localhost:3000');
    const page = await sandbox.app.inject({ method: 'GET', url: deposit.path });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.body).toContain('TRUSTLY');
    expect(page.body).toContain('€1,234.50');
    for (const name of ['Approve', 'Decline', 'Cancel']) expect(page.body).toMatch(new RegExp(`<button type="button"[^>]*>${name}</button>`));
    expect(page.body).toContain("type: 'PAYMENT_RESULT'");
    expect(page.body).toContain('"parentOrigin":"http://localhost:3000"');
    expect(page.body).not.toMatch(/\s(src|href)=/);
    for (const script of [...page.body.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((match) => match[1] as string)) expect(() => new Function(script)).not.toThrow();
    // A wrong token or an unknown deposit is not found.
    expect((await sandbox.app.inject({ method: 'GET', url: `/provider/pay/${deposit.referenceId}?token=0000` })).statusCode).toBe(404);
    expect((await sandbox.app.inject({ method: 'GET', url: `/provider/pay/DEP-x?token=${deposit.token}` })).statusCode).toBe(404);
    expect((await press(deposit.referenceId, 'approve', 'forged')).statusCode).toBe(404);
  });

  it('posts the result to no one when the site\'s origin is not known, never to * (issue 21 point 8)', async () => {
    const deposit = await requestDeposit('nora@sandbox.test', 10_00);
    const page = await sandbox.app.inject({ method: 'GET', url: deposit.path.replace(/([?&])origin=[^&]*&?/, '$1') });
    expect(page.body).toContain('"parentOrigin":null');
    expect(page.body).toContain('if (config.parentOrigin && window.parent');
    expect(webOriginOf('javascript:alert(1)')).toBeNull();
    expect(webOriginOf('https://casino.example/path')).toBe('https://casino.example');
  });

  it('Approve credits the deposit (SUCCESS) and pushes WALLET_BALANCE; the buttons are gone afterwards', async () => {
    await sandbox.app.listen({ port: 0, host: '127.0.0.1' });
    const deposit = await requestDeposit('nora@sandbox.test', 25_00);
    const walletToken = (await sandbox.app.inject({ method: 'GET', url: '/player/wallet/session-token', headers: bearer(deposit.accessToken) })).json().token;
    const socket = new WebSocket(`ws://127.0.0.1:${(sandbox.app.server.address() as AddressInfo).port}/wallet-bonus/ws?token=${walletToken}`);
    try {
      await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject));
      for (let tries = 0; tries < 50 && !(await sandbox.app.inject({ method: 'GET', url: '/__sandbox/sockets' })).json().total; tries += 1) await new Promise((resolve) => setTimeout(resolve, 10));
      const message = new Promise<string>((resolve) => socket.once('message', (data) => resolve(data.toString())));
      expect((await press(deposit.referenceId, 'approve', deposit.token)).json()).toEqual({ referenceId: deposit.referenceId, status: 'SUCCESS', replayed: false });
      expect(JSON.parse(await message)).toEqual({ body: { type: 'WALLET_BALANCE', balanceMap: { MAIN: 25_00, LOCKED: 0, BONUS: 0 } } });
    } finally {
      socket.terminate();
    }
    expect(await mainOf('nora@sandbox.test')).toBe(25_00);
    // Her first deposit dates the profile.
    expect((await sandbox.app.inject({ method: 'GET', url: '/player/profile', headers: bearer(deposit.accessToken) })).json().firstDepositDate).toBe('2026-03-10');
    const page = await sandbox.app.inject({ method: 'GET', url: deposit.path });
    expect(page.body).toContain('This payment is SUCCESS.');
    expect(page.body).toMatch(/<button[^>]*disabled>Approve<\/button>/);
  });

  it('Decline records FAILED and credits nothing', async () => {
    const deposit = await requestDeposit('nora@sandbox.test', 25_00);
    expect((await press(deposit.referenceId, 'decline', deposit.token)).json()).toMatchObject({ status: 'FAILED' });
    expect(await mainOf('nora@sandbox.test')).toBe(0);
    expect((await sandbox.app.inject({ method: 'GET', url: `/__sandbox/players/nora@sandbox.test/ledger` })).json().transactions[0]).toMatchObject({ type: 'DEPOSIT', status: 'FAILED', amount: 25_00 });
  });

  it('Cancel abandons the payment: PENDING until it expires 30 minutes later as CANCELLED', async () => {
    const deposit = await requestDeposit('nora@sandbox.test', 25_00);
    expect((await press(deposit.referenceId, 'cancel', deposit.token)).json()).toEqual({ referenceId: deposit.referenceId, status: 'PENDING' });
    sandbox.setNow(new Date(TEST_NOW.getTime() + 30 * 60_000));
    const { accessToken } = await loginAs(sandbox.app, 'nora@sandbox.test');
    const status = await sandbox.app.inject({ method: 'GET', url: `/player/wallet/deposit/${deposit.referenceId}`, headers: bearer(accessToken) });
    expect(status.json()).toMatchObject({ status: 'CANCELLED' });
    expect((await press(deposit.referenceId, 'approve', deposit.token)).statusCode).toBe(409);
    expect(await mainOf('nora@sandbox.test')).toBe(0);
  });

  it('checks the webhook signature, and credits a replayed webhook once', async () => {
    const deposit = await requestDeposit('ulla@sandbox.test', 30_00);
    const payload = JSON.stringify({ referenceId: deposit.referenceId, status: 'SUCCESS' });
    expect((await webhook(payload, 'sha256=forged')).statusCode).toBe(401);
    expect((await webhook(payload, new PaymentProvider('x', 'another secret').sign(payload))).statusCode).toBe(401);
    expect(await mainOf('ulla@sandbox.test')).toBe(40_00);

    const answers = await Promise.all([webhook(payload), webhook(payload), webhook(payload)]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200]);
    expect(answers.map((answer) => answer.json().replayed).sort()).toEqual([false, true, true]);
    expect(await mainOf('ulla@sandbox.test')).toBe(70_00);
    expect((await webhook(JSON.stringify({ referenceId: deposit.referenceId, status: 'FAILED' }))).statusCode).toBe(409);
    expect((await webhook(JSON.stringify({ referenceId: 'DEP-unknown', status: 'SUCCESS' }))).statusCode).toBe(404);
    expect((await webhook(JSON.stringify({ referenceId: deposit.referenceId, status: 'MAYBE' }))).statusCode).toBe(400);
  });
});
