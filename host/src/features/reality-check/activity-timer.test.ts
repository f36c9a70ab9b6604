import { STOPPED, activityTimerReducer, playedMs, type ActivityTimerAction, type ActivityTimerState } from './activity-timer';

const MINUTE = 60_000;
const T0 = Date.parse('2026-11-25T10:00:00Z');

function run(actions: ActivityTimerAction[], from: ActivityTimerState = STOPPED): ActivityTimerState {
  return actions.reduce(activityTimerReducer, from);
}

describe('activityTimerReducer (spec 001 §4 Activity timer)', () => {
  it('starts counting the activity timer, and counts down once a minute to the reality check', () => {
    let state = run([{ type: 'start', activityTimer: 30, startedAt: T0, playedBeforeMs: 0, now: T0 }]);
    expect(state).toEqual({ status: 'counting', activityTimer: 30, startedAt: T0, endsAt: T0 + 30 * MINUTE, minutesLeft: 30, playedBeforeMs: 0 });
    for (let minute = 1; minute < 30; minute += 1) {
      state = activityTimerReducer(state, { type: 'tick', now: T0 + minute * MINUTE });
      expect(state).toMatchObject({ status: 'counting', minutesLeft: 30 - minute });
    }
    state = activityTimerReducer(state, { type: 'tick', now: T0 + 30 * MINUTE });
    expect(state).toEqual({ status: 'due', activityTimer: 30, startedAt: T0, endsAt: T0 + 30 * MINUTE, dueAt: T0 + 30 * MINUTE, playedBeforeMs: 0 });
  });

  it('is due at the first tick after a jump of the clock (a sleeping laptop, a throttled tab)', () => {
    const state = run([
      { type: 'start', activityTimer: 30, startedAt: T0, playedBeforeMs: 0, now: T0 },
      { type: 'tick', now: T0 + 45 * MINUTE },
    ]);
    expect(state).toMatchObject({ status: 'due', dueAt: T0 + 45 * MINUTE });
  });

  it('continues an earlier count of the same timer after a reload, and is due at once when it has run out', () => {
    expect(run([{ type: 'start', activityTimer: 60, startedAt: T0, playedBeforeMs: 0, now: T0 + 20 * MINUTE }])).toMatchObject({ status: 'counting', minutesLeft: 40 });
    expect(run([{ type: 'start', activityTimer: 60, startedAt: T0, playedBeforeMs: 0, now: T0 + 61 * MINUTE }])).toMatchObject({ status: 'due' });
    // A start in the future (a clock moved back) counts from now.
    expect(run([{ type: 'start', activityTimer: 60, startedAt: T0 + 5 * MINUTE, playedBeforeMs: 0, now: T0 }])).toMatchObject({ startedAt: T0, minutesLeft: 60 });
  });

  it('does not tick while stopped or due', () => {
    expect(run([{ type: 'tick', now: T0 }])).toBe(STOPPED);
    const due = run([
      { type: 'start', activityTimer: 30, startedAt: T0, playedBeforeMs: 0, now: T0 },
      { type: 'tick', now: T0 + 30 * MINUTE },
    ]);
    expect(activityTimerReducer(due, { type: 'tick', now: T0 + 40 * MINUTE })).toBe(due);
  });

  it('is reset by continue or the limits link: counts again from now, the time played carried on', () => {
    const state = run([
      { type: 'start', activityTimer: 30, startedAt: T0, playedBeforeMs: 5 * MINUTE, now: T0 },
      { type: 'tick', now: T0 + 30 * MINUTE },
      { type: 'reset', now: T0 + 32 * MINUTE },
    ]);
    expect(state).toEqual({ status: 'counting', activityTimer: 30, startedAt: T0 + 32 * MINUTE, endsAt: T0 + 62 * MINUTE, minutesLeft: 30, playedBeforeMs: 37 * MINUTE });
    expect(playedMs(state, T0 + 40 * MINUTE)).toBe(45 * MINUTE);
    expect(activityTimerReducer(state, { type: 'reset', activityTimer: 60, now: T0 + 33 * MINUTE })).toMatchObject({ activityTimer: 60, minutesLeft: 60 });
    expect(activityTimerReducer(STOPPED, { type: 'reset', now: T0 })).toBe(STOPPED);
  });

  it('starts again from the platform when the interval changes, and stops at logout', () => {
    const state = run([
      { type: 'start', activityTimer: 120, startedAt: T0, playedBeforeMs: 0, now: T0 },
      { type: 'tick', now: T0 + 10 * MINUTE },
      { type: 'start', activityTimer: 30, startedAt: T0 + 11 * MINUTE, playedBeforeMs: 11 * MINUTE, now: T0 + 11 * MINUTE },
    ]);
    expect(state).toMatchObject({ status: 'counting', activityTimer: 30, minutesLeft: 30, endsAt: T0 + 41 * MINUTE });
    expect(activityTimerReducer(state, { type: 'stop' })).toBe(STOPPED);
  });

  it('counts the default 120 minutes when the settings cannot be read, but never replaces a running count', () => {
    const fallback = run([{ type: 'startDefault', now: T0 }]);
    expect(fallback).toMatchObject({ status: 'counting', activityTimer: 120, minutesLeft: 120 });
    const running = run([{ type: 'start', activityTimer: 30, startedAt: T0, playedBeforeMs: 0, now: T0 }]);
    expect(activityTimerReducer(running, { type: 'startDefault', now: T0 + MINUTE })).toBe(running);
  });

  it('says how long the session has been played: before this count, plus this count up to the reality check', () => {
    const due = run([
      { type: 'start', activityTimer: 30, startedAt: T0, playedBeforeMs: 2 * MINUTE, now: T0 },
      { type: 'tick', now: T0 + 30 * MINUTE },
    ]);
    expect(playedMs(due, T0 + 99 * MINUTE)).toBe(32 * MINUTE);
    expect(playedMs(STOPPED, T0)).toBe(0);
  });
});
