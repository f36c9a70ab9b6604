import type { MountProps } from '@casino/shared/contract';
import type { QueryClient } from '@tanstack/react-query';
import { getTransactionsQueryOptions } from '../features/transactions/api/get-transactions';
import { NO_FILTER, transactionsQueryOf } from '../features/transactions/lib/transaction-list';

/**
 * The banking area's head start at mount (`createParcel`'s `prefetch`): opened on its transactions page
 * by a signed-in player, the first page of every transaction (no filter: the key `TransactionsPage` asks
 * for first) is requested before the first render, alongside the page's own chunk, instead of after it
 * (issue 14's transactions LCP; the page became a chunk of its own in issue 19). A visitor is asked to
 * log in, so nothing is fetched for one; other pages fetch as they render.
 *
 * @param props the validated mount props (`location` on the bus is the full path, base path included)
 */
export function prefetchBankingFirstScreen(props: MountProps, queryClient: QueryClient): void {
  if (!props.bus.get('session').authorized) return;
  const { pathname } = props.bus.get('location');
  if (pathname.replace(/\/+$/, '') !== `${props.basePath.replace(/\/+$/, '')}/transactions`) return;
  void queryClient.prefetchInfiniteQuery(getTransactionsQueryOptions(props.http, transactionsQueryOf(NO_FILTER, new Date())));
}
