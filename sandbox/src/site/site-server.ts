import { createHash } from 'node:crypto';
import { existsSync, readFileSync, statSync } from 'node:fs';
import type { IncomingMessage } from 'node:http';
import { join, posix } from 'node:path';

import { CSP_REPORT_GROUP, SITE_ORIGINS_FILE, contentSecurityPolicyOf, permissionsPolicyOf, siteOriginsOf, siteOriginsSchema, type SiteOrigins } from '@casino/shared/contract';
import fastifyHelmet from '@fastify/helmet';
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
  /** The site's origins (default: `siteOriginsIn(root)`), from which its Content-Security-Policy is made. */
  origins?: SiteOrigins;
}

/**
 * The origins the built site in `root` was made for: its `site-origins.json` (the host's build writes it from
 * the same settings it builds in), else `siteOriginsOf(env)`. Serving a build with the origins it was built
 * with keeps its policy and its built-in allowed remote origins one list (issue 21 point 1).
 *
 * @throws ZodError when the file does not hold the site's origins.
 */
export function siteOriginsIn(root: string, env: Readonly<Record<string, string | undefined>> = process.env): SiteOrigins {
  const file = join(root, SITE_ORIGINS_FILE);
  return existsSync(file) ? siteOriginsSchema.parse(JSON.parse(readFileSync(file, 'utf8'))) : siteOriginsOf(env);
}

/** `'sha256-…'` of each inline `<script>` of a page (scripts with a `src` are not inline), for `script-src`. */
export function inlineScriptHashesOf(html: string): string[] {
  const hashes: string[] = [];
  for (const [, attributes = '', body = ''] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)) {
    if (/\bsrc\s*=/i.test(attributes)) continue;
    hashes.push(`'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`);
  }
  return hashes;
}

/** The hashes of a file's inline scripts, read again only when the file changed (prerendering rewrites pages). */
function fileScriptHashes(): (file: string) => string[] {
  const cache = new Map<string, { mtimeMs: number; hashes: string[] }>();
  return (file) => {
    if (!existsSync(file)) return [];
    const { mtimeMs } = statSync(file);
    const cached = cache.get(file);
    if (cached?.mtimeMs === mtimeMs) return cached.hashes;
    const hashes = inlineScriptHashesOf(readFileSync(file, 'utf8'));
    cache.set(file, { mtimeMs, hashes });
    return hashes;
  };
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
 *
 * Every answer carries the site's security headers (issue 21 point 1, `@fastify/helmet`): the
 * Content-Security-Policy of `contentSecurityPolicyOf(origins)` with the hashes of the page's own inline
 * scripts, `Reporting-Endpoints` (https only, as the policy's `report-to`), `X-Content-Type-Options: nosniff`, `Referrer-Policy:
 * strict-origin-when-cross-origin`, `Permissions-Policy`, `X-Frame-Options: SAMEORIGIN`, the cross-origin
 * opener and resource policies, and HSTS (a year, subdomains) when the site's origin is https.
 */
export async function buildSite(root: string, options: { prerendered?: string; origins?: SiteOrigins } = {}): Promise<FastifyInstance> {
  const { prerendered } = options;
  const origins = options.origins ?? siteOriginsIn(root);
  const app = Fastify({ logger: false });
  const scriptHashesOf = fileScriptHashes();
  /**
   * The page a path is answered with: `{ file, folder }` of its prerendered page, else the app's index.html;
   * null for a path naming a file (an asset, or a 404). The answer and its policy's hashes both come from here.
   */
  const pageOf = (url: string | undefined): { file: string; folder: string } | null => {
    const pathname = (url ?? '/').split('?')[0] ?? '/';
    if (/\.[a-z0-9]+$/i.test(pathname)) return null;
    const page = prerendered ? prerenderedPageOf(prerendered, pathname) : null;
    return page && prerendered ? { file: page, folder: prerendered } : { file: 'index.html', folder: root };
  };
  // Only a page carries inline scripts to allow; an asset's answer needs none (and no file read).
  const pageScriptHashes = (request: IncomingMessage): string[] => {
    const page = pageOf(request.url);
    return page ? scriptHashesOf(join(page.folder, page.file)) : [];
  };
  const { 'script-src': scriptSources = [], ...directives } = contentSecurityPolicyOf(origins);
  await app.register(fastifyHelmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: { ...directives, 'script-src': [...scriptSources, (request: IncomingMessage) => pageScriptHashes(request).join(' ')] },
    },
    crossOriginEmbedderPolicy: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    strictTransportSecurity: origins.site.startsWith('https:') ? { maxAge: 365 * 24 * 60 * 60, includeSubDomains: true } : false,
  });
  const permissionsPolicy = permissionsPolicyOf(origins);
  app.addHook('onRequest', async (_request, reply) => {
    reply.header('permissions-policy', permissionsPolicy);
    if (origins.reportUrl && origins.site.startsWith('https:')) reply.header('reporting-endpoints', `${CSP_REPORT_GROUP}="${origins.reportUrl}"`);
  });
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
    const page = pageOf(request.url);
    return page ? reply.sendFile(page.file, page.folder) : reply.code(404).send(notFound);
  });
  return app;
}

/** Starts the single-page-app server (see `buildSite`) and resolves once it listens. */
export async function startSite(options: SiteOptions): Promise<FastifyInstance> {
  const app = await buildSite(options.root, { prerendered: options.prerendered, origins: options.origins });
  await app.listen({ port: options.port, host: options.host ?? '127.0.0.1' });
  return app;
}
