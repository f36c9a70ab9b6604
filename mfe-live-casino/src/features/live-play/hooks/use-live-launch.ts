import { usePlatform } from '@casino/shared/parcel';
import { normalisePlatformError } from '@casino/shared/platform';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { LivePlayGame } from '../api/get-live-play-game';
import { launchLiveGame } from '../launch/live-launch';
import { useLiveLaunchContext } from './use-live-launch-context';

/**
 * The launch request of one live table (spec 001 §3 Game launch, always real money): never retries
 * on its own, `retry()` asks again. On success it announces GAME_LAUNCHED. A 400 from Evolution's
 * authenticate hands its message to `onAuthError` and logs the player out (spec 001 §6, §8).
 */
export function useLiveLaunch(game: LivePlayGame, onAuthError: (message: string) => void) {
  const { bus, http } = usePlatform();
  const [attempt, setAttempt] = useState(0);
  const context = useLiveLaunchContext(game);
  const launch = useQuery({
    queryKey: ['live-casino', 'launch', game.gameProvider, game.id, attempt],
    queryFn: () => launchLiveGame(http, context),
    retry: false,
    staleTime: Infinity,
    gcTime: 0,
    refetchOnWindowFocus: false,
  });
  const url = launch.data?.url ?? null;
  const state = launch.isError ? 'ERROR' : url ? 'GAME' : 'LOADING';

  useEffect(() => {
    if (!launch.error || game.gameProvider !== 'evolution') return;
    const error = normalisePlatformError(launch.error);
    if (error.status !== 400) return;
    onAuthError(error.message);
    bus.emit({ type: 'LOGOUT' });
  }, [launch.error, game.gameProvider, bus, onAuthError]);

  useEffect(() => {
    if (url) bus.emit({ type: 'GAME_LAUNCHED', provider: game.gameProvider, gameId: game.id, mode: 'real' });
  }, [url, bus, game.gameProvider, game.id]);

  return { url, state, retry: () => setAttempt((n) => n + 1) } as const;
}
