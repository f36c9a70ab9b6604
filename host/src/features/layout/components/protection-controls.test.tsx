import type { SessionState } from '@casino/shared/bus';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderHost } from '../../../testing/render-host';
import { ProtectionControls } from './protection-controls';

const loggedIn = (market: string, country: string): SessionState => ({
  status: 'Resolved',
  authorized: true,
  claims: { country_code: country, language_code: 'en', player_id: 'sandbox-max', email: 'max@sandbox.test', iat: 0, login_method: 'DEFAULT', multibrand: null },
});

function render(segment: string, market: string, session: SessionState, http = {}) {
  return renderHost([{ path: '*', element: <ProtectionControls /> }], {
    path: `/${segment}`,
    state: { session, locale: { segment, language: 'en', languageCode: 'en', market, locale: 'en-GB', currency: 'EUR' } },
    http,
  });
}

describe('ProtectionControls (issue 16 §5 market rules)', () => {
  it('shows the Spelpaus link on the Swedish market to everyone', async () => {
    render('en-PP', 'PP', { status: 'Resolved', authorized: false, claims: null });
    expect(await screen.findByRole('link', { name: 'Spelpaus' })).toHaveAttribute('href', 'https://www.spelpaus.se');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('shows nothing where the market has no rule', async () => {
    render('en-UN', 'UN', loggedIn('UN', 'MT'));
    await waitFor(() => expect(screen.queryByRole('button')).not.toBeInTheDocument());
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it('pauses a German player for 24 hours after a confirmation and logs out', async () => {
    const user = userEvent.setup();
    const bodies: unknown[] = [];
    const { platform } = render('en-DE', 'DE', loggedIn('DE', 'DE'), {
      'POST /player/sandbox-max/timeout/cooling': (config: { data?: unknown }) => {
        bodies.push(JSON.parse(String(config.data)));
        return { playerId: 'sandbox-max', active: true, duration: '24h', initiator: 'COOLING', startedAt: '2026-11-25T10:00:00Z', endsAt: '2026-11-26T10:00:00Z', remainingDays: 1, milliseconds: 86_400_000 };
      },
    });
    const events: unknown[] = [];
    platform.bus.events$.subscribe((event) => events.push(event));
    await user.click(await screen.findByRole('button', { name: 'Panic button: pause 24 h' }));
    const dialog = screen.getByRole('dialog', { name: 'Pause your account for 24 hours?' });
    expect(dialog).toHaveTextContent('You will be logged out at once');
    expect(bodies).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Yes, pause my account' }));
    await waitFor(() => expect(events).toContainEqual({ type: 'LOGOUT' }));
    expect(bodies).toEqual([{ playerId: 'sandbox-max' }]);
  });
});
