import type { FastifyInstance } from 'fastify';
import { cookieConsentUpdateRequestSchema, profileUpdateRequestSchema, termsVersionSchema as wireTermsVersionSchema } from '@casino/shared/wire';

import { requirePlayer } from '../auth/auth-routes';
import type { PlayerSessions } from '../auth/player-sessions';
import { sendValidationError } from '../lib/errors';
import { CURRENT_TERMS_VERSION } from '../seed/personas';
import type { StateStore } from '../state/state-store';

const profileUpdateSchema = profileUpdateRequestSchema;
const termsVersionSchema = wireTermsVersionSchema;
const cookieConsentUpdateSchema = cookieConsentUpdateRequestSchema;

/**
 * The calls of a logged-in player (spec 000 §3, §7; spec 001 §7 Player, Wallet, Bonus). Each needs an
 * `Authorization: Bearer` token and answers 401 Token expired without one, except `GET /player/terms/current`.
 * - `GET /player/profile` → the shared `PlayerProfile`; `PUT /player/profile` merges the allowed fields → the profile;
 * - `GET /player/terms/current` → `{ version }` (public); `PATCH /player/update_term_and_condition_version` `{ version }` → 204;
 * - `GET /player/cookies/consent` → `{ consentId, essentials, performanceFunctional, marketing }`; `PATCH` merges → the same;
 * - `GET /player/wallet/session-token` → `{ token }` for the wallet socket;
 * - `GET /bonus/bonus-code/manual-claim/available` → `{ isAvailable }`.
 */
export function registerAccountRoutes(app: FastifyInstance, options: { store: StateStore; sessions: PlayerSessions }): void {
  const { store, sessions } = options;

  app.get('/player/profile', async (request, reply) => {
    const player = await requirePlayer(sessions, request, reply);
    if (!player) return reply;
    return sessions.playerState(player.email).profile;
  });

  app.put('/player/profile', async (request, reply) => {
    const player = await requirePlayer(sessions, request, reply);
    if (!player) return reply;
    const parsed = profileUpdateSchema.safeParse(request.body ?? {});
    if (!parsed.success) return sendValidationError(reply, 'playerProfileUpdate', request.body, parsed.error);
    const state = await store.update((draft) => {
      const stored = draft.players[player.email];
      if (stored) Object.assign(stored.profile, parsed.data);
    });
    return state.players[player.email]?.profile;
  });

  app.get('/player/terms/current', async () => ({ version: CURRENT_TERMS_VERSION }));

  app.patch('/player/update_term_and_condition_version', async (request, reply) => {
    const player = await requirePlayer(sessions, request, reply);
    if (!player) return reply;
    const parsed = termsVersionSchema.safeParse(request.body ?? {});
    if (!parsed.success) return sendValidationError(reply, 'termsAndConditionVersion', request.body, parsed.error);
    await store.update((draft) => {
      const stored = draft.players[player.email];
      if (stored) stored.profile.termsAndConditionsAcceptedVersion = parsed.data.version;
    });
    return reply.code(204).send();
  });

  app.get('/player/cookies/consent', async (request, reply) => {
    const player = await requirePlayer(sessions, request, reply);
    if (!player) return reply;
    return sessions.playerState(player.email).cookieConsent;
  });

  app.patch('/player/cookies/consent', async (request, reply) => {
    const player = await requirePlayer(sessions, request, reply);
    if (!player) return reply;
    const parsed = cookieConsentUpdateSchema.safeParse(request.body ?? {});
    if (!parsed.success) return sendValidationError(reply, 'cookieConsent', request.body, parsed.error);
    const state = await store.update((draft) => {
      const stored = draft.players[player.email];
      if (stored) Object.assign(stored.cookieConsent, parsed.data);
    });
    return state.players[player.email]?.cookieConsent;
  });

  app.get('/player/wallet/session-token', async (request, reply) => {
    const player = await requirePlayer(sessions, request, reply);
    if (!player) return reply;
    return { token: await sessions.walletToken(player) };
  });

  app.get('/bonus/bonus-code/manual-claim/available', async (request, reply) => {
    const player = await requirePlayer(sessions, request, reply);
    if (!player) return reply;
    return { isAvailable: sessions.playerState(player.email).manualClaimAllowed };
  });
}
