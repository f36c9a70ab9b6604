import type { MountProps } from '@casino/shared/contract';
import { usePlatform } from '@casino/shared/parcel';
import type { BonusConflict } from '@casino/shared/platform';
import type { BonusStateRequest } from '@casino/shared/wire';
import { useMutation } from '@tanstack/react-query';

/**
 * `PUT /bonus/{assignmentId}/state` `{ state: 'FORFEITED', wageringProgress }` (spec 001 §4 "Forfeit needs
 * the assignment and wagering amount", §7 Bonus): the call the rewards area forfeits with, here for the
 * bonus a withdrawal request ran into (`conflict`, as `bonusFailureOf` read it). `wageringProgress` is the
 * progress the player was shown (minor units): a bonus played on meanwhile is refused
 * (`error.bonus.forfeit.stale`), never forfeited unseen. The answer (the forfeited `Reward`) is not read.
 * Rejects with the transport's error (read it with `bonusFailureOf`).
 */
export async function forfeitBonus(http: MountProps['http'], conflict: BonusConflict): Promise<void> {
  const body: BonusStateRequest = { state: 'FORFEITED', wageringProgress: conflict.wageringProgress };
  await http.put(`/bonus/${encodeURIComponent(conflict.assignmentId)}/state`, body);
}

/** The forfeit as a mutation, with the parcel's http client. */
export function useForfeitBonus() {
  const { http } = usePlatform();
  return useMutation({ mutationFn: (conflict: BonusConflict) => forfeitBonus(http, conflict) });
}
