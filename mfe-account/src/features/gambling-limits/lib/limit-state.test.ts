import type { LimitPeriodState, Limits } from '@casino/shared/wire';
import { initialLimitState, limitReducer, type LimitState } from './limit-state';

function period(p: 'D' | 'W' | 'M', extra: Partial<LimitPeriodState> = {}): LimitPeriodState {
  return {
    period: p,
    value: null,
    used: 0,
    remaining: null,
    resetAt: '2026-11-26T00:00:00.000+01:00',
    pendingValue: null,
    pendingDelete: false,
    pendingLimitActiveFrom: null,
    locked: false,
    startedAt: null,
    updatedAt: null,
    ...extra,
  };
}

function limits(daily: Partial<LimitPeriodState> = {}): Limits {
  return { type: 'deposit', unit: 'MINOR', currency: 'EUR', timeZone: 'Europe/Malta', coolingHours: 24, limits: [period('D', daily), period('W'), period('M')] };
}

const loaded = (l = limits({ value: 2000, remaining: 2000, updatedAt: '2026-11-25T10:00:00.000Z' })): LimitState => limitReducer(initialLimitState, { type: 'loaded', limits: l });

describe('limitReducer (spec 001 §4: load, edit toggle, save, delete, cancel pending)', () => {
  it('loads: the forms show the values in force', () => {
    const state = loaded();
    expect(state.status).toBe('ready');
    expect(state.forms.D).toEqual({ draft: '20', editing: false, error: null });
    expect(state.forms.W.draft).toBe('');
  });

  it('keeps a typed change across a fresh read', () => {
    const typed = limitReducer(loaded(), { type: 'edited', period: 'D', draft: '50' });
    const again = limitReducer(typed, { type: 'loaded', limits: limits({ value: 1000 }) });
    expect(again.forms.D).toEqual({ draft: '50', editing: true, error: null });
  });

  it('toggles editing on and back off to the value in force', () => {
    const on = limitReducer(loaded(), { type: 'editToggled', period: 'D' });
    expect(on.forms.D.editing).toBe(true);
    const typed = limitReducer(on, { type: 'edited', period: 'D', draft: '99' });
    const off = limitReducer(typed, { type: 'editToggled', period: 'D' });
    expect(off.forms.D).toEqual({ draft: '20', editing: false, error: null });
  });

  it('refuses bad input on its period only', () => {
    const state = limitReducer(loaded(), { type: 'invalid', period: 'W', error: { key: 'errors.input.zero' } });
    expect(state.forms.W.error).toEqual({ key: 'errors.input.zero' });
    expect(state.forms.D.error).toBeNull();
    expect(state.saving).toBeNull();
  });

  it('saves a decrease: applies at once', () => {
    const saving = limitReducer(limitReducer(loaded(), { type: 'edited', period: 'D', draft: '10' }), { type: 'saveStarted', period: 'D' });
    expect(saving.saving).toBe('D');
    const saved = limitReducer(saving, { type: 'saved', period: 'D', action: 'set', limits: limits({ value: 1000 }) });
    expect(saved.saving).toBeNull();
    expect(saved.forms.D).toEqual({ draft: '10', editing: false, error: null });
    expect(saved.notice).toEqual({ key: 'saved.applied' });
  });

  it('saves an increase: pending after the cooling hours', () => {
    const saved = limitReducer(loaded(), {
      type: 'saved',
      period: 'D',
      action: 'set',
      limits: limits({ value: 2000, pendingValue: 5000, pendingLimitActiveFrom: '2026-11-26T10:00:00.000Z', locked: true }),
    });
    expect(saved.notice).toEqual({ key: 'saved.pending', values: { hours: 24 } });
    expect(saved.forms.D.draft).toBe('20');
  });

  it('deletes: pending removal', () => {
    const saved = limitReducer(loaded(), { type: 'saved', period: 'D', action: 'delete', limits: limits({ value: 2000, pendingDelete: true, pendingLimitActiveFrom: '2026-11-26T10:00:00.000Z' }) });
    expect(saved.notice).toEqual({ key: 'saved.deletePending', values: { hours: 24 } });
  });

  it('cancels a pending change', () => {
    const saved = limitReducer(loaded(), { type: 'saved', period: 'D', action: 'cancel', limits: limits({ value: 2000 }) });
    expect(saved.notice).toEqual({ key: 'saved.cancelled' });
  });

  it('keeps the typed value and shows the backend code when a save is refused', () => {
    const typed = limitReducer(loaded(), { type: 'edited', period: 'D', draft: '500' });
    const failed = limitReducer(limitReducer(typed, { type: 'saveStarted', period: 'D' }), { type: 'saveFailed', period: 'D', error: { key: 'errors.code.locked', values: { period: 'D' } } });
    expect(failed.saving).toBeNull();
    expect(failed.forms.D).toEqual({ draft: '500', editing: true, error: { key: 'errors.code.locked', values: { period: 'D' } } });
  });

  it('on a conflict says so and lets the next read show what another tab set', () => {
    const typed = limitReducer(limitReducer(loaded(), { type: 'edited', period: 'D', draft: '500' }), { type: 'saveStarted', period: 'D' });
    const conflict = limitReducer(typed, { type: 'conflict' });
    expect(conflict.notice).toEqual({ key: 'errors.conflict' });
    const fresh = limitReducer(conflict, { type: 'loaded', limits: limits({ value: 3000 }) });
    expect(fresh.forms.D).toEqual({ draft: '30', editing: false, error: null });
    expect(fresh.notice).toEqual({ key: 'errors.conflict' });
  });

  it('a failed first read fails; a failed later read keeps the limits', () => {
    expect(limitReducer(initialLimitState, { type: 'loadFailed' }).status).toBe('failed');
    expect(limitReducer(loaded(), { type: 'loadFailed' }).status).toBe('ready');
  });
});
