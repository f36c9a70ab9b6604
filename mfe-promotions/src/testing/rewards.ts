import { rewardOf } from '@casino/shared/testing';
import type { Reward } from '@casino/shared/wire';

/**
 * A reward as `GET /bonus/rewards` answers it: the shared test reward (an eligible casino deposit bonus), with
 * terms HTML that must be sanitised, unless `overrides` say otherwise.
 */
export function reward(overrides: Partial<Reward> = {}): Reward {
  return rewardOf({
    campaignDisplayInfo: {
      title: 'Casino welcome 100%',
      description: 'Double your deposit up to €200.',
      termsHtml: '<p>Wager 35× the bonus.</p><img src="x" onerror="alert(1)"><script>alert("terms script ran")</script>',
    },
    ...overrides,
  });
}

/** The same reward claimed: activated, with its assignment and some wagering done. */
export function activeReward(overrides: Partial<Reward> = {}): Reward {
  return reward({ assignmentId: 'assignment-1', bonusStatus: 'ACTIVATED', bonusAmount: 5000, matchPercent: null, wageringAmount: 175000, wageringProgress: 43750, ...overrides });
}

/** The platform's refusal of a claim because `active` is in the way (spec 001 §8). */
export function activeBonusConflict(active: Reward) {
  return {
    status: 400,
    data: {
      error: 'Bad Request',
      message: 'An active bonus exists in the same vertical',
      code: 'error.bonus.active.already.exists',
      activeAssignmentId: active.assignmentId,
      activeCampaignId: active.campaignId,
      activeTitle: active.campaignDisplayInfo.title,
      activeWageringProgress: active.wageringProgress,
    },
  };
}

/** What a test's http route reads of a request (a structural part of axios' request config). */
export interface RequestConfig {
  data?: unknown;
  params?: unknown;
}
