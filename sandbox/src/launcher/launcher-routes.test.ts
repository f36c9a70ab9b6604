import type { AddressInfo } from 'node:net';

import WebSocket from 'ws';

import { bearer, createTestSandbox, loginAs, type TestSandbox } from '../testing/test-sandbox';
import { webOriginOf } from '../lib/web-origin';
import { SLOT_PAYS, SlotMachine } from './slot';

describe('stand-in launcher (spec 001 §7 Relax-type launch URL)', () => {
  let sandbox: TestSandbox;
  beforeEach(async () => {
    sandbox = await createTestSandbox();
  });
  afterEach(() => sandbox.close());

  const ticketFor = async (email: string, gameId = 'money-train-3') => {
    const tokens = await loginAs(sandbox.app, email);
    const response = await sandbox.app.inject({ method: 'POST', url: '/games/ticket', headers: bearer(tokens.accessToken), payload: { gameId, channel: 'web', partner: 653, jurisdiction: 'MT' } });
    return { ticket: response.json().ticket as string, tokens };
  };
  const force = (outcomes: string[]) => sandbox.app.inject({ method: 'POST', url: '/__sandbox/launcher/next-outcomes', payload: { outcomes } });
  const spin = (payload: object) => sandbox.app.inject({ method: 'POST', url: '/launcher/spin', payload });
  const wallet = async (token: string) => (await sandbox.app.inject({ method: 'GET', url: '/player/wallet', headers: bearer(token) })).json();
  const scriptsOf = (html: string) => [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((match) => match[1] as string);

  it('serves the same slot page through the proxy path of SE and CA (quickspin, playngo, yggdrasil)', async () => {
    const query = '?lang=en&channel=web&jurisdiction=MT&ticket=t-1&partnerid=653&moneymode=real&gameid=book-of-dead&partner=playngo&homeurl=http%3A%2F%2Flocalhost%3A3000%2Fen-PP%2Fonline-casino';
    const proxied = await sandbox.app.inject({ method: 'GET', url: `/proxy/launcher/launcher.html${query}` });
    expect(proxied.statusCode).toBe(200);
    expect(proxied.body).toBe((await sandbox.app.inject({ method: 'GET', url: `/launcher/launcher.html${query}` })).body);
    expect(proxied.body).toMatch(/<button id="spin"[^>]*>Spin<\/button>/);
  });

  it('serves a self-contained slot page that speaks the window-message protocol', async () => {
    const response = await sandbox.app.inject({
      method: 'GET',
      url: '/launcher/launcher.html?lang=fi&channel=web&jurisdiction=MT&ticket=t-1&partnerid=653&moneymode=real&gameid=money-train-3&partner=relax&homeurl=http%3A%2F%2Flocalhost%3A3000%2Ffi-FI%2Fonline-casino&fullscreen=false',
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    const html = response.body;
    expect(html).toContain('<html lang="fi">');
    expect(html).toContain('name="viewport"');
    for (const stake of ['0.10', '0.50', '1.00', '5.00']) expect(html).toContain(`>${stake}</option>`);
    expect(html).toMatch(/<button id="spin"[^>]*>Spin<\/button>/);
    expect(html).toContain('"parentOrigin":"http://localhost:3000"');
    expect(html).toContain('"credential":{"kind":"ticket","value":"t-1"}');
    for (const type of ["type: 'ready'", "type: 'balanceUpdate'", "'pause'", "'resume'", "'ping'", "type: 'pong'", "'Paused'"]) expect(html).toContain(type);
    // No external assets.
    expect(html).not.toMatch(/\s(src|href)=/);
    // The inline script parses.
    for (const script of scriptsOf(html)) expect(() => new Function(script)).not.toThrow();
  });

  it('escapes what comes from the query, and runs in fun mode without a credential', async () => {
    const response = await sandbox.app.inject({ method: 'GET', url: `/launcher/launcher.html?gameid=${encodeURIComponent('<script>x</script>')}&moneymode=fun` });
    expect(response.body).not.toContain('<script>x</script>');
    expect(response.body).toContain('"mode":"fun"');
    expect(response.body).toContain('"parentOrigin":null');
    for (const script of scriptsOf(response.body)) expect(() => new Function(script)).not.toThrow();
  });

  it('takes the parent origin from homeurl, or none (no messages either way) when absent, not a URL or not a web page (issue 21 point 8)', () => {
    expect(webOriginOf('https://casino.example/en-UN/online-casino?x=1')).toBe('https://casino.example');
    expect(webOriginOf(undefined)).toBeNull();
    expect(webOriginOf('not a url')).toBeNull();
    expect(webOriginOf('javascript:alert(1)')).toBeNull();
    expect(webOriginOf('data:text/html,x')).toBeNull();
  });

  it('debits the stake and credits the win in MAIN as ledger rows, and answers the balance (minor units)', async () => {
    const { ticket, tokens } = await ticketFor('anna@sandbox.test');
    expect((await sandbox.app.inject({ method: 'POST', url: '/launcher/balance', payload: { ticket } })).json()).toEqual({ balance: 250_00, currency: 'EUR' });
    expect((await force(['win', 'loss'])).json()).toEqual({ outcomes: ['win', 'loss'] });

    const win = (await spin({ ticket, gameId: 'money-train-3', stake: 100 })).json();
    expect(win).toEqual({ outcome: 'win', reels: expect.any(Array), win: expect.any(Number), balance: expect.any(Number), currency: 'EUR' });
    const symbol = win.reels[0] as keyof typeof SLOT_PAYS;
    expect(win.reels).toEqual([symbol, symbol, symbol]);
    expect(win.win).toBe(100 * SLOT_PAYS[symbol]);
    expect(win.balance).toBe(250_00 - 100 + 100 * SLOT_PAYS[symbol]);

    const loss = (await spin({ ticket, gameId: 'money-train-3', stake: 50 })).json();
    expect(loss.outcome).toBe('loss');
    expect(loss.win).toBe(0);
    expect(new Set(loss.reels).size).toBeGreaterThan(1);
    expect(loss.balance).toBe(win.balance - 50);
    expect((await wallet(tokens.accessToken)).balanceMap.MAIN).toBe(loss.balance);
    const ledger = (await sandbox.app.inject({ method: 'GET', url: '/__sandbox/players/anna@sandbox.test/ledger' })).json();
    expect(ledger.transactions.slice(0, 3).map((row: { type: string; category: string; amount: number }) => [row.type, row.category, row.amount])).toEqual([
      ['BET', 'CASINO', -50],
      ['WIN', 'CASINO', win.win],
      ['BET', 'CASINO', -100],
    ]);
    expect((await sandbox.app.inject({ method: 'GET', url: '/__sandbox/launcher/next-outcomes' })).json()).toEqual({ outcomes: [] });
  });

  it('takes token and sessionId credentials too', async () => {
    const tokens = await loginAs(sandbox.app, 'ulla@sandbox.test');
    const token = (await sandbox.app.inject({ method: 'POST', url: '/games/token/quickspin', headers: bearer(tokens.accessToken), payload: { gameId: 'big-bad-wolf' } })).json().token;
    const sessionId = (await sandbox.app.inject({ method: 'POST', url: '/yggdrasil/player/auth/session', headers: bearer(tokens.accessToken), payload: { gameId: 'valley-of-the-gods' } })).json().sessionId;
    await force(['loss', 'loss']);
    expect((await spin({ token, gameId: 'big-bad-wolf', stake: 500 })).json().balance).toBe(35_00);
    expect((await spin({ sessionId, gameId: 'valley-of-the-gods', stake: 500 })).json().balance).toBe(30_00);
  });

  it('answers 402 Insufficient funds when the stake exceeds MAIN, and changes nothing', async () => {
    const { ticket, tokens } = await ticketFor('nora@sandbox.test');
    const response = await spin({ ticket, gameId: 'money-train-3', stake: 10 });
    expect(response.statusCode).toBe(402);
    expect(response.json()).toEqual({ error: 'INSUFFICIENT_FUNDS', message: 'Insufficient funds' });
    expect((await wallet(tokens.accessToken)).balanceMap.MAIN).toBe(0);
  });

  it('answers 401 Token expired without a live credential: none, unknown, or after sign-out', async () => {
    const { ticket, tokens } = await ticketFor('anna@sandbox.test');
    for (const payload of [{ gameId: 'g', stake: 100 }, { gameId: 'g', stake: 100, moneymode: 'real' }, { ticket: 'nonsense', gameId: 'g', stake: 100 }]) {
      const response = await spin(payload);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ error: 'Unauthorized', message: 'Token expired' });
    }
    await sandbox.app.inject({ method: 'POST', url: '/player/sign_out', headers: bearer(tokens.accessToken) });
    expect((await spin({ ticket, gameId: 'g', stake: 100 })).statusCode).toBe(401);
    expect((await sandbox.app.inject({ method: 'POST', url: '/launcher/balance', payload: { ticket } })).statusCode).toBe(401);
  });

  it('refuses a stake that is not offered', async () => {
    const { ticket } = await ticketFor('anna@sandbox.test');
    expect((await spin({ ticket, gameId: 'g', stake: 200 })).statusCode).toBe(400);
    expect((await spin({ ticket, gameId: 'g', stake: 0.1 })).statusCode).toBe(400);
    expect((await spin({ ticket, gameId: 'g' })).statusCode).toBe(400);
  });

  it('spins fun mode without a credential and without touching a wallet', async () => {
    await force(['win']);
    const response = await spin({ gameId: 'book-of-dead', stake: 10, moneymode: 'fun' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ outcome: 'win', reels: expect.any(Array), win: expect.any(Number) });
  });

  it('refuses bad forced outcomes, and reset clears the queue and the credentials', async () => {
    expect((await force(['jackpot'])).statusCode).toBe(400);
    const { ticket } = await ticketFor('anna@sandbox.test');
    await force(['win', 'win']);
    await sandbox.app.inject({ method: 'POST', url: '/__sandbox/reset' });
    expect((await sandbox.app.inject({ method: 'GET', url: '/__sandbox/launcher/next-outcomes' })).json()).toEqual({ outcomes: [] });
    expect((await spin({ ticket, gameId: 'g', stake: 100 })).statusCode).toBe(401);
  });

  it('pushes WALLET_BALANCE to the player\'s wallet sockets after a spin', async () => {
    await sandbox.app.listen({ port: 0, host: '127.0.0.1' });
    const port = (sandbox.app.server.address() as AddressInfo).port;
    const { ticket, tokens } = await ticketFor('anna@sandbox.test');
    const walletToken = (await sandbox.app.inject({ method: 'GET', url: '/player/wallet/session-token', headers: bearer(tokens.accessToken) })).json().token;
    const socket = new WebSocket(`ws://127.0.0.1:${port}/wallet-bonus/ws?token=${walletToken}`);
    try {
      await new Promise<void>((resolve, reject) => {
        socket.once('open', () => resolve());
        socket.once('error', reject);
      });
      for (let tries = 0; tries < 50 && !(await sandbox.app.inject({ method: 'GET', url: '/__sandbox/sockets' })).json().total; tries += 1) {
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
      const message = new Promise<string>((resolve) => socket.once('message', (data) => resolve(data.toString())));
      await force(['loss']);
      await spin({ ticket, gameId: 'money-train-3', stake: 500 });
      expect(JSON.parse(await message)).toEqual({ body: { type: 'WALLET_BALANCE', balanceMap: { MAIN: 245_00, LOCKED: 0, BONUS: 0 } } });
    } finally {
      socket.terminate();
    }
  });

  it('serves the live table page, and 404 for an unknown table', async () => {
    const table = (await sandbox.app.inject({ method: 'GET', url: '/games-admin/live-tables?partnerId=653' })).json().tables.find((candidate: { open: boolean }) => candidate.open);
    const page = await sandbox.app.inject({ method: 'GET', url: `/launcher/live.html?tableId=${table.tableId}&mode=demo` });
    expect(page.statusCode).toBe(200);
    expect(page.body).toMatch(/Dealer \S+ is dealing/);
    expect(page.body).toMatch(/<button id="bet"[^>]*>Bet<\/button>/);
    expect(page.body).toContain("data.type === 'pause'");
    expect(page.body).not.toMatch(/\s(src|href)=/);
    for (const script of scriptsOf(page.body)) expect(() => new Function(script)).not.toThrow();
    expect((await sandbox.app.inject({ method: 'GET', url: '/launcher/live.html?tableId=nothing' })).statusCode).toBe(404);
  });
});

describe('SlotMachine', () => {
  it('repeats the same outcomes from a fresh machine, and takes forced outcomes first', () => {
    const run = () => {
      const machine = new SlotMachine();
      return Array.from({ length: 50 }, () => machine.spin('book-of-dead', 100));
    };
    expect(run()).toEqual(run());
    const outcomes = run().map((result) => result.outcome);
    expect(outcomes).toContain('win');
    expect(outcomes).toContain('loss');
    const machine = new SlotMachine();
    machine.force(['loss', 'win', 'loss']);
    expect([machine.spin('a', 100), machine.spin('a', 100), machine.spin('a', 100)].map((result) => result.outcome)).toEqual(['loss', 'win', 'loss']);
  });
});
