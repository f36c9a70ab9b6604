import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../testing/render-app';
import { SportsFrame } from './sports-frame';

describe('SportsFrame', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('gives the provider’s frame the narrowest sandbox, full screen and the site’s origin only as referrer (issue 21 point 2)', () => {
    renderApp(<SportsFrame src="http://platform/sportsbook-frame?path=%2F" title="Sportsbook" />);
    const frame = screen.getByTitle('Sportsbook');
    expect(frame).toHaveAttribute('sandbox', 'allow-scripts allow-same-origin allow-popups allow-popups-to-escape-sandbox');
    expect(frame).toHaveAttribute('allow', 'fullscreen');
    expect(frame).toHaveAttribute('referrerpolicy', 'strict-origin');
  });

  it('shows a loading state until the frame fires load', () => {
    renderApp(<SportsFrame src="http://platform/sportsbook-frame?path=%2F" title="Sportsbook" />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
    fireEvent.load(screen.getByTitle('Sportsbook'));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    act(() => jest.advanceTimersByTime(20_000));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows an error with a retry after 15 s without load, and retry loads a fresh frame', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderApp(<SportsFrame src="http://platform/sportsbook-frame?path=%2F" title="Sportsbook" />);
    act(() => jest.advanceTimersByTime(14_999));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.getByRole('alert')).toHaveTextContent('The sportsbook did not load');
    expect(screen.queryByTitle('Sportsbook')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
    fireEvent.load(screen.getByTitle('Sportsbook'));
    act(() => jest.advanceTimersByTime(20_000));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
