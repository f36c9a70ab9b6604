import { DEFAULT_ACTIVITY_TIMER_MINUTES } from '@casino/shared/wire';

const MINUTE_MS = 60_000;

/**
 * The activity timer (spec 001 §3 Activity settings, §4 Activity timer), on the browser's clock (issue 16
 * "Fixed details"). Times are browser milliseconds (`Date.now()`), `activityTimer` and `minutesLeft` whole
 * minutes.
 * - `stopped`: no player, or logged out;
 * - `counting`: `minutesLeft` of `activityTimer` until `endsAt`; the count started at `startedAt`;
 * - `due`: it reached 0 at `dueAt`: the reality check shows the summary and waits for an answer.
 * `playedBeforeMs` is the session's playing time before `startedAt` (earlier counts of the same session),
 * so the time played at any moment is {@link playedMs}.
 */
export type ActivityTimerState =
  | { status: 'stopped' }
  | { status: 'counting'; activityTimer: number; startedAt: number; endsAt: number; minutesLeft: number; playedBeforeMs: number }
  | { status: 'due'; activityTimer: number; startedAt: number; endsAt: number; dueAt: number; playedBeforeMs: number };

/**
 * What moves the timer (spec 001 §4: "Timer may start, stop, or be reset by link, logout or continue"):
 * - `start`: the platform's activity settings were read (login, or the interval changed): count
 *   `activityTimer` minutes from `startedAt` (earlier than `now` after a reload of the same count);
 * - `startDefault`: they could not be read: count the spec's default from `now`, unless a count runs;
 * - `tick`: the 60-second poll;
 * - `reset`: the player answered the reality check (continue, or the limits link): count again from `now`;
 * - `stop`: the player logged out.
 */
export type ActivityTimerAction =
  | { type: 'start'; activityTimer: number; startedAt: number; playedBeforeMs: number; now: number }
  | { type: 'startDefault'; now: number }
  | { type: 'tick'; now: number }
  | { type: 'reset'; activityTimer?: number; now: number }
  | { type: 'stop' };

/** The timer before any player: stopped. */
export const STOPPED: ActivityTimerState = { status: 'stopped' };

function counting(activityTimer: number, startedAt: number, playedBeforeMs: number, now: number): ActivityTimerState {
  const endsAt = startedAt + activityTimer * MINUTE_MS;
  const minutesLeft = Math.max(0, Math.ceil((endsAt - now) / MINUTE_MS));
  if (minutesLeft === 0) return { status: 'due', activityTimer, startedAt, endsAt, dueAt: now, playedBeforeMs };
  return { status: 'counting', activityTimer, startedAt, endsAt, minutesLeft, playedBeforeMs };
}

/**
 * The activity timer's transitions, pure. Minutes left are counted from `endsAt` at each tick rather than
 * decremented, so a tick that comes late (a background tab, a sleeping laptop) still finds the timer due.
 */
export function activityTimerReducer(state: ActivityTimerState, action: ActivityTimerAction): ActivityTimerState {
  switch (action.type) {
    case 'start':
      return counting(action.activityTimer, Math.min(action.startedAt, action.now), Math.max(0, action.playedBeforeMs), action.now);
    case 'startDefault':
      return state.status === 'stopped' ? counting(DEFAULT_ACTIVITY_TIMER_MINUTES, action.now, 0, action.now) : state;
    case 'tick':
      return state.status === 'counting' ? counting(state.activityTimer, state.startedAt, state.playedBeforeMs, action.now) : state;
    case 'reset':
      if (state.status === 'stopped') return state;
      return counting(action.activityTimer ?? state.activityTimer, action.now, state.playedBeforeMs + Math.max(0, action.now - state.startedAt), action.now);
    case 'stop':
      return STOPPED;
  }
}

/** The session's playing time, ms: at the reality check (`dueAt`), or at `now` while counting; 0 when stopped. */
export function playedMs(state: ActivityTimerState, now: number): number {
  if (state.status === 'stopped') return 0;
  const at = state.status === 'due' ? state.dueAt : now;
  return state.playedBeforeMs + Math.max(0, at - state.startedAt);
}
