import { useCallback } from 'react';

/** What an `<img>` shows: its fallback `src` and, when responsive, its `srcSet` and `sizes`. */
export interface ResponsiveImageSources {
  src: string;
  srcSet?: string;
  sizes?: string;
}

/**
 * A ref callback that gives an `<img>` its `sizes`, `srcset` and `src` once React has put the element
 * in the page, and takes them away again once React has removed it (React 19 runs a ref's cleanup
 * before it takes the element out; the check waits a microtask, until the element is out). Render the
 * `<img>` without those three attributes.
 *
 * Why: Chromium (seen in 156) keeps a viewport listener for every image that has had a `srcset`, and
 * the listener outlives the element, so a removed image (and through the element its React fibres and
 * props) stays in memory for the rest of the visit. That includes images React created in a render it
 * then threw away (a deferred or interrupted render never commits, so no cleanup runs for them): hence
 * the attributes are only set at commit. A virtualised grid removes thousands of tiles as the player
 * scrolls; kept, they grew the heap by about 3 kB a tile and lengthened every major garbage collection.
 * `src` goes with them, so dropping the `srcset` never starts a fetch of the fallback.
 *
 * An image still in the document after the cleanup was only hidden (a React `Activity` the host keeps
 * hidden, contract 2.11) or got new sources: it keeps its attributes, so showing the page again selects
 * and decodes nothing anew; attributes are only written when they differ. Whoever removes a hidden tree
 * without React (the host's parcel keeper) strips them itself (`dropResponsiveImages`).
 *
 * @returns a ref callback, stable while the sources are the same
 */
export function useResponsiveImage({ src, srcSet, sizes }: ResponsiveImageSources): (image: HTMLImageElement | null) => (() => void) | undefined {
  return useCallback(
    (image: HTMLImageElement | null) => {
      if (!image) return undefined;
      // Set together, before the image loader's next update: one selection, one request.
      setIfChanged(image, 'sizes', sizes);
      setIfChanged(image, 'srcset', srcSet);
      setIfChanged(image, 'src', src);
      return () => {
        queueMicrotask(() => {
          if (!image.isConnected) dropSources(image);
        });
      };
    },
    [src, srcSet, sizes],
  );
}

function setIfChanged(image: HTMLImageElement, name: string, value: string | undefined) {
  if (value === undefined) image.removeAttribute(name);
  else if (image.getAttribute(name) !== value) image.setAttribute(name, value);
}

function dropSources(image: HTMLImageElement) {
  image.removeAttribute('srcset');
  image.removeAttribute('sizes');
  image.removeAttribute('src');
}

/**
 * Takes `srcset`, `sizes` and `src` off every image in `root` (see `useResponsiveImage`): for a tree
 * about to be removed while React had already let go of its images (a hidden `Activity`).
 */
export function dropResponsiveImages(root: ParentNode): void {
  root.querySelectorAll('img').forEach(dropSources);
}
