import type { PlatformEvent, SessionState } from '@casino/shared/bus';
import { resolveSegment } from '@casino/shared/market';
import { createTestPlatform, rewardOf, type HttpRoutes, type TestPlatform } from '@casino/shared/testing';
import type { Deposit, DepositLimitCheck } from '@casino/shared/wire';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RequestConfig } from '../../../testing/request-config';
import { renderDepositModal } from '../../../testing/render-app';
import { DepositPage } from './deposit-page';

const at = { basePath: '/en-UN/my-account/banking', path: '/en-UN/my-account/banking/deposit' };
const session: SessionState = {
  status: 'Resolved',
  authorized: true,
  claims: {
    country_code: 'MT',
    language_code: 'en',
    player_id: 'p1',
    email: 'nora@sandbox.test',
    iat: 0,
    login_method: 'DEFAULT',
    multibrand: null,
  },
};
const PROVIDER = 'http://localhost:4000';
const methods = [
  { _id: 'pm-skrill', name: 'SKRILL', image: '/skrill.svg', altTag: 'Skrill' },
  {
    _id: 'pm-trustly',
    name: 'TRUSTLY',
    image: '/trustly.svg',
    altTag: 'Trustly',
    limits: [{ currency: 'EUR', minAmount: 1500, maxAmount: 100_000 }],
  },
];
const noLimit: DepositLimitCheck = {
  isSpendLimit: false,
  limitLeft: null,
  limitType: null,
  resetOn: null,
  daysLeftToVerifyDocuments: null,
};
const pending = (amount: number, paymentMethod = 'TRUSTLY'): Deposit =>
  ({
    referenceId: 'dep-1',
    amount,
    currency: 'EUR',
    paymentMethod,
    status: 'PENDING',
    redirectUrl: `${PROVIDER}/provider/pay/dep-1`,
    expiresAt: '2099-01-01T00:00:00Z',
  }) as Deposit;

/** A platform that records the deposit calls; `status` is what GET deposit answers. */
/**
 * The keys a render asked for that its texts lack (i18next's `missingKey`); each test ends with none but the
 * banking page's own frame (`banking.*`: the page this flow sits in on the banking pages, whose parcel adds them).
 */
let missingKeys: string[] = [];
beforeEach(() => {
  missingKeys = [];
});
afterEach(() => expect(missingKeys).toEqual([]));

function setup(options: { check?: DepositLimitCheck; bonuses?: unknown; routes?: HttpRoutes; segment?: string } = {}) {
  const calls: RequestConfig[] = [];
  const state = { status: 'PENDING' as Deposit['status'] };
  const platform: TestPlatform = createTestPlatform({
    ...at,
    state: {
      session,
      wallet: { balances: { MAIN: 4000, LOCKED: 0, BONUS: 0 }, currency: 'EUR', updatedAt: 1 },
      ...(options.segment && { locale: resolveSegment(options.segment) ?? undefined }),
    },
    content: { '_type == "paymentMethod"': methods },
    http: {
      'GET /player/wallet/recent_deposit_methods': { methods: ['TRUSTLY'] },
      'GET /bonus/rewards': options.bonuses ?? { status: 404, data: { message: 'Not Found' } },
      'POST /player/wallet/deposit/limit-check': (config: RequestConfig) => {
        calls.push(config);
        return options.check ?? noLimit;
      },
      'POST /player/wallet/deposit/request': (config: RequestConfig) => {
        calls.push(config);
        const body = JSON.parse(String(config.data)) as { amount: number; paymentMethod: string };
        return pending(body.amount, body.paymentMethod);
      },
      'GET /player/wallet/deposit/dep-1': () => ({ ...pending(2500), status: state.status }),
      ...options.routes,
    },
  });
  const events: PlatformEvent[] = [];
  platform.bus.events$.subscribe((event) => events.push(event));
  platform.i18n.options.saveMissing = true;
  platform.i18n.on('missingKey', (_languages: readonly string[], namespace: string, key: string) => {
    if (!key.startsWith('banking.')) missingKeys.push(`${namespace}:${key}`);
  });
  // With the texts the deposit modal's parcel adds, the least the flow is shown with (the banking pages' parcel
  // adds the whole namespace): what Pay leads to must bring its own (issue 19).
  renderDepositModal(<DepositPage />, { ...at, platform });
  const requests = () => calls.filter((call) => call.url === '/player/wallet/deposit/request');
  return { platform, events, calls, requests, state };
}

