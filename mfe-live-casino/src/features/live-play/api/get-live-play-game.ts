import { usePlatform } from '@casino/shared/parcel';
import type { ContentClient } from '@casino/shared/platform';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** What the play page needs of a live game: its name, type and table for the launch, and its provider's title. */
export interface LivePlayGame {
  id: string;
  name: string;
  gameProvider: string;
  gameType: string;
  tableId: string | null;
  providerTitle: string | null;
}

export const LIVE_PLAY_GAME_QUERY =
  '*[_type == "game" && type == "live-casino" && id == $id && gameProvider == $provider][0]{ id, name, gameProvider, gameType, "tableId": coalesce(tableId, null), "providerTitle": *[_type == "provider" && id == ^.gameProvider][0].title }';

/** One live game of a provider, or null when the content has none. */
export async function getLivePlayGame(content: ContentClient, provider: string, id: string): Promise<LivePlayGame | null> {
  return (await content.fetch<LivePlayGame | null>(LIVE_PLAY_GAME_QUERY, { provider, id })) ?? null;
}

export function getLivePlayGameQueryOptions(content: ContentClient, provider: string, id: string) {
  return queryOptions({ queryKey: ['live-casino', 'play-game', provider, id], queryFn: () => getLivePlayGame(content, provider, id), enabled: Boolean(id) });
}

export function useLivePlayGame(provider: string, id: string) {
  const { content } = usePlatform();
  return useQuery(getLivePlayGameQueryOptions(content, provider, id));
}
