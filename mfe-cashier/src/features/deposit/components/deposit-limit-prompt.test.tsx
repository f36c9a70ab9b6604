import type { SessionState } from '@casino/shared/bus';
import { createTestPlatform, playerProfileOf, type HttpRoutes } from '@casino/shared/testing';
import type { Limits, PlayerProfile } from '@casino/shared/wire';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RequestConfig } from '../../../testing/request-config';
import { renderApp } from '../../../testing/render-app';
import { DepositPage } from './deposit-page';

const at = { basePath: '/en-UK/my-account/banking', path: '/en-UK/my-account/banking/deposit' };
const session: SessionState = {
  status: 'Resolved',
  authorized: true,
  claims: { country_code: 'GB', language_code: 'en', player_id: 'sandbox-ukplayer', email: 'ukplayer@sandbox.test', iat: 0, login_method: 'DEFAULT', multibrand: null },
};
const profile = (changes: Partial<PlayerProfile> = {}): PlayerProfile =>
  playerProfileOf({ playerId: 'sandbox-ukplayer', currencyCode: 'GBP', countryCode: 'GB', firstDepositDate: null, ...changes });
const period = (p: 'D' | 'W' | 'M', value: number | null) => ({
  period: p,
  value,
  used: 0,
  remaining: value,
  resetAt: '2026-03-11T00:00:00.000Z',
  pendingValue: null,
  pendingDelete: false,
  pendingLimitActiveFrom: null,
  locked: false,
  startedAt: value === null ? null : '2026-03-10T12:00:00.000Z',
  updatedAt: value === null ? null : '2026-03-10T12:00:00.000Z',
});
const limits = (w: number | null = null): Limits => ({
  type: 'deposit',
  unit: 'MINOR',
  currency: 'GBP',
  timeZone: 'Europe/London',
  coolingHours: 24,
  limits: [period('D', null), period('W', w), period('M', null)],
});

function setup(options: { profile?: PlayerProfile; routes?: HttpRoutes } = {}) {
  const patches: RequestConfig[] = [];
  sessionStorage.clear();
  const platform = createTestPlatform({
    ...at,
    state: {
      session,
      profile: options.profile ?? profile(),
      wallet: { balances: { MAIN: 0, LOCKED: 0, BONUS: 0 }, currency: 'GBP', updatedAt: 1 },
    },
    content: { '_type == "paymentMethod"': [{ _id: 'pm-skrill', name: 'SKRILL', image: '/skrill.svg', altTag: 'Skrill' }] },
    http: {
      'GET /player/wallet/recent_deposit_methods': { methods: [] },
      'GET /bonus/rewards': { status: 404, data: { message: 'Not Found' } },
      'GET /player/deposit-limits': limits(),
      'PATCH /player/deposit-limits': (config: RequestConfig) => {
        patches.push(config);
        return limits(JSON.parse(String(config.data)).limit);
      },
      ...options.routes,
    },
  });
  renderApp(<DepositPage />, { ...at, platform });
  return { patches };
}

describe('the deposit-limit prompt before a UK player’s first deposit (issue 16 §5)', () => {
  it('asks first, with the focus on its question; "Not now" goes on to the deposit and is remembered for the tab', async () => {
    const user = userEvent.setup();
    const { patches } = setup();
    const heading = await screen.findByRole('heading', { name: 'Would you like to set a deposit limit?' });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(screen.queryByRole('button', { name: 'Pay' })).not.toBeInTheDocument();
    expect(within(screen.getByRole('group', { name: 'Period' })).getAllByRole('radio').map((radio) => radio.closest('label')?.textContent)).toEqual(['Daily', 'Weekly', 'Monthly']);

    await user.click(screen.getByRole('button', { name: 'Not now' }));
    expect(await screen.findByRole('button', { name: 'Pay' })).toBeInTheDocument();
    expect(patches).toEqual([]);
    expect(sessionStorage.getItem('depositLimitPrompt.declined.sandbox-ukplayer')).toBe('true');
  });

  it('sets a weekly limit with the limits page’s call, then shows the deposit with the limit in words', async () => {
    const user = userEvent.setup();
    const { patches } = setup();
    await screen.findByRole('heading', { name: 'Would you like to set a deposit limit?' });
    await user.click(screen.getByRole('radio', { name: 'Weekly' }));
    await user.type(screen.getByRole('textbox', { name: 'Deposit limit (GBP)' }), '50');
    await user.click(screen.getByRole('button', { name: 'Set deposit limit' }));
    expect(await screen.findByRole('button', { name: 'Pay' })).toBeInTheDocument();
    expect(JSON.parse(String(patches[0]?.data))).toEqual({ duration: 'W', limit: 50_00, updatedAt: null });
    expect(screen.getByRole('status')).toHaveTextContent('Your weekly deposit limit of £50.00 is set.');
    expect(screen.getByRole('link', { name: 'Change it on the Gambling limits page' })).toHaveAttribute('href', expect.stringMatching(/\/my-account\/gambling-limits$/));
  });

  it.each([
    ['', 'Enter an amount.'],
    ['-5', 'The amount cannot be negative.'],
    ['ten', 'Enter the amount in numbers, for example 25 or 25.50.'],
    ['0.5', 'The smallest amount is £1.00.'],
    ['2000000', 'The largest amount is £1,000,000.00.'],
  ])('refuses "%s" before sending anything', async (typed, message) => {
    const user = userEvent.setup();
    const { patches } = setup();
    const field = await screen.findByRole('textbox', { name: 'Deposit limit (GBP)' });
    if (typed) await user.type(field, typed);
    await user.click(screen.getByRole('button', { name: 'Set deposit limit' }));
    expect(field).toHaveAccessibleDescription(message);
    expect(patches).toEqual([]);
  });

  it('says why the platform refused the limit, and the player may still say "Not now"', async () => {
    const user = userEvent.setup();
    setup({ routes: { 'PATCH /player/deposit-limits': { status: 400, data: { error: 'Bad Request', message: 'too low', code: 'error.deposit.limit.too_low', limitCode: 'too_low', duration: 'D' } } } });
    await user.type(await screen.findByRole('textbox', { name: 'Deposit limit (GBP)' }), '5');
    await user.click(screen.getByRole('button', { name: 'Set deposit limit' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The limit is too low: the smallest limit is £1.00.');
    await user.click(screen.getByRole('button', { name: 'Not now' }));
    expect(await screen.findByRole('button', { name: 'Pay' })).toBeInTheDocument();
  });

  it.each([
    ['a player with a deposit already', { profile: profile({ firstDepositDate: '2026-01-20' }) }],
    ['a player with a limit', { routes: { 'GET /player/deposit-limits': limits(50_00) } }],
    ['a player of another market', { profile: profile({ countryCode: 'MT', currencyCode: 'EUR' }) }],
    ['limits that cannot be read (a prompt never blocks)', { routes: { 'GET /player/deposit-limits': { status: 500, data: { message: 'down' } } } }],
  ])('is not shown to %s', async (_who, options) => {
    setup(options);
    expect(await screen.findByRole('button', { name: 'Pay' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Would you like to set a deposit limit?' })).not.toBeInTheDocument();
  });
});
