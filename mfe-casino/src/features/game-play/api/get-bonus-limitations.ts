import type { MountProps } from '@casino/shared/contract';
import { usePlatform } from '@casino/shared/parcel';
import { gameLimitationsSchema, type GameLimitations } from '@casino/shared/wire';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { RESTRICTION_LEVELS } from '../../../lib/game-constants';

/** How long a launch waits for the limitations before it goes on without them, ms. */
export const LIMITATIONS_TIMEOUT_MS = 5000;

/** No limitation: what a game has without an active bonus, and what a failing call counts as. */
export function noLimitations(gameId: string): GameLimitations {
  return { gameId, restrictionLevel: RESTRICTION_LEVELS.none, wageringContribution: 100, maxBet: null, campaignId: null };
}

/**
 * `GET /bonus/games/:gameId/limitations` (spec 001 §7 Bonus, §3 restriction level 0 none, 1 excluded
 * game, 2 wagering requirements), parsed with the wire's `gameLimitationsSchema`: `wageringContribution`
 * a percent, `maxBet` minor units. Never throws: a failing, slow (over `LIMITATIONS_TIMEOUT_MS`) or
 * malformed answer counts as no limitation, so the launch never waits on the bonus service.
 */
export async function getBonusLimitations(http: MountProps['http'], gameId: string): Promise<GameLimitations> {
  try {
    const { data } = await http.get<unknown>(`/bonus/games/${encodeURIComponent(gameId)}/limitations`, { timeout: LIMITATIONS_TIMEOUT_MS });
    return gameLimitationsSchema.parse(data);
  } catch {
    return noLimitations(gameId);
  }
}

/** Asked only before a real-money launch of a logged-in player. */
export function useBonusLimitations(gameId: string, enabled: boolean) {
  const { http } = usePlatform();
  return useQuery(queryOptions({ queryKey: ['casino', 'bonus-limitations', gameId], queryFn: () => getBonusLimitations(http, gameId), enabled, retry: false, staleTime: 0 }));
}
