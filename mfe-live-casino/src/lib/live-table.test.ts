import { betLimitsOf, indexTables, parseLiveTables, seatStatusOf, tableOf, type LiveTable } from './live-table';

const table = (overrides: Partial<LiveTable> = {}): LiveTable => ({
  tableId: 'table-infinite-blackjack',
  gameId: 'infinite-blackjack',
  provider: 'evolution',
  seats: 7,
  seatsTaken: 5,
  betLimits: { min: 5, max: 2500, currency: 'EUR' },
  open: true,
  ...overrides,
});

describe('parseLiveTables (games admin answer, spec 001 §7)', () => {
  it('reads the tables of `{ tables }` and of a bare list', () => {
    const raw = { tableId: 't1', gameId: 'g1', provider: 'evolution', seats: 7, seatsTaken: 3, betLimits: { min: 1, max: 10, currency: 'EUR' }, open: true };
    expect(parseLiveTables({ partnerId: 653, tables: [raw] }, 'evolution')).toEqual([
      { tableId: 't1', gameId: 'g1', provider: 'evolution', seats: 7, seatsTaken: 3, betLimits: { min: 1, max: 10, currency: 'EUR' }, open: true },
    ]);
    expect(parseLiveTables([raw], 'evolution')).toHaveLength(1);
  });

  it('keeps the tables it can read and fills what is missing', () => {
    const tables = parseLiveTables({ tables: [null, { gameId: 'no-table-id' }, { tableId: 't2', seats: null, seatsTaken: 'many', betLimits: { min: 1 } }] }, 'pragmaticplay');
    expect(tables).toEqual([{ tableId: 't2', gameId: null, provider: 'pragmaticplay', seats: null, seatsTaken: 0, betLimits: null, open: true }]);
  });

  it('reads anything else as no tables', () => {
    expect(parseLiveTables('<html>', 'evolution')).toEqual([]);
    expect(parseLiveTables(undefined, 'evolution')).toEqual([]);
  });
});

describe('seatStatusOf (spec 000 §3 Game seats, seatsTaken)', () => {
  it('counts the seats taken of a table with seats', () => {
    expect(seatStatusOf(table())).toEqual({ kind: 'seats', taken: 5, seats: 7, full: false });
  });

  it('is full when every seat is taken, and never shows more taken than there are', () => {
    expect(seatStatusOf(table({ seatsTaken: 7 }))).toEqual({ kind: 'seats', taken: 7, seats: 7, full: true });
    expect(seatStatusOf(table({ seatsTaken: 9 }))).toEqual({ kind: 'seats', taken: 7, seats: 7, full: true });
  });

  it('counts the players of a game without seats, and knows a closed table and a missing one', () => {
    expect(seatStatusOf(table({ seats: null, seatsTaken: 1457 }))).toEqual({ kind: 'players', players: 1457 });
    expect(seatStatusOf(table({ open: false }))).toEqual({ kind: 'closed' });
    expect(seatStatusOf(undefined)).toEqual({ kind: 'unknown' });
  });
});

describe('tables and limits of a game', () => {
  const tables = indexTables([table(), table({ tableId: 'other-id', gameId: 'lightning-roulette', seats: null })]);

  it('finds a table by the content tableId, else by the game id it names', () => {
    expect(tableOf({ id: 'infinite-blackjack', tableId: 'table-infinite-blackjack' }, tables)?.seats).toBe(7);
    expect(tableOf({ id: 'lightning-roulette', tableId: 'table-lightning-roulette' }, tables)?.tableId).toBe('other-id');
    expect(tableOf({ id: 'nowhere', tableId: null }, tables)).toBeUndefined();
  });

  it('shows the table limits, else the content limits when they are complete', () => {
    expect(betLimitsOf({ betLimits: { min: 0.5, max: 100, currency: 'EUR' } }, table())).toEqual({ min: 5, max: 2500, currency: 'EUR' });
    expect(betLimitsOf({ betLimits: { min: 0.5, max: 100, currency: 'EUR' } }, undefined)).toEqual({ min: 0.5, max: 100, currency: 'EUR' });
    expect(betLimitsOf({ betLimits: {} }, undefined)).toBeNull();
  });
});
