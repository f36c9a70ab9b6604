import type { PlatformEvent, PlayerProfile } from '@casino/shared/bus';
import { renderWithPlatform } from '@casino/shared/testing';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BASE_PATH, createCasinoPlatform } from '../../../testing/render-casino';
import { mockViewport } from '@casino/shared/testing';
import { PlayPage } from './play-page';
import { Route, Routes } from '@casino/shared-modules/react-router';

const LAUNCHER = 'https://platform.test';
const STAGING = 'https://staging.platform.test';
const game = { id: 'money-train-3', name: 'Money Train 3', gameProvider: 'relax', providerTitle: 'Relax Gaming' };

interface Options {
  path?: string;
  search?: string;
  authorized?: boolean;
  http?: Record<string, unknown>;
  limitation?: unknown;
}

function renderPlay({ path = '/play/relax/money-train-3', search = '', authorized = false, http = {}, limitation }: Options = {}) {
  const bodies: Array<[string, unknown]> = [];
  const record = (key: string, answer: unknown) => (config: { data?: unknown }) => {
    bodies.push([key, config.data ? JSON.parse(String(config.data)) : null]);
    return answer;
  };
  const platform = createCasinoPlatform({
    content: { '_type == "game" && id == $id': (params: Record<string, unknown>) => (params.id === game.id ? { ...game, gameProvider: params.provider } : null) },
    http: {
      'GET /games/launcher-origins': { launcher: LAUNCHER, staging: STAGING },
      'POST /games/ticket': record('POST /games/ticket', { ticket: 'TICKET-1' }),
      'POST /player/games/recently-played': record('POST /player/games/recently-played', {}),
      'GET /bonus/games/money-train-3/limitations': limitation ?? { gameId: 'money-train-3', restrictionLevel: 0 },
      ...http,
    },
    state: {
      session: { status: 'Resolved', authorized, claims: null },
      profile: authorized ? ({ playerId: 'p1', currencyCode: 'EUR', countryCode: 'FI' } as PlayerProfile) : null,
    },
  });
  platform.http.defaults.baseURL = LAUNCHER;
  platform.bus.set('location', { pathname: `${BASE_PATH}${path}`, search, hash: '' });
  const events: PlatformEvent[] = [];
  for (const type of ['OPEN_LOGIN', 'GAME_LAUNCHED', 'REFRESH_WALLET'] as const) platform.bus.on(type).subscribe((event) => events.push(event));
  const result = renderWithPlatform(
    <Routes>
      <Route path="play/:provider/:id?" element={<PlayPage />} />
    </Routes>,
    { platform },
  );
  return { ...result, platform, events, bodies };
}

let viewport: ReturnType<typeof mockViewport>;
beforeEach(() => {
  viewport = mockViewport(1440);
});
afterEach(() => viewport.restore());

