import {
  ACCOUNT_PAGES,
  SITE_AREAS,
  VERIFICATION_ENTRY_PARAM,
  VERIFICATION_ENTRY_POINTS,
  type VerificationEntryPoint,
} from '@casino/shared/site-map';

/** spec 001 §4 notification state: nothing shown, asking the player to verify, or thanking for an upload. */
export type KycNotificationStatus = 'INACTIVE' | 'NOTIFY' | 'UPLOADED';

export interface KycNotificationState {
  status: KycNotificationStatus;
  /** Where the player came from (spec 001 §3 entry points); the notice offers the way back. */
  entryPoint: VerificationEntryPoint | null;
  /** Whether the notice shows; closing it hides it and keeps the status. */
  open: boolean;
}

export type KycNotificationAction =
  | { type: 'notify'; entryPoint: VerificationEntryPoint }
  | { type: 'uploaded' }
  | { type: 'close' }
  | { type: 'verifyLater' }
  | { type: 'terminate' };

export const initialKycNotification: KycNotificationState = {
  status: 'INACTIVE',
  entryPoint: null,
  open: false,
};

/**
 * spec 001 §4 Notification state INACTIVE, NOTIFY, UPLOADED: a player sent from a deposit or a
 * withdrawal is asked to verify (NOTIFY); an upload turns it to UPLOADED; close hides the notice and
 * keeps the status; verify-later and terminate reset to INACTIVE.
 */
export function kycNotificationReducer(
  state: KycNotificationState,
  action: KycNotificationAction,
): KycNotificationState {
  switch (action.type) {
    case 'notify':
      return { status: 'NOTIFY', entryPoint: action.entryPoint, open: true };
    case 'uploaded':
      return state.status === 'INACTIVE' ? state : { ...state, status: 'UPLOADED', open: true };
    case 'close':
      return { ...state, open: false };
    case 'verifyLater':
    case 'terminate':
      return initialKycNotification;
    default:
      return state;
  }
}

/** The entry point the page's query names (`?entry=WITHDRAW`), or null for none or an unknown one. */
export function entryPointOf(search: string): VerificationEntryPoint | null {
  const value = new URLSearchParams(search).get(VERIFICATION_ENTRY_PARAM);
  return VERIFICATION_ENTRY_POINTS.find((entryPoint) => entryPoint === value) ?? null;
}

/** Whether the player came from the cashier (the entry points that get the notice; not ACCOUNT_PAGE). */
export function isCashierEntry(
  entryPoint: VerificationEntryPoint | null,
): entryPoint is Exclude<VerificationEntryPoint, 'ACCOUNT_PAGE'> {
  return entryPoint !== null && entryPoint !== 'ACCOUNT_PAGE';
}

/** The site path back to where the player came from: the deposit page or modal, the withdrawal, the account page. */
export function pathOfEntryPoint(entryPoint: VerificationEntryPoint): string {
  switch (entryPoint) {
    case 'DEPOSIT_PAGE':
      return ACCOUNT_PAGES.deposit;
    case 'DEPOSIT_MODAL':
      return SITE_AREAS.deposit.path;
    case 'WITHDRAW':
    case 'WITHDRAW_MODAL':
      return ACCOUNT_PAGES.withdraw;
    default:
      return ACCOUNT_PAGES.account;
  }
}
