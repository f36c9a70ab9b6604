import type { SessionState } from '@casino/shared/bus';
import { screen } from '@testing-library/react';
import { renderHost } from '../../../testing/render-host';
import { Header } from './header';

const locale = { segment: 'en-UN', language: 'en', languageCode: 'en', market: 'UN', locale: 'en-GB', currency: 'EUR' };
const anna: SessionState = {
  status: 'Resolved',
  authorized: true,
  claims: { country_code: 'MT', language_code: 'en', player_id: 'sandbox-anna', email: 'anna@sandbox.test', iat: 0, login_method: 'DEFAULT', multibrand: null },
};

describe('Header', () => {
  it('leads a logged-in player to the account area, beside Deposit and Log out', async () => {
    renderHost([{ path: '*', element: <Header /> }], { path: '/en-UN', state: { session: anna, locale } });
    const banner = await screen.findByRole('banner');
    expect(await screen.findByRole('link', { name: 'My account' })).toHaveAttribute('href', '/en-UN/my-account/account');
    expect(screen.getByRole('link', { name: 'Deposit' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Log out' })).toBeInTheDocument();
    expect(banner).not.toHaveTextContent('Sign up');
  });

  it('offers a visitor Log in and Sign up, and no account link', async () => {
    renderHost([{ path: '*', element: <Header /> }], {
      path: '/en-UN',
      state: { session: { status: 'Resolved', authorized: false, claims: null }, locale },
    });
    expect(await screen.findByRole('button', { name: 'Log in' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign up' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'My account' })).not.toBeInTheDocument();
  });
});
