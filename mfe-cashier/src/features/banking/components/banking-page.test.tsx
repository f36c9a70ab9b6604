import type { PlatformEvent } from '@casino/shared/bus';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../../../testing/render-app';
import { BankingPage } from './banking-page';

const at = { basePath: '/en-UN/my-account/banking', path: '/en-UN/my-account/banking' };

describe('BankingPage (spec 000 §2 /my-account/banking)', () => {
  it('asks an anonymous visitor to log in and come back here', async () => {
    const user = userEvent.setup();
    const { platform } = renderApp(<BankingPage />, {
      ...at,
      state: { session: { status: 'Resolved', authorized: false, claims: null } },
    });
    const events: PlatformEvent[] = [];
    platform.bus.events$.subscribe((event) => events.push(event));
    expect(screen.getByRole('heading', { level: 1, name: 'Banking' })).toBeInTheDocument();
    expect(screen.getByText('Log in to see your balance and make deposits.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(events).toEqual([{ type: 'OPEN_LOGIN', redirectTo: '/en-UN/my-account/banking' }]);
  });

  it('shows a logged-in player the balances (minor units) and links to deposit, withdraw and transactions', () => {
    renderApp(<BankingPage />, {
      ...at,
      state: {
        session: {
          status: 'Resolved',
          authorized: true,
          claims: {
            country_code: 'MT',
            language_code: 'en',
            player_id: 'p1',
            email: 'p@example.com',
            iat: 0,
            login_method: 'DEFAULT',
            multibrand: null,
          },
        },
        wallet: { balances: { MAIN: 123_450, BONUS: 2000 }, currency: 'EUR', updatedAt: 1 },
      },
    });
    const balances = screen.getByLabelText('Balances');
    expect(balances).toHaveTextContent('Cash€1,234.50');
    expect(balances).toHaveTextContent('Bonus€20.00');
    const links = within(screen.getByRole('navigation', { name: 'Banking pages' })).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Deposit', '/en-UN/my-account/banking/deposit'],
      ['Withdraw', '/en-UN/my-account/banking/withdraw'],
      ['Transactions', '/en-UN/my-account/banking/transactions'],
    ]);
  });

  it('offers no deposit link to a risk-payout player (spec 000 §2 guard 8)', () => {
    renderApp(<BankingPage />, {
      ...at,
      state: {
        session: {
          status: 'Resolved',
          authorized: true,
          claims: {
            country_code: 'MT',
            language_code: 'en',
            player_id: 'p1',
            email: 'p@example.com',
            iat: 0,
            login_method: 'DEFAULT',
            multibrand: null,
          },
        },
        profile: { payout: false } as never,
        wallet: { balances: { MAIN: 0 }, currency: 'EUR', updatedAt: 1 },
      },
    });
    expect(screen.queryByRole('link', { name: 'Deposit' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Withdraw' })).toBeInTheDocument();
  });
});
