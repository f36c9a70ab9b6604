import type { BonusConflict, BonusFailure } from '@casino/shared/platform';
import { withdrawalLimitCheckSchema, type WithdrawalLimitCheck } from '@casino/shared/wire';

/**
 * The withdraw flow of spec 001 §3 ("Withdraw flow state": status, modal, limit, duration, originalLimit)
 * and §4 ("Withdraw flow": start sets loading, the status is updated later, clear resets to defaults).
 */

/** A withdrawal eligibility outcome of spec 001 §4, as `POST withdrawal/limit-check` answers it. */
export type WithdrawalOutcome = WithdrawalLimitCheck['outcome'];

/**
 * The flow's statuses: the ones spec 001 §4 maps the outcomes to, its other UI statuses (INACTIVE,
 * LOADING, SUSPENDED, SELF_LIMIT_NOTIFY), and the two after an allowed check: the request under way
 * (REQUESTING) and the withdrawal waiting for payout (PENDING).
 */
export type WithdrawStatus =
  | 'INACTIVE'
  | 'LOADING'
  | 'ERROR'
  | 'ALLOWED'
  | 'VERIFY_DOCUMENT_LOYAL'
  | 'UNDER_REVIEW'
  | 'REQUIRED'
  | 'STRICT'
  | 'WITHDRAWAL_LIMIT_REACHED'
  | 'SELF_LIMIT_REACHED'
  | 'RESTRICTED'
  | 'SUSPENDED'
  | 'SELF_LIMIT_NOTIFY'
  | 'REQUESTING'
  | 'PENDING';

/** spec 001 §4 "Outcome to flow status", word for word; anything else (FORBIDDEN, SELF_SPEND_LIMIT_REACHED, unknown) is an error. */
const STATUS_OF_OUTCOME: Partial<Record<string, WithdrawStatus>> = {
  NOT_ENOUGH_FUNDS: 'ERROR',
  EXCEEDS_KYC_LIMIT: 'ERROR',
  FAILURE: 'ERROR',
  SUCCESS: 'ALLOWED',
  DOCUMENTS_PREFERRED: 'VERIFY_DOCUMENT_LOYAL',
  DOCUMENTS_UNDER_REVIEW: 'UNDER_REVIEW',
  DOCUMENTS_REQUIRED: 'REQUIRED',
  DOCUMENTS_REQUIRED_RESTRICTED: 'STRICT',
  WITHDRAWAL_LIMIT_REACHED: 'WITHDRAWAL_LIMIT_REACHED',
  SELF_LIMIT_REACHED: 'SELF_LIMIT_REACHED',
  RESTRICTED: 'RESTRICTED',
};

/**
 * The flow status of an eligibility outcome (spec 001 §4). `outcome` is typed as a string because
 * a newer platform may send an outcome this build does not know: that is an error too.
 */
export function withdrawStatusOf(outcome: string): WithdrawStatus {
  return STATUS_OF_OUTCOME[outcome] ?? 'ERROR';
}

/**
 * The status of a whole eligibility answer: the outcome's (above), except that a withdrawal limit
 * of 0 means the limit is reached (spec 001 §5) even when the outcome allows the withdrawal.
 */
export function withdrawStatusOfCheck(
  check: Pick<WithdrawalLimitCheck, 'outcome' | 'limit'>,
): WithdrawStatus {
  const status = withdrawStatusOf(check.outcome);
  return status === 'ALLOWED' && check.limit === 0 ? 'WITHDRAWAL_LIMIT_REACHED' : status;
}

/**
 * spec 001 §5: warn when the main balance exceeds the withdrawal limit (the player cannot take it
 * all out in this period). Both in minor units; no limit, or a reached one (0), gives no warning.
 */
export function exceedsWithdrawLimit(mainBalance: number | null, limit: number | null): boolean {
  return mainBalance !== null && limit !== null && limit > 0 && mainBalance > limit;
}

/**
 * The forfeit-withdrawal prompt (spec 001 §2 "forfeit withdrawal"): the request was refused because an
 * active bonus stands in front of it (`error.bonus.active.withdrawal`), and a withdrawal forfeits it.
 * - `confirm`: the prompt names the bonus and asks; Cancel sends nothing;
 * - `forfeiting`: the forfeit is out, then the request again with the attempt's key;
 * - `failed`: the forfeit was refused (`failure`): the forfeit error modal; nothing was withdrawn.
 */
export interface WithdrawForfeit {
  step: 'confirm' | 'forfeiting' | 'failed';
  /** The bonus in the way, as the refusal named it: what the forfeit sends. */
  conflict: BonusConflict;
  /** Why the forfeit was refused; null before. */
  failure: BonusFailure | null;
}

/** spec 001 §3 Withdraw flow state, plus what the screens need: the amount asked for and the check's answer. */
export interface WithdrawFlowState {
  status: WithdrawStatus;
  /** Shown in a modal (spec 001 §3); the banking page shows it in place, so false there. */
  modal: boolean;
  /** The withdrawal limit left in this period, minor units; null when none applies. */
  limit: number | null;
  /** The limit's period; daily by default (spec 001 §3). */
  duration: 'DAILY' | 'WEEKLY' | 'MONTHLY';
  /** The limit as set, before this period's withdrawals, minor units. */
  originalLimit: number | null;
  /** When a reached limit starts again (ISO), if the platform said. */
  resetOn: string | null;
  /** The outcome of the last check, so an error screen can say which error. */
  outcome: WithdrawalOutcome | null;
  /** The amount of this attempt, minor units. */
  amount: number | null;
  /** The `Idempotency-Key` of this attempt's request: the same attempt asked twice withdraws once. */
  idempotencyKey: string | null;
  /** The forfeit-withdrawal prompt over the confirm screen, when an active bonus stood in the way; else null. */
  forfeit: WithdrawForfeit | null;
}

