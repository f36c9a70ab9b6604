import { isFrameRoute } from './deep-link';

/**
 * What the provider's frame tells the site (the stand-in's protocol, sandbox README "Window messages of
 * the frame"): `ready` after each load with its route; `route` when a link inside it is followed (the
 * site moves its address); `resize` with the content's height in px; `login` (Place bet without a
 * session); `betPlaced` (stake in minor units); `sessionExpired` (the provider refused the session).
 */
export type FrameMessage =
  | { type: 'ready'; path: string }
  | { type: 'route'; path: string }
  | { type: 'resize'; height: number }
  | { type: 'login' }
  | { type: 'betPlaced'; betId: string; stake: number; currency: string }
  | { type: 'sessionExpired' };

/** What the site tells the frame: the player's provider session (null: none), or a route to go to (canonical slugs). */
export type ParentMessage = { type: 'session'; session: { sessionId: string; currency: string } | null } | { type: 'navigate'; path: string };

/** The tallest content height taken from a frame, px: anything above is a mistake, not a page. */
const MAX_FRAME_HEIGHT = 100_000;

/** A frame message, or null for anything else (an unknown type, a route off the sportsbook, a bad height or stake). */
export function parseFrameMessage(data: unknown): FrameMessage | null {
  if (typeof data !== 'object' || data === null) return null;
  const message = data as Record<string, unknown>;
  switch (message.type) {
    case 'ready':
    case 'route':
      return isFrameRoute(message.path) ? { type: message.type, path: message.path } : null;
    case 'resize': {
      const { height } = message;
      return typeof height === 'number' && Number.isFinite(height) && height >= 0 && height <= MAX_FRAME_HEIGHT ? { type: 'resize', height } : null;
    }
    case 'login':
    case 'sessionExpired':
      return { type: message.type };
    case 'betPlaced': {
      const { betId, stake, currency } = message;
      return typeof betId === 'string' && Number.isSafeInteger(stake) && (stake as number) > 0 && typeof currency === 'string' ? { type: 'betPlaced', betId, stake: stake as number, currency } : null;
    }
    default:
      return null;
  }
}
