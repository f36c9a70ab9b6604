import type { SessionState } from '@casino/shared/bus';
import { screen } from '@testing-library/react';
import { renderHost } from '../../../testing/render-host';
import { Header } from './header';

const session: SessionState = {
  status: 'Resolved',
  authorized: true,
  claims: { country_code: 'MT', language_code: 'en', player_id: 'p1', email: 'ulla@sandbox.test', iat: 0, login_method: 'DEFAULT', multibrand: null },
};

describe('Header', () => {
  it('links a logged-in player to the account area, named also where only its icon shows', () => {
    renderHost([{ path: '*', element: <Header /> }], {
      path: '/en-UN',
      state: { session },
      http: { 'GET /player/session-limits/minutes_remaining': { minutesRemaining: null, period: null, resetAt: null } },
    });
    expect(screen.getByRole('link', { name: 'My account' })).toHaveAttribute('href', '/en-UN/my-account/account');
    expect(screen.getByRole('button', { name: 'Log out' })).toBeInTheDocument();
  });

  it('offers a visitor log-in and sign-up, and no account link', () => {
    renderHost([{ path: '*', element: <Header /> }], { path: '/en-UN' });
    expect(screen.getByRole('button', { name: 'Log in' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'My account' })).not.toBeInTheDocument();
  });
});
