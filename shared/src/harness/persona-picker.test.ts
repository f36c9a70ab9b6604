import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { InternalAxiosRequestConfig } from 'axios';
import { createHttpClient } from '../platform/http-client';
import { createTestPlatform, type HttpRoutes } from '../testing/test-platform';
import { HarnessSession } from './harness-session';
import { createPersonaPicker } from './persona-picker';

/** A token shaped like the sandbox's (the harness only reads its payload). */
function token(payload: object): string {
  const part = (value: object) => btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
  return `${part({ alg: 'HS256' })}.${part(payload)}.signature`;
}

const ANNA_CLAIMS = { player_id: 'sandbox-anna', email: 'anna@sandbox.test', country_code: 'FI', language_code: 'fi', iat: 1, multibrand: '{"suspended":false}' };

function setup(extraRoutes: HttpRoutes = {}, storage: Storage = window.sessionStorage) {
  const calls: string[] = [];
  const authorised = (config: InternalAxiosRequestConfig) => String(config.headers.get('Authorization') ?? '');
  const platform = createTestPlatform({
    http: {
      'GET /__sandbox/personas': {
        password: 'Sandbox!2026',
        personas: [
          { email: 'anna@sandbox.test', market: 'FI', special: 'regular; EUR 250.00' },
          { email: 'timeout@sandbox.test', market: 'UN', special: 'login refused: time-out' },
        ],
      },
      'POST /player/login': (config: InternalAxiosRequestConfig) => {
        const { email, password } = JSON.parse(String(config.data)) as { email: string; password: string };
        calls.push(`login ${email} ${password}`);
        if (email !== 'anna@sandbox.test') return { status: 401, data: { error: 'Unauthorized', message: 'code:error.timeout.in.progress:days:3' } };
        return { idToken: token(ANNA_CLAIMS), accessToken: 'access-anna', refreshToken: 'refresh-anna', expiresIn: 900, user: { email, playerId: 'sandbox-anna' } };
      },
      'GET /player/profile': (config: InternalAxiosRequestConfig) => {
        calls.push(`profile ${authorised(config)}`);
        return { playerId: 'sandbox-anna', currencyCode: 'EUR', countryCode: 'FI', languageCode: 'fi' };
      },
      'GET /player/transaction-summary': { totalDepositsCount: 3 },
      'GET /player/wallet': {
        currency: 'EUR',
        mainBalance: 250_00,
        lockedBalance: 0,
        sportsBonus: 0,
        casinoBonus: 0,
        liveCasinoBonus: 0,
        totalBalance: 250_00,
        balanceMap: { MAIN: 250_00, LOCKED: 0, BONUS: 0 },
      },
      'POST /player/sign_out': (config: InternalAxiosRequestConfig) => {
        calls.push(`sign out ${authorised(config)}`);
        return { status: 204, data: '' };
      },
      ...extraRoutes,
    },
  });
  const { bus } = platform;
  const session: HarnessSession = new HarnessSession(bus, createHttpClient({ baseURL: 'http://sandbox.test', getToken: () => session.accessToken() }));
  const { http } = session;
  // The test routes answer the harness's own client, which adds the Authorization header.
  http.defaults.adapter = platform.http.defaults.adapter;
  const events: string[] = [];
  bus.events$.subscribe((event) => events.push(event.type));
  const picker = createPersonaPicker({ session, http, storage });
  document.body.append(picker.element);
  return { bus, calls, events, picker, platform };
}

