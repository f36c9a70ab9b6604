import { randomUUID } from 'node:crypto';

import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';

import { PERSONA_PASSWORD, PERSONAS } from '../seed/personas';
import { featuresSchema } from '../state/sandbox-state';
import type { StateStore } from '../state/state-store';
import { sendInvalidBody } from '../lib/errors';
import { CONTROL_PREFIX } from './faults';

const faultRequestSchema = z.object({
  method: z.string().regex(/^[A-Za-z]+$/).optional(),
  path: z.string().startsWith('/'),
  status: z.number().int().min(100).max(599).optional(),
  delayMs: z.number().int().min(0).max(120_000).optional(),
  times: z.number().int().min(1).max(10_000),
});

const flagsRequestSchema = z
  .object({
    maintenance: z.boolean().optional(),
    restrictedCountry: z
      .string()
      .regex(/^[A-Z]{2}$/)
      .nullable()
      .optional(),
    // The wire schema is zod/mini (no methods): its shape in a classic object gives partial and strict.
    features: z.object(featuresSchema.shape).partial().strict().optional(),
  })
  .strict();

const tokenLifetimeRequestSchema = z.object({ accessSeconds: z.number().int().min(1).max(7 * 24 * 60 * 60) }).strict();

function invalid(reply: FastifyReply, objectName: string, body: unknown, error: z.ZodError): FastifyReply {
  return sendInvalidBody(reply, objectName, body, error, { error: 'BAD_REQUEST' });
}

/**
 * The test-control API for e2e (ARCHITECTURE §7), under `/__sandbox`:
 * - `GET /health` → `{ ok: true }`; `GET /state` → the whole state;
 * - `POST /reset` → every store back to the seed (and written), answers the state;
 * - `POST /faults` `{ method?, path, status?, delayMs?, times }` → 201 `{ fault, faults }`;
 *   `GET /faults` → `{ faults }`; `DELETE /faults` → clears them;
 * - `POST /flags` `{ maintenance?, restrictedCountry?, features? }` (`restrictedCountry` a country code,
 *   or null to lift it; `features` some of `sportsbookEnabled`, `sportsbookPP`, `germanyAsJJ`, merged)
 *   → `{ flags }`;
 * - `POST /token-lifetime` `{ accessSeconds }` → `{ tokenLifetime }`: the lifetime of id and access
 *   tokens issued from now on (default 900 s);
 * - `GET /personas` → `{ password, personas: [{ email, market, special }] }`: who can log in (the
 *   README's table), for the standalone harnesses' persona picker.
 */
export function registerControlRoutes(app: FastifyInstance, options: { store: StateStore }): void {
  const { store } = options;
  app.get(`${CONTROL_PREFIX}/health`, async () => ({ ok: true }));
  app.get(`${CONTROL_PREFIX}/personas`, async () => ({
    password: PERSONA_PASSWORD,
    personas: PERSONAS.map(({ email, market, special }) => ({ email, market, special })),
  }));
  app.get(`${CONTROL_PREFIX}/state`, async () => store.state);
  app.post(`${CONTROL_PREFIX}/reset`, async () => store.reset());

  app.get(`${CONTROL_PREFIX}/faults`, async () => ({ faults: store.state.faults }));
  app.delete(`${CONTROL_PREFIX}/faults`, async () => {
    const state = await store.update((draft) => {
      draft.faults = [];
    });
    return { faults: state.faults };
  });
  app.post(`${CONTROL_PREFIX}/faults`, async (request, reply) => {
    const parsed = faultRequestSchema.safeParse(request.body);
    if (!parsed.success) return invalid(reply, 'faultRequest', request.body, parsed.error);
    const { times, method, ...rest } = parsed.data;
    const fault = { id: randomUUID().slice(0, 8), ...rest, ...(method ? { method: method.toUpperCase() } : {}), remaining: times };
    const state = await store.update((draft) => {
      draft.faults.push(fault);
    });
    return reply.code(201).send({ fault, faults: state.faults });
  });

  app.post(`${CONTROL_PREFIX}/flags`, async (request, reply) => {
    const parsed = flagsRequestSchema.safeParse(request.body ?? {});
    if (!parsed.success) return invalid(reply, 'flagsRequest', request.body, parsed.error);
    const state = await store.update((draft) => {
      if (parsed.data.maintenance !== undefined) draft.flags.maintenance = parsed.data.maintenance;
      if (parsed.data.restrictedCountry !== undefined) draft.flags.restrictedCountry = parsed.data.restrictedCountry;
      if (parsed.data.features) Object.assign(draft.flags.features, parsed.data.features);
    });
    return { flags: state.flags };
  });

  app.post(`${CONTROL_PREFIX}/token-lifetime`, async (request, reply) => {
    const parsed = tokenLifetimeRequestSchema.safeParse(request.body ?? {});
    if (!parsed.success) return invalid(reply, 'tokenLifetimeRequest', request.body, parsed.error);
    const state = await store.update((draft) => {
      draft.tokenLifetime.accessSeconds = parsed.data.accessSeconds;
    });
    return { tokenLifetime: state.tokenLifetime };
  });
}
