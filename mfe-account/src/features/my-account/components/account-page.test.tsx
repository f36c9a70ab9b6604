import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../../../testing/render-app';
import { AccountPage } from './account-page';

const at = { basePath: '/en-UN/my-account', path: '/en-UN/my-account/account' };

describe('AccountPage (spec 000 §2 Player-only pages)', () => {
  it('waits while the session resolves', () => {
    renderApp(<AccountPage />, { ...at, state: { session: { status: 'Requested', authorized: false, claims: null } } });
    expect(screen.getByRole('status')).toHaveTextContent('Loading your account…');
  });

  it('asks an anonymous visitor to log in and brings them back here', async () => {
    const user = userEvent.setup();
    const { platform } = renderApp(<AccountPage />, { ...at, state: { session: { status: 'Resolved', authorized: false, claims: null } } });
    const events: unknown[] = [];
    platform.bus.events$.subscribe((event) => events.push(event));
    expect(screen.getByRole('heading', { level: 1, name: 'My account' })).toBeInTheDocument();
    expect(screen.getByText('Log in to see your account.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(events).toEqual([{ type: 'OPEN_LOGIN', redirectTo: '/en-UN/my-account/account' }]);
  });

  it('greets a logged-in player', () => {
    renderApp(<AccountPage />, {
      ...at,
      state: {
        session: {
          status: 'Resolved',
          authorized: true,
          claims: { country_code: 'FI', language_code: 'fi', player_id: 'p1', email: 'player@example.com', iat: 0, login_method: 'DEFAULT', multibrand: null },
        },
      },
    });
    expect(screen.getByText('You are logged in as player@example.com.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Log in' })).not.toBeInTheDocument();
  });
});
