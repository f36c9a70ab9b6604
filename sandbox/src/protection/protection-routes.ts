import {
  activityCheckUpdateRequestSchema,
  coolingRequestSchema,
  exclusionRequestSchema,
  LIMIT_PATHS,
  LIMIT_TYPES,
  limitUpdateRequestSchema,
  timeoutRequestSchema,
  type FieldError,
  type LimitError,
  type LimitPeriod,
  type LimitType,
  type ProtectionRefusal,
} from '@casino/shared/wire';
import { formatMinorMoney } from '@casino/shared/money';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';

import { requirePlayer } from '../auth/auth-routes';
import type { PlayerSessions } from '../auth/player-sessions';
import type { SandboxClock } from '../clock/sandbox-clock';
import { CONTROL_PREFIX } from '../control/faults';
import { sendFieldErrors, sendValidationError } from '../lib/errors';
import { LimitConflict, LimitRefusal, ProtectionFieldError, protectedPlayerOf, type Allowance, type PlayerProtection } from './player-protection';

const clockRequestSchema = z.object({ advanceMs: z.number().int().min(0).max(10 * 366 * 86_400_000) }).strict();

const PERIOD_WORDS: Record<LimitPeriod, string> = { D: 'daily', W: 'weekly', M: 'monthly' };

/** The refusal body of a deposit or bet that a limit stops (403), or null when the allowance lets it through. */
export function protectionRefusalOf(allowance: Allowance, kind: 'deposit' | 'loss', currency: string): ProtectionRefusal | null {
  if (allowance.required) {
    return { error: 'Forbidden', message: 'Set a deposit limit before you deposit or play (required in your market)', code: 'error.deposit.limit.required', limitLeft: 0, duration: null, resetAt: null };
  }
  if (!allowance.exceeded) return null;
  const left = formatMinorMoney(allowance.left ?? 0, currency);
  if (allowance.balance) {
    return {
      error: 'Forbidden',
      message: `This deposit would take your balance over your balance limit: you can deposit ${left} more`,
      code: 'error.balance.limit.reached',
      limitLeft: allowance.left,
      duration: null,
      resetAt: null,
    };
  }
  if (allowance.period === null) return null;
  const word = PERIOD_WORDS[allowance.period];
  return {
    error: 'Forbidden',
    message: kind === 'deposit' ? `This deposit is over your ${word} deposit limit: ${left} left until ${allowance.resetAt}` : `This bet would pass your ${word} loss limit: ${left} left until ${allowance.resetAt}`,
    code: kind === 'deposit' ? 'error.deposit.limit.reached' : 'error.loss.limit.reached',
    limitLeft: allowance.left,
    duration: allowance.period,
    resetAt: allowance.resetAt,
  };
}

/** Answers a refused change: 400 with the spec 001 §5 code, 409 for a stale version, 400 field errors; rethrows anything else. */
function sendProtectionError(reply: FastifyReply, error: unknown, objectName: string): FastifyReply {
  if (error instanceof LimitRefusal) {
    return reply.code(400).send({ error: 'Bad Request', message: error.message, code: `error.deposit.limit.${error.limitCode}`, limitCode: error.limitCode, duration: error.duration } satisfies LimitError);
  }
  if (error instanceof LimitConflict) {
    return reply.code(409).send({ error: 'Conflict', message: error.message, code: 'error.limit.conflict', updatedAt: error.current });
  }
  if (error instanceof ProtectionFieldError) {
    const fieldError: FieldError = { objectName, field: error.field, rejectedValue: error.rejectedValue, status: 'INVALID', message: error.message, code: error.code };
    return sendFieldErrors(reply, [fieldError]);
  }
  throw error;
}

