import { existsSync } from 'node:fs';
import { join, posix } from 'node:path';

import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance } from 'fastify';

/** What `startSite` serves, and where. */
export interface SiteOptions {
  /** The folder of the built site (its `index.html` and assets). */
  root: string;
  port: number;
  /** Default `127.0.0.1`. */
  host?: string;
  /** The folder of prerendered pages (`release prerender`), if any. */
  prerendered?: string;
}

/** The index file of the prerendered page for `pathname`, relative to `folder`, or null when it has none. */
export function prerenderedPageOf(folder: string, pathname: string): string | null {
  const normalised = posix.normalize(`/${pathname}`).replace(/\/+$/, '');
  if (normalised.split('/').includes('..')) return null;
  const file = `${normalised.slice(1)}${normalised ? '/' : ''}index.html`;
  return existsSync(join(folder, file)) ? file : null;
}

/**
 * A single-page-app server for a built site: static files from `root`, and `index.html` for any path
 * that is not a file, so the client router owns every URL; a path whose last segment names a file
 * (`/missing.js`) that is not there answers 404. With a `prerendered` folder, a path it holds a page
 * for (`<folder>/<path>/index.html`, docs/prerendering.md) gets that page instead of `index.html`,
 * and `/prerendered.json` lists them. HTML is sent with `Cache-Control: no-cache` so a new deploy
 * shows at once. A file with a brotli (`.br`) or gzip (`.gz`) copy beside it is sent compressed to
 * a browser that accepts it.
 */
export async function buildSite(root: string, options: { prerendered?: string } = {}): Promise<FastifyInstance> {
  const { prerendered } = options;
  const app = Fastify({ logger: false });
  // `preCompressed`: the build writes .br and .gz copies; the one the browser accepts is sent.
  await app.register(fastifyStatic, { root, index: 'index.html', preCompressed: true });
  // Every HTML answer is the app shell (`/` serves index.html without naming it): always revalidate.
  app.addHook('onSend', async (_request, reply, payload) => {
    if (String(reply.getHeader('content-type') ?? '').startsWith('text/html')) reply.header('cache-control', 'no-cache');
    return payload;
  });
  const notFound = { error: 'NOT_FOUND', message: 'Not found' };
  app.get('/prerendered.json', (_request, reply) =>
    prerendered && existsSync(join(prerendered, 'prerendered.json')) ? reply.header('cache-control', 'no-cache').sendFile('prerendered.json', prerendered) : reply.code(404).send(notFound),
  );
  app.setNotFoundHandler((request, reply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return reply.code(404).send(notFound);
    const pathname = request.url.split('?')[0] ?? '/';
    if (/\.[a-z0-9]+$/i.test(pathname)) return reply.code(404).send(notFound);
    const page = prerendered ? prerenderedPageOf(prerendered, pathname) : null;
    return page && prerendered ? reply.sendFile(page, prerendered) : reply.sendFile('index.html');
  });
  return app;
}

/** Starts the single-page-app server (see `buildSite`) and resolves once it listens. */
export async function startSite(options: SiteOptions): Promise<FastifyInstance> {
  const app = await buildSite(options.root, { prerendered: options.prerendered });
  await app.listen({ port: options.port, host: options.host ?? '127.0.0.1' });
  return app;
}
