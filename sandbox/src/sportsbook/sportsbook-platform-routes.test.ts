import type { AddressInfo } from 'node:net';

import { SPORTS_CONTEXT_HEADERS, sportsFrameContextSchema, sportsProviderSessionSchema } from '@casino/shared/wire';
import WebSocket from 'ws';

import { bearer, createTestSandbox, loginAs, TEST_NOW, type TestSandbox } from '../testing/test-sandbox';
import type { League } from './football-fixtures';
import { signSportsWebhook, SPORTS_SIGNATURE_HEADER, USER_BALANCE_UPDATE_PATH } from './sports-webhook';

const PUNTER = 'punter@sandbox.test';
const SITE = 'http://localhost:3000';

describe('the sportsbook on the platform (issue 18 point 6; spec 001 §7)', () => {
  let sandbox: TestSandbox;
  beforeEach(async () => {
    sandbox = await createTestSandbox();
  });
  afterEach(() => sandbox.close());

  const inject = (method: 'GET' | 'POST', url: string, payload?: unknown, headers: Record<string, string> = {}) => sandbox.app.inject({ method, url, payload: payload as object, headers });
  const contextHeaders = (provider = 'standard', market = 'UN', language = 'en') => ({
    [SPORTS_CONTEXT_HEADERS.provider]: provider,
    [SPORTS_CONTEXT_HEADERS.market]: market,
    [SPORTS_CONTEXT_HEADERS.language]: language,
  });
  const context = (headers: Record<string, string>, token?: string) => inject('POST', '/sportsbook/iframe/context', { parentOrigin: SITE }, { ...headers, ...(token ? bearer(token) : {}) });
  const sessionOf = async (email: string, provider = 'standard') => {
    const tokens = await loginAs(sandbox.app, email);
    const answer = await inject('POST', '/sportsbook/session', { provider }, bearer(tokens.accessToken));
    expect(answer.statusCode).toBe(200);
    return { tokens, session: sportsProviderSessionSchema.parse(answer.json()) };
  };
  const ledgerOf = async (email: string) => (await inject('GET', `/__sandbox/players/${email}/ledger`)).json();
  const openMatch = async (): Promise<League['matches'][number]> => {
    const league: League = (await inject('GET', '/sportsbook/fixtures?league=en.1&status=upcoming')).json();
    return league.matches[0]!;
  };
  const bet = (sessionId: string, stake: unknown, matchId?: string, selection = 'home', path = '/sportsbook-frame') =>
    inject('POST', `${path}/api/bets`, { sessionId, matchId, selection, stake });

  describe('iframe context request', () => {
    it('gives a visitor the frame on the providers’ origin, with no session', async () => {
      const answer = await context({ ...contextHeaders('standard', 'FI', 'fi'), [SPORTS_CONTEXT_HEADERS.channel]: 'mobile' });
      expect(answer.statusCode).toBe(200);
      const body = sportsFrameContextSchema.parse(answer.json());
      expect(body).toMatchObject({ provider: 'standard', frameOrigin: 'http://127.0.0.1:4000', session: null });
      const url = new URL(body.frameUrl);
      expect(url.origin + url.pathname).toBe('http://127.0.0.1:4000/sportsbook-frame');
      expect(Object.fromEntries(url.searchParams)).toEqual({ lang: 'fi', market: 'FI', channel: 'mobile', parentOrigin: SITE });
      // The frame it names is served there and talks to the site's origin only.
      const page = await inject('GET', `${url.pathname}${url.search}&path=/football`);
      expect(page.body).toContain('"parentOrigin":"http://localhost:3000"');
    });

    it('gives a player their provider session, and keeps it across requests', async () => {
      const tokens = await loginAs(sandbox.app, PUNTER);
      const first = sportsFrameContextSchema.parse((await context(contextHeaders(), tokens.accessToken)).json());
      expect(first.session).toMatchObject({ provider: 'standard', playerId: 'sandbox-punter', currency: 'EUR' });
      const again = sportsFrameContextSchema.parse((await context({ ...contextHeaders(), [SPORTS_CONTEXT_HEADERS.session]: first.session!.sessionId }, tokens.accessToken)).json());
      expect(again.session!.sessionId).toBe(first.session!.sessionId);
      expect(Date.parse(first.session!.expiresAt)).toBe(TEST_NOW.getTime() + 12 * 3_600_000);
    });

    it('answers 400 field errors for missing or wrong headers and body', async () => {
      const answer = await inject('POST', '/sportsbook/iframe/context', { parentOrigin: SITE }, { [SPORTS_CONTEXT_HEADERS.provider]: 'other', [SPORTS_CONTEXT_HEADERS.market]: 'XX' });
      expect(answer.statusCode).toBe(400);
      const fields = answer.json().validationErrors.map((error: { field: string }) => error.field).sort();
      expect(fields).toEqual([SPORTS_CONTEXT_HEADERS.language, SPORTS_CONTEXT_HEADERS.market, SPORTS_CONTEXT_HEADERS.provider].sort());
      expect(answer.json().validationErrors[0]).toMatchObject({ objectName: 'iframeContext', status: 'INVALID' });
      const badOrigin = await inject('POST', '/sportsbook/iframe/context', { parentOrigin: '*' }, contextHeaders());
      expect(badOrigin.statusCode).toBe(400);
      expect(badOrigin.json().validationErrors[0]).toMatchObject({ field: 'parentOrigin', rejectedValue: '*' });
    });

    it('keeps the PP frame to market PP with its flag on, and the sportsbook from players without sports', async () => {
      expect((await context(contextHeaders('pp', 'PP'))).json()).toMatchObject({ code: 'error.sportsbook.unavailable' });
      expect((await context(contextHeaders('pp', 'UN'))).statusCode).toBe(403);
      await inject('POST', '/__sandbox/flags', { features: { sportsbookPP: true } });
      const pp = sportsFrameContextSchema.parse((await context(contextHeaders('pp', 'PP'))).json());
      expect(new URL(pp.frameUrl).pathname).toBe('/sportsbook-frame/pp');
      const nosports = await loginAs(sandbox.app, 'nosports@sandbox.test');
      expect((await context(contextHeaders(), nosports.accessToken)).json()).toMatchObject({ code: 'error.sportsbook.unavailable' });
      expect((await inject('POST', '/sportsbook/session', { provider: 'standard' }, bearer(nosports.accessToken))).statusCode).toBe(403);
      await inject('POST', '/__sandbox/flags', { features: { sportsbookEnabled: false } });
      expect((await context(contextHeaders())).statusCode).toBe(403);
    });

    it('answers 401 for a token that is not valid', async () => {
      expect((await context(contextHeaders(), 'not-a-token')).statusCode).toBe(401);
    });
  });

  describe('a bet placed in the frame', () => {
    it('debits the stake from MAIN as a SPORTS bet, records it for the bet history, and answers the new balance', async () => {
      const { session } = await sessionOf(PUNTER);
      const match = await openMatch();
      const placed = await bet(session.sessionId, 250, match.id, 'draw');
      expect(placed.statusCode).toBe(201);
      expect(placed.json()).toMatchObject({ balance: 97_50, currency: 'EUR', bet: { matchId: match.id, selection: 'draw', selectionName: 'Draw', odds: match.odds.draw, stake: 250, status: 'OPEN' } });
      const ledger = await ledgerOf(PUNTER);
      expect(ledger.balances.main).toBe(97_50);
      expect(ledger.transactions[0]).toMatchObject({ type: 'BET', category: 'SPORTS', status: 'SUCCESS', amount: -250, balanceAfterTransaction: 97_50 });
      const history = await inject('GET', `/sportsbook-frame/api/bets?sessionId=${session.sessionId}`);
      expect(history.json().bets).toEqual([placed.json().bet]);
      // The platform's transactions list it under SPORTS.
      const { tokens } = await sessionOf(PUNTER);
      const sportsRows = (await inject('GET', '/player/wallet/transactions?limit=10&position=0&category=SPORTS', undefined, bearer(tokens.accessToken))).json().transactions;
      expect(sportsRows[0]).toMatchObject({ type: 'BET', category: 'SPORTS', amount: -250 });
    });

    it('refuses a stake above the balance with a clear error, and writes nothing', async () => {
      const { session } = await sessionOf(PUNTER);
      const before = await ledgerOf(PUNTER);
      const refused = await bet(session.sessionId, 100_01, (await openMatch()).id);
      expect(refused.statusCode).toBe(402);
      expect(refused.json()).toMatchObject({ code: 'INSUFFICIENT_FUNDS', message: 'Insufficient funds: the stake is €100.01 and your balance €100.00' });
      expect(await ledgerOf(PUNTER)).toEqual(before);
      expect((await inject('GET', `/sportsbook-frame/api/bets?sessionId=${session.sessionId}`)).json().bets).toEqual([]);
    });

    it.each`
      stake        | reason
      ${0}         | ${'zero'}
      ${-100}      | ${'negative'}
      ${2.5}       | ${'not whole minor units'}
      ${'250'}     | ${'a string'}
      ${undefined} | ${'missing'}
    `('answers 400 field errors for a stake that is $reason, and writes nothing', async ({ stake }) => {
      const { session } = await sessionOf(PUNTER);
      const before = await ledgerOf(PUNTER);
      const refused = await bet(session.sessionId, stake, (await openMatch()).id);
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({ error: 'Bad Request', validationErrors: [{ objectName: 'sportsBet', field: 'stake', status: 'INVALID' }] });
      expect(await ledgerOf(PUNTER)).toEqual(before);
    });

    it('refuses a match that is not open, a session that ended, and a session of the other provider', async () => {
      const { session, tokens } = await sessionOf(PUNTER);
      const league: League = (await inject('GET', '/sportsbook/fixtures?league=en.1&status=finished')).json();
      expect((await bet(session.sessionId, 100, league.matches[0]!.id)).json()).toMatchObject({ code: 'error.sports.market_closed' });
      expect((await bet(session.sessionId, 100, 'nothing')).statusCode).toBe(409);
      expect((await bet(session.sessionId, 100, (await openMatch()).id, 'home', '/sportsbook-frame/pp')).statusCode).toBe(401);
      await inject('POST', '/player/sign_out', undefined, bearer(tokens.accessToken));
      expect((await bet(session.sessionId, 100, (await openMatch()).id)).json()).toMatchObject({ code: 'error.sports.session_ended' });
      expect((await ledgerOf(PUNTER)).balances.main).toBe(100_00);
    });

    it('ends the session at unregister: no more bets, nor the bet history', async () => {
      const { session } = await sessionOf(PUNTER);
      expect((await inject('POST', '/sportsbook/widget/unregister', { sessionId: session.sessionId })).json()).toEqual({ unregistered: true });
      expect((await inject('POST', '/sportsbook/widget/unregister', { sessionId: session.sessionId })).json()).toEqual({ unregistered: false });
      expect((await bet(session.sessionId, 100, (await openMatch()).id)).statusCode).toBe(401);
      expect((await inject('GET', `/sportsbook-frame/api/bets?sessionId=${session.sessionId}`)).statusCode).toBe(401);
      expect((await inject('POST', '/sportsbook/widget/unregister', {})).statusCode).toBe(400);
      // Session create then makes a new one.
      const { session: next } = await sessionOf(PUNTER);
      expect(next.sessionId).not.toBe(session.sessionId);
    });

    it('refuses a stake when the market needs a deposit limit first (Sweden), and writes nothing', async () => {
      await inject('POST', '/__sandbox/flags', { features: { sportsbookPP: true } });
      await inject('POST', '/__sandbox/players/sven@sandbox.test/push', { body: { type: 'WALLET_BALANCE', balanceMap: { MAIN: 50_00 } } });
      const { session } = await sessionOf('sven@sandbox.test', 'pp');
      const refused = await bet(session.sessionId, 100, (await openMatch()).id, 'away', '/sportsbook-frame/pp');
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toMatchObject({ code: 'error.deposit.limit.required' });
      expect((await ledgerOf('sven@sandbox.test')).balances.main).toBe(50_00);
    });

    it('pushes WALLET_BALANCE to the player’s wallet sockets', async () => {
      await sandbox.app.listen({ port: 0, host: '127.0.0.1' });
      const port = (sandbox.app.server.address() as AddressInfo).port;
      const { session, tokens } = await sessionOf(PUNTER);
      const walletToken = (await inject('GET', '/player/wallet/session-token', undefined, bearer(tokens.accessToken))).json().token;
      const socket = new WebSocket(`ws://127.0.0.1:${port}/wallet-bonus/ws?token=${walletToken}`);
      try {
        await new Promise<void>((resolve, reject) => {
          socket.once('open', () => resolve());
          socket.once('error', reject);
        });
        for (let tries = 0; tries < 50 && !(await inject('GET', '/__sandbox/sockets')).json().total; tries += 1) await new Promise((resolve) => setTimeout(resolve, 10));
        const message = new Promise<string>((resolve) => socket.once('message', (data) => resolve(data.toString())));
        await bet(session.sessionId, 10_00, (await openMatch()).id);
        expect(JSON.parse(await message)).toEqual({ body: { type: 'WALLET_BALANCE', balanceMap: { MAIN: 90_00, LOCKED: 0, BONUS: 0 } } });
      } finally {
        socket.terminate();
      }
    });
  });

  describe('the user-balance-update webhook', () => {
    const webhook = (body: unknown, signature?: string) => {
      const payload = JSON.stringify(body);
      return sandbox.app.inject({ method: 'POST', url: USER_BALANCE_UPDATE_PATH, payload, headers: { 'content-type': 'application/json', [SPORTS_SIGNATURE_HEADER]: signature ?? signSportsWebhook(payload) } });
    };

    it('refuses a bad signature, and a malformed body with field errors', async () => {
      const { session } = await sessionOf(PUNTER);
      const update = { transactionId: 't-1', sessionId: session.sessionId, betId: 'b-1', type: 'BET', amount: 100, currency: 'EUR' };
      expect((await webhook(update, 'sha256=00')).statusCode).toBe(401);
      const malformed = await webhook({ ...update, type: 'REFUND', amount: 0, currency: 'eur' });
      expect(malformed.statusCode).toBe(400);
      expect(malformed.json().validationErrors.map((error: { field: string }) => error.field).sort()).toEqual(['amount', 'currency', 'type']);
      expect((await webhook({ ...update, currency: 'SEK' })).json().validationErrors[0]).toMatchObject({ field: 'currency', rejectedValue: 'SEK' });
      expect((await ledgerOf(PUNTER)).balances.main).toBe(100_00);
    });

    it('moves money once for a replayed transaction, and pays a win of a known bet only', async () => {
      const { session } = await sessionOf(PUNTER);
      const update = { transactionId: 't-1', sessionId: session.sessionId, betId: 'b-1', type: 'BET', amount: 500, currency: 'EUR' };
      const first = await webhook(update);
      expect(first.json()).toMatchObject({ transactionId: 't-1', balance: 95_00, currency: 'EUR', replayed: false });
      expect((await webhook(update)).json()).toMatchObject({ referenceId: first.json().referenceId, balance: 95_00, replayed: true });
      expect((await webhook({ ...update, amount: 600 })).json()).toMatchObject({ code: 'error.idempotency.key_reused' });
      expect((await webhook({ ...update, transactionId: 'w-0', type: 'WIN', betId: 'unknown' })).json()).toMatchObject({ code: 'error.sports.bet_not_found' });
      expect((await webhook({ ...update, transactionId: 'w-1', type: 'WIN', amount: 1_250 })).json()).toMatchObject({ balance: 107_50 });
      expect((await ledgerOf(PUNTER)).transactions.slice(0, 2).map((row: { type: string; amount: number }) => [row.type, row.amount])).toEqual([
        ['WIN', 1_250],
        ['BET', -500],
      ]);
    });

    it('settles a won bet through it: stake × odds to MAIN, and the bet shows Won', async () => {
      const { session } = await sessionOf(PUNTER);
      const match = await openMatch();
      const placed = (await bet(session.sessionId, 10_00, match.id, 'home')).json();
      const settled = await inject('POST', `/__sandbox/sportsbook/bets/${placed.bet.betId}/settle`, { outcome: 'WON' });
      expect(settled.json().bet).toMatchObject({ status: 'WON' });
      expect((await ledgerOf(PUNTER)).balances.main).toBe(90_00 + Math.round(10_00 * match.odds.home));
      expect((await inject('POST', `/__sandbox/sportsbook/bets/${placed.bet.betId}/settle`, { outcome: 'LOST' })).statusCode).toBe(409);
    });
  });
});
