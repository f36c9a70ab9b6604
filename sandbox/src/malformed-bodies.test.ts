import { errorBodySchema } from '@casino/shared/wire';
import fc from 'fast-check';
import { sql } from 'kysely';

import { routesOf, MAX_BODY_BYTES } from './server';
import { bearer, createTestSandbox, loginAs, type TestSandbox } from './testing/test-sandbox';

/**
 * Issue 21 point 6: every route that reads a body, sent bodies no client should send. Whatever comes in, the
 * sandbox answers below 500, a 400 carries spec 000 §8 field errors, no answer shows a stack, and a refused
 * body writes nothing to the ledger.
 */

const PLAYER = 'anna@sandbox.test';
/** Runs per route: about 100 routes × 10 runs ≈ 1,000 requests, about 20 s on a 2-core machine (the file: 35–40 s with the database start). */
const RUNS_PER_ROUTE = 10;

/** Field names the routes read, so generated objects reach the routes' own checks, not only "unknown key". */
const FIELD_NAMES = [
  'email', 'password', 'newPassword', 'code', 'amount', 'currency', 'paymentMethod', 'paymentMethodId', 'limit', 'duration',
  'updatedAt', 'deleteLimit', 'cancelPendingLimit', 'phoneNumber', 'gameId', 'symbol', 'mode', 'tableId', 'stake', 'campaignId',
  'bonusCode', 'answers', 'firstName', 'lastName', 'address', 'city', 'zip', 'country', 'language', 'type', 'referenceId',
  'pendingWithdrawalId', 'refreshToken', 'query', 'params', 'period', 'consent', 'accepted', 'version', 'value', 'id',
] as const;

/** Text no form should send: control characters, lone surrogates, emoji, right-to-left marks, huge strings. */
const hostileText = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.constantFrom('', ' ', '\u0000', '\u202e<script>', '\ud800', '😀'.repeat(500), 'NaN', 'Infinity', '-0', '1e308', '9007199254740993', '__proto__'),
  fc.integer({ min: 1_000, max: 20_000 }).map((length) => 'x'.repeat(length)),
);

/** Numbers at the edges: what JSON can carry (`-0` arrives as 0; Infinity is sent as raw text below). */
const edgeNumber = fc.constantFrom(1e308, -1e308, -0, -1, -100, 0.5, 0.001, Number.MAX_SAFE_INTEGER + 1, -Number.MAX_SAFE_INTEGER - 1, Number.MIN_VALUE, 2 ** 53 + 2);

const hostileValue: fc.Arbitrary<unknown> = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    hostileText,
    edgeNumber,
    fc.constantFrom(null, true, false),
    fc.array(tie('value'), { maxLength: 4 }),
    fc.dictionary(fc.constantFrom(...FIELD_NAMES), tie('value'), { maxKeys: 4 }),
  ),
})).value;

/** A request body as raw text, and the content type it is sent with. */
interface MalformedBody {
  payload: string;
  contentType: string;
}

const json = (value: unknown): MalformedBody => ({ payload: JSON.stringify(value) ?? 'null', contentType: 'application/json' });

const malformedBody: fc.Arbitrary<MalformedBody> = fc.oneof(
  // Objects with the routes' field names and values of the wrong kind.
  fc.dictionary(fc.constantFrom(...FIELD_NAMES), hostileValue, { minKeys: 1, maxKeys: 6 }).map(json),
  // Not an object at all.
  fc.oneof(edgeNumber, hostileText, fc.constantFrom(null, true, [], [{}]), fc.array(hostileValue, { maxLength: 3 })).map(json),
  // Not JSON although it says so, and numbers JSON.parse turns into Infinity or rounds.
  fc.oneof(
    fc.string({ unit: 'binary', maxLength: 60 }).filter((text) => !parses(text)),
    fc.constantFrom('{', '{"amount":', "{'email':1}", 'NaN', 'undefined', '{"a":1}}', '\u0000', '[1,]', '{"__proto__":{"x":1}}', '{"constructor":{"prototype":{"x":1}}}'),
    fc.constantFrom('1e400', '-1e400', '9007199254740993', '-0', '1e-400', '123456789012345678901234567890').chain((number) =>
      fc.constantFrom(...FIELD_NAMES).map((field) => `{"${field}":${number}}`),
    ),
  ).map((payload) => ({ payload, contentType: 'application/json' })),
  // Another content type, or a body over the size limit.
  fc.record({ payload: hostileText, contentType: fc.constantFrom('text/plain', 'application/xml', 'application/x-www-form-urlencoded', 'multipart/form-data', 'application/json; charset=utf-16') }),
  fc.constant({ payload: JSON.stringify({ email: 'x'.repeat(MAX_BODY_BYTES) }), contentType: 'application/json' }),
);

