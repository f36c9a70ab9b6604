import type { PlatformBus } from '@casino/shared/bus';

/**
 * What the page tells about its own health, read-only, for people at the console and for e2e journeys
 * (issue 21 point 4: a sign-in/sign-out loop must leave no live subscription behind). It carries counts
 * only, nothing of the player, so it is the same in every build, like `window.__casinoRemoteTraces`.
 */
export interface HostDiagnostics {
  /** How many subscriptions to the platform bus are open now (`PlatformBus.liveSubscriptions`). */
  liveSubscriptions(): number;
}

declare global {
  interface Window {
    /** The page's diagnostics (`exposeDiagnostics`); read it from the console or a test. */
    __casinoDiagnostics?: HostDiagnostics;
  }
}

/**
 * Puts the page's diagnostics on `window.__casinoDiagnostics`: a frozen object of readers, so a script on
 * the page can count but neither set state nor reach the bus through it.
 *
 * @param bus the host's bus (only its subscription count is read).
 * @returns the diagnostics object it exposed.
 */
export function exposeDiagnostics(bus: Pick<PlatformBus, 'liveSubscriptions'>, win: Window = window): HostDiagnostics {
  const diagnostics: HostDiagnostics = Object.freeze({ liveSubscriptions: () => bus.liveSubscriptions() });
  Object.defineProperty(win, '__casinoDiagnostics', { value: diagnostics, configurable: true, enumerable: false, writable: false });
  return diagnostics;
}
