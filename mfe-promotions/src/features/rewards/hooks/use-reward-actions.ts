import { localePath } from '@casino/shared/market';
import { useBusState, usePlatform } from '@casino/shared/parcel';
import { SITE_AREAS } from '@casino/shared/site-map';
import { rewardSchema, type Reward } from '@casino/shared/wire';
import { useCallback, useState } from 'react';
import { claimFreeSpins } from '../api/claim-free-spins';
import { claimQueuedBonus } from '../api/claim-queued-bonus';
import { claimReward } from '../api/claim-reward';
import { claimSportsbookBonus } from '../api/claim-sportsbook-bonus';
import type { ClaimIntent } from '../lib/claim-machine';
import { rememberWageringPopup, shouldShowWageringPopup } from '../lib/wagering-popup';
import { useClaimFlow, type ClaimFlow } from './use-claim-flow';

/** The rewards page's claim flow and the wagering popup it opens after a claim. */
export interface RewardActions {
  flow: ClaimFlow;
  /** The claimed reward whose wagering-requirements popup is open, if any. */
  popup: Reward | null;
  closePopup: (hideForGood: boolean) => void;
}

/**
 * The rewards page's claims (spec 001 §4): a reward, a queued bonus, free spins and sportsbook bonuses,
 * each through `useClaimFlow` (forfeit-then-claim on an active-bonus conflict). After a claim: a
 * sportsbook bonus goes to /sportsbook (spec 001 §2); any other with wagering opens the popup unless
 * local storage says not to (spec 000 §7).
 */
export function useRewardActions(): RewardActions {
  const { bus, http } = usePlatform();
  const { segment } = useBusState('locale');
  const [popup, setPopup] = useState<Reward | null>(null);

  const perform = useCallback(
    (intent: ClaimIntent): Promise<unknown> => {
      switch (intent.kind) {
        case 'claim':
          return claimReward(http, intent.campaignId, intent.bonusAssignmentId);
        case 'queued':
          return claimQueuedBonus(http, intent.campaignId, intent.queuedPlayerBonusId);
        case 'freeSpins':
          return claimFreeSpins(http, intent.campaignId, {
            ...(intent.bonusAssignmentId ? { bonusAssignmentId: intent.bonusAssignmentId } : {}),
            ...(intent.partnerBonusCode ? { partnerBonusCode: intent.partnerBonusCode } : {}),
          });
        case 'sportsbook':
          return claimSportsbookBonus(http, intent.campaignId);
        default:
          return Promise.reject(new Error(`The rewards page does not claim ${intent.kind}`));
      }
    },
    [http],
  );

  const onClaimed = useCallback(
    (claimed: unknown, intent: ClaimIntent) => {
      if (intent.kind === 'sportsbook') {
        bus.emit({ type: 'NAVIGATE', to: localePath(segment, SITE_AREAS.sportsbook.path) });
        return;
      }
      const reward = rewardSchema.safeParse(claimed);
      if (reward.success && shouldShowWageringPopup(window.localStorage, reward.data.campaignId, reward.data.wageringAmount)) setPopup(reward.data);
    },
    [bus, segment],
  );

  const flow = useClaimFlow({ perform, onClaimed });

  const closePopup = useCallback(
    (hideForGood: boolean) => {
      if (popup) rememberWageringPopup(window.localStorage, popup.campaignId, hideForGood);
      setPopup(null);
    },
    [popup],
  );

  return { flow, popup, closePopup };
}