/** Things that happen to the flow. */
export type WithdrawFlowAction =
  | { type: 'start'; amount: number; idempotencyKey: string; modal?: boolean }
  | { type: 'checked'; check: WithdrawalLimitCheck }
  | { type: 'failed' }
  | { type: 'suspended' }
  | { type: 'request' }
  | { type: 'requested' }
  /** The request was refused; `code` is the platform's error code, an outcome when the state changed since the check. */
  | { type: 'requestFailed'; code?: string }
  /** The request was refused because an active bonus stands in front of it: ask to forfeit it. */
  | { type: 'bonusInTheWay'; conflict: BonusConflict }
  /** The player confirmed the forfeit prompt: forfeit, then the request again. */
  | { type: 'forfeit' }
  | { type: 'forfeitFailed'; failure: BonusFailure }
  /** Cancel on the prompt, or close of the forfeit error: back to the confirm screen, nothing sent. */
  | { type: 'keepBonus' }
  | { type: 'clear' };

/** The flow before anything happened (and after clear). */
export const initialWithdrawFlow: WithdrawFlowState = {
  status: 'INACTIVE',
  modal: false,
  limit: null,
  duration: 'DAILY',
  originalLimit: null,
  resetOn: null,
  outcome: null,
  amount: null,
  idempotencyKey: null,
  forfeit: null,
};

/** The confirm screen of an allowed check: documents only preferred, or allowed outright. */
function confirmStatusOf(state: WithdrawFlowState): WithdrawStatus {
  return state.outcome === 'DOCUMENTS_PREFERRED' ? 'VERIFY_DOCUMENT_LOYAL' : 'ALLOWED';
}

/**
 * The withdraw flow as a pure reducer (spec 001 §4 "Withdraw flow"), with the forfeit-withdrawal prompt
 * (spec 001 §2): a request refused for an active bonus goes back to the confirm screen with the prompt
 * over it; its confirm forfeits and asks again (REQUESTING), its Cancel closes it. An action that does not
 * fit the state returns the same state object.
 */
export function withdrawFlowReducer(state: WithdrawFlowState, action: WithdrawFlowAction): WithdrawFlowState {
  switch (action.type) {
    case 'start':
      return {
        ...initialWithdrawFlow,
        status: 'LOADING',
        modal: action.modal ?? false,
        amount: action.amount,
        idempotencyKey: action.idempotencyKey,
      };
    case 'checked':
      if (state.status !== 'LOADING') return state;
      return {
        ...state,
        status: withdrawStatusOfCheck(action.check),
        outcome: action.check.outcome,
        limit: action.check.limit,
        originalLimit: action.check.originalLimit,
        duration: action.check.duration ?? state.duration,
        resetOn: action.check.resetOn,
      };
    case 'failed':
      return { ...state, status: 'ERROR' };
    case 'suspended':
      return { ...initialWithdrawFlow, status: 'SUSPENDED' };
    case 'request':
      // Allowed, or documents only preferred (a loyal player may withdraw now and send them later).
      return (state.status === 'ALLOWED' || state.status === 'VERIFY_DOCUMENT_LOYAL') && state.forfeit === null
        ? { ...state, status: 'REQUESTING' }
        : state;
    case 'requested':
      return state.status === 'REQUESTING' ? { ...state, status: 'PENDING', forfeit: null } : state;
    case 'requestFailed': {
      if (state.status !== 'REQUESTING') return state;
      // A refusal that names an outcome (the player's state changed since the check) shows that outcome's screen.
      const named = withdrawalLimitCheckSchema.shape.outcome.safeParse(action.code);
      const outcome = named.success ? named.data : 'FAILURE';
      return { ...state, status: withdrawStatusOf(outcome), outcome, forfeit: null };
    }
    case 'bonusInTheWay':
      if (state.status !== 'REQUESTING') return state;
      return { ...state, status: confirmStatusOf(state), forfeit: { step: 'confirm', conflict: action.conflict, failure: null } };
    case 'forfeit':
      if (state.forfeit?.step !== 'confirm') return state;
      return { ...state, status: 'REQUESTING', forfeit: { ...state.forfeit, step: 'forfeiting' } };
    case 'forfeitFailed':
      if (state.forfeit?.step !== 'forfeiting') return state;
      return { ...state, status: confirmStatusOf(state), forfeit: { ...state.forfeit, step: 'failed', failure: action.failure } };
    case 'keepBonus':
      if (state.forfeit === null || state.forfeit.step === 'forfeiting') return state;
      return { ...state, forfeit: null };
    case 'clear':
      return initialWithdrawFlow;
  }
}

/** spec 001 §8: "Withdrawal limit code shows the message as a toast". */
export function isWithdrawalLimitCode(code: string | undefined): boolean {
  return code === 'WITHDRAWAL_LIMIT_REACHED';
}
