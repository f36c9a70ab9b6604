import { relative, sep } from 'node:path';

import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/** Published remote files never change (ARCHITECTURE §6): cache them for a year. */
export const IMMUTABLE_CACHE = 'public, max-age=31536000, immutable';
/** The manifest and other root files change on every pin: always revalidate. */
export const REVALIDATE_CACHE = 'no-cache';

/**
 * The cache policy of a file by its path inside the CDN folder (ARCHITECTURE §6): files under a
 * `<remote>/<version>/` folder are immutable; everything else, the manifest first, is revalidated.
 */
export function cacheControlOf(pathInCdn: string): string {
  const parts = pathInCdn.split(/[\\/]/).filter(Boolean);
  return parts.length >= 3 ? IMMUTABLE_CACHE : REVALIDATE_CACHE;
}

/**
 * The local CDN (ARCHITECTURE §6): `GET /cdn/<path>` serves `<dir>/<path>`, e.g.
 * `/cdn/mfe-casino/1.0.0/remoteEntry.js` and `/cdn/manifest.json`. `manifest.json` and any root file:
 * `Cache-Control: no-cache`; files of a published version: a year, immutable. A missing file is 404.
 * The folder may not exist yet: files published later are served without a restart. A file with a
 * `.br` or `.gz` copy beside it is sent compressed to a client that accepts it.
 */
export async function registerCdnRoutes(app: FastifyInstance, options: { dir: string }): Promise<void> {
  await app.register(fastifyStatic, {
    root: options.dir,
    prefix: '/cdn/',
    decorateReply: false,
    index: false,
    list: false,
    cacheControl: false,
    dotfiles: 'deny',
    // Published builds carry .br and .gz copies of their text files (@casino/build): sent when accepted.
    preCompressed: true,
    setHeaders: (response, filePath) => {
      response.setHeader('cache-control', cacheControlOf(relative(options.dir, filePath).split(sep).join('/')));
    },
  });
}
