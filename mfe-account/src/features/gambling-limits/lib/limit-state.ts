import type { LimitPeriod, Limits } from '@casino/shared/wire';
import { draftOf } from '../../../lib/limit-input';

/** A message of the limits page: a translation key below `limits.` and its values. */
export interface LimitMessage {
  key: string;
  values?: Record<string, string | number>;
}

/** One period's form: the typed text, whether the player is changing it, and its error. */
export interface PeriodForm {
  draft: string;
  editing: boolean;
  error: LimitMessage | null;
}

/**
 * The state of one limit type on the limits page (spec 001 §4 "request, then success or error per limit
 * type; steps load, edit toggle, save, delete, cancel pending change"): the platform's limits as last read,
 * a form per period, the period being written and the last outcome.
 */
export interface LimitState {
  status: 'loading' | 'ready' | 'failed';
  limits: Limits | null;
  forms: Record<LimitPeriod, PeriodForm>;
  saving: LimitPeriod | null;
  notice: LimitMessage | null;
}

/** What the player did or the platform answered. */
export type LimitAction =
  | { type: 'loaded'; limits: Limits }
  | { type: 'loadFailed' }
  | { type: 'editToggled'; period: LimitPeriod }
  | { type: 'edited'; period: LimitPeriod; draft: string }
  | { type: 'invalid'; period: LimitPeriod; error: LimitMessage }
  | { type: 'saveStarted'; period: LimitPeriod }
  | { type: 'saved'; period: LimitPeriod; limits: Limits; action: 'set' | 'delete' | 'cancel' }
  | { type: 'saveFailed'; period: LimitPeriod; error: LimitMessage }
  | { type: 'conflict' };

const EMPTY_FORM: PeriodForm = { draft: '', editing: false, error: null };

/** The state before the first read. */
export const initialLimitState: LimitState = {
  status: 'loading',
  limits: null,
  forms: { D: EMPTY_FORM, W: EMPTY_FORM, M: EMPTY_FORM },
  saving: null,
  notice: null,
};

function freshForm(limits: Limits, period: LimitPeriod): PeriodForm {
  const state = limits.limits.find((p) => p.period === period);
  return { draft: draftOf(state?.value ?? null, limits.unit, limits.currency), editing: false, error: null };
}

function withForm(state: LimitState, period: LimitPeriod, form: Partial<PeriodForm>): LimitState['forms'] {
  return { ...state.forms, [period]: { ...state.forms[period], ...form } };
}

/** The pending outcome of a saved change, read from the answer: applied at once or waiting. */
function savedNotice(limits: Limits, period: LimitPeriod, action: 'set' | 'delete' | 'cancel'): LimitMessage {
  if (action === 'cancel') return { key: 'saved.cancelled' };
  const state = limits.limits.find((p) => p.period === period);
  if (state?.pendingLimitActiveFrom) return { key: action === 'delete' ? 'saved.deletePending' : 'saved.pending', values: { hours: limits.coolingHours } };
  return { key: action === 'delete' ? 'saved.deleted' : 'saved.applied' };
}

/** The limit state machine: pure, so each step is tested alone. */
export function limitReducer(state: LimitState, action: LimitAction): LimitState {
  switch (action.type) {
    case 'loaded':
      // A fresh read replaces every form that is not being changed; a typed change is kept.
      return {
        ...state,
        status: 'ready',
        limits: action.limits,
        saving: null,
        forms: {
          D: state.forms.D.editing ? state.forms.D : freshForm(action.limits, 'D'),
          W: state.forms.W.editing ? state.forms.W : freshForm(action.limits, 'W'),
          M: state.forms.M.editing ? state.forms.M : freshForm(action.limits, 'M'),
        },
      };
    case 'loadFailed':
      return { ...state, status: state.limits ? 'ready' : 'failed', saving: null, notice: { key: 'errors.load' } };
    case 'editToggled': {
      const form = state.forms[action.period];
      if (form.editing && state.limits) return { ...state, forms: withForm(state, action.period, freshForm(state.limits, action.period)) };
      return { ...state, notice: null, forms: withForm(state, action.period, { editing: true, error: null }) };
    }
    case 'edited':
      return { ...state, forms: withForm(state, action.period, { draft: action.draft, editing: true, error: null }) };
    case 'invalid':
      return { ...state, forms: withForm(state, action.period, { error: action.error }) };
    case 'saveStarted':
      return { ...state, saving: action.period, notice: null, forms: withForm(state, action.period, { error: null }) };
    case 'saved':
      return {
        ...state,
        limits: action.limits,
        saving: null,
        notice: savedNotice(action.limits, action.period, action.action),
        forms: { ...state.forms, [action.period]: freshForm(action.limits, action.period) },
      };
    case 'saveFailed':
      return { ...state, saving: null, forms: withForm(state, action.period, { error: action.error }) };
    case 'conflict':
      // Another tab changed the limit: the typed value is dropped so the fresh read shows what is in force.
      return {
        ...state,
        saving: null,
        notice: { key: 'errors.conflict' },
        forms: { D: { ...state.forms.D, editing: false }, W: { ...state.forms.W, editing: false }, M: { ...state.forms.M, editing: false } },
      };
  }
}
