import type { PlatformEvent, PlatformState } from '@casino/shared/bus';
import type { TestPlatform } from '@casino/shared/testing';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BASE_PATH, renderLiveApp } from '../../../testing/render-live';

const ROULETTE = {
  id: 'lightning-roulette',
  name: 'Lightning Roulette',
  gameProvider: 'evolution',
  gameType: 'roulette',
  tableId: 'table-lightning-roulette',
  providerTitle: 'Evolution',
};
const content = { 'type == "live-casino" && id == $id': ROULETTE };
const PLAY_PATH = '/play/evolution/lightning-roulette';
const ENTRY_URL = 'http://localhost:4000/launcher/live.html?tableId=table-lightning-roulette&mode=real';

const loggedIn: Partial<PlatformState> = {
  session: { status: 'Resolved', authorized: true, claims: null },
  accessContext: { restricted: false, ipAddress: '203.0.113.7' },
  station: { deviceClass: 'mobile', layoutDeviceType: 'mobile' },
};

function recordEvents(platform: TestPlatform) {
  const events: PlatformEvent[] = [];
  platform.bus.events$.subscribe((event) => events.push(event));
  return events;
}

describe('live table play page (spec 000 §2 /live-casino-online/play/{provider}/{id})', () => {
  it('sends an anonymous visitor to the live casino home', async () => {
    const { platform } = renderLiveApp({
      content,
      path: PLAY_PATH,
      state: { session: { status: 'Pending', authorized: false, claims: null } },
    });
    const events = recordEvents(platform);
    expect(await screen.findByRole('status')).toHaveTextContent('Checking your session…');

    act(() => platform.bus.set('session', { status: 'Resolved', authorized: false, claims: null }));

    await waitFor(() => expect(events).toContainEqual({ type: 'NAVIGATE', to: BASE_PATH, replace: true, state: undefined }));
    expect(screen.queryByTitle('Lightning Roulette')).not.toBeInTheDocument();
  });

  it("opens an Evolution table for a player in a frame with authenticate's entry URL", async () => {
    const bodies: unknown[] = [];
    const { platform } = renderLiveApp({
      content,
      path: PLAY_PATH,
      state: loggedIn,
      http: {
        'POST /evolution/user/authenticate': (config: { data?: unknown }) => {
          bodies.push(JSON.parse(String(config.data)));
          return { entryUrl: ENTRY_URL };
        },
      },
    });

    const frame = await screen.findByTitle('Lightning Roulette');
    expect(frame.tagName).toBe('IFRAME');
    expect(frame).toHaveAttribute('src', ENTRY_URL);
    expect(screen.getByRole('heading', { level: 1, name: 'Lightning Roulette' })).toBeInTheDocument();
    expect(screen.getByText('Evolution')).toBeInTheDocument();
    expect(bodies).toEqual([
      {
        gameCategory: 'roulette',
        tableId: 'table-lightning-roulette',
        wrapped: true,
        mobile: true,
        lobbyURL: `${window.location.origin}${BASE_PATH}`,
        ipAddress: '203.0.113.7',
      },
    ]);
    expect(platform.unhandled).toEqual([]);
  });

  it('pauses the table while the platform asks (the reality check), and resumes it after', async () => {
    const { platform } = renderLiveApp({
      content,
      path: PLAY_PATH,
      state: loggedIn,
      http: { 'POST /evolution/user/authenticate': { entryUrl: ENTRY_URL } },
    });
    const frame = (await screen.findByTitle('Lightning Roulette')) as HTMLIFrameElement;
    const post = jest.spyOn(frame.contentWindow!, 'postMessage').mockImplementation(() => undefined);
    act(() => platform.bus.emit({ type: 'PAUSE_GAME', reason: 'REALITY_CHECK' }));
    expect(post).toHaveBeenLastCalledWith({ type: 'pause' }, 'http://localhost:4000');
    act(() => platform.bus.emit({ type: 'RESUME_GAME', reason: 'REALITY_CHECK' }));
    expect(post).toHaveBeenLastCalledWith({ type: 'resume' }, 'http://localhost:4000');
    expect(post).toHaveBeenCalledTimes(2);
  });

  it('logs the player out on a 400 from authenticate and shows the message', async () => {
    const { platform } = renderLiveApp({
      content,
      path: PLAY_PATH,
      state: loggedIn,
      http: { 'POST /evolution/user/authenticate': { status: 400, data: { error: 'Bad Request', message: 'Unknown table table-lightning-roulette' } } },
    });
    const events = recordEvents(platform);

    expect(await screen.findByText('You have been logged out')).toBeInTheDocument();
    expect(events).toContainEqual({ type: 'LOGOUT' });
    expect(screen.getByText(/Unknown table table-lightning-roulette/)).toBeInTheDocument();

    // The host answers LOGOUT by resolving the session as anonymous: the message stays.
    await act(async () => platform.bus.set('session', { status: 'Resolved', authorized: false, claims: null }));
    expect(screen.getByRole('alert')).toHaveTextContent('You have been logged out');
    expect(events.filter((event) => event.type === 'NAVIGATE')).toEqual([]);
  });

  it('offers a retry when another launch fails, and plays after it', async () => {
    let calls = 0;
    renderLiveApp({
      content: { 'type == "live-casino" && id == $id': { ...ROULETTE, id: 'mega-wheel', name: 'Mega Wheel', gameProvider: 'pragmaticplay', providerTitle: 'Pragmatic Play' } },
      path: '/play/pragmaticplay/mega-wheel',
      state: loggedIn,
      http: { 'POST /games/pragmatic/game-url': () => (++calls === 1 ? { status: 500, data: { message: 'down' } } : { gameUrl: 'http://localhost:4000/launcher/launcher.html?gameid=mega-wheel' }) },
    });

    expect(await screen.findByRole('alert')).toHaveTextContent('The table could not be opened');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTitle('Mega Wheel')).toHaveAttribute('src', 'http://localhost:4000/launcher/launcher.html?gameid=mega-wheel');
  });

  it('says so for a provider without a live play path', async () => {
    renderLiveApp({ content, path: '/play/relax/some-game', state: loggedIn });
    expect(await screen.findByRole('heading', { level: 1, name: 'Table not found' })).toBeInTheDocument();
  });
});
