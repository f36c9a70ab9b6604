import type { Transaction } from '@casino/shared/wire';
import fc from 'fast-check';
import {
  NO_FILTER,
  groupByDay,
  hasMorePage,
  mergeTransactions,
  transactionsQueryOf,
  withDayGroups,
} from './transaction-list';

const tx = (
  referenceId: string,
  transactionDate: string,
  overrides: Partial<Transaction> = {},
): Transaction => ({
  referenceId,
  playerId: 'p1',
  walletId: 'w1',
  type: 'DEPOSIT',
  category: 'PAYMENT',
  status: 'SUCCESS',
  amount: 1000,
  balanceAfterTransaction: 5000,
  transactionDate,
  ...overrides,
});

describe('transaction history (spec 001 §4)', () => {
  it('merges pages by referenceId, newest first', () => {
    const first = [tx('c', '2026-11-24T12:00:00Z'), tx('b', '2026-11-23T12:00:00Z')];
    // A new row arrived before the second page was read: 'b' moved down and comes twice.
    const second = [tx('b', '2026-11-23T12:00:00Z'), tx('a', '2026-11-22T12:00:00Z')];
    const newer = [tx('d', '2026-11-25T12:00:00Z')];
    expect(mergeTransactions([first, second, newer]).map((t) => t.referenceId)).toEqual(['d', 'c', 'b', 'a']);
  });

  it('has more only when a full page came back', () => {
    expect(
      hasMorePage(
        Array.from({ length: 10 }, (_, i) => tx(String(i), '2026-11-24T12:00:00Z')),
        10,
      ),
    ).toBe(true);
    expect(
      hasMorePage(
        Array.from({ length: 9 }, (_, i) => tx(String(i), '2026-11-24T12:00:00Z')),
        10,
      ),
    ).toBe(false);
    expect(hasMorePage([], 10)).toBe(false);
  });

  it('marks the first row of each day and cuts the list into days', () => {
    const rows = withDayGroups([
      tx('c', '2026-11-24T14:00:00Z'),
      tx('b', '2026-11-24T10:00:00Z'),
      tx('a', '2026-11-22T12:00:00Z'),
    ]);
    expect(rows.map((row) => [row.referenceId, row.day, row.firstInGroup])).toEqual([
      ['c', '2026-11-24', true],
      ['b', '2026-11-24', false],
      ['a', '2026-11-22', true],
    ]);
    expect(groupByDay(rows).map((group) => [group.day, group.rows.length])).toEqual([
      ['2026-11-24', 2],
      ['2026-11-22', 1],
    ]);
  });

  it('turns a filter into the query: category, status, a window of hours or a range of days', () => {
    const now = new Date('2026-11-25T12:00:00Z');
    expect(transactionsQueryOf(NO_FILTER, now)).toEqual({});
    expect(
      transactionsQueryOf({ ...NO_FILTER, category: 'CASINO', status: 'SUCCESS', hours: 24 }, now),
    ).toEqual({
      category: 'CASINO',
      status: 'SUCCESS',
      from: '2026-11-24T12:00:00.000Z',
      to: '2026-11-25T12:00:00.000Z',
    });
    const range = transactionsQueryOf({ ...NO_FILTER, from: '2026-11-01', to: '2026-11-02' }, now);
    expect(new Date(range.from!).getDate()).toBe(1);
    expect(new Date(range.from!).getHours()).toBe(0);
    expect(new Date(range.to!).getDate()).toBe(2);
    expect(new Date(range.to!).getHours()).toBe(23);
  });

  it('whatever the pages, the merged list is sorted, without a repeated referenceId, and loses none', () => {
    const row = fc.record({
      id: fc.constantFrom('a', 'b', 'c', 'd', 'e', 'f'),
      at: fc.integer({ min: 1_700_000_000_000, max: 1_800_000_000_000 }),
    });
    fc.assert(
      fc.property(fc.array(fc.array(row, { maxLength: 10 }), { maxLength: 5 }), (pages) => {
        const merged = mergeTransactions(
          pages.map((page) => page.map(({ id, at }) => tx(id, new Date(at).toISOString()))),
        );
        const ids = merged.map((t) => t.referenceId);
        expect(new Set(ids).size).toBe(ids.length);
        expect(new Set(ids)).toEqual(new Set(pages.flat().map((r) => r.id)));
        for (let i = 1; i < merged.length; i += 1)
          expect(Date.parse(merged[i - 1]!.transactionDate)).toBeGreaterThanOrEqual(
            Date.parse(merged[i]!.transactionDate),
          );
      }),
    );
  });
});
