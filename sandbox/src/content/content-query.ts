import type { ContentDocument } from '@casino/shared/wire';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { evaluate, GroqSyntaxError, parse } from 'groq-js';
import { LRUCache } from 'lru-cache';

import { forViewer } from './player-targeting';

/** The one dataset name the sandbox serves. */
export const CONTENT_DATASET = 'production';

/** spec 000 §7, §8: an API version is `1`, `X` or a date `YYYY-MM-DD`. */
const API_VERSION = /^(1|X|\d{4}-\d{2}-\d{2})$/;
const INVALID_API_VERSION = 'Invalid API version string, expected `1` or date in format `YYYY-MM-DD`';

/** A Sanity-style error body: `{ error: { description, type, … } }`. */
interface QueryErrorBody {
  error: { description: string; type: string; [detail: string]: unknown };
}

/** Thrown for a request the query endpoint refuses; carries the HTTP status and Sanity's error body. */
export class QueryError extends Error {
  constructor(
    readonly statusCode: number,
    readonly body: QueryErrorBody,
  ) {
    super(body.error.description);
  }
}

const badRequest = (description: string, type = 'httpBadRequest', details: Record<string, unknown> = {}): QueryError =>
  new QueryError(400, { error: { description, type, ...details } });

/** A query ending in a `[$start...$end]` page, with or without a projection after it. */
const PAGED = /\[\s*\$start\s*\.\.\.\s*\$end\s*\](\s*\{[\s\S]*\})?\s*$/;
/** Answers kept per documents array: the site's queries are a few dozen shapes times markets and pages. */
const RESULT_CACHE_SIZE = 256;

/**
 * Answers per documents array (a new catalogue is a new array, so its entries go with the old one;
 * the documents are never changed in place). Like the content service's API CDN, the same query over
 * the same content is evaluated once: groq-js takes 100–200 ms for the lobby's query and for a page of
 * 10,000 games, on the same two cores as the browser under test, where a real content service answers
 * in a few. A failed evaluation is not kept.
 */
const answers = new WeakMap<readonly ContentDocument[], LRUCache<string, Promise<unknown>>>();

function cachedEvaluation(query: string, params: Record<string, unknown>, documents: readonly ContentDocument[], now: Date): Promise<unknown> {
  let cache = answers.get(documents);
  if (!cache) answers.set(documents, (cache = new LRUCache({ max: RESULT_CACHE_SIZE })));
  const key = `${query}\u0000${JSON.stringify(params)}`;
  const cached = cache.get(key);
  if (cached) return cached;
  const evaluation = evaluateGroq(query, params, documents, now);
  cache.set(key, evaluation);
  evaluation.catch(() => cache.delete(key));
  return evaluation;
}

/**
 * A page of a list: the slice of the whole list, evaluated once. `X[$start...$end]{p}` is the slice of
 * `X{p}`: a projection maps each element alone. A player scrolling all games asks for a page of 61
 * every few hundred milliseconds.
 */
async function runPagedQuery(query: string, params: Record<string, unknown>, documents: readonly ContentDocument[], now: Date): Promise<unknown> {
  const { start, end, ...rest } = params;
  // A syntax error is reported against the query as it was sent.
  try {
    parse(query, { params });
  } catch {
    return evaluateGroq(query, params, documents, now);
  }
  const whole = await cachedEvaluation(query.replace(PAGED, (_match, projection: string | undefined) => projection ?? ''), rest, documents, now);
  if (!Array.isArray(whole)) return cachedEvaluation(query, params, documents, now);
  return whole.slice(start as number, end as number);
}

/**
 * Evaluates a GROQ query over the documents with groq-js, as the content service would (spec 000 §7
 * Content service). `now()` in the query is the sandbox clock, and such a query is evaluated every
 * time; any other answer is kept for the same documents (`cachedEvaluation`). A page of a list
 * (`[$start...$end]` at the end, integer bounds) is cut from the whole list.
 *
 * @throws QueryError 400 `queryParseError` for a syntax error, 400 `queryExecutionError` when the
 *   evaluation fails.
 */
export async function runGroqQuery(query: string, params: Record<string, unknown>, documents: readonly ContentDocument[], now: Date): Promise<unknown> {
  if (query.includes('now()')) return evaluateGroq(query, params, documents, now);
  const paged = PAGED.test(query) && Number.isInteger(params.start) && Number.isInteger(params.end);
  return paged ? runPagedQuery(query, params, documents, now) : cachedEvaluation(query, params, documents, now);
}

