import { usePlatform } from '@casino/shared/parcel';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { postRecentlyPlayed } from '../../../api/my-games';
import type { GameTokenState } from '../../../lib/game-constants';
import type { PlayGame } from '../api/get-play-game';
import type { LaunchMode } from '../launch/launch-context';
import { launchGame } from '../launch/provider-launches';
import { useLaunchContext } from './use-launch-context';

/**
 * The launch request of one game in one mode (spec 001 §3 Game launch): asks the provider's launch
 * once `enabled` (the bonus gate is open), never retries on its own, and `retry()` asks for a new
 * token. On success it announces GAME_LAUNCHED and, for real play, records the game as recently played.
 */
export function useGameLaunch(game: PlayGame, mode: LaunchMode, enabled: boolean) {
  const { bus, http } = usePlatform();
  const queryClient = useQueryClient();
  const [attempt, setAttempt] = useState(0);
  const context = useLaunchContext(game.gameProvider, game.id, mode, attempt > 0);
  const launch = useQuery({
    queryKey: ['casino', 'launch', game.gameProvider, game.id, mode, attempt],
    queryFn: () => launchGame(http, context),
    enabled,
    retry: false,
    staleTime: Infinity,
    gcTime: 0,
    refetchOnWindowFocus: false,
  });
  const url = launch.data?.url ?? null;
  const state: GameTokenState = launch.isError ? 'ERROR' : url ? 'GAME' : 'LOADING';

  useEffect(() => {
    if (!url) return;
    bus.emit({ type: 'GAME_LAUNCHED', provider: game.gameProvider, gameId: game.id, mode });
    if (mode === 'real') {
      postRecentlyPlayed(http, game.id)
        .then(() => queryClient.invalidateQueries({ queryKey: ['casino', 'my-games', 'recent'] }))
        .catch(() => undefined);
    }
  }, [url, bus, http, game.gameProvider, game.id, mode, queryClient]);

  return { url, state, retry: () => setAttempt((n) => n + 1) };
}
