import { useState, type ComponentType } from 'react';
import { act } from '@testing-library/react';
import { Outlet } from '@casino/shared-modules/react-router';
import { createParcelKeeper, ParcelKeeperProvider, type ParcelKeeper } from '../parcel-keeper';
import { CONTRACT_VERSION } from '@casino/shared/contract';
import { createParcel, useBusState } from '@casino/shared/parcel';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderHost } from '../../../testing/render-host';
import { loadAreaParcel, RemoteLoadError } from '../remote-loader';
import { RemoteArea } from './remote-area';

jest.mock('../remote-loader', () => {
  const actual = jest.requireActual('../remote-loader');
  return { ...actual, loadAreaParcel: jest.fn() };
});

function Lobby() {
  const { market } = useBusState('locale');
  return <h2>Lobby for {market}</h2>;
}

function Crashing(): never {
  throw new Error('render failed');
}

/** A loaded area of version 1.0.0 whose parcel renders `root`. */
const loaded = (root: ComponentType) => ({ module: { parcel: createParcel({ rootComponent: root }), contractVersion: CONTRACT_VERSION }, version: '1.0.0', lastKnownGood: false });

const area = (path = '/en-UN/online-casino') => [{ path: '*', element: <RemoteArea remote="mfe-casino" expose="./CasinoApp" basePath={path} label="Casino" /> }];

