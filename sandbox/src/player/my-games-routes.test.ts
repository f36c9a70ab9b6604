import { bearer, createTestSandbox, loginAs, type TestSandbox } from '../testing/test-sandbox';

describe('my games (spec 001 §7 Game launch "My games")', () => {
  let sandbox: TestSandbox;
  let auth: Record<string, string>;
  beforeEach(async () => {
    sandbox = await createTestSandbox();
    auth = bearer((await loginAs(sandbox.app, 'anna@sandbox.test')).accessToken);
  });
  afterEach(() => sandbox.close());

  const list = async (category: string, headers = auth) => (await sandbox.app.inject({ method: 'GET', url: `/player/games/my-games?category=${category}`, headers })).json();
  const add = (category: string, gameId: string) => sandbox.app.inject({ method: 'POST', url: '/player/games/my-games', headers: auth, payload: { category, gameId } });
  const played = (gameId: string, lobbyPageType = 'casino-lobby') =>
    sandbox.app.inject({ method: 'POST', url: '/player/games/recently-played', headers: auth, payload: { gameId, lobbyPageType } });

  it('starts empty, adds favourites newest first without duplicates, and deletes them', async () => {
    expect(await list('favourites')).toEqual({ games: [] });
    expect(await list('recent')).toEqual({ games: [] });
    await add('favourites', 'book-of-dead');
    await add('favourites', 'sweet-bonanza');
    const again = await add('favourites', 'book-of-dead');
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ games: ['book-of-dead', 'sweet-bonanza'] });
    expect(await list('favourites')).toEqual({ games: ['book-of-dead', 'sweet-bonanza'] });

    const removed = await sandbox.app.inject({ method: 'DELETE', url: '/player/games/my-games/book-of-dead?lobbyPageType=casino-lobby', headers: auth });
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toEqual({ games: ['sweet-bonanza'] });
    // Deleting what is not there is no error.
    expect((await sandbox.app.inject({ method: 'DELETE', url: '/player/games/my-games/nothing?lobbyPageType=live-casino', headers: auth })).statusCode).toBe(200);
    expect((await sandbox.app.inject({ method: 'DELETE', url: '/player/games/my-games/sweet-bonanza?lobbyPageType=elsewhere', headers: auth })).statusCode).toBe(400);
  });

  it('keeps the last 20 recently played games, newest first', async () => {
    for (let index = 0; index < 25; index += 1) expect((await played(`game-${index}`)).statusCode).toBe(200);
    const last = await played('game-10', 'live-casino');
    const expected = ['game-10', ...Array.from({ length: 24 }, (_, index) => `game-${24 - index}`).filter((id) => id !== 'game-10')].slice(0, 20);
    expect(last.json()).toEqual({ games: expected });
    expect(await list('recent')).toEqual({ games: expected });
    expect((await played('x', 'sportsbook')).statusCode).toBe(400);
  });

  it('keeps the lists per player, across a restart, and empties them at reset', async () => {
    await add('favourites', 'book-of-dead');
    const ulla = bearer((await loginAs(sandbox.app, 'ulla@sandbox.test')).accessToken);
    expect(await list('favourites', ulla)).toEqual({ games: [] });

    await sandbox.app.close();
    const restarted = await sandbox.rebuild();
    expect((await restarted.inject({ method: 'GET', url: '/player/games/my-games?category=favourites', headers: auth })).json()).toEqual({ games: ['book-of-dead'] });
    await restarted.inject({ method: 'POST', url: '/__sandbox/reset' });
    const fresh = bearer((await loginAs(restarted, 'anna@sandbox.test')).accessToken);
    expect((await restarted.inject({ method: 'GET', url: '/player/games/my-games?category=favourites', headers: fresh })).json()).toEqual({ games: [] });
  });

  it('refuses a bad category or body with 400', async () => {
    expect((await sandbox.app.inject({ method: 'GET', url: '/player/games/my-games?category=liked', headers: auth })).statusCode).toBe(400);
    expect((await add('liked', 'book-of-dead')).statusCode).toBe(400);
    expect((await add('favourites', '')).statusCode).toBe(400);
  });

  it.each([
    ['GET', '/player/games/my-games?category=favourites'],
    ['POST', '/player/games/my-games'],
    ['DELETE', '/player/games/my-games/book-of-dead?lobbyPageType=casino-lobby'],
    ['POST', '/player/games/recently-played'],
  ] as const)('%s %s answers 401 Token expired without a token', async (method, url) => {
    const response = await sandbox.app.inject({ method, url, ...(method === 'POST' ? { payload: { category: 'favourites', gameId: 'a', lobbyPageType: 'casino-lobby' } } : {}) });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ error: 'Unauthorized', message: 'Token expired' });
  });
});
