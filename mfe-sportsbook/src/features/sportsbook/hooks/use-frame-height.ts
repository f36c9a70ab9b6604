import { useState } from 'react';
import { useDebouncedCallback } from 'use-debounce';

/**
 * How long the frame's height waits for its content to settle, in ms (issue 18 point 6: "the frame's height
 * follows its content (resize debounced 350 ms)"; spec 000 §9's resize debounce).
 */
export const FRAME_RESIZE_DEBOUNCE_MS = 350;

/**
 * The height the provider's frame should have, px: the last content height it reported, taken once the
 * reports pause for `FRAME_RESIZE_DEBOUNCE_MS` (a page that grows as it renders sets the frame once, not
 * at every step). Null until the first report settles. A waiting report is dropped on unmount.
 *
 * @returns the height, and the function the frame's `resize` messages go to.
 */
export function useFrameHeight(): [number | null, (height: number) => void] {
  const [height, setHeight] = useState<number | null>(null);
  const report = useDebouncedCallback((next: number) => setHeight(Math.ceil(next)), FRAME_RESIZE_DEBOUNCE_MS);
  return [height, report];
}
