import type { AddressInfo } from 'node:net';

import type { FastifyInstance } from 'fastify';
import WebSocket from 'ws';

import { bearer, createTestSandbox, loginAs, type TestSandbox } from '../testing/test-sandbox';

/** A client socket that records what it receives. */
interface Client {
  socket: WebSocket;
  messages: string[];
  /** Resolves with the next text frame (or one already received and not yet taken). */
  next(): Promise<string>;
  closed: Promise<{ code: number; reason: string }>;
}

function connect(origin: string, query: string): Client {
  const socket = new WebSocket(`${origin}/wallet-bonus/ws${query}`);
  const messages: string[] = [];
  const waiting: Array<(text: string) => void> = [];
  let taken = 0;
  socket.on('message', (data) => {
    const text = data.toString();
    messages.push(text);
    const resolve = waiting.shift();
    if (resolve) {
      taken += 1;
      resolve(text);
    }
  });
  const closed = new Promise<{ code: number; reason: string }>((resolve) => socket.on('close', (code, reason) => resolve({ code, reason: reason.toString() })));
  socket.on('error', () => undefined);
  return {
    socket,
    messages,
    closed,
    next: () =>
      new Promise((resolve) => {
        if (taken < messages.length) resolve(messages[taken++] as string);
        else waiting.push(resolve);
      }),
  };
}

const opened = (client: Client) =>
  new Promise<void>((resolve, reject) => {
    if (client.socket.readyState === WebSocket.OPEN) return resolve();
    client.socket.once('open', () => resolve());
    client.socket.once('close', (code) => reject(new Error(`closed with ${code} before opening`)));
  });

