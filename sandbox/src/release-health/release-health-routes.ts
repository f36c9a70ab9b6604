import { healthReportSchema, healthSummaryQuerySchema, type HealthSummary } from '@casino/shared/wire';
import type { FastifyInstance } from 'fastify';

import { beaconJsonOf, filledIn } from '../lib/beacon';
import { sendValidationError } from '../lib/errors';
import type { ReleaseHealth } from './release-health';

/** The largest body `POST /release-health/reports` reads, bytes: a full report is about 6 kB. */
export const MAX_HEALTH_REPORT_BYTES = 16 * 1024;

/** How many reports one client (by IP) may send a minute. */
export const HEALTH_REPORTS_PER_MINUTE = 240;


/**
 * Release health (issue 20 point 4):
 * - `POST /release-health/reports` a `HealthReport` (`@casino/shared/wire`) as JSON, sent `text/plain`
 *   (`navigator.sendBeacon`'s, no preflight) or `application/json` → 204, stored by `ReleaseHealth.record`.
 *   A bad body is 400 with field errors (`objectName` `healthReport`) and nothing is written; over
 *   `MAX_HEALTH_REPORT_BYTES` is 413; more than `HEALTH_REPORTS_PER_MINUTE` from one IP in a minute is 429.
 * - `GET /release-health/summary?market=&remote=&version=&windowMinutes=` → `HealthSummary`: loads,
 *   failures and failure rate per market × remote × version over the window; a bad query is 400
 *   (`objectName` `healthSummaryQuery`).
 *
 * Registered after the field-data routes, whose `@fastify/rate-limit` registration (not global) these
 * routes' `rateLimit` settings use.
 */
export function registerReleaseHealthRoutes(app: FastifyInstance, options: { health: ReleaseHealth }): void {
  const { health } = options;
  app.post('/release-health/reports', { bodyLimit: MAX_HEALTH_REPORT_BYTES, config: { rateLimit: { max: HEALTH_REPORTS_PER_MINUTE, timeWindow: 60_000 } } }, async (request, reply) => {
    const read = beaconJsonOf(request.body, 'healthReport', reply);
    if (!read) return reply;
    const parsed = healthReportSchema.safeParse(read.json);
    if (!parsed.success) return sendValidationError(reply, 'healthReport', read.json, parsed.error);
    await health.record(parsed.data);
    return reply.code(204).send();
  });

  app.get('/release-health/summary', async (request, reply) => {
    const query = filledIn(request.query);
    const parsed = healthSummaryQuerySchema.safeParse(query);
    if (!parsed.success) return sendValidationError(reply, 'healthSummaryQuery', query, parsed.error);
    return { windowMinutes: parsed.data.windowMinutes, rows: await health.summary(parsed.data) } satisfies HealthSummary;
  });
}
