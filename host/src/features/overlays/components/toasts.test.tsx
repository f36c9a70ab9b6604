import { act, screen } from '@testing-library/react';
import { ShellStore } from '../../../lib/shell-store';
import { renderHost } from '../../../testing/render-host';
import { Toasts } from './toasts';

describe('toasts (spec 000 §2 Global overlays)', () => {
  it('shows a toast from the shell store and removes it after 5 s', async () => {
    jest.useFakeTimers();
    const shell = new ShellStore();
    renderHost([{ path: '*', element: <Toasts /> }], { path: '/en-UN', services: { shell } });
    act(() => shell.update({ toasts: [{ id: 1, message: 'Bonus claimed', variant: 'success' }] }));
    expect(screen.getByText('Bonus claimed')).toBeInTheDocument();
    await act(async () => {
      jest.advanceTimersByTime(5000);
    });
    expect(screen.queryByText('Bonus claimed')).not.toBeInTheDocument();
    jest.useRealTimers();
  });
});
