import { z } from '@casino/shared-modules/zod';

import { BONUS_GRANT_TYPES, BONUS_KINDS, BONUS_PRODUCTS, BONUS_STATES, BONUS_STATUSES, REWARD_LIST_FILTERS, REWARD_VERTICALS } from '../constants/enums';

/*
 * The bonus calls' shapes (spec 001 §3 "Bonuses and rewards", §4 "Bonus code", "Reward claim", §7 Bonus,
 * §8). The spec names the calls and the fields but shows no response shapes: these are the platform's as
 * the sandbox serves them, documented in sandbox/README.md "Bonuses". Money is an integer in minor units
 * of the player's currency (1050 is EUR 10.50); times are ISO 8601 instants. Answers are loose objects:
 * the platform may send more than the site reads.
 */

/** spec 001 §3: what a reward pays: `CASH` (bonus money) or `ITEM` (free spins, a free bet). */
export const REWARD_KINDS = ['CASH', 'ITEM'] as const;

/**
 * spec 001 §3 `campaignCategory`: `OPT_IN` (the player opts in: tournaments, opt-in offers) or
 * `TRIGGERED` (an event grants it: a deposit, a cashback period).
 */
export const CAMPAIGN_CATEGORIES = ['OPT_IN', 'TRIGGERED'] as const;

/**
 * `triggerEvent` of a campaign: `DEPOSIT` (a deposit claims it: the deposit's bonus selector lists these),
 * `CASHBACK` (a share of net losses), `TOURNAMENT` (spec 000 §3, spec 001 §3: a tournament is an opt-in
 * campaign with this trigger), `MANUAL` (claimed as it is, or by a bonus code), `LOYALTY` (a loyalty-level reward).
 */
export const TRIGGER_EVENTS = ['DEPOSIT', 'CASHBACK', 'TOURNAMENT', 'MANUAL', 'LOYALTY'] as const;
/** A campaign's trigger. */
export type TriggerEvent = (typeof TRIGGER_EVENTS)[number];

/** spec 001 §3 `betBonusType`: -1 marks a free-spin reward. */
export const FREE_SPIN_BET_BONUS_TYPE = -1;

/** spec 001 §9: how long a claimed cashback stays on screen before it is dismissed, ms. */
export const CASHBACK_CLAIMED_DISPLAY_MS = 5000;

const isoInstant = z.string();
const minorUnits = z.int();

/** spec 001 §3 `campaignDisplayInfo`: the words and picture of a campaign, in the player's language. */
export const campaignDisplayInfoSchema = z.looseObject({
  title: z.string(),
  description: z.optional(z.string()),
  /** Terms as HTML from the bonus service: sanitise before rendering. */
  termsHtml: z.optional(z.string()),
  imageUrl: z.optional(z.string()),
});

/**
 * spec 001 §3 `freeSpinDetail`: `spins` granted, `usedSpins` played, `spinValue` the stake of one spin
 * (minor units), `gameIds` the games they are played on, `winnings` what they have won so far (minor units).
 */
export const freeSpinDetailSchema = z.looseObject({
  spins: z.int(),
  usedSpins: z.int(),
  spinValue: minorUnits,
  gameIds: z.array(z.string()),
  winnings: minorUnits,
});
/** A free-spin reward's detail. */
export type FreeSpinDetail = z.infer<typeof freeSpinDetailSchema>;

/**
 * spec 001 §3 `cashbackInfo`: `percentage` of net losses paid back (a whole percent), `periodEndsAt` when
 * the running period closes, `maxAmount` the cap (minor units, null for none).
 */
export const cashbackInfoSchema = z.looseObject({
  percentage: z.int(),
  periodEndsAt: isoInstant,
  maxAmount: z.nullable(minorUnits),
});

/**
 * spec 001 §3 `cashbackProgress` (also `GET /bonus/cashback/{campaignId}/progress`): the net loss counted
 * since activation (`netLoss`, never below 0) and the cashback it makes now (`amount`, after the booster
 * and the cap), minor units; `claimable` once there is something to claim.
 */
export const cashbackProgressSchema = z.looseObject({
  campaignId: z.string(),
  netLoss: minorUnits,
  amount: minorUnits,
  claimable: z.boolean(),
});
/** A cashback's progress. */
export type CashbackProgress = z.infer<typeof cashbackProgressSchema>;