describe('the harness persona picker', () => {
  afterEach(() => {
    document.body.replaceChildren();
    window.sessionStorage.clear();
  });

  it('lists the sandbox personas and logs the chosen one in, as the host would', async () => {
    const { bus, calls, events, picker } = setup();
    await picker.ready;
    const form = screen.getByRole('form', { name: 'Log in as a persona' });
    const select = within(form).getByRole('combobox', { name: 'Persona' });
    expect(within(select).getAllByRole('option').map((option) => option.textContent)).toEqual([
      'anna@sandbox.test (FI): regular; EUR 250.00',
      'timeout@sandbox.test (UN): login refused: time-out',
    ]);
    expect(within(form).getByRole('status')).toHaveTextContent('Not logged in');

    await userEvent.selectOptions(select, 'anna@sandbox.test');
    await userEvent.click(within(form).getByRole('button', { name: 'Log in' }));

    await waitFor(() => expect(within(form).getByRole('status')).toHaveTextContent('Logged in as anna@sandbox.test'));
    expect(calls).toEqual(['login anna@sandbox.test Sandbox!2026', 'profile Bearer access-anna']);
    expect(bus.get('session')).toMatchObject({ status: 'Resolved', authorized: true, claims: { player_id: 'sandbox-anna', email: 'anna@sandbox.test', login_method: 'DEFAULT', multibrand: { suspended: false } } });
    expect(bus.get('profile')).toMatchObject({ playerId: 'sandbox-anna', currencyCode: 'EUR' });
    expect(bus.get('wallet')).toMatchObject({ balances: { MAIN: 250_00, LOCKED: 0, BONUS: 0 }, currency: 'EUR' });
    expect(bus.get('transactionSummary')).toEqual({ totalDepositsCount: 3 });
    expect(events).toContain('LOGGED_IN');
  });

  it('logs out at the platform and returns the bus to an anonymous visitor', async () => {
    const { bus, calls, events, picker } = setup();
    await picker.ready;
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Persona' }), 'anna@sandbox.test');
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Log out' })).toBeEnabled());

    await userEvent.click(screen.getByRole('button', { name: 'Log out' }));

    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Not logged in'));
    expect(calls).toContain('sign out Bearer access-anna');
    expect(bus.get('session')).toEqual({ status: 'Resolved', authorized: false, claims: null });
    expect(bus.get('profile')).toBeNull();
    expect(bus.get('wallet').balances).toBeNull();
    expect(events).toContain('LOGGED_OUT');
    expect(screen.getByRole('button', { name: 'Log out' })).toBeDisabled();
  });

  it('takes a 404 on the wallet as a player with no wallet: loaded, no balances (spec 001 §4)', async () => {
    const { bus, picker } = setup({ 'GET /player/wallet': { status: 404, data: { error: 'Not Found', message: 'The player has no wallet', code: 'error.wallet.not_found' } } });
    await picker.ready;
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Persona' }), 'anna@sandbox.test');
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(bus.get('wallet').balances).toEqual({}));
    expect(bus.get('wallet')).toMatchObject({ currency: 'EUR', updatedAt: expect.any(Number) });
    expect(bus.get('session').authorized).toBe(true);
  });

  it('says why the platform refused a persona, and stays anonymous', async () => {
    const { bus, picker } = setup();
    await picker.ready;
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Persona' }), 'timeout@sandbox.test');
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));

    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Login refused for timeout@sandbox.test: Unauthorized: code:error.timeout.in.progress:days:3'));
    expect(bus.get('session').authorized).toBe(false);
  });

  it('logs the tab’s persona in again after a reload', async () => {
    const first = setup();
    await first.picker.ready;
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Persona' }), 'anna@sandbox.test');
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(first.bus.get('session').authorized).toBe(true));
    document.body.replaceChildren();

    const reloaded = setup();
    await reloaded.picker.ready;
    expect(reloaded.bus.get('session').authorized).toBe(true);
    expect(screen.getByRole('status')).toHaveTextContent('Logged in as anna@sandbox.test');
  });

  it('says so when the sandbox does not answer', async () => {
    const { picker } = setup({ 'GET /__sandbox/personas': { status: 503, data: { error: 'Service Unavailable' } } });
    await picker.ready;
    expect(screen.getByRole('status')).toHaveTextContent('No personas: the sandbox did not answer');
    expect(screen.getByRole('button', { name: 'Log in' })).toBeDisabled();
  });
});
