import type { PlatformEvent, SessionState } from '@casino/shared/bus';
import type { ActivitySettings } from '@casino/shared/wire';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderHost } from '../../../testing/render-host';
import { ShellStore } from '../../../lib/shell-store';
import { ACTIVITY_TIMER_STORAGE_KEY } from '../hooks/use-activity-timer';
import { RealityCheck } from './reality-check';

const MINUTE = 60_000;
const LOGIN = '2026-11-25T10:00:00.000Z';
const session: SessionState = {
  status: 'Resolved',
  authorized: true,
  claims: { country_code: 'MT', language_code: 'en', player_id: 'p1', email: 'unverified@sandbox.test', iat: 0, login_method: 'DEFAULT', multibrand: null },
};

function settings(activityTimer: number, timerStartedAt = LOGIN): ActivitySettings {
  return { realityCheckInterval: activityTimer === 120 ? null : (activityTimer as 30 | 60), activityTimer, sessionStartedAt: LOGIN, timerStartedAt, nextCheckAt: LOGIN };
}

interface Calls {
  settings: number;
  resets: number;
  summaries: number;
}

function renderRealityCheck({ activityTimer = 30, resetStatus = 200 }: { activityTimer?: number; resetStatus?: number } = {}) {
  const calls: Calls = { settings: 0, resets: 0, summaries: 0 };
  let timer = activityTimer;
  let timerStartedAt = LOGIN;
  const shell = new ShellStore();
  const rendered = renderHost([{ path: '*', element: <RealityCheck /> }], {
    path: '/en-UN/online-casino/play/playngo/book-of-dead',
    state: { session },
    services: { shell },
    http: {
      'GET /player/activity_check': () => {
        calls.settings += 1;
        return settings(timer, timerStartedAt);
      },
      'PATCH /player/reset_timer': () => {
        calls.resets += 1;
        return resetStatus === 200 ? settings(timer, new Date(Date.now()).toISOString()) : { status: resetStatus, data: { message: 'down' } };
      },
      'GET /player/wallet/activity_check': () => {
        calls.summaries += 1;
        return { currency: 'EUR', since: LOGIN, turnover: 1000, winnings: 400, delta: -600 };
      },
    },
  });
  const events: PlatformEvent[] = [];
  rendered.platform.bus.events$.subscribe((event) => events.push(event));
  return {
    ...rendered,
    calls,
    events,
    shell,
    /** The player sets another interval: the platform starts its timer again now. */
    setActivityTimer: (minutes: number) => {
      timer = minutes;
      timerStartedAt = new Date(Date.now()).toISOString();
    },
  };
}

/** Lets the platform's answers arrive: promises, and the query client's zero-delay notifications. */
async function settle() {
  for (let i = 0; i < 5; i += 1) {
    await act(async () => {
      await jest.advanceTimersByTimeAsync(0);
    });
  }
}

async function advance(ms: number) {
  await act(async () => {
    await jest.advanceTimersByTimeAsync(ms);
  });
  await settle();
}

const paused = (events: PlatformEvent[]) => events.filter((event) => event.type === 'PAUSE_GAME' || event.type === 'RESUME_GAME').map((event) => event.type);

