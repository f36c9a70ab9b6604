import { useBusState, usePlatform } from '@casino/shared/parcel';
import type { ActivitySettings } from '@casino/shared/wire';
import { useCallback, useEffect, useReducer, useState } from 'react';
import { ACTIVITY_TIMER_POLL_MS } from '../../../lib/spec-constants';
import { STOPPED, activityTimerReducer, type ActivityTimerAction, type ActivityTimerState } from '../activity-timer';
import { getActivitySettings, resetTimer } from '../api/activity-check';

/**
 * Where the browser keeps when it started counting the platform's current timer (`sessionStorage`,
 * `{ timerStartedAt, startedAt }`): a reload continues the count instead of starting it again.
 */
export const ACTIVITY_TIMER_STORAGE_KEY = 'activityTimerStart';

interface StoredStart {
  /** The platform's `timerStartedAt` this count belongs to. */
  timerStartedAt: string;
  /** When the browser started counting it, browser ms. */
  startedAt: number;
}

function readStart(storage: Storage): StoredStart | null {
  try {
    const stored = JSON.parse(storage.getItem(ACTIVITY_TIMER_STORAGE_KEY) ?? 'null') as Partial<StoredStart> | null;
    return stored && typeof stored.timerStartedAt === 'string' && typeof stored.startedAt === 'number' ? (stored as StoredStart) : null;
  } catch {
    return null;
  }
}

function writeStart(storage: Storage, start: StoredStart): void {
  try {
    storage.setItem(ACTIVITY_TIMER_STORAGE_KEY, JSON.stringify(start));
  } catch {
    // Storage may be full or refused: the count then starts again at a reload.
  }
}

/**
 * The `start` of a count from the platform's settings. The browser counts on its own clock: it keeps
 * when it began this timer of the platform's, so a reload continues the count. The time played before
 * it is the platform's `timerStartedAt − sessionStartedAt`: a duration, so the two clocks never mix.
 */
function startOf(settings: ActivitySettings, now: number, storage: Storage): ActivityTimerAction {
  const stored = readStart(storage);
  const startedAt = stored?.timerStartedAt === settings.timerStartedAt ? stored.startedAt : now;
  writeStart(storage, { timerStartedAt: settings.timerStartedAt, startedAt });
  const playedBeforeMs = Date.parse(settings.timerStartedAt) - Date.parse(settings.sessionStartedAt);
  return { type: 'start', activityTimer: settings.activityTimer, startedAt, playedBeforeMs: Number.isFinite(playedBeforeMs) ? playedBeforeMs : 0, now };
}

/** What {@link useActivityTimer} gives the reality check. */
export interface ActivityTimer {
  state: ActivityTimerState;
  /**
   * Resets the timer (continue, or the limits link): `PATCH /player/reset_timer`, then the count starts
   * again from now. Rejects, leaving the timer as it is, when the platform refuses.
   */
  reset: () => Promise<void>;
}

/**
 * The activity timer of the logged-in player (spec 001 §3 Activity settings, §4 Activity timer, §9 poll
 * 60000 ms), counted on the browser's clock: read from `GET /player/activity_check` at login (the
 * reality-check interval, else the default 120 minutes), polled every 60 s, due at 0. It is read again when
 * the account area says the activity settings changed (GAMBLING_LIMITS_CHANGED `activity`), and stops at
 * logout. When the settings cannot be read it counts the default 120 minutes.
 *
 * @param storage where a count's start is kept across reloads; `sessionStorage` by default.
 */
export function useActivityTimer(storage: Storage = window.sessionStorage): ActivityTimer {
  const { bus, http } = usePlatform();
  const { authorized } = useBusState('session');
  const [state, dispatch] = useReducer(activityTimerReducer, STOPPED);
  const [reads, setReads] = useState(0);

  useEffect(() => {
    const subscription = bus.on('GAMBLING_LIMITS_CHANGED').subscribe((event) => {
      if (event.changed === 'activity') setReads((count) => count + 1);
    });
    return () => subscription.unsubscribe();
  }, [bus]);

  useEffect(() => {
    if (!authorized) {
      dispatch({ type: 'stop' });
      return undefined;
    }
    let cancelled = false;
    getActivitySettings(http).then(
      (settings) => {
        if (!cancelled) dispatch(startOf(settings, Date.now(), storage));
      },
      () => {
        if (!cancelled) dispatch({ type: 'startDefault', now: Date.now() });
      },
    );
    return () => {
      cancelled = true;
    };
  }, [authorized, http, reads, storage]);

  useEffect(() => {
    const subscription = bus.on('LOGGED_OUT').subscribe(() => {
      try {
        storage.removeItem(ACTIVITY_TIMER_STORAGE_KEY);
      } catch {
        // Nothing kept, nothing to remove.
      }
    });
    return () => subscription.unsubscribe();
  }, [bus, storage]);

  const counting = state.status === 'counting';
  useEffect(() => {
    if (!counting) return undefined;
    const poll = setInterval(() => dispatch({ type: 'tick', now: Date.now() }), ACTIVITY_TIMER_POLL_MS);
    return () => clearInterval(poll);
  }, [counting]);

  const reset = useCallback(async () => {
    const settings = await resetTimer(http);
    const now = Date.now();
    writeStart(storage, { timerStartedAt: settings.timerStartedAt, startedAt: now });
    dispatch({ type: 'reset', activityTimer: settings.activityTimer, now });
  }, [http, storage]);

  return { state, reset };
}