describe('wallet-bonus WebSocket (spec 000 §7 Real-time wallet feed)', () => {
  let sandbox: TestSandbox;
  let app: FastifyInstance;
  let origin: string;
  const clients: Client[] = [];

  beforeEach(async () => {
    sandbox = await createTestSandbox();
    app = sandbox.app;
    await app.listen({ port: 0, host: '127.0.0.1' });
    origin = `ws://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  });
  afterEach(async () => {
    for (const client of clients.splice(0)) client.socket.terminate();
    await sandbox.close();
  });

  const open = (query: string): Client => {
    const client = connect(origin, query);
    clients.push(client);
    return client;
  };
  const walletToken = async (email: string) => {
    const tokens = await loginAs(app, email);
    const token = (await app.inject({ method: 'GET', url: '/player/wallet/session-token', headers: bearer(tokens.accessToken) })).json().token as string;
    return { token, tokens };
  };
  const openAs = async (email: string) => {
    const { token, tokens } = await walletToken(email);
    const client = open(`?token=${encodeURIComponent(token)}`);
    await opened(client);
    // The token is checked after the upgrade: wait until the socket is counted.
    for (let tries = 0; tries < 50 && !(await socketCount(email)); tries += 1) await new Promise((resolve) => setTimeout(resolve, 10));
    return { client, token, tokens };
  };
  const socketCount = async (email: string): Promise<number> => (await app.inject({ method: 'GET', url: '/__sandbox/sockets' })).json().players[email] ?? 0;
  const push = (email: string, body: object) => app.inject({ method: 'POST', url: `/__sandbox/players/${email}/push`, payload: { body } });

  it.each([
    ['no token', ''],
    ['a malformed token', '?token=nonsense'],
  ])('closes with 4401 for %s', async (_name, query) => {
    const client = open(query);
    expect((await client.closed).code).toBe(4401);
  });

  it('closes with 4401 for an access token (the socket takes the wallet session token only)', async () => {
    const tokens = await loginAs(app, 'anna@sandbox.test');
    const client = open(`?token=${tokens.accessToken}`);
    expect((await client.closed).code).toBe(4401);
  });

  it('counts open sockets per player and answers ping with pong', async () => {
    const { client } = await openAs('anna@sandbox.test');
    await openAs('anna@sandbox.test');
    await openAs('ulla@sandbox.test');
    expect((await app.inject({ method: 'GET', url: '/__sandbox/sockets' })).json()).toEqual({ total: 3, players: { 'anna@sandbox.test': 2, 'ulla@sandbox.test': 1 } });
    client.socket.send('ping');
    expect(await client.next()).toBe('pong');
    // Anything else the client sends is ignored.
    client.socket.send('hello');
    client.socket.send('ping');
    expect(await client.next()).toBe('pong');
  });

  it('pushes WALLET_BALANCE to every socket of the player as ADJUSTMENT rows, and GET /player/wallet agrees', async () => {
    const anna = await openAs('anna@sandbox.test');
    const second = await openAs('anna@sandbox.test');
    const ulla = await openAs('ulla@sandbox.test');
    const body = { type: 'WALLET_BALANCE', balanceMap: { MAIN: 212_50, LOCKED: 10_00, BONUS: 25_00 } };
    const response = await push('anna@sandbox.test', body);
    expect(response.json()).toEqual({ delivered: 2 });
    expect(JSON.parse(await anna.client.next())).toEqual({ body });
    expect(JSON.parse(await second.client.next())).toEqual({ body });
    expect(ulla.client.messages).toEqual([]);
    const wallet = await app.inject({ method: 'GET', url: '/player/wallet', headers: bearer(anna.tokens.accessToken) });
    expect(wallet.json()).toMatchObject({ balanceMap: { MAIN: 212_50, LOCKED: 10_00, BONUS: 25_00 }, currency: 'EUR', mainBalance: 212_50, casinoBonus: 25_00, totalBalance: 237_50 });
    // The balances are still the sum of the ledger: one ADJUSTMENT row per bucket that changed.
    const ledger = (await app.inject({ method: 'GET', url: '/__sandbox/players/anna@sandbox.test/ledger' })).json();
    const adjustments = ledger.transactions.filter((row: { category: string; transactionDate: string }) => row.category === 'ADJUSTMENT' && row.transactionDate === '2026-03-10T12:00:00.000Z');
    expect(adjustments.map((row: { type: string; amount: number }) => [row.type, row.amount]).sort()).toEqual([
      ['DEPOSIT', 10_00],
      ['DEPOSIT', 25_00],
      ['WITHDRAW', -37_50],
    ]);
    const settled = ledger.transactions.filter((row: { status: string }) => row.status === 'SUCCESS' || row.status === 'COMPLETED');
    expect(settled.reduce((sum: number, row: { amount: number }) => sum + row.amount, 0)).toBe(212_50 + 10_00 + 25_00);
  });

  it('pushes PLAYER_ATTRIBUTE_CHANGE and merges the attributes into the stored profile', async () => {
    const { client, tokens } = await openAs('ulla@sandbox.test');
    const body = { type: 'PLAYER_ATTRIBUTE_CHANGE', attributes: { casino: false, volt: true } };
    expect((await push('ulla@sandbox.test', body)).json()).toEqual({ delivered: 1 });
    expect(JSON.parse(await client.next())).toEqual({ body });
    const profile = (await app.inject({ method: 'GET', url: '/player/profile', headers: bearer(tokens.accessToken) })).json();
    expect(profile).toMatchObject({ casino: false, volt: true, liveCasino: true, playerId: 'sandbox-ulla' });
  });

  it('stores a push for a player with no socket, and refuses bad pushes', async () => {
    expect((await push('nora@sandbox.test', { type: 'WALLET_BALANCE', balanceMap: { MAIN: 10_00, LOCKED: 0, BONUS: 0 } })).json()).toEqual({ delivered: 0 });
    const tokens = await loginAs(app, 'nora@sandbox.test');
    expect((await app.inject({ method: 'GET', url: '/player/wallet', headers: bearer(tokens.accessToken) })).json().balanceMap.MAIN).toBe(10_00);

    expect((await push('nobody@sandbox.test', { type: 'WALLET_BALANCE', balanceMap: {} })).statusCode).toBe(404);
    for (const body of [{}, { type: 'WALLET_BALANCE', balanceMap: { MAIN: 'ten' } }, { type: 'WALLET_BALANCE', balanceMap: { MAIN: 10.5 } }, { type: 'PLAYER_ATTRIBUTE_CHANGE' }, { type: 'PLAYER_ATTRIBUTE_CHANGE', attributes: { casino: 'no' } }]) {
      const response = await push('nora@sandbox.test', body);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ error: 'BAD_REQUEST', message: expect.any(String), validationErrors: [expect.objectContaining({ status: 'INVALID' })] });
    }
    // Another type is passed on as it is, and nothing is stored.
    expect((await push('nora@sandbox.test', { type: 'SOMETHING_ELSE', value: 1 })).json()).toEqual({ delivered: 0 });
  });

  it('sends a raw text frame (to prove a non-JSON message is ignored)', async () => {
    const { client } = await openAs('anna@sandbox.test');
    const response = await app.inject({ method: 'POST', url: '/__sandbox/players/anna@sandbox.test/push-raw', payload: { text: 'not json {' } });
    expect(response.json()).toEqual({ delivered: 1 });
    expect(await client.next()).toBe('not json {');
  });

  it('drops every socket with 1012; the client may reconnect with the same token', async () => {
    const { client, token } = await openAs('anna@sandbox.test');
    await openAs('ulla@sandbox.test');
    expect((await app.inject({ method: 'POST', url: '/__sandbox/sockets/drop' })).json()).toEqual({ dropped: 2 });
    expect((await client.closed).code).toBe(1012);
    expect((await app.inject({ method: 'GET', url: '/__sandbox/sockets' })).json()).toEqual({ total: 0, players: {} });
    const again = open(`?token=${token}`);
    await opened(again);
    again.socket.send('ping');
    expect(await again.next()).toBe('pong');
  });

  it('drops one player\'s sockets with 1012 and leaves the others open', async () => {
    const { client } = await openAs('anna@sandbox.test');
    const other = await openAs('ulla@sandbox.test');
    expect((await app.inject({ method: 'POST', url: '/__sandbox/players/anna@sandbox.test/sockets/drop' })).json()).toEqual({ dropped: 1 });
    expect((await client.closed).code).toBe(1012);
    expect(other.client.socket.readyState).toBe(WebSocket.OPEN);
    expect((await app.inject({ method: 'GET', url: '/__sandbox/sockets' })).json()).toEqual({ total: 1, players: { 'ulla@sandbox.test': 1 } });
    expect((await app.inject({ method: 'POST', url: '/__sandbox/players/nobody@sandbox.test/sockets/drop' })).statusCode).toBe(404);
  });

  it('refuses a wallet token older than an hour of the sandbox clock', async () => {
    const { token } = await walletToken('anna@sandbox.test');
    sandbox.setNow(new Date(Date.parse('2026-03-10T13:00:01Z')));
    expect((await open(`?token=${token}`).closed).code).toBe(4401);
  });

  it('closes the session\'s sockets with 4401 at sign-out, and refuses its token afterwards', async () => {
    const { client, token, tokens } = await openAs('anna@sandbox.test');
    expect((await app.inject({ method: 'POST', url: '/player/sign_out', headers: bearer(tokens.accessToken) })).statusCode).toBe(204);
    expect((await client.closed).code).toBe(4401);
    expect((await open(`?token=${token}`).closed).code).toBe(4401);
  });

  it('closes the player\'s sockets with 4401 when a time-out ends the sessions (issue 16)', async () => {
    const { client, tokens } = await openAs('anna@sandbox.test');
    const taken = await app.inject({ method: 'PATCH', url: '/player/timeout', headers: bearer(tokens.accessToken), payload: { duration: '24h' } });
    expect(taken.statusCode).toBe(200);
    expect(await client.closed).toEqual({ code: 4401, reason: 'Time-out' });
  });

  it('closes every socket with 1012 at /__sandbox/reset (the sessions are gone too)', async () => {
    const { client, token } = await openAs('anna@sandbox.test');
    await app.inject({ method: 'POST', url: '/__sandbox/reset' });
    expect((await client.closed).code).toBe(1012);
    expect((await open(`?token=${token}`).closed).code).toBe(4401);
  });

  it('refuses the upgrade with the fault\'s status, and in maintenance with 503', async () => {
    const { token } = await walletToken('anna@sandbox.test');
    const refusedWith = (client: Client) => new Promise<number>((resolve) => client.socket.once('unexpected-response', (_request, response) => resolve(response.statusCode ?? 0)));
    await app.inject({ method: 'POST', url: '/__sandbox/faults', payload: { path: '/wallet-bonus', status: 502, times: 1 } });
    expect(await refusedWith(open(`?token=${token}`))).toBe(502);
    await app.inject({ method: 'POST', url: '/__sandbox/flags', payload: { maintenance: true } });
    expect(await refusedWith(open(`?token=${token}`))).toBe(503);
  });

  it('answers a plain GET of the socket path with 404', async () => {
    expect((await app.inject({ method: 'GET', url: '/wallet-bonus/ws' })).statusCode).toBe(404);
  });
});
