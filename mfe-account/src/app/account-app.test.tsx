import type { PlatformEvent } from '@casino/shared/bus';
import { createTestPlatform } from '@casino/shared/testing';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { annaDetails, loggedIn } from '../testing/account-fixtures';
import { renderApp } from '../testing/render-app';
import { AccountApp } from './account-app';

const basePath = '/en-FI/my-account';

function setup(path: string, state = loggedIn) {
  const platform = createTestPlatform({
    basePath,
    state: {
      ...state,
      locale: {
        segment: 'en-FI',
        language: 'en',
        languageCode: 'en',
        market: 'FI',
        locale: 'fi-FI',
        currency: 'EUR',
      },
    },
    http: {
      'GET /player/details': annaDetails,
      'GET /player/province': { provinceCode: null, provinces: [] },
    },
  });
  const events: PlatformEvent[] = [];
  platform.bus.events$.subscribe((event) => events.push(event));
  renderApp(<AccountApp />, { basePath, path, platform });
  return { platform, events };
}

describe('AccountApp (spec 000 §2 Player-only pages)', () => {
  it('waits while the session resolves', () => {
    setup(`${basePath}/account`, { session: { status: 'Requested', authorized: false, claims: null } });
    expect(screen.getByRole('status')).toHaveTextContent('Loading your account…');
  });

  it('asks an anonymous visitor to log in and brings them back here', async () => {
    const user = userEvent.setup();
    const { events } = setup(`${basePath}/account/verification`, {
      session: { status: 'Resolved', authorized: false, claims: null },
    });
    expect(screen.getByRole('heading', { level: 1, name: 'My account' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'My account' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(events).toEqual([{ type: 'OPEN_LOGIN', redirectTo: `${basePath}/account/verification` }]);
  });

  it('sends /my-account to the account page', () => {
    const { events } = setup(basePath);
    expect(events).toContainEqual(
      expect.objectContaining({ type: 'NAVIGATE', to: `${basePath}/account`, replace: true }),
    );
  });

  it('shows the personal details with the ways to change them, and marks the current page in the menu', async () => {
    setup(`${basePath}/account`);
    expect(screen.getByRole('heading', { level: 1, name: 'My account' })).toHaveFocus();
    expect(screen.getByText('You are logged in as anna@sandbox.test.')).toBeInTheDocument();
    const details = await screen.findByRole('region', { name: 'Personal details' });
    expect(await within(details).findByText('Anna Virtanen')).toBeInTheDocument();
    expect(within(details).getByText('01/01/1990')).toBeInTheDocument();
    expect(within(details).getByText('+358401000001')).toBeInTheDocument();
    expect(within(details).getByText('Finland')).toBeInTheDocument();
    expect(within(details).getByRole('link', { name: 'Change number' })).toHaveAttribute(
      'href',
      `${basePath}/account/phone`,
    );
    expect(within(details).getByRole('link', { name: 'Change address' })).toHaveAttribute(
      'href',
      `${basePath}/account/address`,
    );
    expect(within(details).queryByText('Province')).not.toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Language' })).getByText('English')).toBeInTheDocument();
    const settings = screen.getByRole('region', { name: 'Settings' });
    expect(
      within(settings)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Change password', 'Marketing preferences', 'Login history', 'Cookie settings']);
    const menu = screen.getByRole('navigation', { name: 'My account' });
    expect(within(menu).getByRole('link', { name: 'Account' })).toHaveAttribute('aria-current', 'page');
    expect(within(menu).getByRole('link', { name: 'Verification' })).not.toHaveAttribute('aria-current');
    expect(within(menu).getByRole('link', { name: 'Banking' })).toHaveAttribute(
      'href',
      '/en-FI/my-account/banking',
    );
  });

  it('links to Rewards for a player the gated pages are open to, and to Bonus code only where manual claim is allowed', () => {
    const { platform } = setup(`${basePath}/account`);
    const menu = () => screen.getByRole('navigation', { name: 'My account' });
    const access = { casino: true, liveCasino: true, virtualSports: true, sportsbook: true, manualClaim: false, gatedPages: true };
    act(() => platform.bus.set('access', access));
    expect(within(menu()).getByRole('link', { name: 'Rewards' })).toHaveAttribute('href', '/en-FI/my-account/rewards');
    expect(within(menu()).queryByRole('link', { name: 'Bonus code' })).not.toBeInTheDocument();
    act(() => platform.bus.set('access', { ...access, manualClaim: true }));
    expect(within(menu()).getByRole('link', { name: 'Bonus code' })).toHaveAttribute('href', '/en-FI/my-account/bonus-code');
    act(() => platform.bus.set('access', { ...access, gatedPages: false }));
    expect(within(menu()).queryByRole('link', { name: 'Rewards' })).not.toBeInTheDocument();
    expect(within(menu()).queryByRole('link', { name: 'Bonus code' })).not.toBeInTheDocument();
  });

  it('marks Verification in the menu on the verification page', async () => {
    setup(`${basePath}/account/verification`);
    const menu = screen.getByRole('navigation', { name: 'My account' });
    expect(within(menu).getByRole('link', { name: 'Verification' })).toHaveAttribute('aria-current', 'page');
    expect(within(menu).getByRole('link', { name: 'Account' })).not.toHaveAttribute('aria-current');
    // The page itself comes with its own chunk; the test ends once it is there, not while it is on its way.
    expect(await screen.findByText('Send us the documents we ask for to verify your identity.')).toBeInTheDocument();
  });
});
