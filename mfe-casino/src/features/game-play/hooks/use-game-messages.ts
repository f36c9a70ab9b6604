import { useEffect, useRef, type RefObject } from 'react';
import { frameOriginOf } from '@casino/shared/game';
import { isTrustedGameOrigin, parseGameFrameMessage, type GameFrameMessage, type LauncherOrigins } from '../launch/game-origins';

export interface GameMessageHandlers {
  onReady?: (message: Extract<GameFrameMessage, { type: 'ready' }>) => void;
  onBalanceUpdate?: (message: Extract<GameFrameMessage, { type: 'balanceUpdate' }>) => void;
  /** The game paused (true) or resumed (false). */
  onPausedChange?: (paused: boolean) => void;
}

/**
 * The window messages of the game frame (spec 001 §3, §7). Only messages from the launcher or the
 * staging origin, compared exactly, and from the frame itself are handled; `ping` is answered with
 * `pong`, which names the frame's origin, never `*`. Pausing the game (a hidden tab, the platform's
 * PAUSE_GAME) is `useGamePause`'s, from `@casino/shared/game`.
 */
export function useGameMessages(frame: RefObject<HTMLIFrameElement | null>, frameUrl: string | null, origins: LauncherOrigins | undefined, handlers: GameMessageHandlers) {
  const latest = useRef(handlers);
  latest.current = handlers;

  useEffect(() => {
    if (!frameUrl || !origins) return undefined;
    const target = frameOriginOf(frameUrl);
    const post = (message: { type: string }) => {
      const frameWindow = frame.current?.contentWindow;
      if (frameWindow && target) frameWindow.postMessage(message, target);
    };
    const onMessage = (event: MessageEvent) => {
      if (!isTrustedGameOrigin(event.origin, origins)) return;
      const frameWindow = frame.current?.contentWindow;
      if (!frameWindow || event.source !== frameWindow) return;
      const message = parseGameFrameMessage(event.data);
      if (!message) return;
      switch (message.type) {
        case 'ping':
          post({ type: 'pong' });
          break;
        case 'ready':
          latest.current.onReady?.(message);
          break;
        case 'balanceUpdate':
          latest.current.onBalanceUpdate?.(message);
          break;
        case 'pause':
        case 'resume':
          latest.current.onPausedChange?.(message.type === 'pause');
          break;
      }
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [frame, frameUrl, origins]);
}
