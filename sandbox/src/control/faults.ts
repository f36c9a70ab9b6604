import { setTimeout as sleep } from 'node:timers/promises';

import type { FastifyInstance } from 'fastify';

import type { Fault } from '../state/sandbox-state';
import type { StateStore } from '../state/state-store';

/** Paths no fault or maintenance switch touches: the control API itself. */
export const CONTROL_PREFIX = '/__sandbox';

/** Paths of the platform's REST API, closed while the maintenance flag is on (spec 000 §2 guard 1). */
export const PLATFORM_PREFIXES = ['/player', '/games', '/games-admin', '/bonus', '/paynplay', '/wallet-bonus', '/evolution', '/yggdrasil', '/jumio'] as const;

/** Status of an injected fault that names none. */
export const DEFAULT_FAULT_STATUS = 500;

/** Whether a fault applies to a request: path prefix, and method when the fault names one. */
export function faultMatches(fault: Fault, method: string, path: string): boolean {
  if (fault.remaining <= 0 || !path.startsWith(fault.path)) return false;
  // A CORS preflight is left alone unless asked for, so the browser sees the fault itself.
  if (!fault.method) return method !== 'OPTIONS';
  return fault.method.toUpperCase() === method.toUpperCase();
}

/**
 * The request hooks of the test-control switches (ARCHITECTURE §7):
 * - a matching fault is spent (its count goes down and is saved), waits `delayMs`, then answers
 *   `status` with `{ error: 'SANDBOX_FAULT', message }`; a fault with a delay and no status lets the
 *   request through after the wait;
 * - while `maintenance` is on, the platform REST paths answer 503 `{ error: 'MAINTENANCE', message }`.
 */
export function registerFaultHooks(app: FastifyInstance, options: { store: StateStore }): void {
  app.addHook('onRequest', async (request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    if (path.startsWith(CONTROL_PREFIX)) return;

    const fault = options.store.state.faults.find((candidate) => faultMatches(candidate, request.method, path));
    if (fault) {
      await options.store.update((draft) => {
        const stored = draft.faults.find((candidate) => candidate.id === fault.id);
        if (stored) stored.remaining -= 1;
        draft.faults = draft.faults.filter((candidate) => candidate.remaining > 0);
      });
      if (fault.delayMs) await sleep(fault.delayMs);
      const status = fault.status ?? (fault.delayMs ? undefined : DEFAULT_FAULT_STATUS);
      if (status !== undefined) {
        return reply.code(status).send({ error: 'SANDBOX_FAULT', message: `Injected fault ${fault.id}: ${status} on ${request.method} ${path}` });
      }
    }

    if (options.store.state.flags.maintenance && PLATFORM_PREFIXES.some((prefix) => path === prefix || path.startsWith(`${prefix}/`))) {
      return reply.code(503).send({ error: 'MAINTENANCE', message: 'The platform is under maintenance' });
    }
  });
}
