import type { PlayerProfile } from '@casino/shared/bus';
import { DEFAULT_MARKET } from '@casino/shared/market';
import { useBusState, usePlatform } from '@casino/shared/parcel';
import { PAGE_SIZE, type ContentClient } from '@casino/shared/platform';
import type { LayoutDevice } from '@casino/shared/ui';
import type { GameCategory } from '@casino/shared/wire';
import { keepPreviousData, queryOptions, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { getCasinoSettingsQueryOptions, type MarketCasinoSettings } from '../../../api/get-casino-settings';
import { GAME_TILE_PROJECTION, casinoGamesFilterOf, type GameTileData } from '../../../lib/game-query';
import { pageSizeOf } from '../../../lib/paging';

/** What a lobby section needs of a category. */
export type LobbyCategory = Pick<GameCategory, 'id' | 'name' | 'url' | 'gridColumns' | 'rows' | 'tileSizes' | 'widgetType' | 'visibleInLobby'>;

/** One section of the lobby: a category and its first games. */
export interface LobbySectionData extends LobbyCategory {
  games: GameTileData[];
}

/** The lobby of a market: its casino settings and its sections in lobby order. */
export interface Lobby {
  settings: MarketCasinoSettings;
  sections: LobbySectionData[];
}

/** The first games of a category inside the settings' projection: `^` is the category, `^.^` the settings. */
const SECTION_GAMES_FILTER = casinoGamesFilterOf({
  category: '^.id',
  providers: '^.^.availableProviders',
  excludedSubProviders: '^.^.exclusionSubProviders',
  country: '$country',
});

/**
 * The whole lobby in one round trip (spec 000 §2 `/online-casino`, §3 Casino settings per market,
 * Game category): the market's settings (else the default market's), its categories and the first
 * `$size` games of each. One query instead of settings → categories → games per category, because
 * those three round trips stood between the remote's code and the first thumbnail.
 * Parameters: `$market`, `$defaultMarket`, `$size`, `$country`.
 */
export const LOBBY_QUERY = `coalesce(*[_type == "casinoSettings" && market == $market][0], *[_type == "casinoSettings" && market == $defaultMarket][0]){
  market, categories, availableProviders, exclusionSubProviders,
  "sections": *[_type == "gameCategory" && vertical == "casino" && id in ^.categories]{
    id, name, url, gridColumns, rows, tileSizes, widgetType, visibleInLobby,
    "games": *[${SECTION_GAMES_FILTER}][0...$size]${GAME_TILE_PROJECTION}
  }
}`;

type LobbyAnswer = (Partial<MarketCasinoSettings> & { sections?: LobbySectionData[] | null }) | null;

/**
 * The lobby of `market` for a page of `size` games per section (spec 000 §9 lobby page size) and the
 * player's `country` ('' when unknown): sections in the order the settings list the categories
 * (GROQ `in` keeps none), without categories hidden from the lobby, unknown ids, or categories
 * without games for the market.
 *
 * @throws Error when neither the market nor the default market has casino settings.
 */
export async function getLobby(content: ContentClient, market: string, size: number, country: string): Promise<Lobby> {
  const answer = await content.fetch<LobbyAnswer>(LOBBY_QUERY, { market, defaultMarket: DEFAULT_MARKET, size, country });
  if (!answer) throw new Error(`No casinoSettings for market ${market} nor ${DEFAULT_MARKET}`);
  const settings: MarketCasinoSettings = {
    market: answer.market ?? market,
    categories: answer.categories ?? [],
    availableProviders: answer.availableProviders ?? [],
    exclusionSubProviders: answer.exclusionSubProviders ?? [],
  };
  const byId = new Map((answer.sections ?? []).map((section) => [section.id, section]));
  const sections = settings.categories.flatMap((id) => {
    const section = byId.get(id);
    return section && section.visibleInLobby !== false && section.games?.length ? [section] : [];
  });
  return { settings, sections };
}

/**
 * The lobby query for a market, page size and country. The settings it brings also answer
 * `useCasinoSettings` for the rest of the visit (put in `client` unless it has them), so the filter and
 * other pages do not ask again.
 */
export function getLobbyQueryOptions(content: ContentClient, client: QueryClient, market: string, size: number, country: string) {
  return queryOptions({
    queryKey: ['casino', 'lobby', market, size, country],
    queryFn: async () => {
      const lobby = await getLobby(content, market, size, country);
      const { queryKey } = getCasinoSettingsQueryOptions(content, market);
      if (client.getQueryData(queryKey) === undefined) client.setQueryData(queryKey, lobby.settings);
      return lobby;
    },
    // A new page size (the window crossed a breakpoint) or the player's country keeps the lobby on screen while it reloads.
    placeholderData: keepPreviousData,
  });
}

/** What the lobby is asked for: the market, the games per section, and the country whose studios are hidden. */
export interface LobbyParams {
  market: string;
  size: number;
  country: string;
}

/**
 * The lobby's parameters for a layout device, market and player: the lobby page size of the device
 * (spec 000 §9: 15 on a phone, 30 otherwise) and the profile's country ('' for a visitor). The one
 * place they are derived, so the page and the prefetch at mount (`app/prefetch.ts`) ask the same.
 */
export function lobbyParamsOf(device: LayoutDevice, market: string, profile: PlayerProfile | null): LobbyParams {
  return { market, size: pageSizeOf(PAGE_SIZE.casinoLobby, device), country: profile?.countryCode ?? '' };
}

/** The lobby of the player's market, laid out for `device`. */
export function useLobby(device: LayoutDevice) {
  const { content } = usePlatform();
  const client = useQueryClient();
  const { market, size, country } = lobbyParamsOf(device, useBusState('locale').market, useBusState('profile'));
  return useQuery(getLobbyQueryOptions(content, client, market, size, country));
}