/** The provider's frame's window: the only one whose messages count. */
const providerWindow = () => document.querySelector('iframe')?.contentWindow ?? null;
const post = (data: unknown, origin = PROVIDER, source = providerWindow()) =>
  act(() => window.dispatchEvent(new MessageEvent('message', { data, origin, source })));

describe('DepositPage (issue 14, spec 001 §4 "Deposit flow")', () => {
  it('lists the recent method first and chooses it; quick picks lie within its bounds', async () => {
    const user = userEvent.setup();
    setup();
    const group = await screen.findByRole('group', { name: 'Payment method' });
    await waitFor(() =>
      expect(
        within(group)
          .getAllByRole('radio')
          .map((radio) => radio.closest('label')?.textContent),
      ).toEqual(['Trustly', 'Skrill']),
    );
    expect(within(group).getByRole('radio', { name: 'Trustly' })).toBeChecked();
    expect(screen.getByText('From €15.00 to €1,000.00')).toBeInTheDocument();
    const picks = screen.getByRole('group', { name: 'Quick amounts' });
    expect(
      within(picks)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['€20.00', '€50.00', '€100.00', '€200.00']);
    await user.click(within(picks).getByRole('button', { name: '€50.00' }));
    expect(screen.getByRole('textbox', { name: 'Amount (EUR)' })).toHaveValue('50');
    await user.click(within(group).getByRole('radio', { name: 'Skrill' }));
    expect(screen.getByText('From €10.00 to €5,000.00')).toBeInTheDocument();
  });

  it.each([
    ['-5', 'The amount cannot be negative.'],
    ['0', 'The amount must be more than zero.'],
    ['ten', 'Enter the amount in numbers, for example 25 or 25.50.'],
    ['20.505', 'Use at most 2 decimals.'],
    ['1000.01', 'The largest amount is €1,000.00.'],
    ['14.99', 'The smallest amount is €15.00.'],
    ['', 'Enter an amount.'],
  ])('refuses "%s" on the field, keeps it and calls nothing', async (typed, message) => {
    const user = userEvent.setup();
    const { calls } = setup();
    const amount = await screen.findByRole('textbox', { name: 'Amount (EUR)' });
    await waitFor(() => expect(screen.getByRole('radio', { name: 'Trustly' })).toBeChecked());
    if (typed) await user.type(amount, typed);
    await user.click(screen.getByRole('button', { name: 'Pay' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(amount).toHaveAttribute('aria-invalid', 'true');
    expect(amount).toHaveAccessibleDescription(message);
    expect(amount).toHaveValue(typed);
    expect(calls).toEqual([]);
  });

  it('pays: limit check, one request with an Idempotency-Key, the provider page in a dialog, and the result when it posts', async () => {
    const user = userEvent.setup();
    const { requests, events, calls, platform, state } = setup();
    const amount = await screen.findByRole('textbox', { name: 'Amount (EUR)' });
    await waitFor(() => expect(screen.getByRole('radio', { name: 'Trustly' })).toBeChecked());
    await user.type(amount, '25');
    await user.dblClick(screen.getByRole('button', { name: 'Pay' }));
    const dialog = await screen.findByRole('dialog', { name: 'Pay with Trustly' });
    const frame = within(dialog).getByTitle('Trustly payment page');
    expect(frame).toHaveAttribute('src', `${PROVIDER}/provider/pay/dep-1`);
    expect(JSON.parse(String(calls[0]!.data))).toEqual({ amount: 2500 });
    expect(requests()).toHaveLength(1);
    expect(JSON.parse(String(requests()[0]!.data))).toEqual({ amount: 2500, paymentMethod: 'TRUSTLY' });
    expect(requests()[0]!.headers['Idempotency-Key']).toMatch(/^[0-9a-f-]{32,36}$/);

    // A message from another origin, or from another window of the provider's origin, is not the frame's.
    post({ type: 'PAYMENT_RESULT', referenceId: 'dep-1', status: 'SUCCESS' }, 'http://evil.test');
    post({ type: 'PAYMENT_RESULT', referenceId: 'dep-1', status: 'DECLINED' }, PROVIDER, window);
    expect(within(dialog).getByTitle('Trustly payment page')).toBeInTheDocument();
    state.status = 'SUCCESS';
    post({ type: 'PAYMENT_RESULT', referenceId: 'dep-1', status: 'APPROVED' });
    const heading = await screen.findByRole('heading', { name: 'Deposit successful' });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(screen.getByText('€25.00 was added to your balance.')).toBeInTheDocument();
    expect(events).toContainEqual({ type: 'REFRESH_WALLET' });
    expect(screen.getByRole('status')).toHaveTextContent('Updating your balance…');
    act(() =>
      platform.bus.set('wallet', {
        balances: { MAIN: 6500, LOCKED: 0, BONUS: 0 },
        currency: 'EUR',
        updatedAt: Date.now() + 1,
      }),
    );
    expect(screen.getByText('Your cash balance is now €65.00.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Done' }));
    expect(events).toContainEqual({
      type: 'SHOW_TOAST',
      message: 'Your deposit was added to your balance.',
      variant: 'success',
    });
    expect(screen.getByRole('button', { name: 'Pay' })).toBeEnabled();
  });

  it('reads the amount in the notation of the player’s market: in pt-BR, 1.000 is a thousand', async () => {
    const user = userEvent.setup();
    const { requests } = setup({ segment: 'pt-BR' });
    const amount = await screen.findByRole('textbox', { name: 'Amount (EUR)' });
    await waitFor(() => expect(screen.getByRole('radio', { name: 'Trustly' })).toBeChecked());
    await user.type(amount, '1.000');
    await user.click(screen.getByRole('button', { name: 'Pay' }));
    await screen.findByRole('dialog', { name: 'Pay with Trustly' });
    expect(JSON.parse(String(requests()[0]!.data))).toEqual({ amount: 100_000, paymentMethod: 'TRUSTLY' });
  });

  it('says a declined payment was declined and the balance is unchanged', async () => {
    const user = userEvent.setup();
    const { events } = setup();
    await user.type(await screen.findByRole('textbox', { name: 'Amount (EUR)' }), '20');
    await user.click(screen.getByRole('button', { name: 'Pay' }));
    await screen.findByRole('dialog', { name: /Pay with/ });
    post({ type: 'PAYMENT_RESULT', referenceId: 'dep-1', status: 'DECLINED' });
    expect(await screen.findByRole('heading', { name: 'Payment declined' })).toBeInTheDocument();
    expect(screen.getByText(/was declined\. Your balance is unchanged\./)).toBeInTheDocument();
    expect(events).not.toContainEqual({ type: 'REFRESH_WALLET' });
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(screen.getByRole('textbox', { name: 'Amount (EUR)' })).toBeInTheDocument();
  });

  it('treats closing the provider dialog as a cancelled payment', async () => {
    const user = userEvent.setup();
    setup();
    await user.type(await screen.findByRole('textbox', { name: 'Amount (EUR)' }), '20');
    await user.click(screen.getByRole('button', { name: 'Pay' }));
    const dialog = await screen.findByRole('dialog', { name: /Pay with/ });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel payment' }));
    expect(await screen.findByRole('heading', { name: 'Payment cancelled' })).toBeInTheDocument();
  });

  it('finds the result by polling when no message comes', async () => {
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
    try {
      const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
      const { state } = setup();
      await user.type(await screen.findByRole('textbox', { name: 'Amount (EUR)' }), '20');
      await user.click(screen.getByRole('button', { name: 'Pay' }));
      await screen.findByRole('dialog', { name: /Pay with/ });
      state.status = 'FAILED';
      await act(async () => {
        await jest.advanceTimersByTimeAsync(3500);
      });
      expect(await screen.findByRole('heading', { name: 'Payment declined' })).toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
  });

  it('stops on a self limit, says what is left and when it resets, and sends no deposit', async () => {
    const user = userEvent.setup();
    const resetOn = new Date(Date.now() + 5 * 3_600_000 + 60_000).toISOString();
    const { requests } = setup({
      check: {
        isSpendLimit: true,
        limitLeft: 1500,
        limitType: 'DEPOSIT_DAILY',
        resetOn,
        daysLeftToVerifyDocuments: null,
      },
    });
    const amount = await screen.findByRole('textbox', { name: 'Amount (EUR)' });
    await user.type(amount, '50');
    await user.click(screen.getByRole('button', { name: 'Pay' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Your daily deposit limit does not allow this deposit.');
    expect(alert).toHaveTextContent('You can still deposit €15.00.');
    expect(alert).toHaveTextContent(
      /The limit starts again in about 5 hours \(\d\d\/\d\d\/\d{4} \d\d:\d\d\)\./,
    );
    expect(requests()).toHaveLength(0);
    expect(amount).toHaveValue('50');
  });

  it('tells a Filipino player about the limit in Tagalog, with the time in Filipino words (issue 18 point 4)', async () => {
    const user = userEvent.setup();
    const resetOn = new Date(Date.now() + 5 * 3_600_000 + 60_000).toISOString();
    const check = { isSpendLimit: true, limitLeft: 1500, limitType: 'DEPOSIT_DAILY', resetOn, daysLeftToVerifyDocuments: null } as const;
    const { platform } = setup({ check, segment: 'tl-CX' });
    await act(() => platform.i18n.changeLanguage('tl'));
    await user.type(await screen.findByRole('textbox', { name: 'Halaga (EUR)' }), '50');
    await user.click(screen.getByRole('button', { name: 'Magbayad' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Hindi pinapayagan ng iyong pang-araw-araw na deposit limit ang deposit na ito.');
    expect(alert).toHaveTextContent(/Magre-reset ang limit sa 5 oras \(\d\d\/\d\d\/\d{4} \d\d:\d\d\)\./);
  });

  it('asks for a deposit limit first where the market requires one (issue 16: SE), with a link to the limits page', async () => {
    const user = userEvent.setup();
    const { requests } = setup({
      check: { isSpendLimit: true, limitLeft: 0, limitType: null, resetOn: null, daysLeftToVerifyDocuments: null, limitRequired: true },
    });
    await user.type(await screen.findByRole('textbox', { name: 'Amount (EUR)' }), '50');
    await user.click(screen.getByRole('button', { name: 'Pay' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Set a deposit limit before your first deposit: your market requires it.');
    expect(within(alert).getByRole('link', { name: 'Set a deposit limit' })).toHaveAttribute('href', '/en-UN/my-account/gambling-limits');
    expect(requests()).toHaveLength(0);
  });

  it('shows the KYC notice with the days left, then pays when the player goes on', async () => {
    const user = userEvent.setup();
    const { requests } = setup({ check: { ...noLimit, daysLeftToVerifyDocuments: 3 } });
    await user.type(await screen.findByRole('textbox', { name: 'Amount (EUR)' }), '20');
    await user.click(screen.getByRole('button', { name: 'Pay' }));
    expect(await screen.findByRole('heading', { name: 'Please verify your identity' })).toHaveFocus();
    expect(screen.getByText('You have 3 days left to send the documents we asked for.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Send documents now' })).toHaveAttribute(
      'href',
      '/en-UN/my-account/account/verification?entry=DEPOSIT_PAGE',
    );
    expect(requests()).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Continue to payment' }));
    await screen.findByRole('dialog', { name: /Pay with/ });
    expect(requests()).toHaveLength(1);
  });

  it('offers the deposit bonuses when there are some and sends the chosen one', async () => {
    const user = userEvent.setup();
    const { requests } = setup({
      bonuses: {
        rewards: [
          rewardOf({ campaignId: 'welcome-100', triggerEvent: 'DEPOSIT', campaignDisplayInfo: { title: '100% up to €100' } }),
          rewardOf({ campaignId: 'free-spins', triggerEvent: 'MANUAL', bonusType: 'FREE_SPINS', campaignCategory: 'OPT_IN', grantType: 'OPT_IN' }),
        ],
      },
    });
    const bonus = await screen.findByRole('combobox', { name: 'Bonus' });
    expect(
      within(bonus)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['No bonus', '100% up to €100']);
    await user.selectOptions(bonus, 'welcome-100');
    await user.type(screen.getByRole('textbox', { name: 'Amount (EUR)' }), '20');
    await user.click(screen.getByRole('button', { name: 'Pay' }));
    await screen.findByRole('dialog', { name: /Pay with/ });
    expect(JSON.parse(String(requests()[0]!.data))).toMatchObject({ bonusId: 'welcome-100' });
  });

  it('shows no bonus selector when the platform has no bonus call', async () => {
    setup();
    await screen.findByRole('textbox', { name: 'Amount (EUR)' });
    await waitFor(() => expect(screen.getByRole('radio', { name: 'Trustly' })).toBeChecked());
    expect(screen.queryByRole('combobox', { name: 'Bonus' })).not.toBeInTheDocument();
  });

  it('says the payment could not start when the platform refuses it, and charges nothing', async () => {
    const user = userEvent.setup();
    setup({
      routes: {
        'POST /player/wallet/deposit/request': { status: 500, data: { error: 'SERVER', message: 'down' } },
      },
    });
    await user.type(await screen.findByRole('textbox', { name: 'Amount (EUR)' }), '20');
    await user.click(screen.getByRole('button', { name: 'Pay' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'We could not start the payment. Nothing was charged. Please try again.',
    );
    expect(screen.getByRole('button', { name: 'Pay' })).toBeEnabled();
  });
});
