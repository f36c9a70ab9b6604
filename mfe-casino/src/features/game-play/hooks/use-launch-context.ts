import { findMarket } from '@casino/shared/market';
import { useBusState, usePlatform } from '@casino/shared/parcel';
import { useMemo } from 'react';
import { useLayoutDevice } from '@casino/shared/ui';
import type { LaunchContext, LaunchMode } from '../launch/launch-context';

/** The market's country when neither the profile nor the access context says one. */
function marketCountryOf(market: string, language: string): string {
  const origin = findMarket(market)?.originCountryCode;
  if (!origin) return '';
  return typeof origin === 'string' ? origin : (origin[language] ?? Object.values(origin)[0] ?? '');
}

/**
 * The launch context of a game from the bus and the mount props: the player's currency and country
 * (profile first, then the visitor's access context, then the market), the IP address the platform
 * saw, the device channel, and absolute lobby and deposit URLs for the game's buttons.
 */
export function useLaunchContext(provider: string, gameId: string, mode: LaunchMode, requireNew: boolean): LaunchContext {
  const { http, basePath } = usePlatform();
  const locale = useBusState('locale');
  const profile = useBusState('profile');
  const accessContext = useBusState('accessContext');
  const device = useLayoutDevice();
  return useMemo(() => {
    const origin = window.location.origin;
    return {
      provider,
      gameId,
      mode,
      market: locale.market,
      languageCode: locale.languageCode,
      locale: locale.locale,
      currency: profile?.currencyCode || locale.currency,
      countryCode: profile?.countryCode || accessContext?.countryCode || marketCountryOf(locale.market, locale.languageCode),
      ipAddress: accessContext?.ipAddress ?? '',
      channel: device === 'desktop' ? 'desktop' : 'mobile',
      lobbyUrl: `${origin}${basePath}`,
      depositUrl: `${origin}/${locale.segment}/deposit`,
      platformUrl: http.defaults.baseURL || origin,
      requireNew,
    };
  }, [provider, gameId, mode, locale, profile, accessContext, device, basePath, http, requireNew]);
}
