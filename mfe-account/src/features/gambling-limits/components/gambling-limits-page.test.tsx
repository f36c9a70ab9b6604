import type { Limits, LimitPeriodState } from '@casino/shared/wire';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../../../testing/render-app';
import { GamblingLimitsPage } from './gambling-limits-page';

const at = { basePath: '/en-UN/my-account', path: '/en-UN/my-account/gambling-limits' };
const session = {
  status: 'Resolved' as const,
  authorized: true,
  claims: { country_code: 'MT', language_code: 'en', player_id: 'p1', email: 'anna@sandbox.test', iat: 0, login_method: 'DEFAULT', multibrand: null },
};

function period(p: 'D' | 'W' | 'M', extra: Partial<LimitPeriodState> = {}): LimitPeriodState {
  return { period: p, value: null, used: 0, remaining: null, resetAt: '2026-11-26T00:00:00.000Z', pendingValue: null, pendingDelete: false, pendingLimitActiveFrom: null, locked: false, startedAt: null, updatedAt: null, ...extra };
}
const money = (type: 'deposit' | 'loss', daily: Partial<LimitPeriodState> = {}): Limits => ({
  type,
  unit: 'MINOR',
  currency: 'EUR',
  timeZone: 'Europe/Malta',
  coolingHours: 24,
  limits: [period('D', daily), period('W'), period('M')],
});
const sessionLimits: Limits = { type: 'session', unit: 'MINUTES', currency: 'EUR', timeZone: 'Europe/Malta', coolingHours: 24, limits: [period('D'), period('W'), period('M')] };
const activity = { realityCheckInterval: null, activityTimer: 120, sessionStartedAt: '2026-11-25T10:00:00Z', timerStartedAt: '2026-11-25T10:00:00Z', nextCheckAt: '2026-11-25T12:00:00Z' };
const exclusion = { playerId: 'p1', active: false, indefinite: false, exclusionInMonths: null, startsAt: null, endsAt: null, remainingDays: null };

function routes(extra: Record<string, unknown> = {}) {
  return {
    'GET /player/deposit-limits': money('deposit'),
    'GET /player/spend-limits': money('loss'),
    'GET /player/session-limits': sessionLimits,
    'GET /player/activity_check': activity,
    'GET /player/exclusion': exclusion,
    'GET /player/balance-limit': { currency: 'EUR', value: null, balance: 25000, remaining: null },
    ...extra,
  };
}

