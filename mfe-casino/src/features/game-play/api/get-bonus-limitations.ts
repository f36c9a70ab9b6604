import type { MountProps } from '@casino/shared/contract';
import { usePlatform } from '@casino/shared/parcel';
import { RESTRICTION_LEVELS } from '../../../lib/game-constants';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** `GET /bonus/games/:gameId/limitations` (spec 001 §7 Bonus). `restrictionLevel`: 0 none, 1 excluded game, 2 wagering requirements. */
export interface BonusLimitations {
  gameId: string;
  restrictionLevel: 0 | 1 | 2;
  maxBet?: number;
  wageringContribution?: number;
}

/** The game's bonus limitations; a game the bonus service does not know (or a failing service) has none. */
export async function getBonusLimitations(http: MountProps['http'], gameId: string): Promise<BonusLimitations> {
  try {
    const { data } = await http.get<BonusLimitations>(`/bonus/games/${encodeURIComponent(gameId)}/limitations`);
    return data;
  } catch {
    return { gameId, restrictionLevel: RESTRICTION_LEVELS.none };
  }
}

/** Asked only before a real-money launch of a logged-in player. */
export function useBonusLimitations(gameId: string, enabled: boolean) {
  const { http } = usePlatform();
  return useQuery(queryOptions({ queryKey: ['casino', 'bonus-limitations', gameId], queryFn: () => getBonusLimitations(http, gameId), enabled, retry: false }));
}
