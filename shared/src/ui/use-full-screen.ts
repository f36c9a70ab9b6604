import { useCallback, useEffect, useState, type RefObject } from 'react';

/**
 * Full screen for a game's or a table's container (spec 000 §3 Site header isFullScreen): the Fullscreen API where the browser has it and allows it,
 * else a fallback that lays the container over the whole window (Escape leaves it).
 */
export function useFullScreen(container: RefObject<HTMLElement | null>) {
  const [native, setNative] = useState(false);
  const [fallback, setFallback] = useState(false);

  useEffect(() => {
    const onChange = () => setNative(Boolean(document.fullscreenElement) && document.fullscreenElement === container.current);
    document.addEventListener('fullscreenchange', onChange);
    return () => document.removeEventListener('fullscreenchange', onChange);
  }, [container]);

  useEffect(() => {
    if (!fallback) return undefined;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setFallback(false);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [fallback]);

  const toggle = useCallback(async () => {
    if (fallback) return setFallback(false);
    if (document.fullscreenElement) return void (await document.exitFullscreen?.());
    const element = container.current;
    if (element && typeof element.requestFullscreen === 'function') {
      try {
        await element.requestFullscreen();
        return;
      } catch {
        // Refused (an iOS Safari or a policy): the fallback below.
      }
    }
    setFallback(true);
  }, [container, fallback]);

  return { isFullScreen: native || fallback, isFallback: fallback, toggle };
}