describe('RemoteArea (ARCHITECTURE §3, §4)', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));

  it('shows a skeleton, then mounts the parcel into an element naming the remote and its version', async () => {
    jest.mocked(loadAreaParcel).mockResolvedValue(loaded(Lobby));
    renderHost(area(), { path: '/en-UN/online-casino' });
    expect(screen.getByRole('status')).toHaveTextContent('Casino');
    expect(await screen.findByRole('heading', { name: 'Lobby for UN' })).toBeInTheDocument();
    const element = document.querySelector('[data-remote="mfe-casino"]');
    expect(element).toHaveAttribute('data-remote-version', '1.0.0');
    // The parcel's first render can show before single-spa's mount promise settles, which sets the status.
    await waitFor(() => expect(element).toHaveAttribute('data-remote-status', 'mounted'));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('shows the fallback when the remote cannot load, and Try again loads it', async () => {
    jest
      .mocked(loadAreaParcel)
      .mockRejectedValueOnce(new RemoteLoadError('mfe-casino', 'load-failed', 'offline'))
      .mockResolvedValueOnce(loaded(Lobby));
    renderHost(area(), { path: '/en-UN/online-casino' });
    expect(await screen.findByRole('heading', { name: 'SOMETHING WENT WRONG' })).toBeInTheDocument();
    expect(screen.getByText('Please try again')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Lobby for UN' })).toBeInTheDocument();
    expect(jest.mocked(loadAreaParcel).mock.calls[1]?.[4]).toEqual({ force: true });
  });

  it('shows the fallback for a contract mismatch', async () => {
    jest.mocked(loadAreaParcel).mockRejectedValue(new RemoteLoadError('mfe-casino', 'contract-mismatch', 'contract 2.0.0'));
    renderHost(area(), { path: '/en-UN/online-casino' });
    expect(await screen.findByRole('heading', { name: 'SOMETHING WENT WRONG' })).toBeInTheDocument();
  });

  it('shows the fallback when the mounted parcel throws while rendering', async () => {
    jest.mocked(loadAreaParcel).mockResolvedValue(loaded(Crashing));
    renderHost(area(), { path: '/en-UN/online-casino' });
    expect(await screen.findByRole('heading', { name: 'SOMETHING WENT WRONG' })).toBeInTheDocument();
  });

  it('shows not found for an optional module the pinned version does not expose', async () => {
    jest.mocked(loadAreaParcel).mockRejectedValue(new RemoteLoadError('mfe-promotions', 'not-exposed', 'no ./VipApp'));
    renderHost([{ path: '*', element: <RemoteArea remote="mfe-promotions" expose="./VipApp" basePath="/en-UN/iclub" label="VIP" optional /> }], { path: '/en-UN/iclub' });
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
  });

  it('unmounts the parcel when the area goes away and leaves no bus subscription', async () => {
    jest.mocked(loadAreaParcel).mockResolvedValue(loaded(Lobby));
    const { unmount, platform } = renderHost(area(), { path: '/en-UN/online-casino' });
    await screen.findByRole('heading', { name: 'Lobby for UN' });
    const before = platform.bus.liveSubscriptions();
    unmount();
    await waitFor(() => expect(platform.bus.liveSubscriptions()).toBeLessThan(before));
  });
});

describe('RemoteArea under a parcel keeper (issue 19: switching back to a page the player left)', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => document.querySelectorAll('[data-kept-parcels]').forEach((holder) => holder.remove()));

  /** A lobby whose state shows whether it was kept: a counter the player moves. */
  function CountingLobby() {
    const [count, setCount] = useState(0);
    return (
      <button type="button" onClick={() => setCount((n) => n + 1)}>
        {`Casino games ${count}`}
      </button>
    );
  }
  const Live = () => <h2>Live tables</h2>;

  const keptRoutes = (keeper: ParcelKeeper, bus: Parameters<typeof ParcelKeeperProvider>[0]['bus']) => [
    {
      element: (
        <ParcelKeeperProvider keeper={keeper} bus={bus}>
          <Outlet />
        </ParcelKeeperProvider>
      ),
      children: [
        { path: '/en-UN/online-casino', element: <RemoteArea key="casino" remote="mfe-casino" expose="./CasinoApp" basePath="/en-UN/online-casino" label="Casino" /> },
        { path: '/en-UN/live-casino', element: <RemoteArea key="live" remote="mfe-live-casino" expose="./LiveCasinoApp" basePath="/en-UN/live-casino" label="Live casino" /> },
      ],
    },
  ];

  /** Renders both areas' routes at the casino lobby; `casinoContract` is the contract the casino remote was built against. */
  const signedIn = {
    status: 'Resolved',
    authorized: true,
    claims: { country_code: 'UN', language_code: 'en', player_id: 'p-1', email: 'anna@sandbox.test', iat: 0, login_method: 'DEFAULT', multibrand: null },
  } as const;

  async function atTheCasino(casinoContract = CONTRACT_VERSION, session?: typeof signedIn) {
    const casino = { module: { parcel: createParcel({ rootComponent: CountingLobby }), contractVersion: casinoContract }, version: '1.0.0', lastKnownGood: false };
    jest.mocked(loadAreaParcel).mockImplementation(async (_release, _market, remote) => (remote === 'mfe-casino' ? casino : loaded(Live)));
    const keeper = createParcelKeeper();
    const { createTestPlatform } = jest.requireActual('@casino/shared/testing');
    const platform = createTestPlatform({ basePath: '/en-UN' });
    if (session) platform.bus.set('session', session);
    const rendered = renderHost(keptRoutes(keeper, platform.bus), { path: '/en-UN/online-casino', platform });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Casino games 0' }));
    expect(screen.getByRole('button', { name: 'Casino games 1' })).toBeInTheDocument();
    const go = async (pathname: string) => {
      platform.bus.set('location', { pathname, search: '', hash: '' });
      await act(() => rendered.router.navigate(pathname));
    };
    return { ...rendered, keeper, go, platform };
  }

  it('keeps the lobby the player left, hidden, and shows it again as it was', async () => {
    const { keeper, go } = await atTheCasino();
    await go('/en-UN/live-casino');
    expect(await screen.findByRole('heading', { name: 'Live tables' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Casino games/ })).not.toBeInTheDocument();
    expect(keeper.size()).toBe(1);
    const holder = document.querySelector('[data-kept-parcels]');
    expect(holder).toHaveAttribute('hidden');
    expect(holder?.textContent).toContain('Casino games 1');

    await go('/en-UN/online-casino');
    // The same parcel, its state kept: no skeleton, no new mount.
    expect(await screen.findByRole('button', { name: 'Casino games 1' })).toBeInTheDocument();
    await waitFor(() => expect(document.querySelector('[data-remote="mfe-casino"]')).toHaveAttribute('data-remote-status', 'mounted'));
    expect(keeper.size()).toBe(1); // now the live lobby
    expect(holder?.textContent).toContain('Live tables');
    keeper.release();
  });

  it('shows a kept page again at once under the same release: no skeleton at any moment, nothing loaded', async () => {
    const { keeper, go } = await atTheCasino();
    await go('/en-UN/live-casino');
    await screen.findByRole('heading', { name: 'Live tables' });
    jest.mocked(loadAreaParcel).mockClear();
    const skeletons: Node[] = [];
    const observer = new MutationObserver((records) =>
      records.forEach((record) => record.addedNodes.forEach((node) => node instanceof Element && node.querySelector('[data-testid="remote-skeleton"]') && skeletons.push(node))),
    );
    observer.observe(document.body, { childList: true, subtree: true });
    await go('/en-UN/online-casino');
    // On screen when the navigation's work is done, not after another load.
    expect(screen.getByRole('button', { name: 'Casino games 1' })).toBeVisible();
    expect(document.querySelector('[data-remote="mfe-casino"]')).toHaveAttribute('data-remote-status', 'mounted');
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    observer.disconnect();
    expect(skeletons).toEqual([]);
    expect(screen.queryByTestId('remote-skeleton')).toBeNull();
    expect(loadAreaParcel).not.toHaveBeenCalled();
    keeper.release();
  });

  it('unmounts a parcel built before contract 2.11 as before: the next visit starts afresh', async () => {
    const { keeper, go } = await atTheCasino('2.10.0');
    await go('/en-UN/live-casino');
    await screen.findByRole('heading', { name: 'Live tables' });
    await go('/en-UN/online-casino');
    expect(await screen.findByRole('button', { name: 'Casino games 0' })).toBeInTheDocument();
    keeper.release();
  });

  it("lets go of a visitor's kept pages when a player signs in", async () => {
    const { keeper, go, platform } = await atTheCasino();
    await go('/en-UN/live-casino');
    await screen.findByRole('heading', { name: 'Live tables' });
    expect(keeper.size()).toBe(1);
    act(() => platform.bus.set('session', signedIn));
    expect(keeper.size()).toBe(0);
    await waitFor(() => expect(document.querySelector('[data-kept-parcels]')?.textContent).toBe(''));
    await go('/en-UN/online-casino');
    expect(await screen.findByRole('button', { name: 'Casino games 0' })).toBeInTheDocument();
    keeper.release();
  });

  it("keeps no player's page left on the way out of a sign-out, nor its bus subscriptions (issue 21 points 4 and 7)", async () => {
    const { keeper, go, platform } = await atTheCasino(CONTRACT_VERSION, signedIn);
    const live = platform.bus.liveSubscriptions();
    // The sign-out changes the session first (the keeper lets go of what it holds), then goes home.
    act(() => platform.bus.set('session', { status: 'Resolved', authorized: false, claims: null }));
    await go('/en-UN/live-casino');
    await screen.findByRole('heading', { name: 'Live tables' });
    expect(keeper.size()).toBe(0);
    // The player's lobby (the counter they moved) is nowhere in the document, hidden or not.
    await waitFor(() => expect(document.body.textContent).not.toContain('Casino games 1'));
    // The player's lobby unmounted: only the live lobby's own subscriptions remain, no more than the casino's were.
    await waitFor(() => expect(platform.bus.liveSubscriptions()).toBeLessThanOrEqual(live));
    await go('/en-UN/online-casino');
    expect(await screen.findByRole('button', { name: 'Casino games 0' })).toBeInTheDocument();
    keeper.release();
  });
});
