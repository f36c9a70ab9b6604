import type { MountProps } from '@casino/shared/contract';
import { apiLanguageCodeOf } from '@casino/shared/market';
import { useBusState, usePlatform } from '@casino/shared/parcel';
import { sportsbookBonusesSchema, type SportsbookBonus } from '@casino/shared/wire';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { REWARDS_KEY } from './get-rewards';

/** `GET /bonus/sportsbook?lang=en` (spec 001 §7 "sportsbook bonuses by lang"): free bets and sports bonuses, texts in `lang`. */
export async function getSportsbookBonuses(http: MountProps['http'], lang: string): Promise<SportsbookBonus[]> {
  const { data } = await http.get<unknown>('/bonus/sportsbook', { params: { lang } });
  return sportsbookBonusesSchema.parse(data).bonuses;
}

/** The query of the sportsbook bonuses in one language. */
export function getSportsbookBonusesQueryOptions(http: MountProps['http'], lang: string, enabled: boolean) {
  return queryOptions({ queryKey: [...REWARDS_KEY, 'sportsbook', lang], queryFn: () => getSportsbookBonuses(http, lang), enabled, staleTime: 0 });
}

/** The sportsbook bonuses in the player's language; not asked where the player may not bet on sports. */
export function useSportsbookBonuses() {
  const { http } = usePlatform();
  const { languageCode } = useBusState('locale');
  const { sportsbook } = useBusState('access');
  return useQuery(getSportsbookBonusesQueryOptions(http, apiLanguageCodeOf(languageCode), sportsbook));
}
