import type { Reward } from '@casino/shared/wire';
import { bonusCodeReducer, codeErrorOf, initialBonusCodeState, type BonusCodeEvent, type BonusCodeState } from './bonus-code-machine';

const reward = { campaignId: 'welcome-100' } as Reward;
const run = (events: BonusCodeEvent[], from: BonusCodeState = initialBonusCodeState) => events.reduce(bonusCodeReducer, from);
const available = run([{ type: 'AVAILABILITY_REQUESTED' }, { type: 'AVAILABILITY', isAvailable: true }]);

describe('spec 001 §8: how a refused code is shown', () => {
  it.each(['error.bonus_code.invalid', 'error.bonus_code.expired', 'error.bonus_code.already_used', 'error.invalid.site.id', 'error.bonus_code.manual_claim.not_allowed'])(
    '%s by the code’s own text',
    (code) => {
      expect(codeErrorOf({ code, message: 'Bad Request: whatever' })).toEqual({ kind: 'code', code });
    },
  );

  it.each(['error.bonus.not.eligible', 'error.oops.tryAgain', 'error.bonus.active.already.exists'])('%s by the message', (code) => {
    expect(codeErrorOf({ code, message: 'Bad Request: not for you' })).toEqual({ kind: 'message', message: 'Bad Request: not for you' });
  });
});

describe('the bonus-code page (spec 001 §4 "Bonus code")', () => {
  it('asks whether manual claim is allowed; until then nothing can be verified', () => {
    const asked = bonusCodeReducer(initialBonusCodeState, { type: 'AVAILABILITY_REQUESTED' });
    expect(asked.manualClaimBonusAvailability).toEqual({ isAvailable: false, requested: true });
    expect(bonusCodeReducer(asked, { type: 'VERIFY', value: 'WELCOME100' })).toBe(asked);
    expect(available).toMatchObject({ manualClaimBonusAvailability: { isAvailable: true, requested: true }, claimable: true });
    const refused = bonusCodeReducer(asked, { type: 'AVAILABILITY', isAvailable: false });
    expect(refused.claimable).toBe(false);
  });

  it('verifies, storing the value and the campaign id, then claims with the reward as the answer', () => {
    const verifying = bonusCodeReducer(available, { type: 'VERIFY', value: 'WELCOME100' });
    expect(verifying.bonusCode).toEqual({ value: 'WELCOME100', campaignId: null, loading: true, error: null });
    const verified = bonusCodeReducer(verifying, { type: 'VERIFY_SUCCEEDED', value: 'WELCOME100', campaignId: 'welcome-100' });
    expect(verified.bonusCode).toEqual({ value: 'WELCOME100', campaignId: 'welcome-100', loading: false, error: null });
    const claiming = bonusCodeReducer(verified, { type: 'CLAIM' });
    expect(claiming.manualClaimBonus).toEqual({ status: 'loading', error: null, reward: null });
    const claimed = bonusCodeReducer(claiming, { type: 'CLAIM_SUCCEEDED', reward });
    expect(claimed.manualClaimBonus).toEqual({ status: 'success', error: null, reward });
  });

  it('claims once on a double click, and never before the code was verified', () => {
    expect(bonusCodeReducer(available, { type: 'CLAIM' })).toBe(available);
    const verifying = bonusCodeReducer(available, { type: 'VERIFY', value: 'WELCOME100' });
    expect(bonusCodeReducer(verifying, { type: 'VERIFY', value: 'WELCOME100' })).toBe(verifying);
    expect(bonusCodeReducer(verifying, { type: 'CLAIM' })).toBe(verifying);
    const claiming = run([{ type: 'VERIFY_SUCCEEDED', value: 'WELCOME100', campaignId: 'welcome-100' }, { type: 'CLAIM' }], verifying);
    expect(bonusCodeReducer(claiming, { type: 'CLAIM' })).toBe(claiming);
    expect(bonusCodeReducer(claiming, { type: 'VERIFY', value: 'OTHER' })).toBe(claiming);
  });

  it('a refused verify stores the error and marks claiming unavailable until the code changes', () => {
    const failed = run([{ type: 'VERIFY', value: 'EXPIRED10' }, { type: 'VERIFY_FAILED', failure: { code: 'error.bonus_code.expired', message: 'Bad Request: expired' } }], available);
    expect(failed.bonusCode).toEqual({ value: 'EXPIRED10', campaignId: null, loading: false, error: { kind: 'code', code: 'error.bonus_code.expired' } });
    expect(failed.claimable).toBe(false);
    expect(bonusCodeReducer(failed, { type: 'VERIFY', value: 'EXPIRED10' })).toBe(failed);
    const changed = bonusCodeReducer(failed, { type: 'CODE_CHANGED' });
    expect(changed.claimable).toBe(true);
    expect(changed.bonusCode.error).toBeNull();
  });

  it('a refused claim stores the error and marks claiming unavailable; a new code clears it', () => {
    const failed = run(
      [{ type: 'VERIFY', value: 'X' }, { type: 'VERIFY_SUCCEEDED', value: 'X', campaignId: 'c' }, { type: 'CLAIM' }, { type: 'CLAIM_FAILED', failure: { code: 'error.bonus.not.eligible', message: 'Not eligible' } }],
      available,
    );
    expect(failed.manualClaimBonus).toEqual({ status: 'error', error: { kind: 'message', message: 'Not eligible' }, reward: null });
    expect(failed.claimable).toBe(false);
    expect(bonusCodeReducer(failed, { type: 'CLAIM' })).toBe(failed);
    expect(bonusCodeReducer(failed, { type: 'CODE_CHANGED' })).toMatchObject({ claimable: true, manualClaimBonus: { status: 'init', error: null } });
  });

  it('a claim paused on a cancelled forfeit prompt is cleared, nothing claimed', () => {
    const claiming = run([{ type: 'VERIFY', value: 'X' }, { type: 'VERIFY_SUCCEEDED', value: 'X', campaignId: 'c' }, { type: 'CLAIM' }], available);
    expect(bonusCodeReducer(claiming, { type: 'CLAIM_CLEARED' }).manualClaimBonus).toEqual({ status: 'init', error: null, reward: null });
    expect(bonusCodeReducer(available, { type: 'CLAIM_CLEARED' })).toBe(available);
  });

  it('ignores answers to calls that are not out', () => {
    expect(bonusCodeReducer(available, { type: 'VERIFY_SUCCEEDED', value: 'X', campaignId: 'c' })).toBe(available);
    expect(bonusCodeReducer(available, { type: 'VERIFY_FAILED', failure: { code: 'x', message: 'y' } })).toBe(available);
    expect(bonusCodeReducer(available, { type: 'CLAIM_SUCCEEDED', reward })).toBe(available);
    expect(bonusCodeReducer(available, { type: 'CLAIM_FAILED', failure: { code: 'x', message: 'y' } })).toBe(available);
    const verifying = bonusCodeReducer(available, { type: 'VERIFY', value: 'X' });
    expect(bonusCodeReducer(verifying, { type: 'CODE_CHANGED' })).toBe(verifying);
  });

  it('reset forgets the code and the claim but keeps what the platform said about availability', () => {
    const claimed = run([{ type: 'VERIFY', value: 'X' }, { type: 'VERIFY_SUCCEEDED', value: 'X', campaignId: 'c' }, { type: 'CLAIM' }, { type: 'CLAIM_SUCCEEDED', reward }], available);
    expect(bonusCodeReducer(claimed, { type: 'RESET' })).toEqual({ ...initialBonusCodeState, manualClaimBonusAvailability: { isAvailable: true, requested: true }, claimable: true });
  });
});