/**
 * The player-protection calls of spec 001 §7 (issue 16), with the player's Bearer token (401 otherwise);
 * bodies checked with `@casino/shared/wire` (`limits.ts`): a bad one is 400 with `validationErrors` and
 * writes nothing.
 * - `GET` / `PATCH /player/deposit-limits`, `/player/spend-limits`, `/player/session-limits` → `Limits`
 *   (PATCH `{ duration, limit | deleteLimit | cancelPendingLimit, updatedAt }`; 400 `error.deposit.limit.*`
 *   with `limitCode` and `duration`; 409 `error.limit.conflict` for a stale `updatedAt`);
 * - `GET /player/session-limits/minutes_remaining` → `MinutesRemaining`;
 * - `GET` / `PATCH /player/timeout` `{ duration }` → `TimeoutStatus`; `POST /player/:id/timeout/cooling`
 *   `{ playerId }` → a 24 h time-out (`COOLING`); both end every session of the player at once;
 * - `GET` / `PATCH /player/exclusion` `{ exclusionInMonths | accountDisableIndefinitely, exclusionDelayInHours? }`
 *   → `ExclusionStatus`; the sessions end at once unless a delay postpones the start;
 * - `GET` / `PATCH /player/activity_check` `{ realityCheckInterval }` → `ActivitySettings`;
 *   `PATCH /player/reset_timer` → `ActivitySettings`; `GET /player/wallet/activity_check` → `ActivitySummary`;
 * - `GET /player/balance-limit` → `BalanceLimit` (issue 16 §5: set at a Dutch sign-up).
 * Control: `GET /__sandbox/clock` → `{ now }`; `POST /__sandbox/clock` `{ advanceMs }` → `{ now }` (ISO);
 * `DELETE /__sandbox/players/:email/limits` → 204: every limit of the player gone at once (a test puts back
 * what it set), 404 for an unknown player.
 */
