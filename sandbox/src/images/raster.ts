import { LRUCache } from 'lru-cache';
import sharp from 'sharp';

/** WebP quality of the rasterised thumbnails: gradients and large type, so 80 loses nothing visible. */
const WEBP_QUALITY = 80;

/** Thumbnails kept rendered: 3,000 × ~1–6 kB, more than the seed's games at three densities (generated games share their studio's). */
const cache = new LRUCache<string, Promise<Buffer>>({ max: 3000 });

/**
 * The WebP rendering of an SVG document, drawn once per `key` while it stays in the cache.
 *
 * Game thumbnails are raster images, as a real catalogue's are: an `<img>` of an SVG makes the browser
 * build a whole document for it on the main thread, and a scrolled grid of 10,000 games then spends
 * its frames in garbage collection (issue 5's bench). The SVG stays the drawing; sharp (libvips +
 * librsvg) rasterises it with the machine's fonts — on a machine without any, the title is left out
 * and the gradient remains.
 *
 * @param key what identifies the drawing (the request path)
 * @param svg the SVG document, drawn at its own width and height
 * @returns the WebP bytes; rejects when sharp cannot read the SVG (the entry is dropped, so a retry draws again)
 */
export function webpOf(key: string, svg: () => string): Promise<Buffer> {
  const cached = cache.get(key);
  if (cached) return cached;
  const rendering = sharp(Buffer.from(svg())).webp({ quality: WEBP_QUALITY }).toBuffer();
  cache.set(key, rendering);
  rendering.catch(() => cache.delete(key));
  return rendering;
}
