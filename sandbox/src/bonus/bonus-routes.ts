import {
  BONUS_ERROR_CODES,
  bonusCodeValidateRequestSchema,
  bonusStateRequestSchema,
  claimRewardRequestSchema,
  consentRequestSchema,
  freeSpinClaimRequestSchema,
  manualClaimRequestSchema,
  queuedClaimRequestSchema,
  rewardsQuerySchema,
  type BonusError as WireBonusError,
  type ContentGame,
} from '@casino/shared/wire';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';

import { requirePlayer } from '../auth/auth-routes';
import type { AuthenticatedPlayer, PlayerSessions } from '../auth/player-sessions';
import { CONTROL_PREFIX } from '../control/faults';
import { sendError, sendValidationError } from '../lib/errors';
import type { StateStore } from '../state/state-store';
import { BonusError, type BonusEngine, type BonusPlayer } from './bonus-engine';

const id = z.string().trim().min(1).max(100);
const campaignParamsSchema = z.object({ campaignId: id });
const assignmentParamsSchema = z.object({ assignmentId: id });
const optInParamsSchema = z.object({ id });
const gameParamsSchema = z.object({ gameId: z.string().trim().min(1).max(200) });
const tournamentParamsSchema = z.object({ id });
const language = z.string().trim().regex(/^[A-Za-z]{2,3}(-[A-Za-z]{2})?$/);
const sportsbookQuerySchema = z.object({ lang: language.default('en') });
const tournamentsQuerySchema = z.object({ language: language.default('EN') });
const tournamentQuerySchema = z.object({ period: z.enum(['current', 'previous']).default('current'), language: language.default('EN') });
const freeSpinsQuerySchema = z.object({ campaignIds: z.string().min(1).max(2000).transform((value) => value.split(',').map((part) => part.trim()).filter(Boolean)).pipe(z.array(id).min(1).max(50)) });
const gameRoundSchema = z.object({ vertical: z.enum(['CASINO', 'LIVE_CASINO']).default('CASINO'), running: z.boolean() }).strict();

/** Sends a refused bonus call (or a withdrawal an active bonus stands in front of) as the wire's `BonusError` (spec 001 §8); rethrows anything else. */
export function sendBonusError(reply: FastifyReply, error: unknown): FastifyReply {
  if (!(error instanceof BonusError)) throw error;
  const names: Record<number, string> = { 400: 'Bad Request', 403: 'Forbidden', 404: 'Not Found', 409: 'Conflict' };
  const body: WireBonusError = { error: names[error.status] ?? 'Error', message: error.message, code: error.code, ...(error.active ?? {}) };
  return reply.code(error.status).send(body);
}

/**
 * The bonus calls of spec 001 §7 "Bonus" (issue 17), in the shapes of `@casino/shared/wire` bonus.ts, on
 * the bonus engine (`BonusEngine`). Each needs the player's Bearer token (401 Token expired), except the
 * tournaments, which a visitor may read (a token adds `optedIn` and `me`). Bodies, params and queries are
 * checked with zod: a bad one is 400 with spec 000 §8 field errors and nothing is written. A player whose
 * profile says `payout: false` (risk payout) or whose token's multibrand claim is suspended gets 403
 * `error.bonus.not.eligible` on every call. Refusals are `BonusError` `{ error, message, code, active… }`:
 * 400 for bad codes and ineligible claims, 403 manual claim not allowed, 404 unknown campaign or bonus,
 * 409 for the active-bonus conflict, a stale forfeit and a forfeit while a round runs.
 *
 * - `GET /bonus/rewards?rewardsType&version&hasBonusCode&excludeTriggerType` → `{ rewards }`;
 * - `POST /bonus/rewards/:campaignId/claim` `{ state, bonusAssignmentId? }` → `Reward`;
 * - `PUT /bonus/:assignmentId/state` `{ state: FORFEITED, wageringProgress }` → `Reward` (FORFEITED);
 * - `POST /bonus/rewards/:campaignId/queued/claim` `{ queuedPlayerBonusId }` → `Reward`;
 * - `POST /bonus/freespins/:campaignId/claim` `{ bonusAssignmentId?, partnerBonusCode? }` → `Reward`;
 * - `GET /bonus/freespins?campaignIds=a,b` → `{ freeSpins }`;
 * - `POST /bonus/cashback/:campaignId/activate|deactivate` → `Reward`; `…/claim` → `{ amount, currency, reward }`;
 *   `GET /bonus/cashback/:campaignId/progress` → `CashbackProgress`;
 * - `POST|GET /bonus/optIn/:id/activate|deactivate` → `Reward`;
 * - `GET /bonus/games/:gameId/limitations` → `GameLimitations`;
 * - `POST /bonus/bonus-code/validate` `{ bonusCode }` → `{ bonusCode, campaignId, reward }`;
 * - `POST /bonus/bonus-code/manual-claim` `{ bonusCode, state }` → `Reward` (403 when not allowed);
 * - `POST /bonus/campaigns/consent` `{ agreed, bonusCode, campaignId? }` → `Reward`, or 204 when declined;
 * - `GET /bonus/sportsbook?lang` → `{ bonuses }`; `POST /bonus/sportsbook/:campaignId/claim` → `Reward`;
 * - `GET /bonus/tournaments?language` → `{ tournaments }`; `GET /bonus/tournaments/:id?period&language` → `Tournament`.
 *
 * Control: `POST /__sandbox/players/:email/game-round` `{ vertical?, running }` → `{ running }` (a round
 * of that vertical is running: a forfeit is refused); `GET /__sandbox/players/:email/bonuses` → the
 * player's bonuses as the database holds them.
 */
