import type { MountProps } from '@casino/shared/contract';
import { apiLanguageCodeOf } from '@casino/shared/market';
import { useBusState, usePlatform } from '@casino/shared/parcel';
import { sportsbookBonusesSchema, type SportsbookBonus } from '@casino/shared/wire';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** `GET /bonus/sportsbook?lang=` (spec 001 §7 "sportsbook bonuses by lang"): the player's free bets and sports bonuses, texts in `lang`. */
export async function getSportsbookBonuses(http: MountProps['http'], lang: string): Promise<SportsbookBonus[]> {
  const { data } = await http.get<unknown>('/bonus/sportsbook', { params: { lang } });
  return sportsbookBonusesSchema.parse(data).bonuses;
}

/** The sportsbook bonuses of one player in one language. */
export function getSportsbookBonusesQueryOptions(http: MountProps['http'], playerId: string | null, lang: string) {
  return queryOptions({ queryKey: ['sportsbook', 'bonuses', playerId, lang], queryFn: () => getSportsbookBonuses(http, lang), enabled: playerId !== null, staleTime: 0 });
}

/** The logged-in player's sportsbook bonuses in their language; nothing is asked for a visitor. */
export function useSportsbookBonuses() {
  const { http } = usePlatform();
  const { languageCode } = useBusState('locale');
  const session = useBusState('session');
  const playerId = session.authorized ? (session.claims?.player_id ?? null) : null;
  return useQuery(getSportsbookBonusesQueryOptions(http, playerId, apiLanguageCodeOf(languageCode)));
}
