import { layoutDeviceOf, PAGE_SIZE, type MountProps } from '@casino/shared';
import type { QueryClient } from '@tanstack/react-query';
import { getProvidersQueryOptions } from '../api/get-providers';
import { getLobbyQueryOptions } from '../features/lobby/api/get-lobby';
import { pageSizeOf } from '../lib/paging';

/**
 * The casino's head start at mount (`createParcel`'s `prefetch`): on the lobby, its one content query
 * and the providers of the filter start before the first render, with the keys `LobbyPage` and the
 * toolbar will ask for (market, page size of the device now, the player's country), instead of after
 * the area has rendered. Other pages fetch as they render.
 *
 * @param props the validated mount props (`location` on the bus is the full path, base path included)
 */
export function prefetchFirstScreen(props: MountProps, queryClient: QueryClient): void {
  const { pathname } = props.bus.get('location');
  if (pathname.replace(/\/+$/, '') !== props.basePath.replace(/\/+$/, '')) return;
  const { market } = props.bus.get('locale');
  const size = pageSizeOf(PAGE_SIZE.casinoLobby, layoutDeviceOf(props.bus.get('station')));
  const country = props.bus.get('profile')?.countryCode ?? '';
  void queryClient.prefetchQuery(getLobbyQueryOptions(props.content, queryClient, market, size, country));
  void queryClient.prefetchQuery(getProvidersQueryOptions(props.content));
}
