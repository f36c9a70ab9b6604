import { bearer, createTestSandbox, loginAs, TEST_PUBLIC_URL, type TestSandbox } from '../testing/test-sandbox';

describe('game launch calls (spec 001 §7 Game launch)', () => {
  let sandbox: TestSandbox;
  let auth: Record<string, string>;
  beforeEach(async () => {
    sandbox = await createTestSandbox();
    auth = bearer((await loginAs(sandbox.app, 'anna@sandbox.test')).accessToken);
  });
  afterEach(() => sandbox.close());

  const post = (url: string, payload: object, headers: Record<string, string> = {}) => sandbox.app.inject({ method: 'POST', url, payload, headers });
  const queryOf = (url: string) => {
    const parsed = new URL(url);
    return { origin: parsed.origin, path: parsed.pathname, query: Object.fromEntries(parsed.searchParams) };
  };
  const expectTokenExpired = (response: { statusCode: number; json(): unknown }) => {
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ error: 'Unauthorized', message: 'Token expired' });
  };
  const firstTable = async () => (await sandbox.app.inject({ method: 'GET', url: '/games-admin/live-tables?partnerId=653' })).json().tables[0];

  it('answers the launcher origins', async () => {
    const response = await sandbox.app.inject({ method: 'GET', url: '/games/launcher-origins' });
    expect(response.json()).toEqual({ launcher: TEST_PUBLIC_URL, staging: 'https://staging-launcher.sandbox.invalid' });
  });

  describe('POST /games/pragmatic/game-url', () => {
    const body = { symbol: 'vs20doghouse', language: 'en', currency: 'EUR', platform: 'WEB', stylename: 'casino', lobbyUrl: 'http://localhost:3000/en-UN/online-casino', jurisdiction: 'MT' };
    it('gives a fun launcher URL without a token in demo mode', async () => {
      const response = await post('/games/pragmatic/game-url', { ...body, mode: 'demo' });
      expect(response.statusCode).toBe(200);
      const { origin, path, query } = queryOf(response.json().gameUrl);
      expect({ origin, path }).toEqual({ origin: TEST_PUBLIC_URL, path: '/launcher/launcher.html' });
      expect(query).toEqual({ gameid: 'vs20doghouse', moneymode: 'fun', lang: 'en', currency: 'EUR', channel: 'WEB', jurisdiction: 'MT', homeurl: body.lobbyUrl, provider: 'pragmatic' });
    });
    it('gives a real launcher URL with a token in real mode, and 401 without a Bearer token', async () => {
      const response = await post('/games/pragmatic/game-url', { ...body, mode: 'real' }, auth);
      const { query } = queryOf(response.json().gameUrl);
      expect(query).toMatchObject({ gameid: 'vs20doghouse', moneymode: 'real', token: expect.any(String) });
      expectTokenExpired(await post('/games/pragmatic/game-url', { ...body, mode: 'real' }));
      expect((await post('/games/pragmatic/game-url', { ...body, mode: 'maybe' })).statusCode).toBe(400);
    });
  });

  it('POST /games/pariplay/context answers a launcher url; real needs a token', async () => {
    const body = { GameCode: 'PP_Game', CurrencyCode: 'EUR', LanguageCode: 'en', PlayerIP: '127.0.0.1', CountryCode: 'MT' };
    expect(queryOf((await post('/games/pariplay/context', { ...body, mode: 'demo' })).json().url).query).toMatchObject({ gameid: 'PP_Game', moneymode: 'fun', lang: 'en' });
    expect(queryOf((await post('/games/pariplay/context', { ...body, mode: 'real' }, auth)).json().url).query).toMatchObject({ moneymode: 'real', token: expect.any(String) });
    expectTokenExpired(await post('/games/pariplay/context', { ...body, mode: 'real' }));
  });

  it('POST /games/softswiss/context needs country in real mode', async () => {
    const body = { game: 'bgaming:AlohaKingElvis', currency: 'EUR', locale: 'en', ip: '127.0.0.1', return_url: 'http://localhost:3000/x', deposit_url: 'http://localhost:3000/d', jurisdiction: 'MT', client_type: 'desktop' };
    expect(queryOf((await post('/games/softswiss/context', { ...body, mode: 'demo' })).json().url).query).toMatchObject({ gameid: body.game, moneymode: 'fun', homeurl: body.return_url });
    expect((await post('/games/softswiss/context', { ...body, mode: 'real' }, auth)).statusCode).toBe(400);
    const real = await post('/games/softswiss/context', { ...body, country: 'MT', mode: 'real' }, auth);
    expect(queryOf(real.json().url).query).toMatchObject({ moneymode: 'real', token: expect.any(String) });
    expectTokenExpired(await post('/games/softswiss/context', { ...body, country: 'MT', mode: 'real' }));
  });

  describe('POST /games/token/:provider', () => {
    it.each(['quickspin', 'relax', 'pragmatic', 'playngo'])('gives %s the same token per game unless requireNew', async (provider) => {
      const first = (await post(`/games/token/${provider}`, { gameId: 'a' }, auth)).json().token;
      expect(first).toEqual(expect.any(String));
      expect((await post(`/games/token/${provider}`, { gameId: 'a', requireNew: false }, auth)).json().token).toBe(first);
      expect((await post(`/games/token/${provider}`, { gameId: 'b' }, auth)).json().token).not.toBe(first);
      const fresh = (await post(`/games/token/${provider}`, { gameId: 'a', requireNew: true }, auth)).json().token;
      expect(fresh).not.toBe(first);
      expect((await post(`/games/token/${provider}`, { gameId: 'a' }, auth)).json().token).toBe(fresh);
    });
    it('needs ipAddress for creedroomz, a Bearer token, and a known provider', async () => {
      expect((await post('/games/token/creedroomz', { gameId: 'a' }, auth)).statusCode).toBe(400);
      expect((await post('/games/token/creedroomz', { gameId: 'a', ipAddress: '127.0.0.1' }, auth)).json()).toEqual({ token: expect.any(String) });
      expectTokenExpired(await post('/games/token/relax', { gameId: 'a' }));
      expect((await post('/games/token/novomatic', { gameId: 'a' }, auth)).statusCode).toBe(404);
      expect((await post('/games/token/relax', {}, auth)).statusCode).toBe(400);
    });
  });

  it('POST /games/ticket answers a ticket for partner 653 only', async () => {
    const body = { gameId: 'relax-money-train-3', channel: 'web', jurisdiction: 'MT' };
    expect((await post('/games/ticket', { ...body, partner: 653 }, auth)).json()).toEqual({ ticket: expect.any(String) });
    expect((await post('/games/ticket', { ...body, partner: '653' }, auth)).statusCode).toBe(200);
    const refused = await post('/games/ticket', { ...body, partner: 1 }, auth);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ error: 'Bad Request', message: 'partner must be 653' });
    expectTokenExpired(await post('/games/ticket', { ...body, partner: 653 }));
  });

  it('POST /yggdrasil/player/auth/session answers a sessionId', async () => {
    expect((await post('/yggdrasil/player/auth/session', { gameId: 'vikings-go-berzerk' }, auth)).json()).toEqual({ sessionId: expect.any(String) });
    expectTokenExpired(await post('/yggdrasil/player/auth/session', { gameId: 'vikings-go-berzerk' }));
  });

  describe('POST /evolution/user/authenticate', () => {
    it('answers a live table entryUrl, real with a Bearer token and demo without', async () => {
      const table = await firstTable();
      const real = await post('/evolution/user/authenticate', { gameCategory: 'roulette', tableId: table.tableId, wrapped: true, mobile: false, lobbyURL: 'http://localhost:3000/en-UN/live-casino-online', ipAddress: '127.0.0.1' }, auth);
      expect(real.statusCode).toBe(200);
      const entry = queryOf(real.json().entryUrl);
      expect(entry.path).toBe('/launcher/live.html');
      expect(entry.query).toMatchObject({ tableId: table.tableId, mode: 'real', sessionId: expect.any(String), homeurl: 'http://localhost:3000/en-UN/live-casino-online' });
      const page = await sandbox.app.inject({ method: 'GET', url: real.json().entryUrl.slice(TEST_PUBLIC_URL.length) });
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain(table.name.replace(/'/g, '&#39;'));

      const demo = await post('/evolution/user/authenticate', { currency: 'EUR', language: 'en', tableId: table.tableId });
      expect(queryOf(demo.json().entryUrl).query).toEqual({ tableId: table.tableId, mode: 'demo', lang: 'en', currency: 'EUR' });
      expectTokenExpired(await post('/evolution/user/authenticate', { gameCategory: 'roulette', tableId: table.tableId, wrapped: true, mobile: false, lobbyURL: 'x', ipAddress: '127.0.0.1' }));
    });
    it('answers 400 with a message for an unknown table', async () => {
      const response = await post('/evolution/user/authenticate', { currency: 'EUR', language: 'en', tableId: 'table-nothing' });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ error: 'Bad Request', message: 'Unknown table table-nothing' });
    });
  });
});
