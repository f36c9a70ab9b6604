import type { SessionState } from '@casino/shared/bus';
import type { PlatformEvent } from '@casino/shared/bus';
import { PlatformError } from '@casino/shared/platform';
import { createTestPlatform, type TestPlatform } from '@casino/shared/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderDepositModal } from '../../../testing/render-app';
import { DepositModal } from './deposit-modal';

const at = { basePath: '/en-UN/deposit', path: '/en-UN/deposit' };
const anonymous: SessionState = { status: 'Resolved', authorized: false, claims: null };
const loggedIn: SessionState = {
  status: 'Resolved',
  authorized: true,
  claims: {
    country_code: 'FI',
    language_code: 'en',
    player_id: 'p1',
    email: 'player@example.com',
    iat: 0,
    login_method: 'DEFAULT',
    multibrand: null,
  },
};

/** The keys a render asked for that its texts lack (i18next's `missingKey`); each test ends with none. */
let missingKeys: string[] = [];

/** Renders the modal with the texts its parcel adds (`depositTranslations`: the deposit's English, not the banking pages'). */
function renderModal(platform: TestPlatform = createTestPlatform({ ...at, state: { session: anonymous } })) {
  const events: PlatformEvent[] = [];
  platform.bus.events$.subscribe((event) => events.push(event));
  platform.i18n.options.saveMissing = true;
  platform.i18n.on('missingKey', (_languages: readonly string[], namespace: string, key: string) => missingKeys.push(`${namespace}:${key}`));
  renderDepositModal(<DepositModal />, { ...at, platform });
  return { events, platform };
}

beforeEach(() => {
  missingKeys = [];
});
afterEach(() => expect(missingKeys).toEqual([]));

const historyLength = (length: number) => jest.spyOn(window.history, 'length', 'get').mockReturnValue(length);

