import { initialPlatformState, type PlatformEvent } from '@casino/shared/bus';
import { createTestPlatform, type HttpRoutes, type TestPlatform } from '@casino/shared/testing';
import { SPORTS_PROVIDER_SESSION_COOKIE } from '@casino/shared/wire';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from '@casino/shared-modules/react-router';
import { renderApp } from '../../../testing/render-app';
import { SportsbookPage } from './sportsbook-page';

const page = (
  <Routes>
    <Route path="*" element={<SportsbookPage />} />
  </Routes>
);

const FRAME_ORIGIN = 'http://127.0.0.1:4000';
const finland = { segment: 'fi-FI', language: 'fi', languageCode: 'fi', market: 'FI', locale: 'fi-FI', currency: 'EUR' };
const sweden = { segment: 'en-PP', language: 'en', languageCode: 'en', market: 'PP', locale: 'sv-SE', currency: 'SEK' };
const loggedIn = { session: { status: 'Resolved' as const, authorized: true, claims: { player_id: 'sandbox-punter', email: 'punter@sandbox.test', country_code: 'MT', language_code: 'en', iat: 0, login_method: 'DEFAULT', multibrand: null } } };
/** What a test route reads of a request. */
type RequestConfig = { headers: Record<string, unknown>; data?: unknown };

const providerSession = (sessionId = 'sps-standard-1', playerId = 'sandbox-punter') => ({ sessionId, provider: 'standard', playerId, currency: 'EUR', expiresAt: new Date(Date.now() + 3_600_000).toISOString() });

/** The iframe context answer, recording each request's headers and body. */
function contextRoute(requests: Array<{ headers: Record<string, unknown>; body: unknown }>, session: unknown = null, path = '/sportsbook-frame') {
  return (config: RequestConfig) => {
    requests.push({ headers: { ...config.headers }, body: JSON.parse(String(config.data)) });
    const provider = String(config.headers['X-Sportsbook-Provider']);
    return { provider, frameUrl: `${FRAME_ORIGIN}${path}?lang=fi&market=FI&channel=desktop&parentOrigin=http%3A%2F%2Flocalhost`, frameOrigin: FRAME_ORIGIN, session };
  };
}

interface Setup {
  path: string;
  state?: Parameters<typeof createTestPlatform>[0] extends infer O ? (O extends { state?: infer S } ? S : never) : never;
  http?: HttpRoutes;
}

function setup({ path, state = {}, http = {} }: Setup) {
  const requests: Array<{ headers: Record<string, unknown>; body: unknown }> = [];
  const basePath = path.split('/').slice(0, 3).join('/');
  const platform = createTestPlatform({
    basePath,
    state,
    platformUrl: 'http://localhost:4000',
    http: { 'POST /sportsbook/iframe/context': contextRoute(requests), 'GET /bonus/sportsbook': { bonuses: [] }, ...http },
  });
  const events: PlatformEvent[] = [];
  platform.bus.events$.subscribe((event) => events.push(event));
  const view = renderApp(page, { platform, path });
  return { requests, events, ...view };
}

const frame = () => screen.findByTitle<HTMLIFrameElement>('Sportsbook');
const frameSrc = async () => new URL((await frame()).getAttribute('src')!);

/** A message as the frame would send it: from its origin and its window, unless the test says otherwise. */
async function fromFrame(data: unknown, options: { origin?: string; source?: Window | null } = {}) {
  const iframe = await frame();
  act(() => {
    window.dispatchEvent(new MessageEvent('message', { data, origin: options.origin ?? FRAME_ORIGIN, source: options.source === undefined ? iframe.contentWindow : options.source }));
  });
}

/** What the site posted to the frame, with the target origin. */
async function postsToFrame() {
  const iframe = await frame();
  return jest.spyOn(iframe.contentWindow!, 'postMessage').mockImplementation(() => undefined);
}

