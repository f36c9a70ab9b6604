import { claimReducer, initialClaimState, type ClaimEvent, type ClaimIntent, type ClaimState } from './claim-machine';
import type { BonusConflict, BonusFailure } from '@casino/shared/platform';

const intent: ClaimIntent = { kind: 'claim', key: 'casino-deposit-200', campaignId: 'casino-deposit-200' };
const other: ClaimIntent = { kind: 'claim', key: 'casino-deposit-50', campaignId: 'casino-deposit-50' };
const conflict: BonusConflict = { assignmentId: 'a-1', campaignId: 'casino-deposit-100', title: 'Casino welcome 100%', wageringProgress: 1250 };
const failure: BonusFailure = { code: 'error.oops.tryAgain', message: 'Try again', conflict: null };
const reward = { campaignId: 'casino-deposit-200' };

const run = (events: ClaimEvent[], from: ClaimState = initialClaimState) => events.reduce(claimReducer, from);

describe('the reward claim (spec 001 §4 "Reward claim")', () => {
  it('marks the campaign managed, claims, refreshes, then unmarks and keeps what was claimed', () => {
    const claiming = claimReducer(initialClaimState, { type: 'CLAIM', intent });
    expect(claiming).toEqual({ status: 'claiming', managed: 'casino-deposit-200', intent });
    const refreshing = claimReducer(claiming, { type: 'CLAIM_SUCCEEDED', claimed: reward });
    expect(refreshing).toEqual({ status: 'refreshing', managed: 'casino-deposit-200', claimed: reward });
    expect(claimReducer(refreshing, { type: 'REFRESHED' })).toEqual({ status: 'idle', managed: null, claimed: reward });
  });

  it('claims once on a double click: a second CLAIM while one is managed changes nothing', () => {
    const claiming = claimReducer(initialClaimState, { type: 'CLAIM', intent });
    expect(claimReducer(claiming, { type: 'CLAIM', intent })).toBe(claiming);
    expect(claimReducer(claiming, { type: 'CLAIM', intent: other })).toBe(claiming);
    const refreshing = claimReducer(claiming, { type: 'CLAIM_SUCCEEDED', claimed: reward });
    expect(claimReducer(refreshing, { type: 'CLAIM', intent })).toBe(refreshing);
  });

  it('pauses on the forfeit prompt when a bonus is active; Cancel unmarks and sends nothing more', () => {
    const prompt = run([{ type: 'CLAIM', intent }, { type: 'CLAIM_CONFLICT', conflict }]);
    expect(prompt).toEqual({ status: 'confirmForfeit', managed: 'casino-deposit-200', conflict, next: intent });
    expect(claimReducer(prompt, { type: 'CLAIM', intent: other })).toBe(prompt);
    expect(claimReducer(prompt, { type: 'DISMISS' })).toEqual(initialClaimState);
  });

  it('forfeits then claims again once the player confirms', () => {
    const forfeiting = run([{ type: 'CLAIM', intent }, { type: 'CLAIM_CONFLICT', conflict }, { type: 'CONFIRM_FORFEIT' }]);
    expect(forfeiting).toEqual({ status: 'forfeiting', managed: 'casino-deposit-200', conflict, next: intent });
    expect(claimReducer(forfeiting, { type: 'DISMISS' })).toBe(forfeiting);
    expect(claimReducer(forfeiting, { type: 'CONFIRM_FORFEIT' })).toBe(forfeiting);
    const claimingAgain = claimReducer(forfeiting, { type: 'FORFEIT_SUCCEEDED' });
    expect(claimingAgain).toEqual({ status: 'claiming', managed: 'casino-deposit-200', intent });
    expect(run([{ type: 'CLAIM_SUCCEEDED', claimed: reward }, { type: 'REFRESHED' }], claimingAgain)).toEqual({ status: 'idle', managed: null, claimed: reward });
  });

  it('a refused forfeit is the forfeit error: nothing claimed, the campaign unmarked, closing it returns to idle', () => {
    const refused = run([{ type: 'CLAIM', intent }, { type: 'CLAIM_CONFLICT', conflict }, { type: 'CONFIRM_FORFEIT' }, { type: 'FORFEIT_FAILED', failure }]);
    expect(refused).toEqual({ status: 'forfeitFailed', managed: null, conflict, next: intent, failure });
    expect(claimReducer(refused, { type: 'DISMISS' })).toEqual(initialClaimState);
    expect(claimReducer(refused, { type: 'CLAIM', intent })).toEqual({ status: 'claiming', managed: intent.key, intent });
  });

  it('a claim refused for another reason unmarks and keeps the failure until dismissed', () => {
    const failed = run([{ type: 'CLAIM', intent }, { type: 'CLAIM_FAILED', failure }]);
    expect(failed).toEqual({ status: 'failed', managed: null, intent, failure });
    expect(claimReducer(failed, { type: 'DISMISS' })).toEqual(initialClaimState);
    expect(claimReducer(failed, { type: 'CLAIM', intent: other })).toEqual({ status: 'claiming', managed: other.key, intent: other });
  });

  it('a forfeit asked for on its own prompts, forfeits, refreshes and ends idle', () => {
    const prompt = claimReducer(initialClaimState, { type: 'FORFEIT', conflict });
    expect(prompt).toEqual({ status: 'confirmForfeit', managed: 'a-1', conflict, next: null });
    const forfeiting = claimReducer(prompt, { type: 'CONFIRM_FORFEIT' });
    const refreshing = claimReducer(forfeiting, { type: 'FORFEIT_SUCCEEDED' });
    expect(refreshing).toEqual({ status: 'refreshing', managed: 'a-1', claimed: null });
    expect(claimReducer(refreshing, { type: 'REFRESHED' })).toEqual(initialClaimState);
    expect(claimReducer(prompt, { type: 'FORFEIT', conflict })).toBe(prompt);
  });

  it.each<[ClaimState['status'], ClaimEvent]>([
    ['idle', { type: 'CLAIM_SUCCEEDED', claimed: reward }],
    ['idle', { type: 'CLAIM_CONFLICT', conflict }],
    ['idle', { type: 'CLAIM_FAILED', failure }],
    ['idle', { type: 'CONFIRM_FORFEIT' }],
    ['idle', { type: 'FORFEIT_SUCCEEDED' }],
    ['idle', { type: 'FORFEIT_FAILED', failure }],
    ['idle', { type: 'REFRESHED' }],
  ])('in %s ignores %o', (_status, event) => {
    expect(claimReducer(initialClaimState, event)).toBe(initialClaimState);
  });

  it('ignores answers that do not belong to the step it is at', () => {
    const claiming = claimReducer(initialClaimState, { type: 'CLAIM', intent });
    for (const event of [{ type: 'CONFIRM_FORFEIT' }, { type: 'FORFEIT_SUCCEEDED' }, { type: 'FORFEIT_FAILED', failure }, { type: 'REFRESHED' }, { type: 'DISMISS' }] as ClaimEvent[]) {
      expect(claimReducer(claiming, event)).toBe(claiming);
    }
    const prompt = claimReducer(claiming, { type: 'CLAIM_CONFLICT', conflict });
    for (const event of [{ type: 'CLAIM_SUCCEEDED', claimed: reward }, { type: 'CLAIM_FAILED', failure }, { type: 'FORFEIT_SUCCEEDED' }, { type: 'REFRESHED' }] as ClaimEvent[]) {
      expect(claimReducer(prompt, event)).toBe(prompt);
    }
  });
});