export function registerBonusRoutes(app: FastifyInstance, options: { store: StateStore; sessions: PlayerSessions; engine: BonusEngine; games: readonly ContentGame[] }): void {
  const { sessions, engine } = options;
  const liveGames = new Set(options.games.filter((game) => game.type === 'live-casino').map((game) => game.id));

  const playerOf = (player: AuthenticatedPlayer): BonusPlayer => {
    const profile = sessions.playerState(player.email).profile;
    return { playerId: player.persona.playerId, email: player.email, market: player.persona.market, currency: profile.currencyCode, language: profile.languageCode };
  };
  /** The player, or null with 401 (no token) or 403 (risk payout, multibrand suspended) sent. */
  const bonusPlayer = async (request: FastifyRequest, reply: FastifyReply): Promise<BonusPlayer | null> => {
    const player = await requirePlayer(sessions, request, reply);
    if (!player) return null;
    const profile = sessions.playerState(player.email).profile;
    const suspended = (JSON.parse(player.persona.multibrand) as { suspended?: boolean }).suspended === true;
    if (profile.payout === false || profile.accountStatus === 'PAYOUT' || suspended) {
      sendBonusError(reply, new BonusError(403, BONUS_ERROR_CODES.notEligible, 'Bonuses are closed to this account'));
      return null;
    }
    return playerOf(player);
  };
  const parse = <T>(schema: z.core.$ZodType<T>, value: unknown, objectName: string, reply: FastifyReply): T | null => {
    const parsed = z.safeParse(schema, value ?? {});
    if (parsed.success) return parsed.data;
    sendValidationError(reply, objectName, value, parsed.error);
    return null;
  };
  /** A call of a player: parses, runs, answers the result or the refusal. */
  const handle = <P, B>(
    request: FastifyRequest,
    reply: FastifyReply,
    schemas: { params?: z.core.$ZodType<P>; body?: z.core.$ZodType<B>; objectName: string },
    run: (player: BonusPlayer, params: P, body: B) => Promise<unknown>,
  ) =>
    (async () => {
      const player = await bonusPlayer(request, reply);
      if (!player) return reply;
      const params = schemas.params ? parse(schemas.params, request.params, `${schemas.objectName}Params`, reply) : ({} as P);
      if (params === null) return reply;
      const body = schemas.body ? parse(schemas.body, request.method === 'GET' ? request.query : request.body, schemas.objectName, reply) : ({} as B);
      if (body === null) return reply;
      try {
        const answer = await run(player, params, body);
        if (answer === null) return reply.code(204).send();
        return answer;
      } catch (error) {
        return sendBonusError(reply, error);
      }
    })();

  app.get('/bonus/rewards', (request, reply) => handle(request, reply, { body: rewardsQuerySchema, objectName: 'rewardsQuery' }, async (player, _params, query) => ({ rewards: await engine.rewards(player, query) })));

  app.post('/bonus/rewards/:campaignId/claim', (request, reply) =>
    handle(request, reply, { params: campaignParamsSchema, body: claimRewardRequestSchema, objectName: 'rewardClaim' }, (player, params, body) => engine.claim(player, params.campaignId, { bonusAssignmentId: body.bonusAssignmentId })),
  );

  app.put('/bonus/:assignmentId/state', (request, reply) =>
    handle(request, reply, { params: assignmentParamsSchema, body: bonusStateRequestSchema, objectName: 'bonusState' }, (player, params, body) => engine.forfeit(player, params.assignmentId, body.wageringProgress)),
  );

  app.post('/bonus/rewards/:campaignId/queued/claim', (request, reply) =>
    handle(request, reply, { params: campaignParamsSchema, body: queuedClaimRequestSchema, objectName: 'queuedClaim' }, (player, params, body) => engine.claimQueued(player, params.campaignId, body.queuedPlayerBonusId)),
  );

  app.post('/bonus/freespins/:campaignId/claim', (request, reply) =>
    handle(request, reply, { params: campaignParamsSchema, body: freeSpinClaimRequestSchema, objectName: 'freeSpinClaim' }, (player, params, body) => engine.claimFreeSpins(player, params.campaignId, body)),
  );

  app.get('/bonus/freespins', (request, reply) => handle(request, reply, { body: freeSpinsQuerySchema, objectName: 'freeSpinsQuery' }, (player, _params, query) => engine.freeSpins(player, query.campaignIds)));

  app.post('/bonus/cashback/:campaignId/activate', (request, reply) => handle(request, reply, { params: campaignParamsSchema, objectName: 'cashback' }, (player, params) => engine.activateCashback(player, params.campaignId)));
  app.post('/bonus/cashback/:campaignId/claim', (request, reply) => handle(request, reply, { params: campaignParamsSchema, objectName: 'cashback' }, (player, params) => engine.claimCashback(player, params.campaignId)));
  app.post('/bonus/cashback/:campaignId/deactivate', (request, reply) => handle(request, reply, { params: campaignParamsSchema, objectName: 'cashback' }, (player, params) => engine.deactivateCashback(player, params.campaignId)));
  app.get('/bonus/cashback/:campaignId/progress', (request, reply) => handle(request, reply, { params: campaignParamsSchema, objectName: 'cashback' }, (player, params) => engine.cashbackProgress(player, params.campaignId)));

  for (const method of ['GET', 'POST'] as const) {
    app.route({ method, url: '/bonus/optIn/:id/activate', handler: (request, reply) => handle(request, reply, { params: optInParamsSchema, objectName: 'optIn' }, (player, params) => engine.optIn(player, params.id)) });
    app.route({ method, url: '/bonus/optIn/:id/deactivate', handler: (request, reply) => handle(request, reply, { params: optInParamsSchema, objectName: 'optIn' }, (player, params) => engine.optOut(player, params.id)) });
  }

  app.get('/bonus/games/:gameId/limitations', (request, reply) =>
    handle(request, reply, { params: gameParamsSchema, objectName: 'gameLimitations' }, (player, params) => engine.limitations(player, params.gameId, liveGames.has(params.gameId) ? 'LIVE_CASINO' : 'CASINO')),
  );

  app.post('/bonus/bonus-code/validate', (request, reply) => handle(request, reply, { body: bonusCodeValidateRequestSchema, objectName: 'bonusCodeValidate' }, (player, _params, body) => engine.validateCode(player, body.bonusCode)));

  app.post('/bonus/bonus-code/manual-claim', (request, reply) =>
    handle(request, reply, { body: manualClaimRequestSchema, objectName: 'manualClaim' }, async (player, _params, body) => {
      if (!sessions.playerState(player.email).manualClaimAllowed) throw new BonusError(403, BONUS_ERROR_CODES.manualClaimNotAllowed, 'Manual bonus claim is not allowed for this account');
      return engine.claimCode(player, body.bonusCode);
    }),
  );

  app.post('/bonus/campaigns/consent', (request, reply) => handle(request, reply, { body: consentRequestSchema, objectName: 'campaignConsent' }, (player, _params, body) => engine.consent(player, body)));

  app.get('/bonus/sportsbook', (request, reply) => handle(request, reply, { body: sportsbookQuerySchema, objectName: 'sportsbookQuery' }, async (player, _params, query) => ({ bonuses: await engine.sportsbook(player, query.lang) })));
  app.post('/bonus/sportsbook/:campaignId/claim', (request, reply) => handle(request, reply, { params: campaignParamsSchema, objectName: 'sportsbookClaim' }, (player, params) => engine.claimSportsbook(player, params.campaignId)));

  /** The player of a token when there is a valid one; a visitor (or a stale token) reads as anonymous. */
  const optionalPlayer = async (request: FastifyRequest): Promise<BonusPlayer | null> => {
    if (!request.headers.authorization) return null;
    const authentication = await sessions.authentication(request.headers.authorization);
    return authentication.player ? playerOf(authentication.player) : null;
  };

  app.get('/bonus/tournaments', async (request, reply) => {
    const query = parse(tournamentsQuerySchema, request.query, 'tournamentsQuery', reply);
    if (query === null) return reply;
    return { tournaments: await engine.tournaments(await optionalPlayer(request), query.language) };
  });

  app.get('/bonus/tournaments/:id', async (request, reply) => {
    const params = parse(tournamentParamsSchema, request.params, 'tournamentParams', reply);
    if (params === null) return reply;
    const query = parse(tournamentQuerySchema, request.query, 'tournamentQuery', reply);
    if (query === null) return reply;
    try {
      return await engine.tournament(await optionalPlayer(request), params.id, query.period, query.language);
    } catch (error) {
      return sendBonusError(reply, error);
    }
  });

  app.post<{ Params: { email: string } }>(`${CONTROL_PREFIX}/players/:email/game-round`, async (request, reply) => {
    const persona = sessions.directory.find(request.params.email);
    if (!persona) return sendError(reply, 404, 'NOT_FOUND', `No persona ${request.params.email}`);
    const body = parse(gameRoundSchema, request.body, 'gameRound', reply);
    if (body === null) return reply;
    engine.setRoundRunning(persona.email, body.vertical, body.running);
    return { running: body.running, vertical: body.vertical };
  });

  app.get<{ Params: { email: string } }>(`${CONTROL_PREFIX}/players/:email/bonuses`, async (request, reply) => {
    const persona = sessions.directory.find(request.params.email);
    if (!persona) return sendError(reply, 404, 'NOT_FOUND', `No persona ${request.params.email}`);
    return { bonuses: await engine.bonusesView(persona.playerId) };
  });

  options.store.onReset(() => engine.seed());
}