/**
 * One reward (spec 001 §3 Reward) of `GET /bonus/rewards`, eligible or active:
 * - `campaignId`; `assignmentId` the player's bonus (null while only eligible);
 * - `vertical` where its bonus money plays (its BONUS bucket); `bonusType` the product;
 * - `campaignStatus` the campaign's state; `bonusStatus` the player's bonus (`ACTIVATED`, `FORFEITED`;
 *   null while only eligible);
 * - `campaignCategory`, `grantType`, `triggerEvent`, `kind` (sticky: bonus money is not withdrawable
 *   before wagering), `rewardKind` CASH or ITEM;
 * - money, minor units: `bonusAmount` (credited, or for an eligible deposit bonus the most it gives),
 *   `matchPercent` and `minDeposit` for deposit bonuses (null otherwise), `wageringAmount` the wagering
 *   requirement (`bonusAmount × wrMultiplier`), `wageringProgress` wagered so far (0 ≤ progress ≤ amount);
 * - `wrMultiplier`, `betBonusType` (-1 for free spins);
 * - cashback: `cashbackInfo`, `cashbackActivated`, `cashbackBooster` (a multiplier, 1 for none),
 *   `cashbackProgress`; free spins: `freeSpinDetail`; codes: `hasBonusCode`, `partnerBonusCode`;
 * - `loyalty`: a loyalty-level reward (the rewards page lists these apart);
 * - `optedIn`: an opt-in campaign (tournaments too) the player has joined;
 * - `startedAt` / `endedAt` the campaign's dates, `expiresAt` when the player's bonus (or the offer) lapses;
 * - `queuedPlayerBonusId`: a bonus waiting behind an active one of the same vertical, claimable from the queue;
 * - `awaitingDeposit`: a claimed deposit bonus (ACTIVATED) whose qualifying deposit has not arrived yet, so it
 *   holds no bonus money (spec 001 does not show this state; absent means false).
 */
export const rewardSchema = z.looseObject({
  campaignId: z.string(),
  assignmentId: z.nullable(z.string()),
  vertical: z.enum(REWARD_VERTICALS),
  bonusType: z.enum(BONUS_PRODUCTS),
  campaignStatus: z.enum(BONUS_STATES),
  bonusStatus: z.nullable(z.enum(BONUS_STATUSES)),
  campaignCategory: z.enum(CAMPAIGN_CATEGORIES),
  grantType: z.enum(BONUS_GRANT_TYPES),
  triggerEvent: z.enum(TRIGGER_EVENTS),
  kind: z.enum(BONUS_KINDS),
  rewardKind: z.enum(REWARD_KINDS),
  currency: z.string(),
  bonusAmount: minorUnits,
  matchPercent: z.nullable(z.int()),
  minDeposit: z.nullable(minorUnits),
  wrMultiplier: z.number(),
  wageringAmount: minorUnits,
  wageringProgress: minorUnits,
  betBonusType: z.int(),
  cashbackInfo: z.nullable(cashbackInfoSchema),
  cashbackActivated: z.boolean(),
  cashbackBooster: z.number(),
  cashbackProgress: z.nullable(cashbackProgressSchema),
  freeSpinDetail: z.nullable(freeSpinDetailSchema),
  hasBonusCode: z.boolean(),
  partnerBonusCode: z.nullable(z.string()),
  loyalty: z.boolean(),
  optedIn: z.boolean(),
  startedAt: z.nullable(isoInstant),
  endedAt: z.nullable(isoInstant),
  expiresAt: z.nullable(isoInstant),
  campaignDisplayInfo: campaignDisplayInfoSchema,
  queuedPlayerBonusId: z.nullable(z.string()),
  awaitingDeposit: z.optional(z.boolean()),
});
/** One reward of `GET /bonus/rewards`. */
export type Reward = z.infer<typeof rewardSchema>;

/**
 * `GET /bonus/rewards` query (spec 001 §7): `rewardsType` ELIGIBLE or ACTIVE, `version` v2,
 * `hasBonusCode` (true: only campaigns claimed by a code; false: only those without), `excludeTriggerType`
 * (leave out one trigger, e.g. TOURNAMENT on the rewards page).
 */
export const rewardsQuerySchema = z.object({
  rewardsType: z.enum(REWARD_LIST_FILTERS),
  version: z.optional(z.literal('v2')),
  hasBonusCode: z.optional(z.enum(['true', 'false'])),
  excludeTriggerType: z.optional(z.enum(TRIGGER_EVENTS)),
});
/** `GET /bonus/rewards` query. */
export type RewardsQuery = z.infer<typeof rewardsQuerySchema>;

/** `GET /bonus/rewards` answer: the rewards of the asked list, newest first. */
export const rewardsSchema = z.object({ rewards: z.array(rewardSchema) });
/** `GET /bonus/rewards` answer. */
export type Rewards = z.infer<typeof rewardsSchema>;

