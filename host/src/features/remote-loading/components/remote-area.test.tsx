import type { ComponentType } from 'react';
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
