import { useBusState, usePlatform } from '@casino/shared/parcel';
import { useMemo } from 'react';
import type { LivePlayGame } from '../api/get-live-play-game';
import type { LiveLaunchContext } from '../launch/live-launch';

/**
 * The launch context of a live game from the bus and the mount props: currency and country from the
 * profile (else the access context and the market), the IP address the platform saw, the channel from the
 * station's device class, and absolute lobby (the live casino home) and deposit URLs.
 */
export function useLiveLaunchContext(game: LivePlayGame): LiveLaunchContext {
  const { basePath } = usePlatform();
  const locale = useBusState('locale');
  const profile = useBusState('profile');
  const accessContext = useBusState('accessContext');
  const station = useBusState('station');
  return useMemo(() => {
    const origin = window.location.origin;
    return {
      provider: game.gameProvider,
      gameId: game.id,
      tableId: game.tableId,
      gameType: game.gameType,
      market: locale.market,
      languageCode: locale.languageCode,
      currency: profile?.currencyCode || locale.currency,
      countryCode: profile?.countryCode || accessContext?.countryCode || '',
      ipAddress: accessContext?.ipAddress ?? '',
      mode: 'real',
      channel: station.deviceClass === 'mobile' ? 'mobile' : 'desktop',
      lobbyUrl: `${origin}${basePath}`,
      depositUrl: `${origin}/${locale.segment}/deposit`,
    };
  }, [game, locale, profile, accessContext, station, basePath]);
}