describe('GamblingLimitsPage (issue 16)', () => {
  it('names each limit type as a region and each period field Daily, Weekly, Monthly', async () => {
    renderApp(<GamblingLimitsPage />, { ...at, state: { session }, http: routes() });
    const deposit = await screen.findByRole('region', { name: 'Deposit limit' });
    expect(await within(deposit).findByRole('textbox', { name: 'Daily' })).toBeInTheDocument();
    expect(within(deposit).getByRole('textbox', { name: 'Weekly' })).toBeInTheDocument();
    expect(within(deposit).getByRole('textbox', { name: 'Monthly' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Loss limit' })).toBeInTheDocument();
    const sessionRegion = screen.getByRole('region', { name: 'Session limit' });
    const daily = await within(sessionRegion).findByRole('combobox', { name: 'Daily' });
    expect(within(daily).getAllByRole('option').map((o) => o.textContent)).toEqual(['No limit', '30 minutes', '60 minutes', '120 minutes']);
  });

  it('sets a daily deposit limit of 20 EUR and shows it with the currency rules', async () => {
    const user = userEvent.setup();
    const bodies: unknown[] = [];
    const { platform } = renderApp(<GamblingLimitsPage />, {
      ...at,
      state: { session },
      http: routes({
        'PATCH /player/deposit-limits': (config: { data?: unknown }) => {
          bodies.push(JSON.parse(String(config.data)));
          return money('deposit', { value: 2000, remaining: 2000, updatedAt: '2026-11-25T10:00:00.000Z' });
        },
      }),
    });
    const events: unknown[] = [];
    platform.bus.on('GAMBLING_LIMITS_CHANGED').subscribe((event) => events.push(event));
    const deposit = await screen.findByRole('region', { name: 'Deposit limit' });
    await user.type(await within(deposit).findByRole('textbox', { name: 'Daily' }), '20');
    await user.click(within(deposit).getByRole('button', { name: 'Save daily limit' }));
    expect(await within(deposit).findByText('Limit: €20.00')).toBeInTheDocument();
    expect(within(deposit).getByText('Remaining: €20.00')).toBeInTheDocument();
    expect(within(deposit).getByText('Your limit applies now.')).toBeInTheDocument();
    expect(bodies).toEqual([{ duration: 'D', limit: 2000, updatedAt: null }]);
    expect(events).toEqual([{ type: 'GAMBLING_LIMITS_CHANGED', changed: 'deposit' }]);
  });

  it('refuses bad input with a clear message and sends nothing', async () => {
    const user = userEvent.setup();
    const { platform } = renderApp(<GamblingLimitsPage />, { ...at, state: { session }, http: routes() });
    const deposit = await screen.findByRole('region', { name: 'Deposit limit' });
    const daily = await within(deposit).findByRole('textbox', { name: 'Daily' });
    for (const [text, message] of [
      ['-5', 'A limit cannot be negative.'],
      ['0', 'A limit must be more than 0.'],
      ['abc', 'Enter the limit as a number, like 20 or 20.50.'],
      ['2000000', 'The largest limit is 1,000,000.00.'],
    ]) {
      await user.clear(daily);
      await user.type(daily, text as string);
      await user.click(within(deposit).getByRole('button', { name: 'Save daily limit' }));
      expect(within(deposit).getByRole('alert')).toHaveTextContent(message as string);
      expect(daily).toHaveAccessibleDescription(message as string);
    }
    expect(platform.unhandled).toEqual([]);
  });

  it('shows a waiting increase as Pending with its date, and cancels it', async () => {
    const user = userEvent.setup();
    const pending = money('deposit', { value: 2000, remaining: 2000, pendingValue: 5000, pendingLimitActiveFrom: '2026-11-26T10:00:00.000Z', locked: true, updatedAt: '2026-11-25T10:00:00.000Z' });
    const bodies: unknown[] = [];
    renderApp(<GamblingLimitsPage />, {
      ...at,
      state: { session },
      http: routes({
        'GET /player/deposit-limits': pending,
        'PATCH /player/deposit-limits': (config: { data?: unknown }) => {
          bodies.push(JSON.parse(String(config.data)));
          return money('deposit', { value: 2000, remaining: 2000, updatedAt: '2026-11-25T11:00:00.000Z' });
        },
      }),
    });
    const deposit = await screen.findByRole('region', { name: 'Deposit limit' });
    expect(await within(deposit).findByText('Pending')).toBeInTheDocument();
    expect(within(deposit).getByText(/€50\.00 from 26 Nov 2026/)).toBeInTheDocument();
    await user.click(within(deposit).getByRole('button', { name: 'Cancel pending daily change' }));
    expect(await within(deposit).findByText('The pending change is cancelled.')).toBeInTheDocument();
    expect(within(deposit).queryByText('Pending')).not.toBeInTheDocument();
    expect(bodies).toEqual([{ duration: 'D', cancelPendingLimit: true, updatedAt: '2026-11-25T10:00:00.000Z' }]);
  });

  it('maps a backend code to a message naming the period', async () => {
    const user = userEvent.setup();
    renderApp(<GamblingLimitsPage />, {
      ...at,
      state: { session },
      http: routes({
        'GET /player/deposit-limits': money('deposit', { value: 2000, remaining: 2000, locked: true, pendingValue: 5000, pendingLimitActiveFrom: '2026-11-26T10:00:00.000Z', updatedAt: '2026-11-25T10:00:00.000Z' }),
        'PATCH /player/deposit-limits': { status: 400, data: { error: 'Bad Request', message: 'locked', code: 'error.deposit.limit.locked', limitCode: 'locked', duration: 'D' } },
      }),
    });
    const deposit = await screen.findByRole('region', { name: 'Deposit limit' });
    const daily = await within(deposit).findByRole('textbox', { name: 'Daily' });
    await user.clear(daily);
    await user.type(daily, '90');
    await user.click(within(deposit).getByRole('button', { name: 'Save daily limit' }));
    expect(await within(deposit).findByRole('alert')).toHaveTextContent('The daily limit cannot be raised or removed now');
    expect(daily).toHaveValue('90');
  });

  it('on a change from another tab says so and reads the limits again', async () => {
    const user = userEvent.setup();
    let reads = 0;
    renderApp(<GamblingLimitsPage />, {
      ...at,
      state: { session },
      http: routes({
        'GET /player/deposit-limits': () => {
          reads += 1;
          return reads === 1 ? money('deposit') : money('deposit', { value: 1000, remaining: 1000, updatedAt: '2026-11-25T10:00:00.000Z' });
        },
        'PATCH /player/deposit-limits': { status: 409, data: { code: 'error.limit.conflict', updatedAt: '2026-11-25T10:00:00.000Z' } },
      }),
    });
    const deposit = await screen.findByRole('region', { name: 'Deposit limit' });
    await user.type(await within(deposit).findByRole('textbox', { name: 'Daily' }), '20');
    await user.click(within(deposit).getByRole('button', { name: 'Save daily limit' }));
    expect(await within(deposit).findByText(/changed in another window/)).toBeInTheDocument();
    await waitFor(() => expect(within(deposit).getByText('Limit: €10.00')).toBeInTheDocument());
    expect(within(deposit).getByRole('textbox', { name: 'Daily' })).toHaveValue('10');
  });

  it('takes a time-out after a confirmation and logs the player out', async () => {
    const user = userEvent.setup();
    const bodies: unknown[] = [];
    const { platform } = renderApp(<GamblingLimitsPage />, {
      ...at,
      state: { session },
      http: routes({
        'PATCH /player/timeout': (config: { data?: unknown }) => {
          bodies.push(JSON.parse(String(config.data)));
          return { playerId: 'p1', active: true, duration: '72h', initiator: 'PLAYER', startedAt: '2026-11-25T10:00:00Z', endsAt: '2026-11-28T10:00:00Z', remainingDays: 3, milliseconds: 259200000 };
        },
      }),
    });
    const events: unknown[] = [];
    platform.bus.events$.subscribe((event) => events.push(event));
    const timeout = await screen.findByRole('region', { name: 'Time-out' });
    await user.click(within(timeout).getByRole('radio', { name: '72 hours' }));
    await user.click(within(timeout).getByRole('button', { name: 'Take a time-out' }));
    const dialog = screen.getByRole('dialog', { name: 'Take a time-out of 72 hours?' });
    expect(dialog).toHaveTextContent('You will be logged out at once');
    expect(bodies).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Yes, start my time-out' }));
    await waitFor(() => expect(events).toContainEqual({ type: 'LOGOUT' }));
    expect(bodies).toEqual([{ duration: '72h' }]);
  });

  it('offers self-exclusion of 1 to 12 months or indefinitely, confirmed first', async () => {
    const user = userEvent.setup();
    const bodies: unknown[] = [];
    const { platform } = renderApp(<GamblingLimitsPage />, {
      ...at,
      state: { session },
      http: routes({
        'PATCH /player/exclusion': (config: { data?: unknown }) => {
          bodies.push(JSON.parse(String(config.data)));
          return { ...exclusion, active: true, exclusionInMonths: 6 };
        },
      }),
    });
    const events: unknown[] = [];
    platform.bus.events$.subscribe((event) => events.push(event));
    const region = await screen.findByRole('region', { name: 'Self-exclusion' });
    const length = within(region).getByRole('combobox', { name: 'Length' });
    expect(within(length).getAllByRole('option')).toHaveLength(13);
    expect(within(length).queryByRole('option', { name: '13 months' })).not.toBeInTheDocument();
    // One month is singular (i18next plural rules), the rest plural.
    expect(within(length).getByRole('option', { name: '1 month' })).toBeInTheDocument();
    expect(within(length).getByRole('option', { name: '2 months' })).toBeInTheDocument();
    await user.selectOptions(length, '6');
    await user.click(within(region).getByRole('button', { name: 'Exclude myself' }));
    const dialog = screen.getByRole('dialog', { name: 'Exclude yourself?' });
    expect(dialog).toHaveTextContent('Your account will be closed. Length: 6 months.');
    await user.click(within(dialog).getByRole('button', { name: 'Yes, exclude me' }));
    await waitFor(() => expect(events).toContainEqual({ type: 'LOGOUT' }));
    expect(bodies).toEqual([{ exclusionInMonths: 6, exclusionDelayInHours: 0 }]);
  });

  it('saves the reality-check interval and tells the host, which counts it', async () => {
    const user = userEvent.setup();
    const bodies: unknown[] = [];
    const { platform } = renderApp(<GamblingLimitsPage />, {
      ...at,
      state: { session },
      http: routes({
        'PATCH /player/activity_check': (config: { data?: unknown }) => {
          bodies.push(JSON.parse(String(config.data)));
          return { ...activity, realityCheckInterval: 30, activityTimer: 30 };
        },
      }),
    });
    const events: unknown[] = [];
    platform.bus.on('GAMBLING_LIMITS_CHANGED').subscribe((event) => events.push(event));
    const region = await screen.findByRole('region', { name: 'Reality check' });
    const select = within(region).getByRole('combobox', { name: 'Remind me every' });
    await waitFor(() => expect(select).toBeEnabled());
    await user.selectOptions(select, '30');
    await user.click(within(region).getByRole('button', { name: 'Save reality check' }));
    expect(await within(region).findByText('Your reality check is saved.')).toBeInTheDocument();
    expect(bodies).toEqual([{ realityCheckInterval: 30 }]);
    expect(events).toEqual([{ type: 'GAMBLING_LIMITS_CHANGED', changed: 'activity' }]);
  });

  it('DE: shows the mandatory monthly deposit limit of €1,000.00 as required, with no Remove, and says a raise above it is refused', async () => {
    const user = userEvent.setup();
    const germanDeposits: Limits = {
      ...money('deposit'),
      timeZone: 'Europe/Berlin',
      coolingHours: 168,
      limits: [period('D'), period('W'), period('M', { value: 1_000_00, remaining: 1_000_00, locked: true, updatedAt: '2026-11-25T10:00:00.000Z' })],
    };
    const profile = { playerId: 'sandbox-max', languageCode: 'de', currencyCode: 'EUR', countryCode: 'DE', kycStatus: 'NOT_REQUIRED', payout: true, casino: true, liveCasino: true, sports: true, virtualSports: true, bonuses: true, deposit: true, withdrawal: true } as const;
    renderApp(<GamblingLimitsPage />, {
      ...at,
      state: { session, profile },
      http: routes({
        'GET /player/deposit-limits': germanDeposits,
        'PATCH /player/deposit-limits': { status: 400, data: { error: 'Bad Request', message: 'too high', code: 'error.deposit.limit.too_high', limitCode: 'too_high', duration: 'M' } },
      }),
    });
    const deposit = await screen.findByRole('region', { name: 'Deposit limit' });
    expect(await within(deposit).findByText('Required in your market: at most €1,000.00. It cannot be removed, but you can lower it.')).toBeInTheDocument();
    expect(within(deposit).getByText('Limit: €1,000.00')).toBeInTheDocument();
    expect(within(deposit).queryByRole('button', { name: 'Remove monthly limit' })).not.toBeInTheDocument();
    expect(within(deposit).getAllByText(/Required in your market/)).toHaveLength(1);

    const monthly = within(deposit).getByRole('textbox', { name: 'Monthly' });
    await user.clear(monthly);
    await user.type(monthly, '2000');
    await user.click(within(deposit).getByRole('button', { name: 'Save monthly limit' }));
    expect(await within(deposit).findByText('The monthly limit is higher than your market allows.')).toBeInTheDocument();
  });

  it('a player of a market without a mandatory limit may remove a monthly deposit limit', async () => {
    renderApp(<GamblingLimitsPage />, {
      ...at,
      state: { session },
      http: routes({ 'GET /player/deposit-limits': { ...money('deposit'), limits: [period('D'), period('W'), period('M', { value: 500_00, remaining: 500_00, updatedAt: '2026-11-25T10:00:00.000Z' })] } }),
    });
    const deposit = await screen.findByRole('region', { name: 'Deposit limit' });
    expect(await within(deposit).findByRole('button', { name: 'Remove monthly limit' })).toBeInTheDocument();
    expect(within(deposit).queryByText(/Required in your market/)).not.toBeInTheDocument();
  });
  it('shows a balance limit set at sign-up, with the balance and what may still be paid in', async () => {
    renderApp(<GamblingLimitsPage />, {
      ...at,
      state: { session },
      http: routes({ 'GET /player/balance-limit': { currency: 'EUR', value: 100000, balance: 25000, remaining: 75000 } }),
    });
    const balance = await screen.findByRole('region', { name: 'Balance limit' });
    expect(within(balance).getByText('Limit: €1,000.00')).toBeInTheDocument();
    expect(within(balance).getByText('Your balance: €250.00')).toBeInTheDocument();
    expect(within(balance).getByText('You can still deposit: €750.00')).toBeInTheDocument();
  });

  it('has no balance-limit region for a player without one', async () => {
    const { platform } = renderApp(<GamblingLimitsPage />, { ...at, state: { session }, http: routes() });
    await screen.findByRole('region', { name: 'Deposit limit' });
    await waitFor(() => expect(platform.unhandled).toEqual([]));
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Balance limit' })).not.toBeInTheDocument());
  });
});
