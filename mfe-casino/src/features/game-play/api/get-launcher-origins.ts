import type { MountProps } from '@casino/shared/contract';
import { usePlatform } from '@casino/shared/parcel';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LauncherOrigins } from '../launch/game-origins';

/** `GET /games/launcher-origins`: the only origins the game frame's messages are accepted from. */
export async function getLauncherOrigins(http: MountProps['http']): Promise<LauncherOrigins> {
  const { data } = await http.get<LauncherOrigins>('/games/launcher-origins');
  return data;
}

export function useLauncherOrigins() {
  const { http } = usePlatform();
  return useQuery(queryOptions({ queryKey: ['casino', 'launcher-origins'], queryFn: () => getLauncherOrigins(http), staleTime: Infinity }));
}
