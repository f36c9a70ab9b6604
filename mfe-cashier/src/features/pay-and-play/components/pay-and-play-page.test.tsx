import type { PlatformEvent, SessionState } from '@casino/shared/bus';
import { createTestPlatform, type HttpRoutes, type TestPlatform } from '@casino/shared/testing';
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RequestConfig } from '../../../testing/request-config';
import { renderApp } from '../../../testing/render-app';
import { PayAndPlayPage } from './pay-and-play-page';

const at = { basePath: '/fi-FI/signup/pnp', path: '/fi-FI/signup/pnp' };
const anonymous: SessionState = { status: 'Resolved', authorized: false, claims: null };
const PROVIDER = 'http://127.0.0.1:4000';
const banner = { _id: 'pnp-fi', title: 'Play in seconds', description: 'No forms: your bank knows you.', image: '/pnp.svg', altTag: 'Pay and play', markets: ['FI'] };
const code = (isNewPlayer: boolean) => ({ playerId: 'p-new', sessionId: 'pnp-1', isNewPlayer, deposit: { referenceId: 'd-1', amount: 5000, currency: 'EUR' } });

/** A FI visitor's platform; the host's answer to PAY_AND_PLAY_LOGIN is `login` (LOGGED_IN by default). */
function setup(options: { market?: string; content?: unknown; routes?: HttpRoutes; login?: PlatformEvent } = {}) {
  const calls: RequestConfig[] = [];
  const record = (answer: unknown) => (config: RequestConfig) => {
    calls.push(config);
    return answer;
  };
  const market = options.market ?? 'FI';
  const platform: TestPlatform = createTestPlatform({
    ...at,
    state: { session: anonymous, locale: { language: 'en', languageCode: 'en', market, segment: market === 'FI' ? 'fi-FI' : 'en-UN', locale: 'fi-FI', currency: 'EUR' } },
    content: { '_type == "payAndPlayBanner"': options.content === undefined ? banner : options.content },
    http: {
      'GET /paynplay/authorize': record({ iframeUrl: `${PROVIDER}/provider/paynplay/pnp-1`, sessionId: 'pnp-1' }),
      'POST /paynplay/player/code': record(code(true)),
      'POST /paynplay/player/update': record({ status: 204, data: '' }),
      ...options.routes,
    },
  });
  const events: PlatformEvent[] = [];
  platform.bus.events$.subscribe((event) => {
    events.push(event);
    if (event.type === 'PAY_AND_PLAY_LOGIN') setTimeout(() => platform.bus.emit(options.login ?? { type: 'LOGGED_IN', playerId: 'p-new' }), 0);
  });
  renderApp(<PayAndPlayPage />, { ...at, platform });
  return { platform, events, calls };
}

/** The provider's frame's window: the only one whose messages count. */
const providerWindow = () => document.querySelector('iframe')?.contentWindow ?? null;
const post = (data: unknown, origin = PROVIDER, source = providerWindow()) => act(() => window.dispatchEvent(new MessageEvent('message', { data, origin, source })));
const approve = () => post({ type: 'PAY_AND_PLAY_RESULT', sessionId: 'pnp-1', status: 'APPROVED', oneTimeCode: 'otc-1' });

async function payFifty() {
  const user = userEvent.setup();
  await user.type(screen.getByRole('textbox', { name: 'Amount (EUR)' }), '50');
  await user.click(screen.getByRole('button', { name: 'Pay and play' }));
  await screen.findByTitle('Your bank');
  return user;
}

