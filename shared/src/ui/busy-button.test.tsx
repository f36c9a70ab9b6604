import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BusyButton } from './busy-button';

describe('BusyButton', () => {
  it('acts on a press while idle', async () => {
    const onClick = jest.fn();
    render(
      <BusyButton busy={false} busyLabel="Trying again…" onClick={onClick}>
        Try again
      </BusyButton>,
    );
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('says what it is doing while busy, and cannot be pressed again', async () => {
    const onClick = jest.fn();
    render(
      <BusyButton busy busyLabel="Trying again…" onClick={onClick}>
        Try again
      </BusyButton>,
    );
    const button = screen.getByRole('button', { name: 'Trying again…' });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.setup().click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('is a plain button by default, so it never submits a form by accident', () => {
    render(
      <form>
        <BusyButton busy={false} busyLabel="…">
          Load more
        </BusyButton>
      </form>,
    );
    expect(screen.getByRole('button', { name: 'Load more' })).toHaveAttribute('type', 'button');
  });
});
