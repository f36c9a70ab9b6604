import { DEFAULT_MARKET } from '@casino/shared/market';
import { useBusState, usePlatform } from '@casino/shared/parcel';
import type { ContentClient } from '@casino/shared/platform';
import { PAGE_IDS } from '@casino/shared/site-map';
import type { CasinoSettings } from '@casino/shared/wire';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LiveCategory } from '../../../lib/live-lobby';
import type { LiveGame } from '../../../lib/live-table';

type MarketSettings = Pick<CasinoSettings, 'availableProviders' | 'exclusionSubProviders'>;

export const LIVE_SETTINGS_QUERY = '*[_type == "casinoSettings" && market == $market][0]{ availableProviders, exclusionSubProviders }';

/**
 * The live lobby: its category order (the `lobby` document of page id `live-casino`, when the content
 * has one), every live category, and the live games of the market's providers without its excluded
 * studios.
 */
export const LIVE_LOBBY_QUERY = `{
  "order": *[_type == "lobby" && pageId == $pageId][0].categories,
  "categories": *[_type == "gameCategory" && vertical == "live-casino"]{ id, name, gridColumns, rows, widgetType, visibleInLobby },
  "games": *[_type == "game" && type == "live-casino" && gameProvider in $providers && !(subProvider._id in $excludedSubProviders)]{
    _id, id, name, gameProvider, thumbnail, categories, betLimits, "tableId": coalesce(tableId, null), "studio": subProvider.title
  }
}`;

export interface LiveLobby {
  order: string[] | null;
  categories: LiveCategory[];
  games: LiveGame[];
}

/**
 * The live lobby of `market`: first the market's casino settings (falling back to UN, as the casino
 * does), then the lobby's categories and games.
 *
 * @throws Error when neither the market nor UN has casino settings.
 */
export async function getLiveLobby(content: ContentClient, market: string): Promise<LiveLobby> {
  const own = await content.fetch<MarketSettings | null>(LIVE_SETTINGS_QUERY, { market });
  const settings = own ?? (market === DEFAULT_MARKET ? null : await content.fetch<MarketSettings | null>(LIVE_SETTINGS_QUERY, { market: DEFAULT_MARKET }));
  if (!settings) throw new Error(`No casinoSettings for market ${market} nor ${DEFAULT_MARKET}`);
  const lobby = await content.fetch<Partial<LiveLobby> | null>(LIVE_LOBBY_QUERY, {
    pageId: PAGE_IDS.liveCasino,
    providers: settings.availableProviders ?? [],
    excludedSubProviders: settings.exclusionSubProviders ?? [],
  });
  return { order: lobby?.order ?? null, categories: lobby?.categories ?? [], games: lobby?.games ?? [] };
}

export function getLiveLobbyQueryOptions(content: ContentClient, market: string) {
  return queryOptions({
    queryKey: ['live-casino', 'lobby', market],
    queryFn: () => getLiveLobby(content, market),
  });
}

/** The live lobby of the market the player is in (the bus's `locale`). */
export function useLiveLobby() {
  const { content } = usePlatform();
  const { market } = useBusState('locale');
  return useQuery(getLiveLobbyQueryOptions(content, market));
}
