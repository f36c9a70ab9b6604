import { z } from 'zod';

import { REWARD_VERTICALS } from '../constants/enums';

/*
 * The bonus calls' shapes (spec 001 §7 Bonus). The spec shows no response shapes; these are the fields
 * the site reads, and the platform may send more (loose objects).
 */

/**
 * One reward of `GET /bonus/rewards` (spec 001 §3 Reward), reduced to what the deposit's bonus selector
 * reads: the campaign to name in the deposit request (`bonusId`), its title, and `triggerEvent`, which is
 * `DEPOSIT` for a bonus that a deposit claims.
 */
export const rewardSchema = z.looseObject({
  campaignId: z.string(),
  assignmentId: z.string().optional(),
  vertical: z.enum(REWARD_VERTICALS).optional(),
  triggerEvent: z.string().optional(),
  campaignDisplayInfo: z
    .looseObject({ title: z.string().optional(), description: z.string().optional() })
    .optional(),
});
/** One reward of `GET /bonus/rewards`. */
export type Reward = z.infer<typeof rewardSchema>;

/** `GET /bonus/rewards?rewardsType=ELIGIBLE&version=v2` answer: the rewards the player may claim. */
export const rewardsSchema = z.object({ rewards: z.array(rewardSchema) });
/** `GET /bonus/rewards` answer. */
export type Rewards = z.infer<typeof rewardsSchema>;
