import type { PayAndPlayAuthorize, PayAndPlayCode } from '@casino/shared/wire';

/**
 * The pay-and-play sign-up of spec 001 §3 ("Pay-and-play: iframeUrl, sessionId, playerId, status of
 * authorize, verify-code, update-player, login-player") and §4 ("each step uninitialized, loading,
 * success or error; success of the final step leads to showing the sign-up form"):
 *
 * ```
 * AMOUNT ─authorize→ PROVIDER (the provider's authorize page in a frame)
 * PROVIDER ─approved→ VERIFYING (code) ─→ LOGGING_IN (the host logs the player in) ─→ DETAILS | COMPLETE
 * PROVIDER ─declined | cancelled→ AMOUNT, saying so (no money moved)
 * DETAILS ─update→ COMPLETE          any step ─failed→ its status ERROR, the phase stays (retry)
 * ```
 * A player new to the site (`isNewPlayer`) is shown the sign-up form for the details pay-and-play
 * does not give (e-mail, phone); a known player goes straight to COMPLETE.
 */

/** Where one call of the flow is (spec 001 §4 request lifecycle). */
export type PayAndPlayStepStatus = 'UNINITIALIZED' | 'LOADING' | 'SUCCESS' | 'ERROR';

/** The four calls of spec 001 §7 Pay and play. */
export type PayAndPlayStep = 'authorize' | 'verifyCode' | 'loginPlayer' | 'updatePlayer';

/** What the player sees. */
export type PayAndPlayPhase = 'AMOUNT' | 'PROVIDER' | 'VERIFYING' | 'LOGGING_IN' | 'DETAILS' | 'COMPLETE';

/** How the provider's page ended without a payment, shown on the amount step. */
export type ProviderStop = 'DECLINED' | 'CANCELLED';

export interface PayAndPlayFlowState {
  phase: PayAndPlayPhase;
  steps: Record<PayAndPlayStep, PayAndPlayStepStatus>;
  /** The amount asked for, minor units; null before the first authorize. */
  amount: number | null;
  /** The provider session (`sessionId`, `iframeUrl`) once authorize succeeded. */
  session: PayAndPlayAuthorize | null;
  /** The player and deposit the code identified. */
  player: PayAndPlayCode | null;
  /** The message of the step that failed last; null when none did. */
  error: string | null;
  /** Why the last provider page ended without a payment. */
  stopped: ProviderStop | null;
}

export type PayAndPlayAction =
  | { type: 'authorizeStarted'; amount: number }
  | { type: 'authorizeSucceeded'; session: PayAndPlayAuthorize }
  | { type: 'providerStopped'; reason: ProviderStop }
  | { type: 'codeStarted' }
  | { type: 'codeSucceeded'; player: PayAndPlayCode }
  | { type: 'loginStarted' }
  | { type: 'loginSucceeded' }
  | { type: 'updateStarted' }
  | { type: 'updateSucceeded' }
  | { type: 'stepFailed'; step: PayAndPlayStep; message: string };

const UNINITIALIZED: Record<PayAndPlayStep, PayAndPlayStepStatus> = {
  authorize: 'UNINITIALIZED',
  verifyCode: 'UNINITIALIZED',
  loginPlayer: 'UNINITIALIZED',
  updatePlayer: 'UNINITIALIZED',
};

/** The flow before the player asks for anything. */
export const initialPayAndPlayFlow: PayAndPlayFlowState = {
  phase: 'AMOUNT',
  steps: UNINITIALIZED,
  amount: null,
  session: null,
  player: null,
  error: null,
  stopped: null,
};

const step = (state: PayAndPlayFlowState, name: PayAndPlayStep, status: PayAndPlayStepStatus) => ({ ...state.steps, [name]: status });

