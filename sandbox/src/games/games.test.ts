import { buildDataset } from '../seed/dataset';
import { createTestSandbox, TEST_NOW, type TestSandbox } from '../testing/test-sandbox';
import { jackpotAt } from './jackpots';
import { LIVE_TABLE_TICK_MS, liveTablesAt, type LiveTable } from './live-tables';

const later = (ms: number) => new Date(TEST_NOW.getTime() + ms);

describe('live tables (spec 001 §7 live provider tables)', () => {
  let sandbox: TestSandbox;
  beforeAll(async () => {
    sandbox = await createTestSandbox();
  });
  afterAll(() => sandbox.close());

  const fetchTables = async (query: string): Promise<LiveTable[]> => (await sandbox.app.inject({ method: 'GET', url: `/games-admin/live-tables?${query}` })).json().tables;

  it('lists a table for each live game of the provider, with seats and limits', async () => {
    const tables = await fetchTables('partnerId=653&provider=evolution');
    expect(tables.length).toBeGreaterThan(25);
    for (const table of tables) {
      expect(table).toEqual({
        tableId: expect.any(String),
        gameId: expect.any(String),
        provider: 'evolution',
        name: expect.any(String),
        seats: table.seats === null ? null : 7,
        seatsTaken: expect.any(Number),
        betLimits: { min: expect.any(Number), max: expect.any(Number), currency: 'EUR' },
        open: expect.any(Boolean),
      });
      if (table.seats !== null) expect(table.seatsTaken).toBeLessThanOrEqual(table.seats);
    }
    expect(tables.some((table) => table.seats === 7)).toBe(true);
  });

  it('changes seat counts over time and is the same for the same time', async () => {
    const first = await fetchTables('partnerId=653');
    sandbox.setNow(later(LIVE_TABLE_TICK_MS));
    const second = await fetchTables('partnerId=653');
    expect(second.map((table) => table.seatsTaken)).not.toEqual(first.map((table) => table.seatsTaken));
    sandbox.setNow(TEST_NOW);
    expect(await fetchTables('partnerId=653')).toEqual(first);
  });

  it('keeps a closed table empty', () => {
    const games = buildDataset({ publicUrl: 'http://x', now: TEST_NOW }).games;
    const tables = liveTablesAt(games, TEST_NOW);
    expect(tables.some((table) => !table.open)).toBe(true);
    for (const table of tables.filter((candidate) => !candidate.open)) expect(table.seatsTaken).toBe(0);
  });

  it('answers 400 without partner id 653 and no tables for an unknown provider', async () => {
    expect((await sandbox.app.inject({ method: 'GET', url: '/games-admin/live-tables?provider=evolution' })).statusCode).toBe(400);
    expect(await fetchTables('partnerId=653&provider=nobody')).toEqual([]);
  });
});

describe('jackpots (spec 001 §7 jackpot amounts, siteId 1)', () => {
  let sandbox: TestSandbox;
  beforeAll(async () => {
    sandbox = await createTestSandbox();
  });
  afterAll(() => sandbox.close());

  it('answers the listed jackpot games only, and grows with time', async () => {
    const url = '/games/jackpots?gameIds=mega-fortune,divine-fortune,book-of-dead&siteId=1';
    const first = (await sandbox.app.inject({ method: 'GET', url })).json();
    expect(first.jackpots.map((jackpot: { gameId: string }) => jackpot.gameId)).toEqual(['divine-fortune', 'mega-fortune']);
    expect(first.jackpots[0]).toEqual({ gameId: 'divine-fortune', amount: expect.any(Number), currency: 'EUR' });
    sandbox.setNow(later(60_000));
    const second = (await sandbox.app.inject({ method: 'GET', url })).json();
    for (const [index, jackpot] of second.jackpots.entries()) expect(jackpot.amount).toBeGreaterThan(first.jackpots[index].amount);
    sandbox.setNow(TEST_NOW);
  });

  it('answers every jackpot game without gameIds', async () => {
    const body = (await sandbox.app.inject({ method: 'GET', url: '/games/jackpots?siteId=1' })).json();
    expect(body.jackpots).toHaveLength(7);
  });

  it('answers 400 without siteId=1', async () => {
    expect((await sandbox.app.inject({ method: 'GET', url: '/games/jackpots?gameIds=mega-fortune' })).statusCode).toBe(400);
    expect((await sandbox.app.inject({ method: 'GET', url: '/games/jackpots?gameIds=mega-fortune&siteId=2' })).statusCode).toBe(400);
  });

  it('is deterministic, and drops back once won', () => {
    expect(jackpotAt('mega-fortune', TEST_NOW)).toEqual(jackpotAt('mega-fortune', TEST_NOW));
    const amounts = Array.from({ length: 24 * 21 }, (_, hour) => jackpotAt('mega-fortune', later(hour * 3_600_000)).amount);
    expect(amounts.some((amount, index) => index > 0 && amount < (amounts[index - 1] as number))).toBe(true);
  });
});
