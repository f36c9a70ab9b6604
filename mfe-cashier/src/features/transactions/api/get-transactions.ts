import type { MountProps } from '@casino/shared/contract';
import { usePlatform } from '@casino/shared/parcel';
import { PAGE_SIZE, TRANSACTION_POLL_INTERVAL_MS } from '@casino/shared/platform';
import { transactionsPageSchema, type Transaction, type TransactionsQuery } from '@casino/shared/wire';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { hasMorePage } from '../lib/transaction-list';

/**
 * `GET /player/wallet/transactions` (spec 001 §7) `{ limit, position, category?, status?, from?, to? }`:
 * one page of the player's transactions, newest first, amounts in minor units.
 */
export async function getTransactions(
  http: MountProps['http'],
  query: TransactionsQuery,
): Promise<Transaction[]> {
  const { data } = await http.get<unknown>('/player/wallet/transactions', { params: query });
  return transactionsPageSchema.parse(data).transactions;
}

/** The query without paging: what a filter asks for. */
export type TransactionsFilterQuery = Omit<TransactionsQuery, 'limit' | 'position'>;

export function getTransactionsQueryOptions(http: MountProps['http'], query: TransactionsFilterQuery) {
  const limit = PAGE_SIZE.transactions;
  return infiniteQueryOptions({
    queryKey: ['transactions', query],
    queryFn: ({ pageParam }) => getTransactions(http, { ...query, limit, position: pageParam }),
    initialPageParam: 0,
    // spec 001 §4: more only when the page was full; the next page starts one page further on.
    getNextPageParam: (lastPage, _pages, lastPosition) =>
      hasMorePage(lastPage, limit) ? lastPosition + limit : undefined,
  });
}

/**
 * The transactions of a filter, a page of 10 (spec 001 §9) at a time, polled every 30000 ms while the
 * page is open and visible (spec 001 §9); a new filter is a new list (spec 001 §4).
 */
export function useTransactions(query: TransactionsFilterQuery) {
  const { http } = usePlatform();
  return useInfiniteQuery({
    ...getTransactionsQueryOptions(http, query),
    refetchInterval: TRANSACTION_POLL_INTERVAL_MS,
  });
}
