import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderHost } from '../../../testing/render-host';
import { RealityCheckDialog, type RealityCheckDialogProps } from './reality-check-dialog';

const summary = { currency: 'EUR', since: '2026-11-25T10:00:00Z', turnover: 123450, winnings: 2500, delta: -120950 };

function renderDialog(props: Partial<RealityCheckDialogProps> = {}) {
  const handlers = { onContinue: jest.fn(), onLimits: jest.fn(), onLogout: jest.fn() };
  const rendered = renderHost(
    [
      {
        path: '*',
        element: (
          <RealityCheckDialog playedMinutes={31} summary={summary} summaryFailed={false} market="UN" limitsPath="/en-UN/my-account/gambling-limits" busy={false} failed={false} {...handlers} {...props} />
        ),
      },
    ],
    { path: '/en-UN/online-casino' },
  );
  return { ...rendered, ...handlers };
}

describe('RealityCheckDialog (spec 001 §3 Activity settings, §4 Activity timer)', () => {
  it('shows the time played and the summary with the currency rules of spec 001 §9', () => {
    renderDialog();
    const dialog = screen.getByRole('dialog', { name: 'Reality check' });
    expect(dialog).toHaveTextContent('You have been playing for 31 min.');
    const row = (term: string) => screen.getByText(term).nextElementSibling;
    expect(row('Time played')).toHaveTextContent('31 min');
    expect(row('Turnover (total stakes)')).toHaveTextContent('€1,234.50');
    expect(row('Winnings')).toHaveTextContent('€25.00');
    expect(row('Net result')).toHaveTextContent('-€1,209.50');
  });

  it('places the symbol after the amount where the market says so, marks a net win with +, and counts hours', () => {
    renderDialog({ market: 'FI', playedMinutes: 125, summary: { ...summary, turnover: 1000, winnings: 3000, delta: 2000 } });
    expect(screen.getByText('Net result').nextElementSibling).toHaveTextContent('+20.00 €');
    expect(screen.getByText('Time played').nextElementSibling).toHaveTextContent('2 h 5 min');
  });

  it('must be answered: focus starts on Continue, Escape does nothing, and there is no close button', async () => {
    const user = userEvent.setup();
    const { onContinue, onLogout } = renderDialog();
    expect(screen.getByRole('button', { name: 'Continue playing' })).toHaveFocus();
    expect(screen.queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog', { name: 'Reality check' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Continue playing' }));
    expect(onContinue).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: 'Log out' }));
    expect(onLogout).toHaveBeenCalledTimes(1);
  });

  it('links to the gambling limits page', async () => {
    const user = userEvent.setup();
    const { onLimits, router } = renderDialog();
    const link = screen.getByRole('link', { name: 'Review my gambling limits' });
    expect(link).toHaveAttribute('href', '/en-UN/my-account/gambling-limits');
    await user.click(link);
    expect(onLimits).toHaveBeenCalledTimes(1);
    expect(router.state.location.pathname).toBe('/en-UN/my-account/gambling-limits');
  });

  it('says while the summary loads, when it failed, and when continuing was refused', () => {
    const { unmount } = renderDialog({ summary: null });
    expect(screen.getByRole('status')).toHaveTextContent('Loading your session summary…');
    unmount();
    renderDialog({ summary: null, summaryFailed: true, failed: true, busy: true });
    expect(screen.getByText('Your session summary could not be loaded just now.')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('We could not reach the server. Please try again.');
    expect(screen.getByRole('button', { name: 'Continuing…' })).toBeDisabled();
    expect(screen.getByText('Time played').nextElementSibling).toHaveTextContent('31 min');
  });
});