describe('RealityCheck (spec 001 §4 Activity timer; issue 16 point 4)', () => {
  beforeEach(() => {
    jest.useFakeTimers({ now: Date.parse('2026-11-25T10:05:00Z') });
    sessionStorage.clear();
  });
  afterEach(() => jest.useRealTimers());

  it('counts the activity timer down every 60 s, then shows the summary and pauses the games', async () => {
    const { calls, events, shell } = renderRealityCheck();
    await settle();
    expect(calls.settings).toBe(1);
    expect(shell.get().activityTimerEndsAt).toBe(Date.parse('2026-11-25T10:35:00Z'));
    await advance(29 * MINUTE);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(paused(events)).toEqual([]);
    await advance(MINUTE);
    const dialog = screen.getByRole('dialog', { name: 'Reality check' });
    expect(paused(events)).toEqual(['PAUSE_GAME']);
    expect(events).toContainEqual({ type: 'PAUSE_GAME', reason: 'REALITY_CHECK' });
    expect(shell.get()).toMatchObject({ realityCheckOpen: true, activityTimerEndsAt: null });
    await settle();
    expect(dialog).toHaveTextContent('You have been playing for 30 min.');
    expect(screen.getByText('Turnover (total stakes)').nextElementSibling).toHaveTextContent('€10.00');
    expect(screen.getByText('Net result').nextElementSibling).toHaveTextContent('-€6.00');
    expect(calls.summaries).toBe(1);
  });

  it('Continue resets the timer on the platform, closes the dialog, resumes the games and counts again', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const { calls, events, shell } = renderRealityCheck();
    await settle();
    await advance(30 * MINUTE);
    await user.click(screen.getByRole('button', { name: 'Continue playing' }));
    await settle();
    expect(calls.resets).toBe(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(paused(events)).toEqual(['PAUSE_GAME', 'RESUME_GAME']);
    expect(shell.get().realityCheckOpen).toBe(false);
    await advance(30 * MINUTE);
    expect(screen.getByRole('dialog', { name: 'Reality check' })).toHaveTextContent('You have been playing for 1 h 0 min.');
    expect(calls.summaries).toBe(2);
  });

  it('keeps the dialog open and says so when the platform refuses the reset', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const { events } = renderRealityCheck({ resetStatus: 503 });
    await settle();
    await advance(30 * MINUTE);
    await user.click(screen.getByRole('button', { name: 'Continue playing' }));
    await settle();
    expect(screen.getByRole('alert')).toHaveTextContent('We could not reach the server. Please try again.');
    expect(paused(events)).toEqual(['PAUSE_GAME']);
  });

  it('the gambling limits link resets the timer too and goes to the limits page', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const { calls, router, events } = renderRealityCheck();
    await settle();
    await advance(30 * MINUTE);
    await user.click(screen.getByRole('link', { name: 'Review my gambling limits' }));
    await settle();
    expect(router.state.location.pathname).toBe('/en-UN/my-account/gambling-limits');
    expect(calls.resets).toBe(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(paused(events)).toEqual(['PAUSE_GAME', 'RESUME_GAME']);
  });

  it('Log out asks the host to log out; the timer stops with the session and the games are released', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const { platform, events, shell } = renderRealityCheck();
    await settle();
    await advance(30 * MINUTE);
    await user.click(screen.getByRole('button', { name: 'Log out' }));
    expect(events).toContainEqual({ type: 'LOGOUT' });
    act(() => platform.bus.set('session', { status: 'Resolved', authorized: false, claims: null }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(paused(events)).toEqual(['PAUSE_GAME', 'RESUME_GAME']);
    expect(shell.get()).toMatchObject({ realityCheckOpen: false, activityTimerEndsAt: null });
    await advance(120 * MINUTE);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('pauses a game launched while the dialog is open', async () => {
    const { platform, events } = renderRealityCheck();
    await settle();
    await advance(30 * MINUTE);
    act(() => platform.bus.emit({ type: 'GAME_LAUNCHED', provider: 'playngo', gameId: 'book-of-dead', mode: 'real' }));
    expect(paused(events)).toEqual(['PAUSE_GAME', 'PAUSE_GAME']);
  });

  it('reads the interval again when the player changes it, and counts it from then', async () => {
    const { platform, calls, setActivityTimer, shell } = renderRealityCheck({ activityTimer: 120 });
    await settle();
    await advance(10 * MINUTE);
    setActivityTimer(30);
    act(() => platform.bus.emit({ type: 'GAMBLING_LIMITS_CHANGED', changed: 'session' }));
    await settle();
    expect(calls.settings).toBe(1);
    act(() => platform.bus.emit({ type: 'GAMBLING_LIMITS_CHANGED', changed: 'activity' }));
    await settle();
    expect(calls.settings).toBe(2);
    expect(shell.get().activityTimerEndsAt).toBe(Date.parse('2026-11-25T10:45:00Z'));
    await advance(29 * MINUTE);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await advance(MINUTE);
    // The platform's 15 minutes from the login to the new interval, then the 30 of it.
    expect(screen.getByRole('dialog', { name: 'Reality check' })).toHaveTextContent('You have been playing for 45 min.');
  });

  it('continues the count of the same platform timer after a reload', async () => {
    sessionStorage.setItem(ACTIVITY_TIMER_STORAGE_KEY, JSON.stringify({ timerStartedAt: LOGIN, startedAt: Date.now() - 25 * MINUTE }));
    renderRealityCheck();
    await settle();
    await advance(5 * MINUTE);
    expect(screen.getByRole('dialog', { name: 'Reality check' })).toBeInTheDocument();
  });

  it('counts the default 120 minutes when the settings cannot be read', async () => {
    const { shell } = renderHost([{ path: '*', element: <RealityCheck /> }], {
      path: '/en-UN',
      state: { session },
      services: { shell: new ShellStore() },
      http: { 'GET /player/activity_check': { status: 500, data: {} } },
    }).services;
    await settle();
    expect(shell.get().activityTimerEndsAt).toBe(Date.now() + 120 * MINUTE);
  });
});
