/**
 * The normalised error of every platform call (spec 000 §8, spec 001 §8): 4xx are client errors,
 * 5xx server errors, the message is built from the body's `error` and `message` fields, timeouts
 * carry one of the two timeout messages, and field errors keep the platform's shape.
 */

/** spec 000 §8, spec 001 §5: a server field error (the wire type). */
export type { FieldError } from '../wire/errors';
import type { FieldError } from '../wire/errors';

/** spec 000 §8: the two timeout messages. */
export const TIMEOUT_MESSAGES = {
  connection: 'connection timed out',
  socket: 'socket timed out on request',
} as const;

/** spec 001 §8: a registration call with no response. */
export const NETWORK_ERROR_MESSAGE = 'Network Error';

export type PlatformErrorKind = 'client' | 'server' | 'timeout' | 'network';

/** A failed platform call, whatever the transport said. */
export class PlatformError extends Error {
  override readonly name = 'PlatformError';
  constructor(
    message: string,
    readonly kind: PlatformErrorKind,
    /** HTTP status, when a response came. */
    readonly status: number | undefined,
    /** The platform's error code: the body's `code`, or the `code:` prefix of its message (spec 001 §8). */
    readonly code: string | undefined,
    readonly fieldErrors: FieldError[] = [],
    /** The response body as the platform sent it. */
    readonly body: unknown = undefined,
  ) {
    super(message);
  }
}

interface ErrorBody {
  error?: unknown;
  message?: unknown;
  code?: unknown;
  validationErrors?: unknown;
  fieldErrors?: unknown;
}

/** Shape of the transport error this function reads: axios' `AxiosError`, structurally. */
export interface TransportError {
  code?: string;
  message?: string;
  response?: { status: number; data?: unknown };
}

/** `code:error.exclusion.in.progress:days:3` → `error.exclusion.in.progress`. */
export function codeFromMessage(message: string): string | undefined {
  const match = /^code:([^:]+)/.exec(message);
  return match?.[1];
}

const ERROR_KINDS: ReadonlySet<unknown> = new Set<PlatformErrorKind>(['client', 'server', 'timeout', 'network']);

/** A `PlatformError` made by another bundle's copy of this module (the host's, seen from a remote). */
function isForeignPlatformError(error: unknown): error is PlatformError {
  if (typeof error !== 'object' || error === null) return false;
  const candidate = error as { name?: unknown; kind?: unknown; message?: unknown };
  return candidate.name === 'PlatformError' && ERROR_KINDS.has(candidate.kind) && typeof candidate.message === 'string';
}

/**
 * Turns a transport error into a `PlatformError`; a `PlatformError` of another bundle's copy of this module
 * (the host's http client rejects with those) is recognised by its shape and keeps every field. Never throws.
 *
 * - A response: `client` for 4xx, `server` for 5xx; message `"<error>: <message>"` from the body,
 *   or whichever of the two exists, or `Request failed with status <n>`.
 * - No response: `timeout` with `connection timed out` (ETIMEDOUT) or `socket timed out on request`
 *   (ECONNABORTED, axios' own timeout), else `network` with `Network Error`.
 */
export function normalisePlatformError(error: unknown): PlatformError {
  if (error instanceof PlatformError) return error;
  // A remote bundles its own copy of this module, so the host's http client rejects with a PlatformError
  // of another class: recognised by its shape, it keeps its status, code, field errors and body.
  if (isForeignPlatformError(error)) {
    return new PlatformError(error.message, error.kind, error.status, error.code, error.fieldErrors ?? [], error.body);
  }
  const transport = (error ?? {}) as TransportError;
  const response = transport.response;
  if (!response) {
    if (transport.code === 'ETIMEDOUT') return new PlatformError(TIMEOUT_MESSAGES.connection, 'timeout', undefined, transport.code);
    if (transport.code === 'ECONNABORTED') return new PlatformError(TIMEOUT_MESSAGES.socket, 'timeout', undefined, transport.code);
    return new PlatformError(NETWORK_ERROR_MESSAGE, 'network', undefined, transport.code);
  }
  const body: ErrorBody = typeof response.data === 'object' && response.data !== null ? (response.data as ErrorBody) : {};
  const parts = [body.error, body.message].filter((part): part is string => typeof part === 'string' && part.length > 0);
  const message = parts.length ? parts.join(': ') : `Request failed with status ${response.status}`;
  const rawFieldErrors = Array.isArray(body.validationErrors) ? body.validationErrors : Array.isArray(body.fieldErrors) ? body.fieldErrors : [];
  const code =
    typeof body.code === 'string' ? body.code : typeof body.message === 'string' ? codeFromMessage(body.message) : undefined;
  return new PlatformError(message, response.status >= 500 ? 'server' : 'client', response.status, code, rawFieldErrors as FieldError[], response.data);
}
