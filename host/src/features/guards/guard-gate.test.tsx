import { act, screen, waitFor } from '@testing-library/react';
import { useLocation } from '@casino/shared-modules/react-router';
import { ShellStore } from '../../lib/shell-store';
import { renderHost } from '../../testing/render-host';
import { GuardGate } from './guard-gate';

function Where() {
  const location = useLocation();
  return <p>at {location.pathname} from {(location.state as { from?: string } | null)?.from ?? '-'}</p>;
}

const routes = [{ path: '*', element: <GuardGate><Where /></GuardGate> }];

describe('GuardGate (spec 000 §2 route guards)', () => {
  it('shows the maintenance page for the whole app', async () => {
    const shell = new ShellStore();
    shell.update({ maintenance: true, restricted: true });
    renderHost(routes, { path: '/en-UN/online-casino', services: { shell } });
    expect(await screen.findByRole('heading', { name: 'We are doing some maintenance' })).toBeInTheDocument();
  });

  it('shows the restricted page when access is restricted', async () => {
    const shell = new ShellStore();
    shell.update({ restricted: true });
    renderHost(routes, { path: '/en-UN/promotions', services: { shell } });
    expect(await screen.findByRole('heading', { name: 'Not available in your country' })).toBeInTheDocument();
  });

  it('shows a loader while the session is Requested', async () => {
    const { platform } = renderHost(routes, { path: '/en-UN/my-account/account', state: { session: { status: 'Requested', authorized: false, claims: null } } });
    expect(screen.getByRole('status')).toHaveTextContent('Loading');
    platform.bus.set('session', { status: 'Resolved', authorized: false, claims: null });
    expect(await screen.findByText('at /en-UN/401 from /my-account/account')).toBeInTheDocument();
  });

  it('keeps the query of the page a visitor was kept from (a bonusCode survives the access-error page)', async () => {
    renderHost(routes, { path: '/en-UN/my-account/banking?bonusCode=WELCOME100' });
    expect(await screen.findByText('at /en-UN/401 from /my-account/banking?bonusCode=WELCOME100')).toBeInTheDocument();
  });

  it('keeps a page already shown (the same DOM) while a fresh login loads the profile', async () => {
    const { platform } = renderHost(routes, { path: '/en-UN/promotions' });
    await waitFor(() => expect(screen.getByText('at /en-UN/promotions from -')).toBeInTheDocument());
    const page = screen.getByText('at /en-UN/promotions from -');
    act(() => {
      platform.bus.set('session', { status: 'Resolved', authorized: true, claims: null });
      platform.bus.set('profile', null);
    });
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(screen.getByText('at /en-UN/promotions from -')).toBe(page);
  });

  it('shows the loader for a page not shown yet while the profile loads', async () => {
    renderHost(routes, {
      path: '/en-UN/my-account/account',
      state: { session: { status: 'Resolved', authorized: true, claims: null }, profile: null },
    });
    expect(screen.getByRole('status')).toHaveTextContent('Loading');
  });

  it('renders the page when no guard takes effect', async () => {
    renderHost(routes, { path: '/en-UN/promotions' });
    await waitFor(() => expect(screen.getByText('at /en-UN/promotions from -')).toBeInTheDocument());
  });
});