const navigations = (events: PlatformEvent[]) => events.filter((event): event is Extract<PlatformEvent, { type: 'NAVIGATE' }> => event.type === 'NAVIGATE');
const setPath = (platform: TestPlatform, pathname: string) => act(() => platform.bus.set('location', { pathname, search: '', hash: '' }));

describe('SportsbookPage (spec 000 §2 Sportsbook; issue 18 point 6)', () => {
  afterEach(() => {
    document.cookie = `${SPORTS_PROVIDER_SESSION_COOKIE}=; Max-Age=0; Path=/`;
  });

  it('asks the iframe context with its custom headers and shows the frame at the canonical deep link', async () => {
    const { requests } = setup({ path: '/fi-FI/sportsbook/jalkapallo/englanti', state: { locale: finland } });
    const src = await frameSrc();
    expect(src.origin + src.pathname).toBe(`${FRAME_ORIGIN}/sportsbook-frame`);
    expect(src.searchParams.get('path')).toBe('/football/england');
    expect(src.searchParams.get('parentOrigin')).toBe('http://localhost');
    expect(requests).toHaveLength(1);
    expect(requests[0]!.headers).toMatchObject({ 'X-Sportsbook-Provider': 'standard', 'X-Sportsbook-Market': 'FI', 'X-Sportsbook-Language': 'fi', 'X-Sportsbook-Channel': 'desktop' });
    expect(requests[0]!.headers['X-Sportsbook-Session']).toBeUndefined();
    expect(requests[0]!.body).toEqual({ parentOrigin: window.location.origin });
    expect(screen.getByRole('heading', { level: 1, name: 'Sportsbook' })).toBeInTheDocument();
  });

  it('picks the PP provider’s frame in market PP with the sportsbookPP flag, the standard one without', async () => {
    const withFlag = setup({ path: '/en-PP/sportsbook', state: { locale: sweden, features: { sportsbookPP: true } } });
    await frame();
    expect(withFlag.requests[0]!.headers['X-Sportsbook-Provider']).toBe('pp');
    expect(withFlag.container.querySelector('[data-sports-provider="pp"]')).not.toBeNull();
    withFlag.unmount();
    const without = setup({ path: '/en-PP/sportsbook', state: { locale: sweden, features: { sportsbookPP: false } } });
    await frame();
    expect(without.requests[0]!.headers['X-Sportsbook-Provider']).toBe('standard');
  });

  it('names the provider session the browser holds, so the provider keeps it', async () => {
    document.cookie = `${SPORTS_PROVIDER_SESSION_COOKIE}=sps-standard-held; Path=/`;
    const { requests } = setup({ path: '/en-UN/sportsbook', state: loggedIn, http: { 'POST /sportsbook/session': providerSession() } });
    await frame();
    expect(requests[0]!.headers['X-Sportsbook-Session']).toBe('sps-standard-held');
  });

  it('moves the URL, in the player’s slugs, when a link inside the frame is followed, and tells the frame when the URL moves', async () => {
    const { platform, events } = setup({ path: '/fi-FI/sportsbook/jalkapallo', state: { locale: finland } });
    const posted = await postsToFrame();
    await fromFrame({ type: 'ready', path: '/football' });
    await fromFrame({ type: 'route', path: '/football/england' });
    expect(navigations(events)).toEqual([{ type: 'NAVIGATE', to: '/fi-FI/sportsbook/jalkapallo/englanti' }]);
    // The host moves the address; the frame is told to go there, to its exact origin.
    setPath(platform, '/fi-FI/sportsbook/jalkapallo/englanti');
    expect(posted).toHaveBeenLastCalledWith({ type: 'navigate', path: '/football/england' }, FRAME_ORIGIN);
    await fromFrame({ type: 'ready', path: '/football/england' });
    // Back: the address goes back, and the frame with it; the iframe keeps its address (no history entry of its own).
    const src = (await frame()).getAttribute('src');
    setPath(platform, '/fi-FI/sportsbook/jalkapallo');
    expect(posted).toHaveBeenLastCalledWith({ type: 'navigate', path: '/football' }, FRAME_ORIGIN);
    expect((await frame()).getAttribute('src')).toBe(src);
    // Bet history inside the frame is the bet-history page, in Finnish.
    await fromFrame({ type: 'route', path: '/bet-history' });
    expect(navigations(events).at(-1)).toEqual({ type: 'NAVIGATE', to: '/fi-FI/sportsbook/vetohistoria' });
  });

  it('listens to the frame only: another origin, another window and unknown shapes are ignored', async () => {
    const { events } = setup({ path: '/en-UN/sportsbook/football' });
    await fromFrame({ type: 'route', path: '/tennis' }, { origin: 'http://localhost:4000' });
    await fromFrame({ type: 'route', path: '/tennis' }, { source: window });
    await fromFrame({ type: 'route', path: '//evil.example/x' });
    await fromFrame({ type: 'login' }, { origin: 'http://evil.example' });
    expect(events.filter((event) => event.type === 'NAVIGATE' || event.type === 'OPEN_LOGIN')).toEqual([]);
  });

  it('gives a visitor’s frame no session, and opens the login dialog when Place bet asks for it', async () => {
    const { events } = setup({ path: '/en-UN/sportsbook/football' });
    const posted = await postsToFrame();
    await fromFrame({ type: 'ready', path: '/football' });
    expect(posted).toHaveBeenCalledWith({ type: 'session', session: null }, FRAME_ORIGIN);
    await fromFrame({ type: 'login' });
    expect(events).toContainEqual({ type: 'OPEN_LOGIN', redirectTo: '/en-UN/sportsbook/football' });
  });

  it('gives a player’s frame their provider session from the context, keeps it in the cookie, and refreshes the wallet after a bet', async () => {
    const session = providerSession('sps-standard-ctx');
    const requests: Array<{ headers: Record<string, unknown>; body: unknown }> = [];
    const { events } = setup({ path: '/en-UN/sportsbook/football', state: loggedIn, http: { 'POST /sportsbook/iframe/context': contextRoute(requests, session) } });
    const posted = await postsToFrame();
    await fromFrame({ type: 'ready', path: '/football' });
    await waitFor(() => expect(posted).toHaveBeenCalledWith({ type: 'session', session: { sessionId: 'sps-standard-ctx', currency: 'EUR' } }, FRAME_ORIGIN));
    expect(document.cookie).toContain(`${SPORTS_PROVIDER_SESSION_COOKIE}=sps-standard-ctx`);
    await fromFrame({ type: 'betPlaced', betId: 'bet-1', stake: 250, currency: 'EUR' });
    expect(events).toContainEqual({ type: 'REFRESH_WALLET' });
  });

  it('makes a session (session create) when the player logs in with the frame open, and again when the provider refuses it', async () => {
    let created = 0;
    const { platform } = setup({ path: '/en-UN/sportsbook/football', http: { 'POST /sportsbook/session': () => providerSession(`sps-standard-new-${(created += 1)}`) } });
    const posted = await postsToFrame();
    await fromFrame({ type: 'ready', path: '/football' });
    act(() => platform.bus.set('session', loggedIn.session));
    await waitFor(() => expect(posted).toHaveBeenLastCalledWith({ type: 'session', session: { sessionId: 'sps-standard-new-1', currency: 'EUR' } }, FRAME_ORIGIN));
    await fromFrame({ type: 'sessionExpired' });
    await waitFor(() => expect(posted).toHaveBeenLastCalledWith({ type: 'session', session: { sessionId: 'sps-standard-new-2', currency: 'EUR' } }, FRAME_ORIGIN));
    // Logged out: the frame's session goes.
    act(() => platform.bus.set('session', { status: 'Resolved', authorized: false, claims: null }));
    await waitFor(() => expect(posted).toHaveBeenLastCalledWith({ type: 'session', session: null }, FRAME_ORIGIN));
  });

  it('sets the frame’s height from its content, 350 ms after the reports pause', async () => {
    setup({ path: '/en-UN/sportsbook/football' });
    const iframe = await frame();
    jest.useFakeTimers();
    try {
      await fromFrame({ type: 'resize', height: 1800 });
      await fromFrame({ type: 'resize', height: 2400 });
      act(() => jest.advanceTimersByTime(349));
      expect(iframe.style.height).toBe('');
      act(() => jest.advanceTimersByTime(1));
      expect(iframe.style.height).toBe('2400px');
    } finally {
      jest.useRealTimers();
    }
  });

  it('moves an English slug to the player language', async () => {
    const { events } = setup({ path: '/fi-FI/sportsbook/football', state: { locale: finland } });
    await waitFor(() => expect(events).toContainEqual(expect.objectContaining({ type: 'NAVIGATE', to: '/fi-FI/sportsbook/jalkapallo', replace: true })));
  });

  it.each`
    path                                  | pageId
    ${'/en-UN/sportsbook/live/football'} | ${'live-betting'}
    ${'/en-UN/sportsbook/bet-history'}   | ${'bet-history'}
    ${'/es-CL/sportsbook/en-vivo'}       | ${'live-betting'}
    ${'/en-UN/sportsbook/tennis'}        | ${'sport-base'}
  `('marks $path with page id $pageId', async ({ path, pageId }) => {
    const { container } = setup({ path });
    await frame().catch(() => undefined);
    expect(container.querySelector(`[data-page-id="${pageId}"]`)).not.toBeNull();
  });

  it('shows a notice instead of the frame without sportsbook access, and asks nothing', async () => {
    const { requests } = setup({ path: '/en-UN/sportsbook', state: { access: { ...initialPlatformState().access, sportsbook: false } } });
    expect(screen.getByRole('heading', { name: 'Sportsbook is not available' })).toBeInTheDocument();
    expect(screen.queryByTitle('Sportsbook')).not.toBeInTheDocument();
    expect(requests).toEqual([]);
  });

  it('shows the notice when the platform refuses the context, and a retry when it fails', async () => {
    setup({ path: '/en-UN/sportsbook', http: { 'POST /sportsbook/iframe/context': { status: 403, data: { error: 'Forbidden', message: 'off', code: 'error.sportsbook.unavailable' } } } });
    expect(await screen.findByRole('heading', { name: 'Sportsbook is not available' })).toBeInTheDocument();
  });

  it('offers Try again when the context cannot be had, and loads the frame then', async () => {
    let calls = 0;
    const requests: Array<{ headers: Record<string, unknown>; body: unknown }> = [];
    const answer = contextRoute(requests);
    setup({ path: '/en-UN/sportsbook', http: { 'POST /sportsbook/iframe/context': (config: RequestConfig) => ((calls += 1) === 1 ? { status: 500, data: { error: 'Oops' } } : answer(config)) } });
    const user = userEvent.setup();
    expect(await screen.findByRole('alert')).toHaveTextContent('The sportsbook did not load');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await frame()).toBeInTheDocument();
  });

  it('shows the player’s claimed sportsbook bonuses above the frame, and a link to claim the others', async () => {
    const bonus = (campaignId: string, claimed: boolean) => ({ campaignId, title: `${campaignId} title`, description: '', bonusType: 'FREE_BET', amount: 10_00, currency: 'EUR', eligibility: 'BOTH', minOdds: 1.5, expiresAt: null, claimed });
    setup({ path: '/en-UN/sportsbook', state: loggedIn, http: { 'POST /sportsbook/session': providerSession(), 'GET /bonus/sportsbook': { bonuses: [bonus('sports-free-bet', true), bonus('sports-prematch-bonus', false)] } } });
    const bar = await screen.findByRole('region', { name: 'Your sportsbook bonuses' });
    expect(bar).toHaveTextContent('sports-free-bet title · €10.00 · live and pre-match bets · min. odds 1.50');
    expect(bar).not.toHaveTextContent('sports-prematch-bonus title');
    expect(screen.getByRole('link', { name: '1 sportsbook bonus to claim' })).toHaveAttribute('href', '/en-UN/my-account/rewards');
  });
});
