import { useEffect, useRef, useState, type RefObject } from 'react';
import { merge } from '@casino/shared-modules/rxjs';
import { usePlatform } from '../parcel/platform-context';

/** The origin to post messages to a frame at `url` with; never `*`. Null for a URL without one. */
export function frameOriginOf(url: string): string | null {
  try {
    const origin = new URL(url).origin;
    return origin && origin !== 'null' ? origin : null;
  } catch {
    return null;
  }
}

/**
 * The pause bridge between the platform and a game frame (spec 001 §3 Game window messages; spec 001 §4
 * Activity timer): it turns the bus's PAUSE_GAME and RESUME_GAME into the window messages `pause` and
 * `resume` to the frame, and pauses the game while the browser tab is hidden. The game is held paused
 * while any reason holds it: a RESUME_GAME, or the tab showing again, resumes it only when no other
 * reason is left. A frame that loads while a pause holds gets `pause` once it has loaded. Messages go to
 * the frame URL's own origin, never `*`. Nothing is posted before the first reason, nor without a frame.
 *
 * Casino and live casino call it beside their `GameFrame`, with the same ref they pass as `frameRef`.
 *
 * @param frame the game's iframe.
 * @param frameUrl the URL the frame shows (the launch URL), or null before the launch answered.
 * @returns true while the platform holds the game paused (the tab's visibility not counted).
 */
export function useGamePause(frame: RefObject<HTMLIFrameElement | null>, frameUrl: string | null): boolean {
  const { bus } = usePlatform();
  const [reasons, setReasons] = useState<ReadonlySet<string>>(() => new Set());
  const platformPaused = reasons.size > 0;
  const held = useRef(platformPaused);
  held.current = platformPaused;
  const sent = useRef<'pause' | 'resume' | null>(null);

  useEffect(() => {
    const subscription = merge(bus.on('PAUSE_GAME'), bus.on('RESUME_GAME')).subscribe((event) =>
      setReasons((current) => {
        if (event.type === 'PAUSE_GAME' ? current.has(event.reason) : !current.has(event.reason)) return current;
        const next = new Set(current);
        if (event.type === 'PAUSE_GAME') next.add(event.reason);
        else next.delete(event.reason);
        return next;
      }),
    );
    return () => subscription.unsubscribe();
  }, [bus]);

  const post = (message: 'pause' | 'resume') => {
    const target = frameUrl ? frameOriginOf(frameUrl) : null;
    const frameWindow = frame.current?.contentWindow;
    if (!frameWindow || !target) return;
    frameWindow.postMessage({ type: message }, target);
    sent.current = message;
  };
  const postRef = useRef(post);
  postRef.current = post;

  useEffect(() => {
    if (platformPaused) postRef.current('pause');
    else if (sent.current === 'pause' && !document.hidden) postRef.current('resume');
  }, [platformPaused]);

  useEffect(() => {
    const element = frame.current;
    if (!frameUrl || !element) return undefined;
    sent.current = null;
    const onLoad = () => {
      if (held.current || document.hidden) postRef.current('pause');
    };
    const onVisibility = () => {
      if (document.hidden) postRef.current('pause');
      else if (!held.current) postRef.current('resume');
    };
    element.addEventListener('load', onLoad);
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      element.removeEventListener('load', onLoad);
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, [frame, frameUrl]);

  return platformPaused;
}
