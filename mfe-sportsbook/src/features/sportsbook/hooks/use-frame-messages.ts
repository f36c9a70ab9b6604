import { isMessageFromFrame } from '@casino/shared/contract';
import { useCallback, useEffect, useRef, type RefObject } from 'react';
import { parseFrameMessage, type FrameMessage, type ParentMessage } from '../lib/frame-messages';

/** What to do with each frame message, by type. */
export type FrameMessageHandlers = {
  [T in FrameMessage['type']]?: (message: Extract<FrameMessage, { type: T }>) => void;
};

/**
 * The window messages between the site and the provider's frame (the stand-in's protocol, sandbox README):
 * messages are taken only from `frameOrigin` exactly and from the frame's own window, and only in the
 * shapes `parseFrameMessage` knows; the site's messages go to `frameOrigin`, never `*`, and nowhere before
 * the frame exists.
 *
 * @param frameOrigin the iframe context's `frameOrigin`; null before the context answered (nothing heard).
 * @returns `post`, which sends a message to the frame.
 */
export function useFrameMessages(frame: RefObject<HTMLIFrameElement | null>, frameOrigin: string | null, handlers: FrameMessageHandlers): (message: ParentMessage) => void {
  const latest = useRef(handlers);
  latest.current = handlers;

  useEffect(() => {
    if (!frameOrigin) return undefined;
    const onMessage = (event: MessageEvent) => {
      if (!isMessageFromFrame(event, frameOrigin, frame.current?.contentWindow)) return;
      const message = parseFrameMessage(event.data);
      if (!message) return;
      const handler = latest.current[message.type] as ((value: FrameMessage) => void) | undefined;
      handler?.(message);
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [frame, frameOrigin]);

  return useCallback(
    (message: ParentMessage) => {
      const frameWindow = frame.current?.contentWindow;
      if (frameWindow && frameOrigin) frameWindow.postMessage(message, frameOrigin);
    },
    [frame, frameOrigin],
  );
}
