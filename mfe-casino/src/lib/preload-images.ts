/** Responsive sources of one image, as an `<img>` will ask for it. */
export interface ImageSources {
  srcSet: string;
  sizes: string;
}

const preloaded = new Set<string>();

/**
 * Asks the browser for images before the elements that show them exist: one
 * `<link rel="preload" as="image" imagesrcset imagesizes>` per image, in order, with high fetch
 * priority. The browser picks the candidate the later `<img>` with the same `srcset` and `sizes`
 * picks, so the element finds it in the memory cache. Each `srcSet` is preloaded once per page.
 *
 * @param images the sources, most important first (the largest contentful paint's candidate)
 */
export function preloadImages(images: readonly ImageSources[], doc: Document = document): void {
  for (const { srcSet, sizes } of images) {
    if (!srcSet || preloaded.has(srcSet)) continue;
    preloaded.add(srcSet);
    const link = doc.createElement('link');
    link.rel = 'preload';
    link.setAttribute('as', 'image');
    link.setAttribute('imagesrcset', srcSet);
    link.setAttribute('imagesizes', sizes);
    link.setAttribute('fetchpriority', 'high');
    doc.head.appendChild(link);
  }
}
