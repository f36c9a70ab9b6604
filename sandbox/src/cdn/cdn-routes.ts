import { relative, sep } from 'node:path';

import fastifyHelmet from '@fastify/helmet';
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
 * The Content-Security-Policy of the CDN's own answers (issue 21 point 1): nothing they hold is a page to
 * run, so a file opened as a document may load, frame and submit nothing, and nothing may frame it. The
 * scripts it serves run under the site's policy, which is the one that names this origin.
 */
export const CDN_CONTENT_SECURITY_POLICY = {
  'default-src': ["'none'"],
  'base-uri': ["'none'"],
  'object-src': ["'none'"],
  'form-action': ["'none'"],
  'frame-ancestors': ["'none'"],
};

/**
 * The local CDN (ARCHITECTURE §6): `GET /cdn/<path>` serves `<dir>/<path>`, e.g.
 * `/cdn/mfe-casino/1.0.0/remoteEntry.js` and `/cdn/manifest.json`. `manifest.json` and any root file:
 * `Cache-Control: no-cache`; files of a published version: a year, immutable. A missing file is 404.
 * The folder may not exist yet: files published later are served without a restart. A file with a
 * `.br` or `.gz` copy beside it is sent compressed to a client that accepts it. Every answer, a 404 too,
 * carries security headers (`@fastify/helmet`): `CDN_CONTENT_SECURITY_POLICY`, `nosniff`, `Referrer-Policy`,
 * and `Cross-Origin-Resource-Policy: cross-origin` (the site on its own origin loads these files).
 */
export async function registerCdnRoutes(app: FastifyInstance, options: { dir: string }): Promise<void> {
  await app.register(
    async (cdn) => {
      await cdn.register(fastifyHelmet, {
        contentSecurityPolicy: { useDefaults: false, directives: CDN_CONTENT_SECURITY_POLICY },
        crossOriginResourcePolicy: { policy: 'cross-origin' },
        crossOriginEmbedderPolicy: false,
        referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
        strictTransportSecurity: false,
      });
      await cdn.register(fastifyStatic, {
        root: options.dir,
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
      cdn.setNotFoundHandler((request, reply) => reply.code(404).send({ error: 'NOT_FOUND', message: `No file ${(request.url.split('?')[0] ?? '').slice('/cdn'.length)} on the CDN` }));
    },
    { prefix: '/cdn' },
  );
}