describe('PayAndPlayPage (issue 14 point 7, spec 001 §4 Pay-and-play)', () => {
  beforeEach(() => sessionStorage.clear());

  it('shows the market’s banner, then authorizes the amount in minor units with the market’s country and currency', async () => {
    const { calls } = setup();
    expect(await screen.findByText('Play in seconds')).toBeInTheDocument();
    await payFifty();
    expect(calls[0]?.params).toEqual({ amount: 5000, currency: 'EUR', country: 'FI' });
    expect(screen.getByTitle('Your bank')).toHaveAttribute('src', `${PROVIDER}/provider/paynplay/pnp-1`);
  });

  it('says so when the market has no banner in content', async () => {
    setup({ content: null });
    expect(await screen.findByText('Pnp Banner not being configured!')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pay and play' })).toBeInTheDocument();
  });

  it('a new player: the code, the login through the host, then the sign-up form for the missing details', async () => {
    const { calls, events } = setup();
    const user = await payFifty();
    await approve();
    expect(await screen.findByRole('heading', { name: '50.00 € is on your account' })).toHaveFocus();
    expect(JSON.parse(String(calls.find((call) => call.url === '/paynplay/player/code')?.data))).toEqual({ oneTimeCode: 'otc-1', sessionId: 'pnp-1' });
    expect(events).toContainEqual({ type: 'PAY_AND_PLAY_LOGIN', sessionId: 'pnp-1' });

    await user.type(screen.getByRole('textbox', { name: 'E-mail' }), 'not-an-email');
    await user.type(screen.getByRole('textbox', { name: 'Mobile phone' }), '+358 40 123 4567');
    await user.click(screen.getByRole('button', { name: 'Save and play' }));
    expect(await screen.findByText('Enter an e-mail address, for example name@example.com.')).toBeInTheDocument();
    expect(calls.some((call) => call.url === '/paynplay/player/update')).toBe(false);
    expect(screen.getByRole('textbox', { name: 'Mobile phone' })).toHaveValue('+358 40 123 4567');

    await user.clear(screen.getByRole('textbox', { name: 'E-mail' }));
    await user.type(screen.getByRole('textbox', { name: 'E-mail' }), 'pia@example.fi');
    await user.click(screen.getByRole('button', { name: 'Save and play' }));
    expect(await screen.findByRole('heading', { name: 'You are in: 50.00 € is on your account' })).toBeInTheDocument();
    expect(JSON.parse(String(calls.find((call) => call.url === '/paynplay/player/update')?.data))).toEqual({ sessionId: 'pnp-1', email: 'pia@example.fi', mobilePhone: '+358 40 123 4567' });
    expect(screen.getByRole('link', { name: 'Go to the casino' })).toHaveAttribute('href', '/fi-FI/online-casino');
  });

  it('takes up where it was when the host mounts it again at login (the flow is kept for the tab)', async () => {
    setup();
    await payFifty();
    await approve();
    await screen.findByRole('heading', { name: '50.00 € is on your account' });
    cleanup();
    const again = createTestPlatform({ ...at, state: { session: { status: 'Resolved', authorized: true, claims: null }, locale: { language: 'en', languageCode: 'en', market: 'FI', segment: 'fi-FI', locale: 'fi-FI', currency: 'EUR' } }, content: { '_type == "payAndPlayBanner"': banner } });
    renderApp(<PayAndPlayPage />, { ...at, platform: again });
    expect(await screen.findByRole('heading', { name: '50.00 € is on your account' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'E-mail' })).toBeInTheDocument();
  });

  it('a known player goes straight to complete after the login', async () => {
    setup({ routes: { 'POST /paynplay/player/code': code(false) } });
    await payFifty();
    await approve();
    expect(await screen.findByRole('heading', { name: 'You are in: 50.00 € is on your account' })).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'E-mail' })).not.toBeInTheDocument();
  });

  it.each([
    ['DECLINED', 'Your bank declined the payment. No money was taken.'],
    ['CANCELLED', 'You cancelled the payment. No money was taken.'],
  ])('a provider page that ends %s goes back to the amount and says so', async (status, text) => {
    const { calls } = setup();
    await payFifty();
    await post({ type: 'PAY_AND_PLAY_RESULT', sessionId: 'pnp-1', status });
    expect(await screen.findByText(text)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Amount (EUR)' })).toHaveValue('50');
    expect(calls.some((call) => call.url === '/paynplay/player/code')).toBe(false);
  });

  it('believes no message from another origin, nor from another window of the provider’s (issue 21 point 2)', async () => {
    const { calls } = setup();
    await payFifty();
    await post({ type: 'PAY_AND_PLAY_RESULT', sessionId: 'pnp-1', status: 'APPROVED', oneTimeCode: 'otc-1' }, 'http://evil.example');
    await post({ type: 'PAY_AND_PLAY_RESULT', sessionId: 'pnp-1', status: 'APPROVED', oneTimeCode: 'otc-1' }, PROVIDER, window);
    expect(screen.getByTitle('Your bank')).toBeInTheDocument();
    expect(calls.some((call) => call.url === '/paynplay/player/code')).toBe(false);
  });

  it('a refused login shows the host’s message and can be tried again', async () => {
    const { events } = setup({ login: { type: 'LOGIN_FAILED', code: 'error.account.closed', message: 'Your account is closed.' } });
    const user = await payFifty();
    await approve();
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('We could not log you in.')).toBeInTheDocument();
    expect(within(alert).getByText('Your account is closed.')).toBeInTheDocument();
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(events.filter((event) => event.type === 'PAY_AND_PLAY_LOGIN')).toHaveLength(2));
  });

  it('refuses bad amounts on the field with no call', async () => {
    const user = userEvent.setup();
    const { calls } = setup();
    await user.type(screen.getByRole('textbox', { name: 'Amount (EUR)' }), '5');
    await user.click(screen.getByRole('button', { name: 'Pay and play' }));
    expect(await screen.findByText('The smallest amount is 10.00 €.')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('is offered in FI and SE only: elsewhere it points to the sign-up', async () => {
    setup({ market: 'UN', content: null });
    expect(await screen.findByText('Pay and play is not offered in your market.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign up with your details instead' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Pay and play' })).not.toBeInTheDocument();
  });
});