async function evaluateGroq(query: string, params: Record<string, unknown>, documents: readonly ContentDocument[], now: Date): Promise<unknown> {
  let tree;
  try {
    tree = parse(query, { params });
  } catch (error) {
    if (error instanceof GroqSyntaxError) {
      throw badRequest(error.message, 'queryParseError', { query, start: error.position, end: error.position + 1 });
    }
    throw badRequest(error instanceof Error ? error.message : String(error), 'queryParseError', { query });
  }
  try {
    const value = await evaluate(tree, { dataset: documents, params, timestamp: now });
    return await value.get();
  } catch (error) {
    throw badRequest(error instanceof Error ? error.message : String(error), 'queryExecutionError', { query });
  }
}

/** Reads `$name=<JSON>` query-string parameters, as `@sanity/client` sends them on a GET. */
export function paramsFromSearch(search: Record<string, unknown>): Record<string, unknown> {
  const params: Record<string, unknown> = {};
  for (const [key, raw] of Object.entries(search)) {
    if (!key.startsWith('$')) continue;
    const text = Array.isArray(raw) ? String(raw[raw.length - 1]) : String(raw);
    try {
      params[key.slice(1)] = JSON.parse(text);
    } catch {
      throw badRequest(`Unable to parse value of "${key}=${text}". Please quote string values.`);
    }
  }
  return params;
}

interface QueryRoute {
  Params: { apiVersion: string; dataset: string };
  Querystring: Record<string, unknown>;
  Body: { query?: unknown; params?: unknown } | undefined;
}

/**
 * The Sanity-compatible query endpoint (ARCHITECTURE §7): `GET /v{apiVersion}/data/query/{dataset}`
 * with `query` and `$name=<JSON>` parameters, and the `POST` variant with a `{ query, params }` body
 * that `@sanity/client` uses for long queries. Answers `{ query, result, ms }` (without `query` when
 * `returnQuery=false`, as the real service does). Content targeted at named players reaches only them
 * (`forViewer`, by the request's Bearer token through `playerIdOf`).
 */
export function registerContentQuery(
  app: FastifyInstance,
  options: { documents: () => readonly ContentDocument[]; now: () => Date; playerIdOf?: (authorization: string | undefined) => Promise<string | null> },
): void {
  const answer = async (reply: FastifyReply, request: FastifyRequest<QueryRoute>, query: unknown, params: Record<string, unknown>) => {
    const started = performance.now();
    try {
      if (!API_VERSION.test(request.params.apiVersion)) throw badRequest(INVALID_API_VERSION);
      if (request.params.dataset !== CONTENT_DATASET) {
        throw new QueryError(404, { error: { description: `Dataset "${request.params.dataset}" not found`, type: 'httpNotFound' } });
      }
      if (typeof query !== 'string' || query.trim() === '') throw badRequest('The `query` parameter is required');
      // Content for named players goes to those players only (issue 21 point 8): the caller is whoever the
      // Bearer token says, a visitor without one.
      const playerId = (await options.playerIdOf?.(request.headers.authorization)) ?? null;
      const result = forViewer(await runGroqQuery(query, params, options.documents(), options.now()), playerId);
      const ms = Math.round(performance.now() - started);
      return request.query.returnQuery === 'false' ? { result, ms } : { query, result, ms };
    } catch (error) {
      if (error instanceof QueryError) return reply.code(error.statusCode).send(error.body);
      throw error;
    }
  };

  app.get<QueryRoute>('/v:apiVersion/data/query/:dataset', async (request, reply) => {
    let params: Record<string, unknown>;
    try {
      params = paramsFromSearch(request.query);
    } catch (error) {
      if (error instanceof QueryError) return reply.code(error.statusCode).send(error.body);
      throw error;
    }
    return answer(reply, request, request.query.query, params);
  });

  app.post<QueryRoute>('/v:apiVersion/data/query/:dataset', async (request, reply) => {
    const body = request.body ?? {};
    const params = body.params && typeof body.params === 'object' ? (body.params as Record<string, unknown>) : {};
    return answer(reply, request, body.query, params);
  });
}
