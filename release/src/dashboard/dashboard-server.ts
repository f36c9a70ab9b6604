import Fastify, { type FastifyInstance } from 'fastify';
import { historyOf, releaseStatus } from '../commands';
import type { Registry } from '../registry';
import { ReleaseError } from '../release-error';
import { dashboardData } from './dashboard-data';
import { dashboardPage, escapeHtml } from './dashboard-page';

/** What the dashboard reads: the release (folder or bucket) and the sandbox that holds the field data. */
export interface DashboardOptions {
  registry: Registry;
  /** The sandbox's base URL, e.g. `http://localhost:4000`. */
  sandboxUrl: string;
  /** How the sandbox is asked; `fetch` by default (tests give their own). */
  fetch?: typeof fetch;
}

// No script on the page, styles inline only: nothing a value in the manifest could smuggle in would run.
const SECURITY_HEADERS = {
  'cache-control': 'no-store',
  'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'",
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'no-referrer',
};

/**
 * The release dashboard's server (issue 20 point 6), read-only:
 * - `GET /` the dashboard page (dashboard-page.ts), HTML;
 * - `GET /status.json` what `release status --json` prints, plus `history`: every change, oldest first
 *   (as `release history --json`).
 * Every request reads the manifest and history afresh, so a pin shows at the next reload. A broken
 * manifest or history answers 500 with the CLI's reason (never a stack). Not listening yet: call
 * `listen` (the CLI does) or `inject` (tests).
 */
export function dashboardServer(options: DashboardOptions): FastifyInstance {
  const app = Fastify({ logger: false });
  app.addHook('onSend', async (_request, reply) => {
    reply.headers(SECURITY_HEADERS);
  });
  app.setErrorHandler((error, request, reply) => {
    const message = error instanceof ReleaseError ? error.message : `The dashboard failed: ${error instanceof Error ? error.message : String(error)}`;
    reply.code(500);
    if (request.url.startsWith('/status.json')) return reply.send({ error: message });
    return reply.type('text/html; charset=utf-8').send(`<!doctype html><html lang="en"><meta charset="utf-8"><title>Release dashboard</title><main><h1>Release dashboard</h1><p role="alert">${escapeHtml(message)}</p></main></html>`);
  });

  app.get('/', async (_request, reply) => {
    const data = await dashboardData(options.registry, options.sandboxUrl, options.fetch);
    return reply.type('text/html; charset=utf-8').send(dashboardPage(data));
  });

  app.get('/status.json', async () => {
    const [status, history] = await Promise.all([releaseStatus(options.registry), historyOf(options.registry)]);
    return { ...status, history };
  });

  return app;
}
