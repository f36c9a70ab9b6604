import type { FastifyReply } from 'fastify';

import { sendFieldErrors } from './errors';

/** A query without its empty fields: a form (and `?market=&page=`) sends them for "any". */
export function filledIn(query: unknown): Record<string, unknown> {
  return Object.fromEntries(Object.entries((query ?? {}) as Record<string, unknown>).filter(([, value]) => value !== ''));
}

/**
 * The JSON of a body a browser's `navigator.sendBeacon` sent as `text/plain` (a string: no preflight), or
 * the body as fastify parsed it (`application/json`). A string that is not JSON answers 400 with the
 * field-error shape (`objectName`, `code` `invalid_json`) and gives `undefined`: the route stops there.
 */
export function beaconJsonOf(body: unknown, objectName: string, reply: FastifyReply): { json: unknown } | undefined {
  if (typeof body !== 'string') return { json: body };
  try {
    return { json: JSON.parse(body) };
  } catch {
    void sendFieldErrors(reply, [{ objectName, field: '', rejectedValue: null, status: 'INVALID', message: 'The body is not JSON', code: 'invalid_json' }]);
    return undefined;
  }
}
