import type { ErrorBody, FieldError } from '@casino/shared/wire';
import type { FastifyReply } from 'fastify';
import type { z } from 'zod';

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
