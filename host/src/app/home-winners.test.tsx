import { CONTRACT_VERSION } from '@casino/shared/contract';
import { createParcel } from '@casino/shared/parcel';
import { screen } from '@testing-library/react';
import { renderHost } from '../testing/render-host';
import { loadAreaParcel, RemoteLoadError } from '../features/remote-loading/remote-loader';
import { HomePage } from '../features/home/home-page';

jest.mock('../features/remote-loading/remote-loader', () => {
  const actual = jest.requireActual('../features/remote-loading/remote-loader');
  return { ...actual, loadAreaParcel: jest.fn() };
});

function Winners() {
  return <h2>Top winners</h2>;
}

const home = [{ path: '*', element: <HomePage /> }];

describe('the home page’s winners widget (issue 17 point 6)', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));

  it("mounts mfe-casino's ./WinnersWidget at the locale root", async () => {
    jest.mocked(loadAreaParcel).mockResolvedValue({ module: { parcel: createParcel({ rootComponent: Winners }), contractVersion: CONTRACT_VERSION }, version: '1.0.0', lastKnownGood: false });
    renderHost(home, { path: '/en-UN' });
    expect(await screen.findByRole('heading', { name: 'Top winners' }, { timeout: 10_000 })).toBeInTheDocument();
    expect(jest.mocked(loadAreaParcel).mock.calls[0]?.slice(1, 4)).toEqual(['UN', 'mfe-casino', './WinnersWidget']);
    expect(document.querySelector('[data-remote="mfe-casino"]')).toHaveAttribute('data-remote-status', 'mounted');
  });

  it('a failing widget takes down only itself: the fallback in its place, the rest of the page stays', async () => {
    jest.mocked(loadAreaParcel).mockRejectedValue(new RemoteLoadError('mfe-casino', 'load-failed', 'offline'));
    renderHost(home, { path: '/en-UN' });
    expect(await screen.findByRole('heading', { name: 'SOMETHING WENT WRONG' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(screen.getAllByRole('link').length).toBeGreaterThanOrEqual(4);
  });

  it('shows nothing while the pinned casino version does not expose the widget', async () => {
    jest.mocked(loadAreaParcel).mockRejectedValue(new RemoteLoadError('mfe-casino', 'not-exposed', 'no ./WinnersWidget'));
    renderHost(home, { path: '/en-UN' });
    await screen.findByRole('heading', { level: 1 });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('heading', { name: 'SOMETHING WENT WRONG' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Page not found' })).not.toBeInTheDocument();
    expect(document.querySelector('[data-remote="mfe-casino"]')).toBeNull();
  });
});
