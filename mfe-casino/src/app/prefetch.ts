import type { MountProps } from '@casino/shared/contract';
import { layoutDeviceOf } from '@casino/shared/ui';
import type { QueryClient } from '@tanstack/react-query';
import { getCasinoSettings, getCasinoSettingsQueryOptions } from '../api/get-casino-settings';
import { getProvidersQueryOptions } from '../api/get-providers';
import { getLobbyQueryOptions, lobbyParamsOf } from '../features/lobby/api/get-lobby';
import { aboveTheFoldThumbnailsOf } from '../features/lobby/components/lobby-section';
import { preloadImages } from '../lib/preload-images';

/**
 * The casino's head start at mount (`createParcel`'s `prefetch`): on the lobby, its one content query
 * (which also answers the market's settings) and the providers of the filter start before the first
 * render, with the keys `LobbyPage` and the toolbar will ask for (market, page size of the device now,
 * the player's country), instead of after the area has rendered; when the lobby arrives, the first
 * section's above-the-fold thumbnails are preloaded while React renders it. Other pages fetch as
 * they render.
 *
 * @param props the validated mount props (`location` on the bus is the full path, base path included)
 */
export function prefetchFirstScreen(props: MountProps, queryClient: QueryClient): void {
  const { pathname } = props.bus.get('location');
  if (pathname.replace(/\/+$/, '') !== props.basePath.replace(/\/+$/, '')) return;
  const device = layoutDeviceOf(props.bus.get('station'));
  const { market, size, country } = lobbyParamsOf(device, props.bus.get('locale').market, props.bus.get('profile'));
  const lobby = queryClient.fetchQuery(getLobbyQueryOptions(props.content, queryClient, market, size, country));
  lobby.then(
    ({ sections: [first] }) => {
      if (first) preloadImages(aboveTheFoldThumbnailsOf(first, device));
    },
    () => undefined, // The page shows the failure from its own observer.
  );
  // The toolbar asks for the market's settings while the lobby, which brings them, is on its way: its
  // question is answered by the lobby's request instead of a second one.
  // Should the lobby fail, the settings are asked for on their own.
  const settings = () => lobby.then(({ settings: answer }) => answer, () => getCasinoSettings(props.content, market));
  void queryClient.prefetchQuery({ ...getCasinoSettingsQueryOptions(props.content, market), queryFn: settings });
  void queryClient.prefetchQuery(getProvidersQueryOptions(props.content));
}
