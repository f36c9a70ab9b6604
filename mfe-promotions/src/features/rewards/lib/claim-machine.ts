import type { BonusConflict, BonusFailure } from '@casino/shared/platform';

/**
 * What the player asked for, which may have to wait behind a forfeit (spec 001 §4 "Reward claim"):
 * - `claim`: `POST /bonus/rewards/{campaignId}/claim` (state ACTIVATED, the assignment when there is one);
 * - `queued`: `POST /bonus/rewards/{campaignId}/queued/claim`, the free-spin queue claim;
 * - `freeSpins`: `POST /bonus/freespins/{campaignId}/claim`;
 * - `sportsbook`: `POST /bonus/sportsbook/{campaignId}/claim`, then to /sportsbook (spec 001 §2);
 * - `manualClaim`: `POST /bonus/bonus-code/manual-claim` of a typed code;
 * - `consent`: `POST /bonus/campaigns/consent` agreed, a code kept through login.
 * `key` names the thing claimed (a campaign id, or the code): the one marked "managed" meanwhile.
 */
export type ClaimIntent =
  | { kind: 'claim'; key: string; campaignId: string; bonusAssignmentId?: string }
  | { kind: 'queued'; key: string; campaignId: string; queuedPlayerBonusId: string }
  | { kind: 'freeSpins'; key: string; campaignId: string; bonusAssignmentId?: string; partnerBonusCode?: string }
  | { kind: 'sportsbook'; key: string; campaignId: string }
  | { kind: 'manualClaim'; key: string; bonusCode: string }
  | { kind: 'consent'; key: string; bonusCode: string; campaignId?: string };

/**
 * The claim flow's state. `managed` is the key being worked on (spec 001 §4 "mark campaign as managed"),
 * null when nothing is: while it is set every other CLAIM is ignored, so a double click claims once.
 * - `idle`: nothing under way (`claimed` holds the last claim's answer, for the wagering popup);
 * - `claiming`: the call is out;
 * - `confirmForfeit`: the platform answered that a bonus is active: the prompt names it; `next` is what
 *   follows the forfeit (null for a forfeit the player asked for on its own);
 * - `forfeiting`: `PUT /bonus/{assignmentId}/state` FORFEITED is out;
 * - `refreshing`: claimed or forfeited, the lists are asked again before the campaign is unmarked;
 * - `failed`: the claim was refused for another reason (`failure`);
 * - `forfeitFailed`: the forfeit was refused (the forfeit error modal); the claim did not happen.
 */
export type ClaimState =
  | { status: 'idle'; managed: null; claimed: unknown }
  | { status: 'claiming'; managed: string; intent: ClaimIntent }
  | { status: 'confirmForfeit'; managed: string; conflict: BonusConflict; next: ClaimIntent | null }
  | { status: 'forfeiting'; managed: string; conflict: BonusConflict; next: ClaimIntent | null }
  | { status: 'refreshing'; managed: string; claimed: unknown }
  | { status: 'failed'; managed: null; intent: ClaimIntent; failure: BonusFailure }
  | { status: 'forfeitFailed'; managed: null; conflict: BonusConflict; next: ClaimIntent | null; failure: BonusFailure };

/** What moves the claim flow. */
export type ClaimEvent =
  /** The player pressed Claim (or its like). Ignored while anything is managed. */
  | { type: 'CLAIM'; intent: ClaimIntent }
  /** The player asked to forfeit an active bonus on its own (the forfeit modal). */
  | { type: 'FORFEIT'; conflict: BonusConflict }
  | { type: 'CLAIM_SUCCEEDED'; claimed: unknown }
  /** The claim met an active bonus: ask to forfeit it. */
  | { type: 'CLAIM_CONFLICT'; conflict: BonusConflict }
  | { type: 'CLAIM_FAILED'; failure: BonusFailure }
  /** The player confirmed the forfeit prompt. */
  | { type: 'CONFIRM_FORFEIT' }
  | { type: 'FORFEIT_SUCCEEDED' }
  | { type: 'FORFEIT_FAILED'; failure: BonusFailure }
  /** The lists were asked again: unmark. */
  | { type: 'REFRESHED' }
  /** Cancel on the prompt, or close of an error: back to idle, the campaign unmarked, nothing sent. */
  | { type: 'DISMISS' };

/** Nothing under way. */
export const initialClaimState: ClaimState = { status: 'idle', managed: null, claimed: null };

/**
 * The reward claim of spec 001 §4 as a pure reducer: mark the campaign managed → claim → refresh →
 * unmark; a claim refused because a bonus is active (spec 001 §8 `error.bonus.active.already.exists`,
 * `…triggered…`) pauses on the forfeit prompt, and after the forfeit the claim runs again. An event
 * that does not fit the state returns the same state object (callers compare to know it was ignored).
 */
export function claimReducer(state: ClaimState, event: ClaimEvent): ClaimState {
  switch (event.type) {
    case 'CLAIM':
      if (state.managed !== null) return state;
      return { status: 'claiming', managed: event.intent.key, intent: event.intent };
    case 'FORFEIT':
      if (state.managed !== null) return state;
      return { status: 'confirmForfeit', managed: event.conflict.assignmentId, conflict: event.conflict, next: null };
    case 'CLAIM_SUCCEEDED':
      if (state.status !== 'claiming') return state;
      return { status: 'refreshing', managed: state.managed, claimed: event.claimed };
    case 'CLAIM_CONFLICT':
      if (state.status !== 'claiming') return state;
      return { status: 'confirmForfeit', managed: state.managed, conflict: event.conflict, next: state.intent };
    case 'CLAIM_FAILED':
      if (state.status !== 'claiming') return state;
      return { status: 'failed', managed: null, intent: state.intent, failure: event.failure };
    case 'CONFIRM_FORFEIT':
      if (state.status !== 'confirmForfeit') return state;
      return { status: 'forfeiting', managed: state.managed, conflict: state.conflict, next: state.next };
    case 'FORFEIT_SUCCEEDED':
      if (state.status !== 'forfeiting') return state;
      return state.next
        ? { status: 'claiming', managed: state.managed, intent: state.next }
        : { status: 'refreshing', managed: state.managed, claimed: null };
    case 'FORFEIT_FAILED':
      if (state.status !== 'forfeiting') return state;
      return { status: 'forfeitFailed', managed: null, conflict: state.conflict, next: state.next, failure: event.failure };
    case 'REFRESHED':
      if (state.status !== 'refreshing') return state;
      return { status: 'idle', managed: null, claimed: state.claimed };
    case 'DISMISS':
      if (state.status === 'claiming' || state.status === 'forfeiting' || state.status === 'refreshing') return state;
      return initialClaimState;
  }
}
