import { CONTRACT_VERSION, createParcel, useBusState } from '@casino/shared';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderHost } from '../../../testing/render-host';
import { loadExposedParcel, RemoteLoadError } from '../remote-loader';
import { RemoteArea } from './remote-area';

jest.mock('../remote-loader', () => {
  const actual = jest.requireActual('../remote-loader');
  return { ...actual, loadExposedParcel: jest.fn() };
});

function Lobby() {
  const { market } = useBusState('locale');
  return <h2>Lobby for {market}</h2>;
}

function Crashing(): never {
  throw new Error('render failed');
}

const area = (path = '/en-UN/online-casino') => [{ path: '*', element: <RemoteArea remote="mfe-casino" expose="./CasinoApp" basePath={path} label="Casino" /> }];

describe('RemoteArea (ARCHITECTURE §3, §4)', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));

  it('shows a skeleton, then mounts the parcel into an element naming the remote and its version', async () => {
    jest.mocked(loadExposedParcel).mockResolvedValue({ parcel: createParcel({ rootComponent: Lobby }), contractVersion: CONTRACT_VERSION });
    renderHost(area(), { path: '/en-UN/online-casino' });
    expect(screen.getByRole('status')).toHaveTextContent('Casino');
    expect(await screen.findByRole('heading', { name: 'Lobby for UN' })).toBeInTheDocument();
    const element = document.querySelector('[data-remote="mfe-casino"]');
    expect(element).toHaveAttribute('data-remote-version', '1.0.0');
    expect(element).toHaveAttribute('data-remote-status', 'mounted');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('shows the fallback when the remote cannot load, and Try again loads it', async () => {
    jest
      .mocked(loadExposedParcel)
      .mockRejectedValueOnce(new RemoteLoadError('mfe-casino', 'load-failed', 'offline'))
      .mockResolvedValueOnce({ parcel: createParcel({ rootComponent: Lobby }), contractVersion: CONTRACT_VERSION });
    renderHost(area(), { path: '/en-UN/online-casino' });
    expect(await screen.findByRole('heading', { name: 'SOMETHING WENT WRONG' })).toBeInTheDocument();
    expect(screen.getByText('Please try again')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Lobby for UN' })).toBeInTheDocument();
    expect(jest.mocked(loadExposedParcel).mock.calls[1]?.[3]).toEqual({ force: true });
  });

  it('shows the fallback for a contract mismatch', async () => {
    jest.mocked(loadExposedParcel).mockRejectedValue(new RemoteLoadError('mfe-casino', 'contract-mismatch', 'contract 2.0.0'));
    renderHost(area(), { path: '/en-UN/online-casino' });
    expect(await screen.findByRole('heading', { name: 'SOMETHING WENT WRONG' })).toBeInTheDocument();
  });

  it('shows the fallback when the mounted parcel throws while rendering', async () => {
    jest.mocked(loadExposedParcel).mockResolvedValue({ parcel: createParcel({ rootComponent: Crashing }), contractVersion: CONTRACT_VERSION });
    renderHost(area(), { path: '/en-UN/online-casino' });
    expect(await screen.findByRole('heading', { name: 'SOMETHING WENT WRONG' })).toBeInTheDocument();
  });

  it('shows the fallback when the remote is not pinned for the market', async () => {
    renderHost([{ path: '*', element: <RemoteArea remote="mfe-cashier" expose="./DepositModal" basePath="/en-UN/deposit" label="Deposit" /> }], { path: '/en-UN/deposit' });
    expect(await screen.findByRole('heading', { name: 'SOMETHING WENT WRONG' })).toBeInTheDocument();
    expect(loadExposedParcel).not.toHaveBeenCalled();
  });

  it('unmounts the parcel when the area goes away and leaves no bus subscription', async () => {
    jest.mocked(loadExposedParcel).mockResolvedValue({ parcel: createParcel({ rootComponent: Lobby }), contractVersion: CONTRACT_VERSION });
    const { unmount, platform } = renderHost(area(), { path: '/en-UN/online-casino' });
    await screen.findByRole('heading', { name: 'Lobby for UN' });
    const before = platform.bus.liveSubscriptions();
    unmount();
    await waitFor(() => expect(platform.bus.liveSubscriptions()).toBeLessThan(before));
  });
});
