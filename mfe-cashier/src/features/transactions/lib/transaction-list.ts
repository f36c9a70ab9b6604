import type { Transaction, TransactionsQuery } from '@casino/shared/wire';
import { format, parseISO, startOfDay, endOfDay } from 'date-fns';

/**
 * The transaction history of spec 001 §3 ("History state": list, filter {category, from, to, hour,
 * status}, position, hasMore, netPosition, winLoss) and §4 ("Transaction history": merge by referenceId,
 * newest first; hasMore only when a full page came back; a filter replaces the list; transactions are
 * grouped by day, firstInGroup when the day changes), as pure functions over the pages fetched.
 */

/** The player's filter. `hours` (the spec's `hour`) is a window ending now; `from`/`to` are days (yyyy-MM-dd). */
export interface TransactionFilter {
  category: NonNullable<TransactionsQuery['category']> | null;
  status: NonNullable<TransactionsQuery['status']> | null;
  /** The last this many hours; when set, `from` and `to` are not used. */
  hours: number | null;
  from: string | null;
  to: string | null;
}

/** No filter: every transaction. */
export const NO_FILTER: TransactionFilter = {
  category: null,
  status: null,
  hours: null,
  from: null,
  to: null,
};

/**
 * The query of a filter (without `limit` and `position`): the day range from the start of `from` to the
 * end of `to` in the player's time zone, or the last `hours` before `now`, as ISO times.
 */
export function transactionsQueryOf(
  filter: TransactionFilter,
  now: Date,
): Omit<TransactionsQuery, 'limit' | 'position'> {
  const query: Omit<TransactionsQuery, 'limit' | 'position'> = {};
  if (filter.category) query.category = filter.category;
  if (filter.status) query.status = filter.status;
  if (filter.hours !== null) {
    query.from = new Date(now.getTime() - filter.hours * 3_600_000).toISOString();
    query.to = now.toISOString();
  } else {
    if (filter.from) query.from = startOfDay(parseISO(filter.from)).toISOString();
    if (filter.to) query.to = endOfDay(parseISO(filter.to)).toISOString();
  }
  return query;
}

/** spec 001 §4: there may be more only when the page that came back was full. */
export function hasMorePage(page: readonly Transaction[], pageSize: number): boolean {
  return page.length === pageSize;
}

/**
 * spec 001 §4: the pages as one list, one row per referenceId, newest first. A row that moved to the
 * next page while new ones arrived (the list is paged by offset) shows once; ties keep their order.
 */
export function mergeTransactions(pages: readonly (readonly Transaction[])[]): Transaction[] {
  const byReference = new Map<string, Transaction>();
  for (const page of pages)
    for (const transaction of page)
      if (!byReference.has(transaction.referenceId)) byReference.set(transaction.referenceId, transaction);
  return [...byReference.values()].sort(
    (a, b) => Date.parse(b.transactionDate) - Date.parse(a.transactionDate),
  );
}

/** A transaction as the list shows it: with its day (yyyy-MM-dd, the player's time zone) and whether it opens that day. */
export interface TransactionRow extends Transaction {
  day: string;
  firstInGroup: boolean;
}

/** spec 001 §3: `firstInGroup` is true where the day changes, on a list sorted newest first. */
export function withDayGroups(list: readonly Transaction[]): TransactionRow[] {
  let previous: string | null = null;
  return list.map((transaction) => {
    const day = format(parseISO(transaction.transactionDate), 'yyyy-MM-dd');
    const row = { ...transaction, day, firstInGroup: day !== previous };
    previous = day;
    return row;
  });
}

/** The rows cut into days where `firstInGroup` is set, for a heading per day. */
export function groupByDay(rows: readonly TransactionRow[]): { day: string; rows: TransactionRow[] }[] {
  const groups: { day: string; rows: TransactionRow[] }[] = [];
  for (const row of rows) {
    if (row.firstInGroup || groups.length === 0) groups.push({ day: row.day, rows: [] });
    groups[groups.length - 1]!.rows.push(row);
  }
  return groups;
}