describe('the game play page (spec 000 §2, spec 001 §3 Game launch)', () => {
  it('plays for fun for a visitor by default, without a ticket, in a titled frame', async () => {
    const { events, bodies } = renderPlay();
    const frame = await screen.findByTitle('Money Train 3');
    const url = new URL(frame.getAttribute('src')!);
    expect(url.searchParams.get('moneymode')).toBe('fun');
    expect(url.searchParams.get('ticket')).toBe('');
    expect(screen.getByRole('button', { name: 'Play for fun' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('heading', { level: 1, name: 'Money Train 3' })).toBeInTheDocument();
    expect(screen.getByText('Relax Gaming')).toBeInTheDocument();
    expect(bodies).toEqual([]);
    expect(events).toContainEqual({ type: 'GAME_LAUNCHED', provider: 'relax', gameId: 'money-train-3', mode: 'fun' });
  });

  it('asks a visitor to log in for real money, coming back to the play path with ?mode=real', async () => {
    const user = userEvent.setup();
    const { events } = renderPlay();
    await screen.findByTitle('Money Train 3');
    await user.click(screen.getByRole('button', { name: 'Play for real' }));
    expect(events).toContainEqual({ type: 'OPEN_LOGIN', redirectTo: '/en-UN/online-casino/play/relax/money-train-3?mode=real' });
  });

  it('starts a logged-in player in real money: LOADING, then GAME with a ticket, and records the game as recently played', async () => {
    const { bodies, events, container } = renderPlay({ authorized: true, search: '?mode=real' });
    expect(screen.getByRole('status')).toHaveTextContent(/Loading the game|Starting the game/);
    const frame = await screen.findByTitle('Money Train 3');
    expect(container.querySelector('[data-token-state]')).toHaveAttribute('data-token-state', 'GAME');
    const url = new URL(frame.getAttribute('src')!);
    expect(url.origin + url.pathname).toBe('https://platform.test/launcher/launcher.html');
    expect(url.searchParams.get('moneymode')).toBe('real');
    expect(url.searchParams.get('ticket')).toBe('TICKET-1');
    await waitFor(() => expect(bodies).toContainEqual(['POST /player/games/recently-played', { gameId: 'money-train-3', lobbyPageType: 'casino-lobby' }]));
    expect(bodies).toContainEqual(['POST /games/ticket', { gameId: 'money-train-3', channel: 'web', partner: 653, jurisdiction: 'MT' }]);
    expect(events).toContainEqual({ type: 'GAME_LAUNCHED', provider: 'relax', gameId: 'money-train-3', mode: 'real' });
  });

  it('shows a bonus limitation before real play: an excluded game', async () => {
    const user = userEvent.setup();
    const { bodies } = renderPlay({ authorized: true, limitation: { gameId: 'money-train-3', restrictionLevel: 1, wageringContribution: 0, maxBet: null, campaignId: 'c-1' } });
    const notice = await screen.findByRole('alertdialog');
    expect(notice).toHaveTextContent('This game does not count towards your bonus');
    expect(screen.queryByTitle('Money Train 3')).not.toBeInTheDocument();
    expect(bodies).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Continue to the game' }));
    expect(await screen.findByTitle('Money Train 3')).toBeInTheDocument();
  });

  it('shows the wagering note of a restriction level 2 game, with its max bet (minor units, spec 001 §9 format)', async () => {
    const user = userEvent.setup();
    renderPlay({ authorized: true, limitation: { gameId: 'money-train-3', restrictionLevel: 2, wageringContribution: 10, maxBet: 500, campaignId: 'c-1' } });
    const notice = await screen.findByRole('alertdialog', { name: 'Your bonus and this game' });
    expect(notice).toHaveTextContent('This game counts 10% towards your bonus wagering requirements.');
    expect(notice).toHaveTextContent('While your bonus is active, the largest bet is €5.00.');
    expect(screen.getByRole('button', { name: 'Continue to the game' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(await screen.findByTitle('Money Train 3')).toBeInTheDocument();
  });

  it('leaves out the max bet when the bonus sets none', async () => {
    renderPlay({ authorized: true, limitation: { gameId: 'money-train-3', restrictionLevel: 2, wageringContribution: 50, maxBet: null, campaignId: 'c-1' } });
    const notice = await screen.findByRole('alertdialog');
    expect(notice).toHaveTextContent('This game counts 50% towards your bonus wagering requirements.');
    expect(notice).not.toHaveTextContent('largest bet');
  });

  it.each([
    ['fails', { status: 503, data: { error: 'Service Unavailable', message: 'down' } }],
    ['answers another shape', { gameId: 'money-train-3', restrictionLevel: 2, wageringContribution: 0.25, maxBet: 2 }],
  ])('never blocks the launch when the limitations call %s: the game starts with no note', async (_case, answer) => {
    renderPlay({ authorized: true, limitation: answer });
    expect(await screen.findByTitle('Money Train 3')).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('asks for no limitations and shows no note in fun play', async () => {
    const { platform } = renderPlay({ authorized: false, limitation: { gameId: 'money-train-3', restrictionLevel: 1, wageringContribution: 0, maxBet: null, campaignId: 'c-1' } });
    expect(await screen.findByTitle('Money Train 3')).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(platform.unhandled).toEqual([]);
  });

  it('shows an error with a retry when the launch fails (ERROR), and launches again', async () => {
    let failing = true;
    const user = userEvent.setup();
    renderPlay({ authorized: true, http: { 'POST /games/ticket': () => (failing ? { status: 500, data: { message: 'down' } } : { ticket: 'T2' }) } });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The game could not be started');
    failing = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    const frame = await screen.findByTitle('Money Train 3');
    expect(new URL(frame.getAttribute('src')!).searchParams.get('ticket')).toBe('T2');
  });

  it('says not found for an unknown provider, and for an unknown game', async () => {
    const first = renderPlay({ path: '/play/nosuch/money-train-3' });
    expect(screen.getByRole('heading', { name: 'Game not found' })).toBeInTheDocument();
    first.unmount();
    renderPlay({ path: '/play/relax/nothing-here' });
    expect(await screen.findByRole('heading', { name: 'Game not found' })).toBeInTheDocument();
  });

  it('launches creedroomz on its own play path with a token', async () => {
    renderPlay({
      authorized: true,
      path: '/play/creedroomz/money-train-3',
      http: { 'POST /games/token/creedroomz': { token: 'CRZ' } },
    });
    const frame = await screen.findByTitle('Money Train 3');
    expect(new URL(frame.getAttribute('src')!).searchParams.get('ticket')).toBe('CRZ');
    expect(new URL(frame.getAttribute('src')!).searchParams.get('partner')).toBe('creedroomz');
  });

  describe('window messages of the game frame', () => {
    async function playing() {
      const rendered = renderPlay({ authorized: true });
      const frame = (await screen.findByTitle('Money Train 3')) as HTMLIFrameElement;
      const post = jest.spyOn(frame.contentWindow!, 'postMessage').mockImplementation(() => undefined);
      const send = (data: unknown, origin: string) =>
        act(() => {
          window.dispatchEvent(new MessageEvent('message', { data, origin, source: frame.contentWindow }));
        });
      return { ...rendered, frame, post, send };
    }

    it('a balanceUpdate from the launcher refreshes the wallet', async () => {
      const { events, send } = await playing();
      send({ type: 'balanceUpdate', balance: 1250, currency: 'EUR' }, LAUNCHER);
      expect(events).toContainEqual({ type: 'REFRESH_WALLET' });
    });

    it('accepts the staging origin too, and answers ping with pong to the frame origin, never *', async () => {
      const { post, send } = await playing();
      send({ type: 'ping' }, STAGING);
      expect(post).toHaveBeenCalledWith({ type: 'pong' }, 'https://platform.test');
      expect(post).not.toHaveBeenCalledWith(expect.anything(), '*');
    });

    it('ignores messages from any other origin', async () => {
      const { events, post, send } = await playing();
      send({ type: 'balanceUpdate', balance: 1, currency: 'EUR' }, 'https://evil.test');
      send({ type: 'balanceUpdate', balance: 1, currency: 'EUR' }, 'https://platform.test.evil.test');
      send({ type: 'ping' }, 'https://evil.test');
      expect(events).not.toContainEqual({ type: 'REFRESH_WALLET' });
      expect(post).not.toHaveBeenCalled();
    });

    it('ignores a trusted origin speaking from another window than the frame', async () => {
      const { events } = await playing();
      act(() => {
        window.dispatchEvent(new MessageEvent('message', { data: { type: 'balanceUpdate', balance: 1, currency: 'EUR' }, origin: LAUNCHER, source: window }));
      });
      expect(events).not.toContainEqual({ type: 'REFRESH_WALLET' });
    });

    it('pauses the game while the platform asks (the reality check), and resumes it after', async () => {
      const { platform, post } = await playing();
      act(() => platform.bus.emit({ type: 'PAUSE_GAME', reason: 'REALITY_CHECK' }));
      expect(post).toHaveBeenLastCalledWith({ type: 'pause' }, 'https://platform.test');
      expect(screen.getByText('The game is paused')).toBeInTheDocument();
      act(() => platform.bus.emit({ type: 'RESUME_GAME', reason: 'REALITY_CHECK' }));
      expect(post).toHaveBeenLastCalledWith({ type: 'resume' }, 'https://platform.test');
      expect(screen.queryByText('The game is paused')).not.toBeInTheDocument();
      expect(post).not.toHaveBeenCalledWith(expect.anything(), '*');
    });

    it('pauses a hidden tab, and keeps a game the platform holds paused when the tab shows again', async () => {
      const { platform, post } = await playing();
      const setHidden = (hidden: boolean) => {
        Object.defineProperty(document, 'hidden', { configurable: true, get: () => hidden });
        act(() => {
          document.dispatchEvent(new Event('visibilitychange'));
        });
      };
      try {
        setHidden(true);
        expect(post).toHaveBeenLastCalledWith({ type: 'pause' }, 'https://platform.test');
        act(() => platform.bus.emit({ type: 'PAUSE_GAME', reason: 'REALITY_CHECK' }));
        setHidden(false);
        expect(post).not.toHaveBeenCalledWith({ type: 'resume' }, expect.anything());
        act(() => platform.bus.emit({ type: 'RESUME_GAME', reason: 'REALITY_CHECK' }));
        expect(post).toHaveBeenLastCalledWith({ type: 'resume' }, 'https://platform.test');
      } finally {
        Object.defineProperty(document, 'hidden', { configurable: true, get: () => false });
      }
    });

    it('says when the game is ready and when it pauses', async () => {
      const { send } = await playing();
      send({ type: 'ready', gameId: 'money-train-3', mode: 'real' }, LAUNCHER);
      expect(screen.getByText('The game is ready')).toBeInTheDocument();
      send({ type: 'pause' }, LAUNCHER);
      expect(screen.getByText('The game is paused')).toBeInTheDocument();
    });
  });

  it('toggles full screen with the fallback where the Fullscreen API is missing', async () => {
    const user = userEvent.setup();
    renderPlay();
    await screen.findByTitle('Money Train 3');
    const toggle = screen.getByRole('button', { name: 'Full screen' });
    await user.click(toggle);
    expect(screen.getByRole('button', { name: 'Exit full screen' })).toHaveAttribute('aria-pressed', 'true');
    await user.keyboard('{Escape}');
    expect(screen.getByRole('button', { name: 'Full screen' })).toHaveAttribute('aria-pressed', 'false');
  });
});
