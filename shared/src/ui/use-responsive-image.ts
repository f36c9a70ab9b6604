import { useCallback } from 'react';

/** What an `<img>` shows: its fallback `src` and, when responsive, its `srcSet` and `sizes`. */
export interface ResponsiveImageSources {
  src: string;
  srcSet?: string;
  sizes?: string;
}

/**
 * A ref callback that gives an `<img>` its `sizes`, `srcset` and `src` once React has put the element
 * in the page, and takes them away again before React removes it (React 19 runs a ref's cleanup
 * before it takes the element out). Render the `<img>` without those three attributes.
 *
 * Why: Chromium (seen in 156) keeps a viewport listener for every image that has had a `srcset`, and
 * the listener outlives the element, so a removed image (and through the element its React fibres and
 * props) stays in memory for the rest of the visit. That includes images React created in a render it
 * then threw away (a deferred or interrupted render never commits, so no cleanup runs for them): hence
 * the attributes are only set at commit. A virtualised grid removes thousands of tiles as the player
 * scrolls; kept, they grew the heap by about 3 kB a tile and lengthened every major garbage collection.
 * `src` goes with them, so dropping the `srcset` never starts a fetch of the fallback.
 *
 * @returns a ref callback, stable while the sources are the same
 */
export function useResponsiveImage({ src, srcSet, sizes }: ResponsiveImageSources): (image: HTMLImageElement | null) => (() => void) | undefined {
  return useCallback(
    (image: HTMLImageElement | null) => {
      if (!image) return undefined;
      // Set together, before the image loader's next update: one selection, one request.
      if (sizes) image.setAttribute('sizes', sizes);
      if (srcSet) image.setAttribute('srcset', srcSet);
      image.setAttribute('src', src);
      return () => {
        image.removeAttribute('srcset');
        image.removeAttribute('sizes');
        image.removeAttribute('src');
      };
    },
    [src, srcSet, sizes],
  );
}
