import type { ErrorBody, FieldError } from '@casino/shared/wire';
import { STATUS_CODES } from 'node:http';

import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';

/** Sends the platform's error body `{ error, message }` (spec 000 §8: the client reads both fields). */
export function sendError(reply: FastifyReply, status: number, error: string, message: string): FastifyReply {
  return reply.code(status).send({ error, message } satisfies ErrorBody);
}

/** spec 000 §8 field errors of a request body that failed its schema. */
export function fieldErrorsOf(objectName: string, body: unknown, error: z.core.$ZodError): FieldError[] {
  return error.issues.map((issue) => {
    const field = issue.path.map(String).join('.');
    const first = issue.path[0];
    const rejectedValue = typeof first === 'string' && body && typeof body === 'object' ? ((body as Record<string, unknown>)[first] ?? null) : (body ?? null);
    return { objectName, field, rejectedValue, status: 'INVALID', message: issue.message, code: issue.code };
  });
}

/** 400 `{ error, message, validationErrors }` for a body that failed its schema (spec 000 §8). */
export function sendValidationError(reply: FastifyReply, objectName: string, body: unknown, error: z.core.$ZodError): FastifyReply {
  return reply.code(400).send({ error: 'Bad Request', message: 'Validation failed', validationErrors: fieldErrorsOf(objectName, body, error) } satisfies ErrorBody);
}

/**
 * 400 for a body that failed its schema, with spec 000 §8 `validationErrors` (issue 21 point 6: every refused
 * body names its fields) while keeping the route's own `error` and readable `message` (default: zod's summary
 * of the same issues), which its callers and tests already read.
 */
export function sendInvalidBody(reply: FastifyReply, objectName: string, body: unknown, error: z.core.$ZodError, answer: { error?: string; message?: string } = {}): FastifyReply {
  return reply
    .code(400)
    .send({ error: answer.error ?? 'Bad Request', message: answer.message ?? z.prettifyError(error), validationErrors: fieldErrorsOf(objectName, body, error) } satisfies ErrorBody);
}

/**
 * A refusal with a spec 001 §8 code: `{ error, message, code }` (the client shows the code's text; "a 400
 * with a code uses that code").
 */
export function sendCodedError(reply: FastifyReply, status: number, code: string, message: string): FastifyReply {
  const error = status === 403 ? 'Forbidden' : status === 404 ? 'Not Found' : status === 409 ? 'Conflict' : status === 429 ? 'Too Many Requests' : 'Bad Request';
  return reply.code(status).send({ error, message, code } satisfies ErrorBody);
}

/** 400 with field errors made by hand (checks a schema cannot make: a duplicate, a refused file). */
export function sendFieldErrors(reply: FastifyReply, fieldErrors: FieldError[]): FastifyReply {
  return reply.code(400).send({ error: 'Bad Request', message: fieldErrors.map((fieldError) => `${fieldError.field}: ${fieldError.message}`).join('; '), validationErrors: fieldErrors } satisfies ErrorBody);
}

/** The field error of a request whose body could not be read at all (not JSON, empty, cut short). */
function unreadableBodyError(message: string, code: string): FieldError {
  return { objectName: 'request', field: 'body', rejectedValue: null, status: 'INVALID', message, code };
}

/**
 * The sandbox's error handler (issue 21 point 6): what a route threw, or Fastify refused before a route ran,
 * answered in the platform's error body (spec 000 §8), never with a stack.
 * - 400 (a body that is not JSON, an empty or cut-short body, a failed route schema): `{ error: 'Bad Request',
 *   message, validationErrors }`, with one field error on `body` whose `code` is Fastify's (e.g.
 *   `FST_ERR_CTP_INVALID_JSON_BODY`), or one per failed schema keyword;
 * - any other 4xx (413 too large, 415 unsupported media type, 429 too many requests): `{ error, message }`
 *   with the status's name and the refusal's own message (these name no internals);
 * - 5xx, and anything thrown without a status: logged with its stack, answered `{ error, message }` with the
 *   same status (500 without one) and a message that says nothing of the cause.
 */
export function answerError(error: FastifyError | Error, request: FastifyRequest, reply: FastifyReply): FastifyReply {
  const status = 'statusCode' in error && typeof error.statusCode === 'number' && error.statusCode >= 400 && error.statusCode <= 599 ? error.statusCode : 500;
  const name = STATUS_CODES[status] ?? 'Error';
  if (status >= 500) {
    request.log.error({ err: error }, 'a request failed');
    return reply.code(status).send({ error: name, message: 'The sandbox could not answer this request' } satisfies ErrorBody);
  }
  if (status === 400) {
    const code = 'code' in error && typeof error.code === 'string' ? error.code : 'BadRequest';
    const validation = 'validation' in error ? error.validation : undefined;
    const validationErrors = validation?.length
      ? validation.map((issue) => ({ ...unreadableBodyError(issue.message ?? 'is invalid', issue.keyword), field: issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || 'body' }))
      : [unreadableBodyError(error.message, code)];
    return reply.code(400).send({ error: name, message: error.message, validationErrors } satisfies ErrorBody);
  }
  return reply.code(status).send({ error: name, message: error.message } satisfies ErrorBody);
}