/** spec 001 §4 Pay-and-play as a pure reducer; an action that does not fit the phase changes nothing. */
export function payAndPlayFlowReducer(state: PayAndPlayFlowState, action: PayAndPlayAction): PayAndPlayFlowState {
  switch (action.type) {
    case 'authorizeStarted':
      if (state.phase !== 'AMOUNT') return state;
      return { ...initialPayAndPlayFlow, amount: action.amount, steps: step(initialPayAndPlayFlow, 'authorize', 'LOADING') };
    case 'authorizeSucceeded':
      if (state.steps.authorize !== 'LOADING') return state;
      return { ...state, phase: 'PROVIDER', session: action.session, steps: step(state, 'authorize', 'SUCCESS') };
    case 'providerStopped':
      if (state.phase !== 'PROVIDER') return state;
      return { ...state, phase: 'AMOUNT', session: null, stopped: action.reason, steps: UNINITIALIZED };
    case 'codeStarted':
      if (state.phase !== 'PROVIDER' && state.phase !== 'VERIFYING') return state;
      return { ...state, phase: 'VERIFYING', error: null, steps: step(state, 'verifyCode', 'LOADING') };
    case 'codeSucceeded':
      if (state.steps.verifyCode !== 'LOADING') return state;
      return { ...state, player: action.player, steps: step(state, 'verifyCode', 'SUCCESS') };
    case 'loginStarted':
      if (state.steps.verifyCode !== 'SUCCESS' || state.steps.loginPlayer === 'SUCCESS') return state;
      return { ...state, phase: 'LOGGING_IN', error: null, steps: step(state, 'loginPlayer', 'LOADING') };
    case 'loginSucceeded':
      if (state.steps.loginPlayer !== 'LOADING') return state;
      return { ...state, phase: state.player?.isNewPlayer ? 'DETAILS' : 'COMPLETE', steps: step(state, 'loginPlayer', 'SUCCESS') };
    case 'updateStarted':
      if (state.phase !== 'DETAILS') return state;
      return { ...state, error: null, steps: step(state, 'updatePlayer', 'LOADING') };
    case 'updateSucceeded':
      if (state.steps.updatePlayer !== 'LOADING') return state;
      return { ...state, phase: 'COMPLETE', steps: step(state, 'updatePlayer', 'SUCCESS') };
    case 'stepFailed':
      if (state.steps[action.step] !== 'LOADING') return state;
      return { ...state, error: action.message, steps: step(state, action.step, 'ERROR'), ...(action.step === 'authorize' ? { phase: 'AMOUNT' as const } : {}) };
  }
}

/** Where the tab keeps an unfinished pay-and-play flow (sessionStorage): the area is mounted again at login. */
export const PAY_AND_PLAY_STORAGE_KEY = 'payAndPlayFlow';

/**
 * The flow this tab left unfinished, or the initial one. Kept only past the provider's page (the money
 * has moved and the player must see what follows); an amount not yet paid is not kept.
 */
export function restorePayAndPlayFlow(initial: PayAndPlayFlowState, storage: Pick<Storage, 'getItem'> = sessionStorage): PayAndPlayFlowState {
  try {
    const kept = JSON.parse(storage.getItem(PAY_AND_PLAY_STORAGE_KEY) ?? 'null') as PayAndPlayFlowState | null;
    return kept && typeof kept.phase === 'string' && kept.steps && kept.session ? kept : initial;
  } catch {
    return initial;
  }
}

/** Keeps `flow` for the tab while it is between the code and the end; forgets it otherwise. */
export function keepPayAndPlayFlow(flow: PayAndPlayFlowState, storage: Pick<Storage, 'setItem' | 'removeItem'> = sessionStorage): void {
  const unfinished = flow.phase === 'VERIFYING' || flow.phase === 'LOGGING_IN' || flow.phase === 'DETAILS';
  if (unfinished) storage.setItem(PAY_AND_PLAY_STORAGE_KEY, JSON.stringify(flow));
  else storage.removeItem(PAY_AND_PLAY_STORAGE_KEY);
}
