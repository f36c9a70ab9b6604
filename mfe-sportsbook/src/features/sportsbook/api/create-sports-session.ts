import type { MountProps } from '@casino/shared/contract';
import { sportsProviderSessionSchema, type SportsProvider, type SportsProviderSession, type SportsSessionRequest } from '@casino/shared/wire';

/**
 * `POST /sportsbook/session` (spec 001 §7 "session create", Bearer): a provider session for the logged-in
 * player, when they log in with the frame open, or after the provider ended the one they had. Throws the
 * http client's error on a refusal.
 */
export async function createSportsSession(http: MountProps['http'], provider: SportsProvider): Promise<SportsProviderSession> {
  const { data } = await http.post<unknown>('/sportsbook/session', { provider } satisfies SportsSessionRequest);
  return sportsProviderSessionSchema.parse(data);
}
