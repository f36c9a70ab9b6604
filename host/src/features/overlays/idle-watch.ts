import { INACTIVITY_CHECK_INTERVAL_MS, INACTIVITY_LIMIT_MS } from '../../lib/spec-constants';

/** Activity that counts as the player being there. */
export const ACTIVITY_EVENTS = ['pointerdown', 'pointermove', 'keydown', 'scroll', 'touchstart', 'wheel'] as const;

export interface IdleWatchOptions {
  /** Whether a player is logged in now; the watch does nothing for a visitor. */
  isLoggedIn: () => boolean;
  /** Called once when the next check would log the player out (the idle modal). */
  onWarn: () => void;
  /** Called when the player has been inactive for the limit. */
  onIdle: () => void;
  /**
   * While this answers true a check neither warns nor logs out: something the player must see first is
   * due (the reality check, issue 16 "Fixed details": it comes before idle logout).
   */
  isDeferred?: () => boolean;
  now?: () => number;
  target?: Pick<Window, 'addEventListener' | 'removeEventListener' | 'setInterval' | 'clearInterval'>;
}

/**
 * spec 000 §4, §9 inactivity: checked every 180000 ms; past 1800 s without activity the player is
 * logged out, with the idle modal one check before. A check is skipped while `isDeferred` says so.
 *
 * @returns `{ stop, touch }`: stop the watch; count activity now (for example "Stay logged in").
 */
export function watchIdle(options: IdleWatchOptions) {
  const now = options.now ?? Date.now;
  const target = options.target ?? window;
  let lastActivity = now();
  let warned = false;
  const touch = () => {
    lastActivity = now();
    warned = false;
  };
  for (const event of ACTIVITY_EVENTS) target.addEventListener(event, touch, { passive: true });
  const timer = target.setInterval(() => {
    if (!options.isLoggedIn()) {
      touch();
      return;
    }
    if (options.isDeferred?.()) return;
    const idle = now() - lastActivity;
    if (idle >= INACTIVITY_LIMIT_MS) {
      options.onIdle();
      touch();
    } else if (!warned && idle >= INACTIVITY_LIMIT_MS - INACTIVITY_CHECK_INTERVAL_MS) {
      warned = true;
      options.onWarn();
    }
  }, INACTIVITY_CHECK_INTERVAL_MS);
  return {
    stop: () => {
      target.clearInterval(timer);
      for (const event of ACTIVITY_EVENTS) target.removeEventListener(event, touch);
    },
    touch,
  };
}
