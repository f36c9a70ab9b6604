import { vitalsBatchSchema, vitalsSummaryQuerySchema, type VitalsSummary } from '@casino/shared/wire';
import type { FastifyInstance } from 'fastify';

import { CONTROL_PREFIX } from '../control/faults';
import { beaconJsonOf, filledIn } from '../lib/beacon';
import { sendValidationError } from '../lib/errors';
import { fieldDataPage } from './field-data-page';
import type { FieldVitals } from './field-vitals';

/** The largest body `POST /field-data/vitals` reads, bytes: a full batch is about 3 kB. */
export const MAX_VITALS_BODY_BYTES = 16 * 1024;

/** How many batches one client (by IP) may send a minute. */
export const VITALS_BATCHES_PER_MINUTE = 120;


/**
 * Field data (issue 19 point 4):
 * - `POST /field-data/vitals` a `VitalsBatch` (`@casino/shared/wire`) as JSON, sent `text/plain` (what
 *   `navigator.sendBeacon` sends for a string, so the cross-origin beacon needs no preflight) or
 *   `application/json` → 204, stored by `FieldVitals.record`. A bad body is 400 with field errors
 *   (`objectName` `vitalsBatch`) and nothing is written; a body over `MAX_VITALS_BODY_BYTES` is 413;
 *   more than `VITALS_BATCHES_PER_MINUTE` from one IP in a minute is 429.
 * - `GET /field-data/vitals/summary?market=&page=&remote=&version=` → `VitalsSummary`: the 75th percentile
 *   and count per page × metric × market × versions (`FieldVitals.summary`); a bad query is 400
 *   (`objectName` `vitalsSummaryQuery`).
 * - `GET /__sandbox/field-data?…` (the same query) → the summary as an HTML page.
 */
export async function registerFieldDataRoutes(app: FastifyInstance, options: { vitals: FieldVitals }): Promise<void> {
  const { vitals } = options;
  app.post('/field-data/vitals', { bodyLimit: MAX_VITALS_BODY_BYTES, config: { rateLimit: { max: VITALS_BATCHES_PER_MINUTE, timeWindow: 60_000 } } }, async (request, reply) => {
    const read = beaconJsonOf(request.body, 'vitalsBatch', reply);
    if (!read) return reply;
    const parsed = vitalsBatchSchema.safeParse(read.json);
    if (!parsed.success) return sendValidationError(reply, 'vitalsBatch', read.json, parsed.error);
    await vitals.record(parsed.data);
    return reply.code(204).send();
  });

  app.get('/field-data/vitals/summary', async (request, reply) => {
    const query = filledIn(request.query);
    const parsed = vitalsSummaryQuerySchema.safeParse(query);
    if (!parsed.success) return sendValidationError(reply, 'vitalsSummaryQuery', query, parsed.error);
    return { rows: await vitals.summary(parsed.data) } satisfies VitalsSummary;
  });

  app.get(`${CONTROL_PREFIX}/field-data`, async (request, reply) => {
    const query = filledIn(request.query);
    const parsed = vitalsSummaryQuerySchema.safeParse(query);
    if (!parsed.success) return sendValidationError(reply, 'vitalsSummaryQuery', query, parsed.error);
    return reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').send(fieldDataPage(await vitals.summary(parsed.data), parsed.data));
  });
}
