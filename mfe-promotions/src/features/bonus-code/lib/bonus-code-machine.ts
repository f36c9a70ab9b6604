import type { Reward } from '@casino/shared/wire';

/**
 * What the player reads for a refused code (spec 001 §8 "Other rules"): a code containing `bonus_code`
 * or `error.invalid.site.id` is shown by that code's own (translated) text, any other refusal by the
 * platform's message.
 */
export type CodeError = { kind: 'code'; code: string } | { kind: 'message'; message: string };

/** spec 001 §8: how a refusal of a bonus-code call is shown. */
export function codeErrorOf(failure: { code: string; message: string }): CodeError {
  if (failure.code.includes('bonus_code') || failure.code.includes('error.invalid.site.id')) return { kind: 'code', code: failure.code };
  return { kind: 'message', message: failure.message };
}

/**
 * spec 001 §3 "Bonus state" (`bonusCode {value, campaignId, loading, error}`, `manualClaimBonusAvailability
 * {isAvailable, requested}`, `manualClaimBonus {loading, error, reward}`) and §4 "Bonus code". `claimable`
 * says whether Claim may be pressed: an error marks claiming unavailable until the player changes the code.
 */
export interface BonusCodeState {
  bonusCode: { value: string | null; campaignId: string | null; loading: boolean; error: CodeError | null };
  manualClaimBonusAvailability: { isAvailable: boolean; requested: boolean };
  manualClaimBonus: { status: 'init' | 'loading' | 'success' | 'error'; error: CodeError | null; reward: Reward | null };
  claimable: boolean;
}

/** What moves the bonus-code page. */
export type BonusCodeEvent =
  /** Back to the start (a new code typed after a claim, or leaving). */
  | { type: 'RESET' }
  /** The player changed the code: errors go, claiming is available again (when the platform allows it). */
  | { type: 'CODE_CHANGED' }
  /** `GET /bonus/bonus-code/manual-claim/available` asked / answered. */
  | { type: 'AVAILABILITY_REQUESTED' }
  | { type: 'AVAILABILITY'; isAvailable: boolean }
  /** `POST /bonus/bonus-code/validate` out / answered / refused. */
  | { type: 'VERIFY'; value: string }
  | { type: 'VERIFY_SUCCEEDED'; value: string; campaignId: string }
  | { type: 'VERIFY_FAILED'; failure: { code: string; message: string } }
  /** `POST /bonus/bonus-code/manual-claim` out / answered / refused; CLAIM_CLEARED when a forfeit prompt was cancelled. */
  | { type: 'CLAIM' }
  | { type: 'CLAIM_SUCCEEDED'; reward: Reward | null }
  | { type: 'CLAIM_FAILED'; failure: { code: string; message: string } }
  | { type: 'CLAIM_CLEARED' };

/** Before the platform said whether manual claim is allowed. */
export const initialBonusCodeState: BonusCodeState = {
  bonusCode: { value: null, campaignId: null, loading: false, error: null },
  manualClaimBonusAvailability: { isAvailable: false, requested: false },
  manualClaimBonus: { status: 'init', error: null, reward: null },
  claimable: false,
};

/**
 * The bonus-code page of spec 001 §4 as a pure reducer: reset; verify (loading, success storing the
 * value and campaign id, or the error); manual-claim availability; manual claim (init, loading, success
 * with the reward, error, clear). Any error marks claiming unavailable (spec 001 §4) until the code
 * changes. A VERIFY or CLAIM while one is out is ignored (a double click claims once).
 */
export function bonusCodeReducer(state: BonusCodeState, event: BonusCodeEvent): BonusCodeState {
  const busy = state.bonusCode.loading || state.manualClaimBonus.status === 'loading';
  switch (event.type) {
    case 'RESET':
      return { ...initialBonusCodeState, manualClaimBonusAvailability: state.manualClaimBonusAvailability, claimable: state.manualClaimBonusAvailability.isAvailable };
    case 'CODE_CHANGED':
      if (busy) return state;
      return {
        ...state,
        bonusCode: { ...state.bonusCode, error: null },
        manualClaimBonus: state.manualClaimBonus.status === 'error' ? initialBonusCodeState.manualClaimBonus : state.manualClaimBonus,
        claimable: state.manualClaimBonusAvailability.isAvailable,
      };
    case 'AVAILABILITY_REQUESTED':
      return { ...state, manualClaimBonusAvailability: { ...state.manualClaimBonusAvailability, requested: true } };
    case 'AVAILABILITY':
      return { ...state, manualClaimBonusAvailability: { isAvailable: event.isAvailable, requested: true }, claimable: event.isAvailable && !state.bonusCode.error && !state.manualClaimBonus.error };
    case 'VERIFY':
      if (busy || !state.claimable) return state;
      return { ...state, bonusCode: { value: event.value, campaignId: null, loading: true, error: null }, manualClaimBonus: initialBonusCodeState.manualClaimBonus };
    case 'VERIFY_SUCCEEDED':
      if (!state.bonusCode.loading) return state;
      return { ...state, bonusCode: { value: event.value, campaignId: event.campaignId, loading: false, error: null } };
    case 'VERIFY_FAILED':
      if (!state.bonusCode.loading) return state;
      return { ...state, bonusCode: { ...state.bonusCode, loading: false, error: codeErrorOf(event.failure) }, claimable: false };
    case 'CLAIM':
      if (busy || !state.claimable || !state.bonusCode.campaignId) return state;
      return { ...state, manualClaimBonus: { status: 'loading', error: null, reward: null } };
    case 'CLAIM_SUCCEEDED':
      if (state.manualClaimBonus.status !== 'loading') return state;
      return { ...state, manualClaimBonus: { status: 'success', error: null, reward: event.reward } };
    case 'CLAIM_FAILED':
      if (state.manualClaimBonus.status !== 'loading') return state;
      return { ...state, manualClaimBonus: { status: 'error', error: codeErrorOf(event.failure), reward: null }, claimable: false };
    case 'CLAIM_CLEARED':
      if (state.manualClaimBonus.status !== 'loading') return state;
      return { ...state, manualClaimBonus: initialBonusCodeState.manualClaimBonus };
  }
}
