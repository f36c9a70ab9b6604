/** One remote load, for observability (issue: market, remote, version, phase, duration, outcome). */
export interface RemoteTrace {
  market: string;
  remote: string;
  version: string;
  phase: 'load' | 'mount';
  /** Milliseconds from the start of the phase to its end. */
  durationMs: number;
  outcome: 'ok' | 'failed' | 'refused';
  /** Why it failed or was refused. */
  reason?: string;
  /** True when this is the market's previous pin, tried because the pinned version failed. */
  lastKnownGood?: boolean;
  at: string;
}

declare global {
  interface Window {
    /** Every remote load of this page, oldest first; read it from the console or a test. */
    __casinoRemoteTraces?: RemoteTrace[];
  }
}

/** Records a trace on the page (`window.__casinoRemoteTraces`) and as a performance measure. */
export function recordTrace(trace: Omit<RemoteTrace, 'at'>): RemoteTrace {
  const entry = { ...trace, at: new Date().toISOString() };
  (window.__casinoRemoteTraces ??= []).push(entry);
  try {
    performance.measure(`remote:${trace.remote}@${trace.version}:${trace.phase}:${trace.outcome}`, { duration: trace.durationMs, end: performance.now() });
  } catch {
    // Older browsers without the options form: the array is enough.
  }
  return entry;
}
