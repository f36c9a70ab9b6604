import fastifyRateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';

/**
 * How often one client may try to log in or have a code sent (issue 21 point 7), per minute unless said:
 * a guessing or SMS-pumping script from one address, or against one account, is stopped long before it
 * matters; a busy office behind one address, or the whole e2e suite on one machine, is not.
 */
export interface RateLimits {
  /** Logins from one IP a minute. */
  loginsPerIp: number;
  /** Logins for one account (e-mail) a minute, from any address. */
  loginsPerAccount: number;
  /** Code requests (sign-up SMS and e-mail, password reset, phone change) from one IP a minute. */
  codeRequestsPerIp: number;
  /** Codes sent to one phone or address in `CODE_WINDOW_MINUTES` of the sandbox clock. */
  codesPerRecipient: number;
}

/** The sandbox's limits, a platform's would be of this order. */
export const DEFAULT_RATE_LIMITS: RateLimits = { loginsPerIp: 120, loginsPerAccount: 30, codeRequestsPerIp: 30, codesPerRecipient: 5 };

/** The window of `codesPerRecipient`, minutes of the sandbox clock: a code's lifetime. */
export const CODE_WINDOW_MINUTES = 10;

/** The spec's refusals for too many tries (spec 001 §8): the login's, and the SMS code's. */
export const TOO_MANY = {
  login: 'code:error.sign.in.attempt.count.exceeded',
  codes: 'sms.max.attempts.reached',
} as const;

/** The e-mail of a login body, lower-cased; `-` when there is none (a body the route will refuse anyway). */
function accountOf(request: FastifyRequest): string {
  const email = (request.body as { email?: unknown } | undefined)?.email;
  return typeof email === 'string' ? email.trim().toLowerCase() : '-';
}

/** The routes that send a code: sign-up SMS and e-mail, password reset, phone change. */
const CODE_REQUEST_ROUTES = ['/player/registration/sms_request', '/player/registration/email_request', '/player/password_reset', '/player/phone_number/sms_request'];

/**
 * Registers `@fastify/rate-limit` (routes opt in with `config.rateLimit`, as the collectors do) and limits
 * the routes that guess or send (issue 21 point 7): `POST /player/login` per IP and per account
 * (`loginRateLimits`), and every `CODE_REQUEST_ROUTES` per IP (`codeRequestRateLimit`; per recipient is
 * `VerificationCodes`'). Call it before the routes are added: it attaches to them as they are.
 */
export async function registerRateLimits(app: FastifyInstance, limits: RateLimits): Promise<void> {
  // One refusal for every route that opts in (the collectors): how many a minute, and when to try again.
  await app.register(fastifyRateLimit, {
    global: false,
    errorResponseBuilder: (_request, context) => ({ statusCode: 429, error: 'Too Many Requests', message: `At most ${context.max} a minute from this address; try again in ${context.after}` }),
  });
  const login = loginRateLimits(app, limits);
  const codes = codeRequestRateLimit(app, limits);
  app.addHook('onRoute', (route) => {
    const methods = [route.method].flat();
    if (!methods.includes('POST')) return;
    const added = route.url === '/player/login' ? login : CODE_REQUEST_ROUTES.includes(route.url) ? [codes] : [];
    if (added.length) route.preHandler = [...added, ...[route.preHandler ?? []].flat()];
  });
}

/**
 * A preHandler counting requests by `key` in a minute (`@fastify/rate-limit`'s store); past `max` it
 * answers 429 with `retry-after` and `body`. Several may run on one route (the plugin's own route hook runs
 * only one per request).
 */
function perMinute(app: FastifyInstance, max: number, key: (request: FastifyRequest) => string, body: Record<string, string>): preHandlerAsyncHookHandler {
  const count = app.createRateLimit({ max, timeWindow: 60_000, keyGenerator: key });
  return async (request, reply) => {
    const counted = await count(request);
    if (counted.isAllowed || !counted.isExceeded) return;
    await reply.code(429).header('retry-after', String(counted.ttlInSeconds)).send({ error: 'Too Many Requests', ...body });
  };
}

/**
 * The hooks that limit a login: per IP, then per account (the body's e-mail). Over either: 429
 * `{ error, message: 'code:error.sign.in.attempt.count.exceeded' }`, which the host shows as spec 001 §8's
 * "max attempts" refusal, with `retry-after` in seconds.
 */
function loginRateLimits(app: FastifyInstance, limits: RateLimits): preHandlerAsyncHookHandler[] {
  const body = { message: TOO_MANY.login };
  return [perMinute(app, limits.loginsPerIp, (request) => `login-ip:${request.ip}`, body), perMinute(app, limits.loginsPerAccount, (request) => `login-account:${accountOf(request)}`, body)];
}

/**
 * The hook that limits code requests per IP (sign-up, password reset, phone change). Over it: 429
 * `{ error, message, code: 'sms.max.attempts.reached' }`, which the forms show as spec 001 §8's SMS
 * max-attempts refusal.
 */
function codeRequestRateLimit(app: FastifyInstance, limits: RateLimits): preHandlerAsyncHookHandler {
  return perMinute(app, limits.codeRequestsPerIp, (request) => `codes-ip:${request.ip}`, { message: 'Too many codes asked for from this address; try again in a minute', code: TOO_MANY.codes });
}
