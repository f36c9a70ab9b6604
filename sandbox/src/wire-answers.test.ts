import {
  accessContextSchema,
  cookieConsentSchema,
  errorBodySchema,
  manualClaimAvailabilitySchema,
  myGamesListSchema,
  passwordResetResultSchema,
  platformFeaturesSchema,
  platformStatusSchema,
  playerProfileSchema,
  termsVersionSchema,
  tokenResponseSchema,
  transactionSummarySchema,
  walletSchema,
} from '@casino/shared/wire';
import type { z } from 'zod/mini';

import { PERSONAS } from './seed/personas';
import { bearer, createTestSandbox, type TestSandbox } from './testing/test-sandbox';

/** The sandbox's answers parse with the wire schemas the front end types its calls from, so drift shows. */
describe('the sandbox answers in the wire shapes (@casino/shared/wire)', () => {
  let sandbox: TestSandbox;
  beforeEach(async () => {
    sandbox = await createTestSandbox();
  });
  afterEach(() => sandbox.close());

  const answer = async (schema: z.ZodMiniType, method: 'GET' | 'POST', url: string, options: { token?: string; payload?: object } = {}) => {
    const response = await sandbox.app.inject({ method, url, payload: options.payload, headers: options.token ? bearer(options.token) : {} });
    const parsed = schema.safeParse(response.json());
    if (!parsed.success) throw new Error(`${method} ${url} answered outside its wire schema: ${JSON.stringify(parsed.error.issues)}`);
    return response;
  };

  it('answers public platform facts in their wire shapes', async () => {
    await answer(platformStatusSchema, 'GET', '/platform/status');
    await answer(platformFeaturesSchema, 'GET', '/platform/features');
    await answer(accessContextSchema, 'GET', '/player/access/context');
    await answer(termsVersionSchema, 'GET', '/player/terms/current');
    await answer(passwordResetResultSchema, 'POST', '/player/password_reset', { payload: { email: 'anna@sandbox.test' } });
  });

  it.each(PERSONAS.filter((persona) => !persona.special.startsWith('login refused')).map((persona) => persona.email))('answers %s the player calls in their wire shapes', async (email) => {
    const login = await answer(tokenResponseSchema, 'POST', '/player/login', { payload: { email, password: 'Sandbox!2026' } });
    const token = tokenResponseSchema.parse(login.json()).accessToken;
    await answer(playerProfileSchema, 'GET', '/player/profile', { token });
    await answer(walletSchema, 'GET', '/player/wallet', { token });
    await answer(transactionSummarySchema, 'GET', '/player/transaction-summary', { token });
    await answer(cookieConsentSchema, 'GET', '/player/cookies/consent', { token });
    await answer(manualClaimAvailabilitySchema, 'GET', '/bonus/bonus-code/manual-claim/available', { token });
    await answer(myGamesListSchema, 'GET', '/player/games/my-games?category=favourites', { token });
    await answer(myGamesListSchema, 'POST', '/player/games/recently-played', { token, payload: { gameId: 'any-game', lobbyPageType: 'casino-lobby' } });
  });

  it('answers errors in the wire error shape, with field errors on a 400', async () => {
    const refused = await answer(errorBodySchema, 'POST', '/player/login', { payload: { email: 'anna@sandbox.test', password: 'wrong' } });
    expect(refused.statusCode).toBe(401);
    const invalid = await answer(errorBodySchema, 'POST', '/player/password_reset', { payload: { email: 'not-an-email' } });
    expect(errorBodySchema.parse(invalid.json()).validationErrors).toHaveLength(1);
  });
});
