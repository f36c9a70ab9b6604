import { readFileSync } from 'node:fs';
import { join } from 'node:path';
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

  it('shows each of the fifty attack payloads as text: a toast is never markup (issue 21 point 3)', () => {
    // The e2e payload list (OWASP XSS filter-evasion cheat sheet): toast texts carry outside words, a bonus's
    // title or a platform's refusal message.
    const payloads = readFileSync(join(__dirname, '../../../../../e2e/fixtures/xss-payloads.txt'), 'utf8')
      .split('\n')
      .filter((line) => line !== '' && !line.startsWith('# '));
    expect(payloads).toHaveLength(50);
    const shell = new ShellStore();
    renderHost([{ path: '*', element: <Toasts /> }], { path: '/en-UN', services: { shell } });
    act(() => shell.update({ toasts: payloads.map((message, index) => ({ id: index, message, variant: 'error' as const })) }));
    const stack = screen.getByRole('status');
    expect(Array.from(stack.children, (toast) => toast.textContent)).toEqual(payloads);
    expect(stack.querySelectorAll('*')).toHaveLength(payloads.length);
  });
});