/**
 * `POST /bonus/rewards/{campaignId}/claim` body (spec 001 §7 "state, bonusAssignmentId"): `state`
 * ACTIVATED; `bonusAssignmentId` the assignment to activate when the platform made one already (a
 * triggered or queued bonus), else absent. Answers the claimed `Reward`. A claim while another bonus of
 * the same vertical (or a triggered bonus) is active is refused with a `BonusError` of code
 * `error.bonus.active.already.exists` / `error.bonus.active.triggered.already.exists` (spec 001 §8): the
 * site then asks to forfeit that one first. Claiming twice claims once (the second answers the same reward).
 * A deposit bonus claimed here waits for its qualifying deposit: its money arrives when a deposit of at
 * least `minDeposit` succeeds.
 */
export const claimRewardRequestSchema = z.strictObject({
  state: z.literal('ACTIVATED'),
  bonusAssignmentId: z.optional(z.string().check(z.minLength(1), z.maxLength(100))),
});
/** `POST /bonus/rewards/{campaignId}/claim` body. */
export type ClaimRewardRequest = z.infer<typeof claimRewardRequestSchema>;

/**
 * `PUT /bonus/{assignmentId}/state` body (spec 001 §7 "state, wageringProgress"): forfeit a bonus.
 * `wageringProgress` is the progress the player saw when confirming (minor units): when the platform's
 * differs (play went on meanwhile) the forfeit is refused (`error.bonus.forfeit.stale`) and the site asks
 * again, so a forfeit is never of something other than what the player agreed to. Refused while a game
 * round of the bonus's vertical is running (`error.bonus.forfeit.game.running`). Answers the forfeited
 * `Reward` (bonusStatus FORFEITED); its remaining bonus money leaves in a FORFEIT transaction.
 */
export const bonusStateRequestSchema = z.strictObject({
  state: z.literal('FORFEITED'),
  wageringProgress: z.int().check(z.gte(0)),
});
/** `PUT /bonus/{assignmentId}/state` body. */
export type BonusStateRequest = z.infer<typeof bonusStateRequestSchema>;

/**
 * `POST /bonus/rewards/{campaignId}/queued/claim` body (spec 001 §7 "queued-bonus claim (campaign id,
 * queued bonus id)"): activate a queued bonus now. Refused with `error.bonus.active.already.exists` while
 * the bonus ahead of it is active: the site falls back to forfeit-and-claim (spec 001 §4).
 */
export const queuedClaimRequestSchema = z.strictObject({
  queuedPlayerBonusId: z.string().check(z.minLength(1), z.maxLength(100)),
});
/** Queued-bonus claim body. */
export type QueuedClaimRequest = z.infer<typeof queuedClaimRequestSchema>;

/**
 * `POST /bonus/freespins/{campaignId}/claim` body (spec 001 §7 "freespin campaign claim
 * (bonusAssignmentId, partnerBonusCode)"). Answers the claimed `Reward` with its `freeSpinDetail`.
 */
export const freeSpinClaimRequestSchema = z.strictObject({
  bonusAssignmentId: z.optional(z.string().check(z.minLength(1), z.maxLength(100))),
  partnerBonusCode: z.optional(z.string().check(z.minLength(1), z.maxLength(100))),
});
/** Free-spin claim body. */
export type FreeSpinClaimRequest = z.infer<typeof freeSpinClaimRequestSchema>;

/**
 * `GET /bonus/freespins?campaignIds=a,b` answer (spec 001 §7 "freespin details and progress (campaignIds
 * comma-separated)"): one entry per asked campaign the player has free spins of.
 */
export const freeSpinDetailsSchema = z.object({
  freeSpins: z.array(
    z.looseObject({
      campaignId: z.string(),
      assignmentId: z.nullable(z.string()),
      detail: freeSpinDetailSchema,
    }),
  ),
});
/** Free-spin details answer. */
export type FreeSpinDetails = z.infer<typeof freeSpinDetailsSchema>;

/**
 * `POST /bonus/cashback/{campaignId}/claim` answer: the cashback paid (minor units, into MAIN: cashback is
 * cash) and the reward as it is now (the period starts again). `POST …/activate` and `…/deactivate` answer
 * the `Reward`; `GET …/progress` a `CashbackProgress`.
 */
export const cashbackClaimSchema = z.looseObject({ amount: minorUnits, currency: z.string(), reward: rewardSchema });
/** Cashback claim answer. */
export type CashbackClaim = z.infer<typeof cashbackClaimSchema>;

