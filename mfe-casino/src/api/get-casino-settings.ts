import { DEFAULT_MARKET } from '@casino/shared/market';
import { useBusState, usePlatform } from '@casino/shared/parcel';
import type { ContentClient } from '@casino/shared/platform';
import type { CasinoSettings } from '@casino/shared/wire';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** What the casino needs of a market's settings (spec 000 §3 Casino settings per market). */
export type MarketCasinoSettings = Pick<CasinoSettings, 'market' | 'categories' | 'availableProviders' | 'exclusionSubProviders'>;

export const CASINO_SETTINGS_QUERY =
  '*[_type == "casinoSettings" && market == $market][0]{ market, categories, availableProviders, exclusionSubProviders }';

/**
 * The casino settings of `market`: the lobby's category ids in order, the providers offered and the
 * studios excluded. A market without settings of its own uses the default market's (UN).
 *
 * @throws Error when neither the market nor UN has settings: the content is broken.
 */
export async function getCasinoSettings(content: ContentClient, market: string): Promise<MarketCasinoSettings> {
  const own = await content.fetch<MarketCasinoSettings | null>(CASINO_SETTINGS_QUERY, { market });
  const settings = own ?? (market === DEFAULT_MARKET ? null : await content.fetch<MarketCasinoSettings | null>(CASINO_SETTINGS_QUERY, { market: DEFAULT_MARKET }));
  if (!settings) throw new Error(`No casinoSettings for market ${market} nor ${DEFAULT_MARKET}`);
  return {
    market: settings.market,
    categories: settings.categories ?? [],
    availableProviders: settings.availableProviders ?? [],
    exclusionSubProviders: settings.exclusionSubProviders ?? [],
  };
}

export function getCasinoSettingsQueryOptions(content: ContentClient, market: string) {
  return queryOptions({
    queryKey: ['casino', 'settings', market],
    queryFn: () => getCasinoSettings(content, market),
  });
}

/** The casino settings of the market the player is in (the bus's `locale`). */
export function useCasinoSettings() {
  const { content } = usePlatform();
  const { market } = useBusState('locale');
  return useQuery(getCasinoSettingsQueryOptions(content, market));
}