function parses(text: string): boolean {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}

/** Text a stack trace or an internal error leaves in an answer. */
const STACK_TRACE = /\n\s+at |node_modules|\/src\/|\.ts:\d+|\bat [\w.<>]+ \(/;

/** The money and the rows a refused body must not touch. */
async function ledgerSnapshot(db: NonNullable<TestSandbox['db']>): Promise<unknown> {
  const { rows } = await sql<Record<string, string>>`select
      (select count(*) from transactions) as transactions,
      (select coalesce(sum(main + locked + bonus_casino + bonus_live_casino + bonus_sports), 0) from wallets) as money,
      (select count(*) from player_limits) as limits,
      (select count(*) from registrations) as registrations,
      (select count(*) from player_bonuses) as bonuses,
      (select count(*) from sports_bets) as bets`.execute(db);
  return rows[0];
}

/** Path parameters that must be right for a route to read its body; any other parameter gets a word. */
const PARAMETERS: Record<string, string> = { email: encodeURIComponent(PLAYER), apiVersion: '2025-01-01', dataset: 'production' };
const urlOf = (pattern: string) => pattern.replace(/:(\w+)/g, (_, name: string) => PARAMETERS[name] ?? 'fuzz');

/** The content service speaks Sanity's error shape, `{ error: { description, type } }` (README "Content (GROQ)"), not the platform's. */
const isContentQuery = (url: string) => url.startsWith('/v:apiVersion/data/query/');

describe('malformed request bodies (issue 21 point 6)', () => {
  let sandbox: TestSandbox;
  beforeAll(async () => {
    sandbox = await createTestSandbox();
  });
  afterAll(() => sandbox.close());

  it('walks every route that reads a body: never a 5xx or a stack, a 400 has field errors, the ledger is untouched', async () => {
    const bodyRoutes = routesOf(sandbox.app).flatMap(({ method, url }) =>
      [method].flat().filter((one) => ['POST', 'PUT', 'PATCH'].includes(one)).map((one) => ({ method: one as 'POST' | 'PUT' | 'PATCH', url })),
    );
    // The enumeration itself: the money, the limits and sign-up are among them.
    expect(bodyRoutes.map(({ method, url }) => `${method} ${url}`)).toEqual(
      expect.arrayContaining(['POST /player/wallet/deposit/request', 'POST /player/wallet/withdrawal/request', 'PATCH /player/deposit-limits', 'POST /player/registration', 'POST /player/login']),
    );
    const db = sandbox.db!;
    for (const route of bodyRoutes) {
      // A fresh session per route: sign-out and reset end the earlier one.
      const { accessToken } = await loginAs(sandbox.app, PLAYER);
      const before = await ledgerSnapshot(db);
      await fc.assert(
        fc.asyncProperty(malformedBody, async ({ payload, contentType }) => {
          const response = await sandbox.app.inject({ method: route.method, url: urlOf(route.url), payload, headers: { ...bearer(accessToken), 'content-type': contentType } });
          const seen = { route: `${route.method} ${route.url}`, status: response.statusCode, body: response.body.slice(0, 300) };
          expect({ ...seen, serverError: response.statusCode >= 500 }).toEqual({ ...seen, serverError: false });
          expect({ ...seen, stack: STACK_TRACE.test(response.body) }).toEqual({ ...seen, stack: false });
          if (response.statusCode === 400) {
            const answer = errorBodySchema.safeParse(response.json());
            const fieldErrors = answer.success ? (answer.data.validationErrors ?? []) : [];
            // A body the query route could read but not use gets Sanity's answer; one nobody could read, Fastify's.
            const sanityError = isContentQuery(route.url) && typeof (response.json() as { error?: { description?: unknown } }).error?.description === 'string';
            expect({ ...seen, fieldErrors: fieldErrors.length > 0 || sanityError }).toEqual({ ...seen, fieldErrors: true });
          }
        }),
        { numRuns: RUNS_PER_ROUTE },
      );
      // Test control may write by design (reset re-seeds the ledger); every other route refused what it got.
      if (!route.url.startsWith('/__sandbox')) expect({ route: route.url, ledger: await ledgerSnapshot(db) }).toEqual({ route: route.url, ledger: before });
    }
    // About 20 s alone; the ceiling leaves room for a machine shared with other test runs.
  }, 180_000);
});
