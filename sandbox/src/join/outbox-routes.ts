import type { FastifyInstance } from 'fastify';

import { CONTROL_PREFIX } from '../control/faults';
import { outboxPage, type Outbox } from './outbox';

/**
 * The outbox's test control (issue 15), under `/__sandbox`:
 * - `GET /__sandbox/outbox?to=<e-mail or E.164 phone>` → `{ messages: [{ to, channel, text, code, sentAt }] }`,
 *   newest first (every message without `to`);
 * - `GET /__sandbox/outbox/page?to=…` → the same as an HTML page, for a person trying the site by hand.
 */
export function registerOutboxRoutes(app: FastifyInstance, options: { outbox: Outbox }): void {
  app.get<{ Querystring: { to?: string } }>(`${CONTROL_PREFIX}/outbox`, async (request) => ({ messages: await options.outbox.list(request.query.to || undefined) }));

  app.get<{ Querystring: { to?: string } }>(`${CONTROL_PREFIX}/outbox/page`, async (request, reply) => {
    const to = request.query.to || undefined;
    return reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').send(outboxPage(await options.outbox.list(to), to));
  });
}