describe('DepositModal (spec 000 §2 /deposit)', () => {
  it('is a modal dialog named by its heading, with the focus inside', () => {
    renderModal();
    const dialog = screen.getByRole('dialog', { name: 'Deposit' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
  });

  it('asks an anonymous visitor to log in and come back to the deposit', async () => {
    const user = userEvent.setup();
    const { events } = renderModal();
    const dialog = screen.getByRole('dialog', { name: 'Deposit' });
    expect(within(dialog).getByText('Log in to deposit.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Log in' }));
    expect(events).toEqual([{ type: 'OPEN_LOGIN', redirectTo: '/en-UN/deposit' }]);
  });

  it('keeps Tab and Shift+Tab inside the dialog', async () => {
    const user = userEvent.setup();
    renderModal();
    const close = screen.getByRole('button', { name: 'Close' });
    const login = screen.getByRole('button', { name: 'Log in' });
    await user.tab();
    expect(close).toHaveFocus();
    await user.tab();
    expect(login).toHaveFocus();
    await user.tab();
    expect(close).toHaveFocus();
    await user.tab({ shift: true });
    expect(login).toHaveFocus();
  });

  it('goes back one step on Escape when there is history', async () => {
    historyLength(3);
    const user = userEvent.setup();
    const { events } = renderModal();
    await user.keyboard('{Escape}');
    expect(events).toEqual([{ type: 'NAVIGATE_DELTA', delta: -1 }]);
  });

  it('goes to the home page on Close when there is no history', async () => {
    historyLength(1);
    const user = userEvent.setup();
    const { events } = renderModal();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(events).toEqual([{ type: 'NAVIGATE', to: '/en-UN' }]);
  });

  it('goes home when the only earlier entries belong to another site (Navigation API)', async () => {
    historyLength(4);
    Object.defineProperty(window, 'navigation', { value: { canGoBack: false }, configurable: true });
    try {
      const user = userEvent.setup();
      const { events } = renderModal();
      await user.keyboard('{Escape}');
      expect(events).toEqual([{ type: 'NAVIGATE', to: '/en-UN' }]);
    } finally {
      delete (window as { navigation?: unknown }).navigation;
    }
  });

  it('shows a logged-in player the payment methods of the market, ready to pay', async () => {
    const platform = createTestPlatform({
      ...at,
      state: { session: loggedIn },
      http: {
        'GET /player/wallet/recent_deposit_methods': { methods: [] },
        'GET /bonus/rewards': { status: 404, data: {} },
      },
      content: {
        '_type == "paymentMethod"': [
          {
            _id: 'pm-trustly',
            name: 'TRUSTLY',
            image: 'http://localhost:4000/images/payment-methods/trustly.svg',
            altTag: 'Trustly',
          },
          {
            _id: 'pm-skrill',
            name: 'SKRILL',
            image: 'http://localhost:4000/images/payment-methods/skrill.svg',
            altTag: 'Skrill',
          },
        ],
      },
    });
    renderModal(platform);
    expect(screen.getByRole('status')).toHaveTextContent('Loading payment methods…');
    const methods = await screen.findByRole('group', { name: 'Payment method' });
    expect(
      within(methods)
        .getAllByRole('radio')
        .map((radio) => radio.closest('label')?.textContent),
    ).toEqual(['Trustly', 'Skrill']);
    expect(within(methods).getByRole('radio', { name: 'Trustly' })).toBeChecked();
    expect(screen.getByRole('textbox', { name: 'Amount (EUR)' })).toBeInTheDocument();
    expect(platform.queries[0]).toContain('count(markets) == 0 || $market in markets');
    expect(screen.queryByRole('button', { name: 'Log in' })).not.toBeInTheDocument();
  });

  it('runs the whole deposit inside the modal: the provider frame in place (no second dialog), Done closes it', async () => {
    historyLength(3);
    const user = userEvent.setup();
    const platform = createTestPlatform({
      ...at,
      state: { session: loggedIn, wallet: { balances: { MAIN: 0 }, currency: 'EUR', updatedAt: 1 } },
      http: {
        'GET /player/wallet/recent_deposit_methods': { methods: [] },
        'GET /bonus/rewards': { rewards: [] },
        'POST /player/wallet/deposit/limit-check': {
          isSpendLimit: false,
          limitLeft: null,
          limitType: null,
          resetOn: null,
          daysLeftToVerifyDocuments: null,
        },
        'POST /player/wallet/deposit/request': {
          referenceId: 'd1',
          amount: 1000,
          currency: 'EUR',
          paymentMethod: 'SKRILL',
          status: 'PENDING',
          redirectUrl: 'http://localhost:4000/pay/d1',
          expiresAt: '2099-01-01T00:00:00Z',
        },
        'GET /player/wallet/deposit/d1': () => ({
          referenceId: 'd1',
          amount: 1000,
          currency: 'EUR',
          paymentMethod: 'SKRILL',
          status: paid ? 'SUCCESS' : 'PENDING',
          redirectUrl: 'http://localhost:4000/pay/d1',
          expiresAt: '2099-01-01T00:00:00Z',
        }),
      },
      content: {
        '_type == "paymentMethod"': [
          { _id: 'pm-skrill', name: 'SKRILL', image: '/skrill.svg', altTag: 'Skrill' },
        ],
      },
    });
    let paid = false;
    const { events } = renderModal(platform);
    await user.type(await screen.findByRole('textbox', { name: 'Amount (EUR)' }), '10');
    await user.click(screen.getByRole('button', { name: 'Pay' }));
    const frame = await screen.findByTitle('Skrill payment page');
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
    expect(screen.getByRole('dialog', { name: 'Deposit' })).toContainElement(frame);
    paid = true;
    act(() =>
      window.dispatchEvent(
        new MessageEvent('message', {
          origin: 'http://localhost:4000',
          source: (frame as HTMLIFrameElement).contentWindow,
          data: { type: 'PAYMENT_RESULT', referenceId: 'd1', status: 'APPROVED' },
        }),
      ),
    );
    const heading = await screen.findByRole('heading', { name: 'Deposit successful' });
    await waitFor(() => expect(heading).toHaveFocus());
    await user.click(screen.getByRole('button', { name: 'Done' }));
    expect(events).toContainEqual({ type: 'NAVIGATE_DELTA', delta: -1 });
    expect(events).toContainEqual({ type: 'REFRESH_WALLET' });
  });

  it('tells a risk-payout or suspended player that deposits are closed to them (spec 000 §2 guard 8)', () => {
    const suspended: SessionState = {
      ...loggedIn,
      claims: { ...loggedIn.claims!, multibrand: { suspended: true } },
    };
    renderModal(createTestPlatform({ ...at, state: { session: suspended } }));
    expect(
      screen.getByText('Deposits are not available on your account. Please contact support.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Pay' })).not.toBeInTheDocument();
  });

  it('offers a retry when the payment methods do not load', async () => {
    const user = userEvent.setup();
    const platform = createTestPlatform({
      ...at,
      state: { session: loggedIn },
      http: {
        'GET /player/wallet/recent_deposit_methods': { methods: [] },
        'GET /bonus/rewards': { rewards: [] },
      },
    });
    const fetch = jest
      .fn()
      .mockRejectedValueOnce(new PlatformError('Bad Request', 'client', 400, undefined))
      .mockResolvedValueOnce([{ _id: 'pm-skrill', name: 'SKRILL', image: '/skrill.svg', altTag: 'Skrill' }]);
    platform.content = { fetch };
    renderModal(platform);
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not load the payment methods.');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('radio', { name: 'Skrill' })).toBeInTheDocument();
    expect(fetch).toHaveBeenCalledWith(expect.stringContaining('paymentMethod'), { market: 'UN' });
  });

  it('waits for the session before choosing what to show', () => {
    renderModal(
      createTestPlatform({
        ...at,
        state: { session: { status: 'Requested', authorized: false, claims: null } },
      }),
    );
    expect(screen.getByRole('status')).toHaveTextContent('Checking your session…');
  });
});
