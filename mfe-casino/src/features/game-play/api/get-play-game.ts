import { usePlatform } from '@casino/shared/parcel';
import type { ContentClient } from '@casino/shared/platform';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** What the play page needs of a game: its name for the frame's title and header, and its provider's title. */
export interface PlayGame {
  id: string;
  name: string;
  gameProvider: string;
  providerTitle: string | null;
}

export const PLAY_GAME_QUERY =
  '*[_type == "game" && id == $id && gameProvider == $provider][0]{ id, name, gameProvider, "providerTitle": *[_type == "provider" && id == ^.gameProvider][0].title }';

/** One game of a provider, or null when the content has none. */
export async function getPlayGame(content: ContentClient, provider: string, id: string): Promise<PlayGame | null> {
  return (await content.fetch<PlayGame | null>(PLAY_GAME_QUERY, { provider, id })) ?? null;
}

export function usePlayGame(provider: string, id: string) {
  const { content } = usePlatform();
  return useQuery(queryOptions({ queryKey: ['casino', 'play-game', provider, id], queryFn: () => getPlayGame(content, provider, id), enabled: Boolean(id) }));
}
