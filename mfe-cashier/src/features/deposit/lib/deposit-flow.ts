import type { Deposit, DepositLimitCheck, PaymentMethod } from '@casino/shared/wire';

/**
 * The deposit flow of spec 001 §3 ("Deposit flow state": status, modal, daysLeftToVerifyDocuments,
 * selectBonus, selectedBonusId, notification, isSpendLimit, hideCashier, limitLeft, limitType, resetOn)
 * and §4 ("Deposit flow": starts inactive; start sets loading and the modal flag; the result sets the
 * status; clear returns to inactive keeping the notification flag; notification-done turns it off).
 *
 * Between start and result the flow passes the self-limit check, the KYC notice and the provider's page:
 *
 * ```
 * INACTIVE ─start→ LOADING ─checked→ LIMIT_REACHED (a self limit stops the amount; clear to change it)
 *                           ├────────→ KYC_NOTICE ─confirm→ LOADING (documents are due: the player goes on)
 *                           └────────→ LOADING ─requested→ PROVIDER (the provider's page in a frame)
 * PROVIDER ─result→ SUCCESS | FAILED | CANCELLED      any step ─failed→ ERROR      any ─clear→ INACTIVE
 * ```
 */

/** Where the flow is. */
export type DepositStatus =
  | 'INACTIVE'
  | 'LOADING'
  | 'LIMIT_REACHED'
  | 'KYC_NOTICE'
  | 'PROVIDER'
  | 'SUCCESS'
  | 'FAILED'
  | 'CANCELLED'
  | 'ERROR';

/** How a payment ended, as the flow shows it. */
export type DepositResult = 'SUCCESS' | 'FAILED' | 'CANCELLED';

/** One attempt: what the player asked to pay and the `Idempotency-Key` every request of it carries. */
export interface DepositAttempt {
  /** Minor units. */
  amount: number;
  paymentMethod: PaymentMethod;
  bonusId: string | null;
  idempotencyKey: string;
}

/** spec 001 §3 Deposit flow state, and the attempt and deposit it is about. */
export interface DepositFlowState {
  status: DepositStatus;
  /** True while the flow shows in a modal (the `/deposit` modal, or the provider's dialog on the page). */
  modal: boolean;
  /** Days left to send the documents KYC asked for; null when none are due. */
  daysLeftToVerifyDocuments: number | null;
  /** True when the player has deposit bonuses to choose from (the selector shows). */
  selectBonus: boolean;
  selectedBonusId: string | null;
  /** A finished deposit the player has not dismissed yet: it outlives `clear`. */
  notification: DepositResult | null;
  isSpendLimit: boolean;
  /** True while the provider's page stands in for the cashier's form. */
  hideCashier: boolean;
  /** What the self limit still allows, minor units. */
  limitLeft: number | null;
  limitType: DepositLimitCheck['limitType'];
  /** The market needs a deposit limit before any deposit and none is set (issue 16: SE, NL). */
  limitRequired: boolean;
  /** ISO time when the self limit starts again. */
  resetOn: string | null;
  attempt: DepositAttempt | null;
  deposit: Deposit | null;
}

/** Things that happen to the flow. */
export type DepositFlowAction =
  | { type: 'start'; attempt: DepositAttempt; modal: boolean }
  | { type: 'checked'; check: DepositLimitCheck }
  | { type: 'confirm' }
  | { type: 'requested'; deposit: Deposit }
  | { type: 'result'; result: DepositResult }
  | { type: 'failed' }
  | { type: 'bonusesLoaded'; available: boolean }
  | { type: 'selectBonus'; bonusId: string | null }
  | { type: 'clear' }
  | { type: 'notificationDone' };

/** The flow before anything happened. */
export const initialDepositFlow: DepositFlowState = {
  status: 'INACTIVE',
  modal: false,
  daysLeftToVerifyDocuments: null,
  selectBonus: false,
  selectedBonusId: null,
  notification: null,
  isSpendLimit: false,
  hideCashier: false,
  limitLeft: null,
  limitType: null,
  limitRequired: false,
  resetOn: null,
  attempt: null,
  deposit: null,
};

/** Whether the flow is between start and result: a second Pay now is the same attempt. */
export function isDepositUnderWay(state: DepositFlowState): boolean {
  return state.status === 'LOADING' || state.status === 'KYC_NOTICE' || state.status === 'PROVIDER';
}

/** The deposit flow as a pure reducer (spec 001 §4 "Deposit flow"). */
export function depositFlowReducer(state: DepositFlowState, action: DepositFlowAction): DepositFlowState {
  switch (action.type) {
    case 'start':
      // A second start while one is under way (a double-clicked Pay) is the same attempt.
      if (isDepositUnderWay(state)) return state;
      return {
        ...state,
        status: 'LOADING',
        modal: action.modal,
        attempt: action.attempt,
        deposit: null,
        isSpendLimit: false,
        limitLeft: null,
        limitType: null,
        limitRequired: false,
        resetOn: null,
      };
    case 'checked': {
      if (state.status !== 'LOADING') return state;
      const { isSpendLimit, limitLeft, limitType, resetOn, daysLeftToVerifyDocuments } = action.check;
      const status = isSpendLimit
        ? 'LIMIT_REACHED'
        : daysLeftToVerifyDocuments !== null
          ? 'KYC_NOTICE'
          : 'LOADING';
      return { ...state, status, isSpendLimit, limitLeft, limitType, resetOn, daysLeftToVerifyDocuments, limitRequired: action.check.limitRequired === true };
    }
    case 'confirm':
      return state.status === 'KYC_NOTICE' ? { ...state, status: 'LOADING' } : state;
    case 'requested':
      return state.status === 'LOADING'
        ? { ...state, status: 'PROVIDER', hideCashier: true, deposit: action.deposit }
        : state;
    case 'result':
      // Only the deposit under way has a result; a late message after clear changes nothing.
      if (state.status !== 'PROVIDER') return state;
      return { ...state, status: action.result, hideCashier: false, notification: action.result };
    case 'failed':
      return { ...state, status: 'ERROR', hideCashier: false };
    case 'bonusesLoaded':
      return {
        ...state,
        selectBonus: action.available,
        selectedBonusId: action.available ? state.selectedBonusId : null,
      };
    case 'selectBonus':
      return { ...state, selectedBonusId: action.bonusId };
    case 'clear':
      return {
        ...initialDepositFlow,
        notification: state.notification,
        selectBonus: state.selectBonus,
        selectedBonusId: state.selectedBonusId,
      };
    case 'notificationDone':
      return { ...state, notification: null };
  }
}

/**
 * What a deposit's status on the platform means for the flow: SUCCESS (and COMPLETED) paid, FAILED
 * (and REVERTED) declined, CANCELLED abandoned; anything else (PENDING, WAITING_INPUT) is not over yet.
 */
export function depositResultOf(status: Deposit['status']): DepositResult | null {
  if (status === 'SUCCESS' || status === 'COMPLETED') return 'SUCCESS';
  if (status === 'FAILED' || status === 'REVERTED') return 'FAILED';
  if (status === 'CANCELLED') return 'CANCELLED';
  return null;
}