/**
 * `GET /bonus/games/{gameId}/limitations` answer (spec 001 §3 "Restriction level 0 none, 1 excluded game,
 * 2 wagering requirements available"): for the player's active bonus of the game's vertical;
 * `wageringContribution` is the percent of a stake that counts toward wagering (0–100); `maxBet` the
 * largest stake while a bonus is active (minor units, null for none). Level 0 without an active bonus.
 */
export const gameLimitationsSchema = z.looseObject({
  gameId: z.string(),
  restrictionLevel: z.union([z.literal(0), z.literal(1), z.literal(2)]),
  wageringContribution: z.int().check(z.gte(0), z.lte(100)),
  maxBet: z.nullable(minorUnits),
  campaignId: z.nullable(z.string()),
});
/** A game's bonus limitations. */
export type GameLimitations = z.infer<typeof gameLimitationsSchema>;

/** A bonus code as the player types it: 1 to 50 letters, digits, `-` or `_` (the site upper-cases it). */
export const bonusCodeSchema = z
  .string()
  .check(z.trim(), z.minLength(1), z.maxLength(50), z.regex(/^[A-Za-z0-9_-]+$/));

/** `POST /bonus/bonus-code/validate` body (spec 001 §7). */
export const bonusCodeValidateRequestSchema = z.strictObject({ bonusCode: bonusCodeSchema });
/** Validate body. */
export type BonusCodeValidateRequest = z.infer<typeof bonusCodeValidateRequestSchema>;

/**
 * `POST /bonus/bonus-code/validate` answer (spec 001 §4 "verify (… success storing value and campaign
 * id)"): the code as the platform knows it, its campaign and the reward it would give. A code that is
 * not valid for this player answers 400 `BonusError` with code `error.bonus_code.invalid`,
 * `error.bonus_code.expired`, `error.bonus_code.already_used` or `error.invalid.site.id` (a code of
 * another market).
 */
export const bonusCodeValidationSchema = z.looseObject({ bonusCode: z.string(), campaignId: z.string(), reward: rewardSchema });
/** Validate answer. */
export type BonusCodeValidation = z.infer<typeof bonusCodeValidationSchema>;

/**
 * `POST /bonus/bonus-code/manual-claim` body (spec 001 §7 "bonusCode, state ACTIVATED"). Answers the
 * claimed `Reward`; the code errors as validate, 403 when manual claim is not allowed (`GET /bonus/bonus-code/manual-claim/available`: `manualClaimAvailabilitySchema` of platform.ts), and the
 * active-bonus conflict as a claim.
 */
export const manualClaimRequestSchema = z.strictObject({
  bonusCode: bonusCodeSchema,
  state: z.literal('ACTIVATED'),
});
/** Manual-claim body. */
export type ManualClaimRequest = z.infer<typeof manualClaimRequestSchema>;

/**
 * `POST /bonus/campaigns/consent` body (spec 001 §7 "agreed, bonusCode, optional campaignId"): the player
 * agrees to a code's campaign offered to them (a landing page's code kept through login). `agreed: true`
 * claims it (answers the claimed `Reward`, conflicts as a claim); `agreed: false` declines (answers 204).
 */
export const consentRequestSchema = z.strictObject({
  agreed: z.boolean(),
  bonusCode: bonusCodeSchema,
  campaignId: z.optional(z.string().check(z.minLength(1), z.maxLength(100))),
});
/** Consent body. */
export type ConsentRequest = z.infer<typeof consentRequestSchema>;

/**
 * One sportsbook bonus of `GET /bonus/sportsbook?lang=en` (spec 001 §7 "sportsbook bonuses by lang"): a
 * free bet or a sports bonus; `eligibility` live, pre-match or both (spec 001 §3); texts in `lang`.
 * `POST /bonus/sportsbook/{campaignId}/claim` claims one (answers the `Reward`); the site then goes to
 * /sportsbook (spec 001 §2).
 */
export const sportsbookBonusSchema = z.looseObject({
  campaignId: z.string(),
  title: z.string(),
  description: z.string(),
  bonusType: z.enum(['FREE_BET', 'SPORTS']),
  amount: minorUnits,
  currency: z.string(),
  eligibility: z.enum(['LIVE', 'PRE_MATCH', 'BOTH']),
  minOdds: z.nullable(z.number()),
  expiresAt: z.nullable(isoInstant),
  claimed: z.boolean(),
});
/** A sportsbook bonus. */
export type SportsbookBonus = z.infer<typeof sportsbookBonusSchema>;

/** `GET /bonus/sportsbook` answer. */
export const sportsbookBonusesSchema = z.object({ bonuses: z.array(sportsbookBonusSchema) });

