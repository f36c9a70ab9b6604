/**
 * The sandbox clock (issue 16 "Test control"): a base clock (the system's, or the one a test gives) plus
 * an offset that `POST /__sandbox/clock { advanceMs }` moves forward and `POST /__sandbox/reset` sets back
 * to 0. Everything that reads time in the sandbox (tokens, sessions, limits, time-outs, reality checks,
 * promotions, live tables …) reads `now()`. The offset lives in memory: a restart returns to real time.
 */
export class SandboxClock {
  private offsetMs = 0;

  constructor(private readonly base: () => Date = () => new Date()) {}

  /** The sandbox's time now. */
  now(): Date {
    return new Date(this.base().getTime() + this.offsetMs);
  }

  /** How far the clock is ahead of its base, ms. */
  get offset(): number {
    return this.offsetMs;
  }

  /** Moves the clock forward by `ms` (a whole, non-negative number of milliseconds) and answers the new time. */
  advance(ms: number): Date {
    if (!Number.isSafeInteger(ms) || ms < 0) throw new RangeError(`advanceMs must be a whole number of ms, 0 or more: ${ms}`);
    this.offsetMs += ms;
    return this.now();
  }

  /** Returns to the base clock (real time for a running sandbox). */
  reset(): void {
    this.offsetMs = 0;
  }
}
