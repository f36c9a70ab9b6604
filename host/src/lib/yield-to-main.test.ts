import { yieldToMain } from './yield-to-main';

describe('yieldToMain', () => {
  it('uses scheduler.yield where the browser has it', async () => {
    const yieldFn = jest.fn(() => Promise.resolve());
    const win = { scheduler: { yield: yieldFn }, setTimeout: jest.fn() } as unknown as Window;
    await yieldToMain(win);
    expect(yieldFn).toHaveBeenCalledTimes(1);
    expect(win.setTimeout).not.toHaveBeenCalled();
  });

  it('resolves in a new task (a timer) elsewhere, not in the current one', async () => {
    jest.useFakeTimers();
    try {
      let resolved = false;
      const yielded = yieldToMain(window).then(() => {
        resolved = true;
      });
      await Promise.resolve();
      expect(resolved).toBe(false);
      jest.runOnlyPendingTimers();
      await yielded;
      expect(resolved).toBe(true);
    } finally {
      jest.useRealTimers();
    }
  });
});
