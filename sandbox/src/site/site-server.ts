import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance } from 'fastify';

/** What `startSite` serves, and where. */
export interface SiteOptions {
  /** The folder of the built site (its `index.html` and assets). */
  root: string;
  port: number;
  /** Default `127.0.0.1`. */
  host?: string;
}

/**
 * A single-page-app server for a built site: static files from `root`, and `index.html` for any path
 * that is not a file, so the client router owns every URL. `index.html` is sent with
 * `Cache-Control: no-cache` so a new deploy shows at once. A file with a brotli (`.br`) or gzip
 * (`.gz`) copy beside it is sent compressed to a browser that accepts it.
 */
export async function buildSite(root: string): Promise<FastifyInstance> {
  const app = Fastify({ logger: false });
  // `preCompressed`: the build writes .br and .gz copies; the one the browser accepts is sent.
  await app.register(fastifyStatic, { root, index: 'index.html', preCompressed: true });
  // Every HTML answer is the app shell (`/` serves index.html without naming it): always revalidate.
  app.addHook('onSend', async (_request, reply, payload) => {
    if (String(reply.getHeader('content-type') ?? '').startsWith('text/html')) reply.header('cache-control', 'no-cache');
    return payload;
  });
  app.setNotFoundHandler((request, reply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return reply.code(404).send({ error: 'NOT_FOUND', message: 'Not found' });
    return reply.sendFile('index.html');
  });
  return app;
}

/** Starts the single-page-app server (see `buildSite`) and resolves once it listens. */
export async function startSite(options: SiteOptions): Promise<FastifyInstance> {
  const app = await buildSite(options.root);
  await app.listen({ port: options.port, host: options.host ?? '127.0.0.1' });
  return app;
}
