import { afterPageLoad } from './after-page-load';

describe('afterPageLoad', () => {
  it('waits for the load event, then for the browser to be idle', () => {
    let idle: (() => void) | undefined;
    const listeners: Record<string, () => void> = {};
    const win = {
      document: { readyState: 'loading' },
      addEventListener: (type: string, listener: () => void) => (listeners[type] = listener),
      requestIdleCallback: (callback: () => void, options: { timeout: number }) => {
        expect(options.timeout).toBe(3000);
        idle = callback;
      },
    } as unknown as Window;
    const task = jest.fn();
    afterPageLoad(task, { win });
    expect(idle).toBeUndefined();
    listeners.load?.();
    expect(task).not.toHaveBeenCalled();
    idle?.();
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('runs after a timer where there is no requestIdleCallback, on a page already loaded', () => {
    jest.useFakeTimers();
    const task = jest.fn();
    afterPageLoad(task, { win: { document: { readyState: 'complete' }, setTimeout: (fn: () => void, ms: number) => setTimeout(fn, ms) } as unknown as Window });
    expect(task).not.toHaveBeenCalled();
    jest.runAllTimers();
    expect(task).toHaveBeenCalledTimes(1);
    jest.useRealTimers();
  });
});
