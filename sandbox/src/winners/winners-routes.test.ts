import { latestWinnersSchema, topWinnersSchema, WINNERS_LIMIT } from '@casino/shared/wire';

import { buildDataset } from '../seed/dataset';
import { createTestSandbox, TEST_NOW, TEST_PUBLIC_URL, type TestSandbox } from '../testing/test-sandbox';
import { maskedName, WINNERS_RANGE_MS } from './winners-routes';
import { SEEDED_WINNERS } from './seed-winners';

/** The site-context header of an anonymous call (spec 001 §7), as the shared http client sends it. */
const SITE = { 'x-site-context': JSON.stringify({ siteId: 1 }) };
const HOUR_MS = 60 * 60 * 1000;

/**
 * The seeded winners' EUR wins inside a period ending at TEST_NOW, biggest first. (Other seeds add WIN rows
 * too: the bonus seed's tournament entrants win back their stakes.)
 */
function seededEuroWinsWithin(ms: number): number[] {
  return SEEDED_WINNERS.filter((winner) => winner.currency === 'EUR')
    .flatMap((winner) => winner.wins)
    .filter((win) => win.hoursAgo * HOUR_MS <= ms)
    .map((win) => win.win)
    .sort((a, b) => b - a);
}

/** `amounts` is a top list (biggest first, at most WINNERS_LIMIT) holding every seeded win big enough to make it. */
function expectTopOf(amounts: number[], seeded: number[]): void {
  expect(amounts.length).toBeGreaterThan(0);
  expect(amounts.length).toBeLessThanOrEqual(WINNERS_LIMIT);
  expect(amounts).toEqual([...amounts].sort((a, b) => b - a));
  const smallest = amounts.length === WINNERS_LIMIT ? (amounts.at(-1) ?? 0) : 0;
  expect(amounts).toEqual(expect.arrayContaining(seeded.filter((amount) => amount > smallest)));
}

