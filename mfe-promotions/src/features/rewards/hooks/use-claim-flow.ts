import { usePlatform } from '@casino/shared/parcel';
import { bonusFailureOf, type BonusConflict, type BonusFailure } from '@casino/shared/platform';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef } from 'react';
import { useMachine } from '../../../lib/use-machine';
import { forfeitBonus } from '../api/forfeit-bonus';
import { getRewardsQueryOptions, REWARDS_KEY } from '../api/get-rewards';
import { isActiveBonusConflict } from '../lib/active-bonus-conflict';
import { claimReducer, initialClaimState, type ClaimIntent, type ClaimState } from '../lib/claim-machine';

/** What a claim flow is told by the page that runs it. */
export interface ClaimFlowOptions {
  /** Makes the platform call of an intent; resolves with its answer (a `Reward`, a cashback claim …). */
  perform: (intent: ClaimIntent) => Promise<unknown>;
  /** After a claim and the refresh: e.g. the wagering popup, or going to /sportsbook. */
  onClaimed?: (claimed: unknown, intent: ClaimIntent) => void;
  /** The claim was refused for another reason than an active bonus. */
  onFailed?: (failure: BonusFailure, intent: ClaimIntent) => void;
}

/** The claim flow of a page: its state and what the player can do to it. */
export interface ClaimFlow {
  state: ClaimState;
  /** Claims (ignored while anything is managed: a double click claims once). */
  claim: (intent: ClaimIntent) => void;
  /** Asks to forfeit an active bonus (the forfeit modal). */
  forfeit: (conflict: BonusConflict) => void;
  /** The player confirmed the forfeit prompt: forfeit, then the waiting action. */
  confirmForfeit: () => void;
  /** Cancel on a prompt, or close an error. */
  dismiss: () => void;
}

/**
 * Runs the reward claim of spec 001 §4 (`claimReducer`) against the platform: mark managed → claim →
 * refresh → unmark, the forfeit-then-claim prompt on an active-bonus conflict (spec 001 §8), the forfeit
 * with the assignment and the wagering progress the player saw. The state lives in a ref as well as in
 * React state, so two clicks in one frame still see the first claim. After every claim or forfeit the
 * host is asked to refresh the wallet (`REFRESH_WALLET`), a claim is announced (`BONUS_CLAIMED`), and
 * every rewards list is asked again.
 */
export function useClaimFlow({ perform, onClaimed, onFailed }: ClaimFlowOptions): ClaimFlow {
  const { bus, http } = usePlatform();
  const queryClient = useQueryClient();
  const { state, send, read } = useMachine(claimReducer, initialClaimState);
  const options = useRef({ perform, onClaimed, onFailed });
  options.current = { perform, onClaimed, onFailed };

  const refresh = useCallback(async () => {
    await queryClient.invalidateQueries({ queryKey: REWARDS_KEY });
  }, [queryClient]);

  /** The active bonus in the way when the platform's refusal did not name it: the first activated one. */
  const findConflict = useCallback(async (): Promise<BonusConflict | null> => {
    const active = await queryClient.fetchQuery(getRewardsQueryOptions(http, 'ACTIVE')).catch(() => []);
    const bonus = active.find((reward) => reward.bonusStatus === 'ACTIVATED' && reward.assignmentId);
    return bonus?.assignmentId
      ? { assignmentId: bonus.assignmentId, campaignId: bonus.campaignId, title: bonus.campaignDisplayInfo.title, wageringProgress: bonus.wageringProgress }
      : null;
  }, [http, queryClient]);

  const run = useCallback(
    async (intent: ClaimIntent) => {
      try {
        const claimed = await options.current.perform(intent);
        send({ type: 'CLAIM_SUCCEEDED', claimed });
        bus.emit({ type: 'REFRESH_WALLET' });
        if ('campaignId' in intent && intent.campaignId) bus.emit({ type: 'BONUS_CLAIMED', campaignId: intent.campaignId });
        await refresh();
        send({ type: 'REFRESHED' });
        options.current.onClaimed?.(claimed, intent);
      } catch (error) {
        const failure = bonusFailureOf(error);
        if (isActiveBonusConflict(failure)) {
          const conflict = failure.conflict ?? (await findConflict());
          if (conflict) {
            send({ type: 'CLAIM_CONFLICT', conflict });
            return;
          }
        }
        send({ type: 'CLAIM_FAILED', failure });
        options.current.onFailed?.(failure, intent);
      }
    },
    [bus, findConflict, refresh, send],
  );

  const claim = useCallback(
    (intent: ClaimIntent) => {
      if (send({ type: 'CLAIM', intent })) void run(intent);
    },
    [run, send],
  );

  const forfeit = useCallback((conflict: BonusConflict) => void send({ type: 'FORFEIT', conflict }), [send]);

  const confirmForfeit = useCallback(() => {
    const current = read();
    if (current.status !== 'confirmForfeit' || !send({ type: 'CONFIRM_FORFEIT' })) return;
    void (async () => {
      try {
        await forfeitBonus(http, current.conflict.assignmentId, current.conflict.wageringProgress);
      } catch (error) {
        send({ type: 'FORFEIT_FAILED', failure: bonusFailureOf(error) });
        await refresh();
        return;
      }
      bus.emit({ type: 'REFRESH_WALLET' });
      send({ type: 'FORFEIT_SUCCEEDED' });
      if (current.next) {
        await run(current.next);
      } else {
        await refresh();
        send({ type: 'REFRESHED' });
      }
    })();
  }, [bus, http, read, refresh, run, send]);

  const dismiss = useCallback(() => void send({ type: 'DISMISS' }), [send]);

  return { state, claim, forfeit, confirmForfeit, dismiss };
}
