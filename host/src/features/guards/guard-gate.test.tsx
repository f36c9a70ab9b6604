import { screen, waitFor } from '@testing-library/react';
import { useLocation } from 'react-router';
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

  it('renders the page when no guard takes effect', async () => {
    renderHost(routes, { path: '/en-UN/promotions' });
    await waitFor(() => expect(screen.getByText('at /en-UN/promotions from -')).toBeInTheDocument());
  });
});