describe('winners widgets (spec 001 §7 Wallet top-winners, latest-winners; §3 Winners)', () => {
  let sandbox: TestSandbox;
  beforeAll(async () => {
    sandbox = await createTestSandbox();
  });
  afterAll(() => sandbox.close());

  const get = (url: string) => sandbox.app.inject({ method: 'GET', url, headers: SITE });
  const login = async (email: string): Promise<string> => (await sandbox.app.inject({ method: 'POST', url: '/player/login', payload: { email, password: 'Sandbox!2026' } })).json().accessToken;

  it('seeds wins on games of the catalogue only', () => {
    const games = new Map(buildDataset({ publicUrl: TEST_PUBLIC_URL, now: TEST_NOW }).games.map((game) => [game.id, game]));
    for (const win of SEEDED_WINNERS.flatMap((winner) => winner.wins)) expect(games.get(win.gameId)?.type).toBe('casino');
  });

  it.each(['DAY', 'WEEK', 'MONTH'] as const)('answers the biggest EUR wins of the %s anonymously, biggest first, in the wire shape', async (dateRange) => {
    const response = await get(`/player/wallet/top-winners?dateRange=${dateRange}&siteId=1&currency=EUR`);
    expect(response.statusCode).toBe(200);
    const answer = topWinnersSchema.parse(response.json());
    expect(answer).toMatchObject({ dateRange, currency: 'EUR' });
    expectTopOf(answer.winners.map((winner) => winner.amount), seededEuroWinsWithin(WINNERS_RANGE_MS[dateRange]));
    for (const winner of answer.winners) {
      expect(winner.currency).toBe('EUR');
      expect(winner.playerName).toMatch(/^\p{L}{2}\*\*\*$/u);
      expect(winner.images.img1x).toMatch(new RegExp(`/images/games/${winner.gameId}@1x\\.webp$`));
      expect(Date.parse(winner.wonAt)).toBeGreaterThanOrEqual(TEST_NOW.getTime() - WINNERS_RANGE_MS[dateRange]);
    }
  });

  it('names the game, its provider and studio, and masks the player', async () => {
    const answer = topWinnersSchema.parse((await get('/player/wallet/top-winners?dateRange=DAY&siteId=1&currency=EUR')).json());
    expect(answer.winners[0]).toEqual({
      gameId: 'wolf-gold',
      gameName: 'Wolf Gold',
      provider: 'pragmaticplay',
      providerTitle: expect.any(String),
      images: { img1x: expect.any(String), img2x: expect.any(String), img3x: expect.any(String) },
      playerName: 'Ma***',
      amount: 31_000,
      currency: 'EUR',
      wonAt: new Date(TEST_NOW.getTime() - 14 * HOUR_MS).toISOString(),
    });
  });

  it('answers the newest wins in the currency asked, newest first', async () => {
    const answer = latestWinnersSchema.parse((await get('/player/wallet/latest-winners?siteId=1&currency=CAD')).json());
    expect(answer.winners.map((winner) => [winner.gameId, winner.amount, winner.playerName])).toEqual([
      ['book-of-dead', 9_000, 'Ol***'],
      ['the-dog-house', 40_000, 'Ol***'],
    ]);
    const euros = latestWinnersSchema.parse((await get('/player/wallet/latest-winners?siteId=1&currency=EUR')).json());
    expect(euros.winners).toHaveLength(WINNERS_LIMIT);
    const times = euros.winners.map((winner) => Date.parse(winner.wonAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });

  it("lists a persona's launcher win first among the latest, and leaves the personas' seeded balances alone", async () => {
    const ledger = async () => (await sandbox.app.inject({ method: 'GET', url: '/__sandbox/players/ulla@sandbox.test/ledger' })).json();
    expect((await ledger()).balances.main).toBe(4_000);
    const token = await login('ulla@sandbox.test');
    const launch = await sandbox.app.inject({ method: 'POST', url: '/games/token/relax', headers: { authorization: `Bearer ${token}` }, payload: { gameId: 'money-train-3' } });
    await sandbox.app.inject({ method: 'POST', url: '/__sandbox/launcher/next-outcomes', payload: { outcomes: ['win'] } });
    const spin = await sandbox.app.inject({ method: 'POST', url: '/launcher/spin', payload: { token: launch.json().token, gameId: 'money-train-3', stake: 100 } });
    expect(spin.json().outcome).toBe('win');
    const latest = latestWinnersSchema.parse((await get('/player/wallet/latest-winners?siteId=1&currency=EUR')).json());
    expect(latest.winners[0]).toMatchObject({ gameId: 'money-train-3', playerName: 'Ul***', amount: spin.json().win });
    await sandbox.app.inject({ method: 'POST', url: '/__sandbox/reset' });
  });

  it('refuses a bad query with field errors and writes nothing', async () => {
    const response = await get('/player/wallet/top-winners?dateRange=YEAR&siteId=2&currency=euro');
    expect(response.statusCode).toBe(400);
    expect(response.json().validationErrors.map((error: { objectName: string; field: string }) => `${error.objectName}.${error.field}`).sort()).toEqual([
      'topWinnersQuery.currency',
      'topWinnersQuery.dateRange',
      'topWinnersQuery.siteId',
    ]);
    const latest = await get('/player/wallet/latest-winners?currency=EUR');
    expect(latest.statusCode).toBe(400);
    expect(latest.json().validationErrors).toEqual([expect.objectContaining({ objectName: 'latestWinnersQuery', field: 'siteId' })]);
  });

  it('seeds the winners again after a reset, dated from the clock', async () => {
    sandbox.setNow(new Date(TEST_NOW.getTime() + 3 * 24 * HOUR_MS));
    await sandbox.app.inject({ method: 'POST', url: '/__sandbox/reset' });
    const answer = topWinnersSchema.parse((await get('/player/wallet/top-winners?dateRange=DAY&siteId=1&currency=EUR')).json());
    expectTopOf(answer.winners.map((winner) => winner.amount), seededEuroWinsWithin(WINNERS_RANGE_MS.DAY));
    expect(answer.winners.every((winner) => Date.parse(winner.wonAt) > TEST_NOW.getTime())).toBe(true);
    sandbox.setNow(TEST_NOW);
  });

  it('masks names', () => {
    expect(maskedName('Anna')).toBe('An***');
    expect(maskedName('Å')).toBe('Å***');
    expect(maskedName('')).toBe('*****');
  });
});
