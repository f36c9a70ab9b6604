import { REMOTE_NAMES, type RemoteName } from '@casino/shared/contract';

/** One remote load, for observability (issue: market, remote, version, phase, duration, outcome). */
export interface RemoteTrace {
  market: string;
  remote: string;
  version: string;
  /** `render`: an error the area caught while its mounted parcel ran. */
  phase: 'load' | 'mount' | 'render';
  /** Milliseconds from the start of the phase to its end. */
  durationMs: number;
  outcome: 'ok' | 'failed' | 'refused';
  /** Why it failed or was refused. */
  reason?: string;
  /** True when this is the market's previous pin, tried because the pinned version failed. */
  lastKnownGood?: boolean;
  /** How the visitor's version was chosen: the market's pin or a canary (issue 20). */
  via?: 'pin' | 'canary' | 'preview';
  /** The visitor's bucket for this remote (0–99), which decides whether a canary applies. */
  bucket?: number;
  at: string;
}

declare global {
  interface Window {
    /** Every remote load of this page, oldest first; read it from the console or a test. */
    __casinoRemoteTraces?: RemoteTrace[];
  }
}

const listeners = new Set<(trace: RemoteTrace) => void>();

/** Calls `listener` with every trace recorded from now on (the release-health reporter); returns the unsubscribe. */
export function onTrace(listener: (trace: RemoteTrace) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Records a trace on the page (`window.__casinoRemoteTraces`) and as a performance measure, and tells `onTrace`'s listeners. */
export function recordTrace(trace: Omit<RemoteTrace, 'at'>): RemoteTrace {
  const entry = { ...trace, at: new Date().toISOString() };
  (window.__casinoRemoteTraces ??= []).push(entry);
  for (const listener of listeners) listener(entry);
  try {
    performance.measure(`remote:${trace.remote}@${trace.version}:${trace.phase}:${trace.outcome}`, { duration: trace.durationMs, end: performance.now() });
  } catch {
    // Older browsers without the options form: the array is enough.
  }
  return entry;
}

/**
 * The version of each remote this page has loaded so far (`{ 'mfe-casino': '1.3.0' }`), from its traces: the
 * last successful load of each, so a last-known-good fallback names the version that actually ran.
 */
export function loadedRemoteVersions(traces: readonly RemoteTrace[] = window.__casinoRemoteTraces ?? []): Partial<Record<RemoteName, string>> {
  const versions: Partial<Record<RemoteName, string>> = {};
  for (const trace of traces) {
    const remote = REMOTE_NAMES.find((name) => name === trace.remote);
    if (remote && trace.phase === 'load' && trace.outcome === 'ok') versions[remote] = trace.version;
  }
  return versions;
}