/**
 * One leaderboard row: `position` from 1, the player's masked name (`An***`), `points` (the tournament's
 * score: the stake total of qualifying bets, minor units), `me` true on the asking player's own row.
 */
export const leaderboardEntrySchema = z.looseObject({
  position: z.int().check(z.gte(1)),
  name: z.string(),
  points: z.int(),
  me: z.boolean(),
});
/** A leaderboard row. */
export type LeaderboardEntry = z.infer<typeof leaderboardEntrySchema>;

/**
 * `GET /bonus/tournaments/{id}?period=current|previous&language=EN` answer (spec 001 §7 "tournament GET
 * by id, period and language"): the tournament campaign, its period's start and end, the top of the
 * leaderboard fed from the ledger's bets in that period (only opted-in players count), and the asking
 * player's own row (`me`, null when not opted in or anonymous). `GET /bonus/tournaments?language=EN`
 * lists the running ones as `{ tournaments: Tournament[] }` without leaderboards.
 */
export const tournamentSchema = z.looseObject({
  id: z.string(),
  campaignId: z.string(),
  title: z.string(),
  description: z.string(),
  language: z.string(),
  period: z.enum(['current', 'previous']),
  periodStartsAt: isoInstant,
  periodEndsAt: isoInstant,
  prizes: z.array(z.looseObject({ position: z.int(), label: z.string() })),
  gameIds: z.array(z.string()),
  optedIn: z.boolean(),
  leaderboard: z.array(leaderboardEntrySchema),
  me: z.nullable(leaderboardEntrySchema),
});
/** A tournament with its leaderboard. */
export type Tournament = z.infer<typeof tournamentSchema>;

/** `GET /bonus/tournaments` answer. */
export const tournamentsSchema = z.object({
  tournaments: z.array(z.omit(tournamentSchema, { leaderboard: true, me: true })),
});

/**
 * A refused bonus call (4xx; spec 001 §8): `code` the message key. Codes containing `bonus_code` or
 * `error.invalid.site.id` are shown as the code's text, others by `message` (spec 001 §8 "Other rules").
 * An active-bonus conflict names the bonus in the way: `activeAssignmentId`, `activeCampaignId`,
 * `activeTitle` (in the player's language), `activeWageringProgress` (minor units): what a forfeit of it
 * sends. The withdrawal request answers this shape too when an active bonus stands in front of it (409
 * `error.bonus.active.withdrawal`: the forfeit-withdrawal prompt of spec 001 §2). Read it with
 * `bonusFailureOf` of `@casino/shared/platform`.
 */
export const bonusErrorSchema = z.looseObject({
  error: z.string(),
  message: z.string(),
  code: z.string(),
  activeAssignmentId: z.optional(z.string()),
  activeCampaignId: z.optional(z.string()),
  activeTitle: z.optional(z.string()),
  activeWageringProgress: z.optional(z.int()),
});
/** A refused bonus call. */
export type BonusError = z.infer<typeof bonusErrorSchema>;

/** spec 001 §8: the codes of a claim refused because a bonus is active (forfeit-then-claim). */
export const ACTIVE_BONUS_CODES = ['error.bonus.active.already.exists', 'error.bonus.active.triggered.already.exists'] as const;

/** The bonus error codes the sandbox answers (documented in sandbox/README.md "Bonuses"). */
export const BONUS_ERROR_CODES = {
  activeInSameVertical: 'error.bonus.active.already.exists',
  activeTriggered: 'error.bonus.active.triggered.already.exists',
  codeInvalid: 'error.bonus_code.invalid',
  codeExpired: 'error.bonus_code.expired',
  codeUsed: 'error.bonus_code.already_used',
  otherSite: 'error.invalid.site.id',
  manualClaimNotAllowed: 'error.bonus_code.manual_claim.not_allowed',
  forfeitStale: 'error.bonus.forfeit.stale',
  forfeitGameRunning: 'error.bonus.forfeit.game.running',
  /**
   * `POST /player/wallet/withdrawal/request` refused (409) while the player holds an activated money bonus
   * whose wagering is not met: a withdrawal forfeits it, so the site asks first (spec 001 §2 "forfeit
   * withdrawal"), forfeits, then asks for the withdrawal again with the same `Idempotency-Key`.
   */
  activeOnWithdrawal: 'error.bonus.active.withdrawal',
  notEligible: 'error.bonus.not.eligible',
  nothingToClaim: 'error.bonus.cashback.nothing_to_claim',
  default: 'error.oops.tryAgain',
} as const;
