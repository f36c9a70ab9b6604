/** The origins the game frame may speak from: the launcher's and the staging launcher's. */
export interface LauncherOrigins {
  launcher: string;
  staging: string;
}

/**
 * True only when a window message comes from the launcher or the staging origin, compared exactly
 * (`event.origin === origin`): no prefix, suffix or pattern match, so `https://launcher.test.evil`
 * and `https://evil/launcher.test` are refused.
 */
export function isTrustedGameOrigin(origin: string, origins: LauncherOrigins | null | undefined): boolean {
  if (!origins || !origin || origin === 'null') return false;
  return [origins.launcher, origins.staging].some((trusted) => Boolean(trusted) && origin === trusted);
}

/** Messages from the launcher (spec 001 §3: ready, pause, resume, ping, balance update; `balance` in minor units). */
export type GameFrameMessage =
  | { type: 'ready'; gameId: string; mode: string }
  | { type: 'balanceUpdate'; balance: number; currency: string }
  | { type: 'ping' }
  | { type: 'pause' }
  | { type: 'resume' };

/** Reads a launcher message, or null when the data is not one. */
export function parseGameFrameMessage(data: unknown): GameFrameMessage | null {
  if (typeof data !== 'object' || data === null || !('type' in data)) return null;
  const type = (data as { type: unknown }).type;
  return type === 'ready' || type === 'balanceUpdate' || type === 'ping' || type === 'pause' || type === 'resume' ? (data as GameFrameMessage) : null;
}
