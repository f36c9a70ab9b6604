interface SchedulerWithYield {
  yield: () => Promise<void>;
}

/**
 * Ends the current task and resolves in a new one, so the browser can paint and answer input in between
 * (web.dev "Optimize long tasks"). `scheduler.yield()` where the browser has it (Chromium 129+: the
 * continuation runs before other tasks of its priority); elsewhere a `setTimeout(0)`.
 */
export function yieldToMain(win: Window = window): Promise<void> {
  const scheduler = (win as Window & { scheduler?: Partial<SchedulerWithYield> }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => win.setTimeout(resolve, 0));
}
