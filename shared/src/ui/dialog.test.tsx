import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { useState } from 'react';
import { Dialog } from './dialog';

function Page({ dismissable = true }: { dismissable?: boolean }) {
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);
  return (
    <main>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      {open ? (
        <Dialog title="Deposit" onClose={dismissable ? close : undefined} closeLabel="Close deposit">
          <label>
            Amount <input name="amount" />
          </label>
          <button type="button" onClick={close}>
            Done
          </button>
        </Dialog>
      ) : null}
    </main>
  );
}

async function openDialog(dismissable = true) {
  const user = userEvent.setup();
  render(<Page dismissable={dismissable} />);
  await user.click(screen.getByRole('button', { name: 'Open' }));
  return user;
}

describe('Dialog', () => {
  it('is a modal dialog labelled by its heading, with a named close button', async () => {
    await openDialog();
    const dialog = screen.getByRole('dialog', { name: 'Deposit' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(screen.getByRole('heading', { name: 'Deposit' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Close deposit' })).toBeInTheDocument();
  });

  it('moves focus to the first control of its content', async () => {
    await openDialog();
    expect(screen.getByRole('textbox', { name: 'Amount' })).toHaveFocus();
  });

  it('keeps Tab and Shift+Tab inside', async () => {
    const user = await openDialog();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Done' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Close deposit' })).toHaveFocus();
    await user.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Done' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Close deposit' }));
    // Reopen and wrap backwards from the first control.
    await user.click(screen.getByRole('button', { name: 'Open' }));
    screen.getByRole('button', { name: 'Close deposit' }).focus();
    await user.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Done' })).toHaveFocus();
  });

  it('closes on Escape and gives focus back to the opener', async () => {
    const user = await openDialog();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Open' })).toHaveFocus();
  });

  it('closes on its close button and gives focus back to the opener', async () => {
    const user = await openDialog();
    await user.click(screen.getByRole('button', { name: 'Close deposit' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Open' })).toHaveFocus();
  });

  it('stays open on Escape and has no close button when the caller gives no onClose', async () => {
    const user = await openDialog(false);
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog', { name: 'Deposit' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Close deposit' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Done' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('locks the page scroll while open and restores it on close', async () => {
    document.body.style.overflow = 'auto';
    const user = await openDialog();
    expect(document.body.style.overflow).toBe('hidden');
    await user.keyboard('{Escape}');
    expect(document.body.style.overflow).toBe('auto');
    document.body.style.overflow = '';
  });

  it('has no serious or critical axe violations when open', async () => {
    await openDialog();
    const results = await axe.run(document.body, { rules: { 'color-contrast': { enabled: false } } });
    const bad = results.violations.filter((each) => each.impact === 'serious' || each.impact === 'critical');
    expect(bad.map((each) => `${each.id}: ${each.help}`)).toEqual([]);
  });
});
