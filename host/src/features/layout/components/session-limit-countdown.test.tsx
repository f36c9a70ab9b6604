import type { SessionState } from '@casino/shared/bus';
import { act, screen } from '@testing-library/react';
import { renderHost } from '../../../testing/render-host';
import { SessionLimitCountdown } from './session-limit-countdown';

const session: SessionState = {
  status: 'Resolved',
  authorized: true,
  claims: { country_code: 'MT', language_code: 'en', player_id: 'p1', email: 'anna@sandbox.test', iat: 0, login_method: 'DEFAULT', multibrand: null },
};

describe('SessionLimitCountdown (issue 16: {limit}/minutes_remaining)', () => {
  afterEach(() => jest.useRealTimers());

  it('counts down every 60 s and at 0 ends the session with a message', async () => {
    jest.useFakeTimers();
    const { platform } = renderHost([{ path: '*', element: <SessionLimitCountdown /> }], {
      path: '/en-UN',
      state: { session },
      http: { 'GET /player/session-limits/minutes_remaining': { minutesRemaining: 2, period: 'D', resetAt: '2026-11-26T00:00:00Z' } },
    });
    const events: { type: string }[] = [];
    platform.bus.events$.subscribe((event) => events.push(event));
    expect(await screen.findByRole('timer')).toHaveTextContent('Session time left: 2 min');
    await act(async () => {
      jest.advanceTimersByTime(60_000);
    });
    expect(screen.getByRole('timer')).toHaveTextContent('Session time left: 1 min');
    expect(events).toEqual([]);
    await act(async () => {
      jest.advanceTimersByTime(60_000);
    });
    expect(events.map((e) => e.type)).toEqual(['SHOW_TOAST', 'LOGOUT']);
    expect(events[0]).toMatchObject({ message: expect.stringContaining('Your session limit is reached') });
  });

  it('reads the countdown again when the player changes a session limit, and not for another limit', async () => {
    let minutesRemaining: number | null = null;
    let reads = 0;
    const { platform } = renderHost([{ path: '*', element: <SessionLimitCountdown /> }], {
      path: '/en-UN',
      state: { session },
      http: {
        'GET /player/session-limits/minutes_remaining': () => {
          reads += 1;
          return { minutesRemaining, period: minutesRemaining === null ? null : 'D', resetAt: null };
        },
      },
    });
    await act(async () => {
      await Promise.resolve();
    });
    expect(screen.queryByRole('timer')).not.toBeInTheDocument();
    minutesRemaining = 30;
    act(() => platform.bus.emit({ type: 'GAMBLING_LIMITS_CHANGED', changed: 'deposit' }));
    act(() => platform.bus.emit({ type: 'GAMBLING_LIMITS_CHANGED', changed: 'session' }));
    expect(await screen.findByRole('timer')).toHaveTextContent('Session time left: 30 min');
    expect(reads).toBe(2);
  });

  it('shows nothing without a session limit', async () => {
    renderHost([{ path: '*', element: <SessionLimitCountdown /> }], {
      path: '/en-UN',
      state: { session },
      http: { 'GET /player/session-limits/minutes_remaining': { minutesRemaining: null, period: null, resetAt: null } },
    });
    await act(async () => {
      await Promise.resolve();
    });
    expect(screen.queryByRole('timer')).not.toBeInTheDocument();
  });
});