export function registerProtectionRoutes(app: FastifyInstance, options: { sessions: PlayerSessions; protection: PlayerProtection; clock: SandboxClock }): void {
  const { sessions, protection, clock } = options;

  for (const type of LIMIT_TYPES) {
    const path = `/player/${LIMIT_PATHS[type]}`;
    app.get(path, async (request, reply) => {
      const player = await requirePlayer(sessions, request, reply);
      if (!player) return reply;
      return protection.limits(protectedPlayerOf(player.persona), type);
    });
    app.patch(path, async (request, reply) => {
      const player = await requirePlayer(sessions, request, reply);
      if (!player) return reply;
      const parsed = limitUpdateRequestSchema.safeParse(request.body);
      if (!parsed.success) return sendValidationError(reply, 'limitUpdate', request.body, parsed.error);
      try {
        return await protection.updateLimit(protectedPlayerOf(player.persona), type satisfies LimitType, parsed.data);
      } catch (error) {
        return sendProtectionError(reply, error, 'limitUpdate');
      }
    });
  }

  app.get<{ Params: { limit: string } }>('/player/:limit/minutes_remaining', async (request, reply) => {
    const player = await requirePlayer(sessions, request, reply);
    if (!player) return reply;
    if (request.params.limit !== LIMIT_PATHS.session) return reply.code(404).send({ error: 'Not Found', message: 'Only session-limits count minutes' });
    return protection.minutesRemaining(protectedPlayerOf(player.persona));
  });

  app.get('/player/timeout', async (request, reply) => {
    const player = await requirePlayer(sessions, request, reply);
    if (!player) return reply;
    return protection.timeoutStatus(protectedPlayerOf(player.persona));
  });

  app.patch('/player/timeout', async (request, reply) => {
    const player = await requirePlayer(sessions, request, reply);
    if (!player) return reply;
    const parsed = timeoutRequestSchema.safeParse(request.body);
    if (!parsed.success) return sendValidationError(reply, 'timeoutRequest', request.body, parsed.error);
    const status = await protection.takeTimeout(protectedPlayerOf(player.persona), parsed.data.duration, 'PLAYER');
    await sessions.endPlayerSessions(player.email, 'Time-out');
    return status;
  });

  app.post<{ Params: { id: string } }>('/player/:id/timeout/cooling', async (request, reply) => {
    const player = await requirePlayer(sessions, request, reply);
    if (!player) return reply;
    const parsed = coolingRequestSchema.safeParse(request.body ?? { playerId: request.params.id });
    if (!parsed.success) return sendValidationError(reply, 'coolingRequest', request.body, parsed.error);
    if (request.params.id !== player.persona.playerId || parsed.data.playerId !== player.persona.playerId) {
      return reply.code(403).send({ error: 'Forbidden', message: 'A player can only pause their own account' });
    }
    const status = await protection.takeTimeout(protectedPlayerOf(player.persona), '24h', 'COOLING');
    await sessions.endPlayerSessions(player.email, 'Time-out');
    return status;
  });

  app.get('/player/exclusion', async (request, reply) => {
    const player = await requirePlayer(sessions, request, reply);
    if (!player) return reply;
    return protection.exclusionStatus(protectedPlayerOf(player.persona));
  });

  app.patch('/player/exclusion', async (request, reply) => {
    const player = await requirePlayer(sessions, request, reply);
    if (!player) return reply;
    const parsed = exclusionRequestSchema.safeParse(request.body);
    if (!parsed.success) return sendValidationError(reply, 'exclusionRequest', request.body, parsed.error);
    try {
      const status = await protection.takeExclusion(protectedPlayerOf(player.persona), parsed.data);
      if (status.active) await sessions.endPlayerSessions(player.email, 'Self-exclusion');
      return status;
    } catch (error) {
      return sendProtectionError(reply, error, 'exclusionRequest');
    }
  });

  app.get('/player/activity_check', async (request, reply) => {
    const player = await requirePlayer(sessions, request, reply);
    if (!player) return reply;
    return protection.activitySettings(player.sid, protectedPlayerOf(player.persona));
  });

  app.patch('/player/activity_check', async (request, reply) => {
    const player = await requirePlayer(sessions, request, reply);
    if (!player) return reply;
    const parsed = activityCheckUpdateRequestSchema.safeParse(request.body);
    if (!parsed.success) return sendValidationError(reply, 'activityCheckUpdate', request.body, parsed.error);
    return protection.setRealityCheck(player.sid, protectedPlayerOf(player.persona), parsed.data.realityCheckInterval);
  });

  app.patch('/player/reset_timer', async (request, reply) => {
    const player = await requirePlayer(sessions, request, reply);
    if (!player) return reply;
    return protection.resetTimer(player.sid, protectedPlayerOf(player.persona));
  });

  app.get('/player/wallet/activity_check', async (request, reply) => {
    const player = await requirePlayer(sessions, request, reply);
    if (!player) return reply;
    return protection.activitySummary(player.sid, protectedPlayerOf(player.persona));
  });

  app.get('/player/balance-limit', async (request, reply) => {
    const player = await requirePlayer(sessions, request, reply);
    if (!player) return reply;
    return protection.balanceLimit(protectedPlayerOf(player.persona));
  });

  app.delete<{ Params: { email: string } }>(`${CONTROL_PREFIX}/players/:email/limits`, async (request, reply) => {
    const persona = sessions.directory.find(request.params.email);
    if (!persona) return reply.code(404).send({ error: 'Not Found', message: `No player ${request.params.email}` });
    await protection.clearLimits(protectedPlayerOf(persona));
    return reply.code(204).send();
  });

  app.get(`${CONTROL_PREFIX}/clock`, async () => ({ now: clock.now().toISOString() }));
  app.post(`${CONTROL_PREFIX}/clock`, async (request, reply) => {
    const parsed = clockRequestSchema.safeParse(request.body);
    if (!parsed.success) return sendValidationError(reply, 'clockRequest', request.body, parsed.error);
    return { now: clock.advance(parsed.data.advanceMs).toISOString() };
  });
}
