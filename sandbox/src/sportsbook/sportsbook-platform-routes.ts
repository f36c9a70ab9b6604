import { findMarket } from '@casino/shared/market';
import { SPORTS_CONTEXT_HEADERS, SPORTS_PROVIDERS, sportsFrameContextRequestSchema, sportsSessionRequestSchema, sportsUnregisterRequestSchema, type SportsFrameContext, type SportsProvider } from '@casino/shared/wire';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';

import { requirePlayer } from '../auth/auth-routes';
import type { AuthenticatedPlayer, PlayerSessions } from '../auth/player-sessions';
import { sendLedgerError } from '../cashier/cashier-routes';
import { sendCodedError, sendError, sendFieldErrors, sendValidationError } from '../lib/errors';
import { sportsIdempotencyKey, type Ledger } from '../ledger/ledger';
import { protectedPlayerOf, type PlayerProtection } from '../protection/player-protection';
import { protectionRefusalOf } from '../protection/protection-routes';
import type { StateStore } from '../state/state-store';
import { SPORTS_PROVIDER_CONFIGS } from './sports-providers';
import type { SportsSessions } from './sports-sessions';
import { SPORTS_SIGNATURE_HEADER, USER_BALANCE_UPDATE_PATH, userBalanceUpdateSchema, verifySportsWebhook } from './sports-webhook';

const header = (name: string) => name.toLowerCase();
const contextHeadersSchema = z.object({
  [SPORTS_CONTEXT_HEADERS.provider]: z.enum(SPORTS_PROVIDERS),
  [SPORTS_CONTEXT_HEADERS.market]: z.string().refine((id) => findMarket(id)?.isMarketEnabled === true, 'must be a market of the site'),
  [SPORTS_CONTEXT_HEADERS.language]: z.string().regex(/^[a-z]{2}$/, 'must be the two-letter URL language'),
  [SPORTS_CONTEXT_HEADERS.channel]: z.enum(['desktop', 'mobile']).default('desktop'),
  [SPORTS_CONTEXT_HEADERS.session]: z.string().min(1).max(200).optional(),
});

/**
 * The platform's side of the sportsbook (issue 18 point 6; spec 001 §7 Game launch: "POST iframe context
 * request for the sportsbook with custom headers; POST session create and user-balance-update webhook to
 * the sportsbook API; POST unregister to a sportsbook widget provider"):
 * - `POST /sportsbook/iframe/context` with the headers of `SPORTS_CONTEXT_HEADERS` (`X-Sportsbook-Provider`
 *   `standard|pp`, `X-Sportsbook-Market`, `X-Sportsbook-Language`, optional `X-Sportsbook-Channel`
 *   `desktop|mobile` and `X-Sportsbook-Session`) and body `{ parentOrigin }`, Bearer optional →
 *   `SportsFrameContext` `{ provider, frameUrl, frameOrigin, session }`: the frame on the providers' origin
 *   (`frameOrigin`); a player gets their provider session (session create; the one named by
 *   `X-Sportsbook-Session` while it is theirs and alive), a visitor `session: null`;
 * - `POST /sportsbook/session` (Bearer) `{ provider }` → the player's provider session (session create);
 * - `POST /sportsbook/widget/unregister` `{ sessionId }` → `{ unregistered }` (the session ends; an unknown
 *   or ended one answers `false`);
 * - `POST /sportsbook/webhooks/user-balance-update` (the provider calls it, signed with
 *   `X-Sportsbook-Signature`) `UserBalanceUpdate` → `{ transactionId, referenceId, balance, currency,
 *   replayed }`: a BET debits MAIN, a WIN credits it, category SPORTS, on the ledger (WALLET_BALANCE pushed).
 *
 * Refusals: 400 with spec 000 §8 field errors for a malformed header or body; 401 without a valid token
 * where one is needed; 403 `error.sportsbook.unavailable` when the sportsbook is switched off, the player
 * has no sports access, or the PP frame is asked for outside market PP or without the `sportsbookPP`
 * flag. The webhook: 401 for a bad signature or an ended session (`error.sports.session_ended`), 402
 * `INSUFFICIENT_FUNDS` for a stake above MAIN, 403 `ProtectionRefusal` when a limit refuses the stake,
 * 404 `error.sports.bet_not_found` for a WIN of an unknown bet, 409 `error.idempotency.key_reused`. A
 * refusal writes nothing.
 */
export function registerSportsbookPlatformRoutes(
  app: FastifyInstance,
  options: { store: StateStore; sessions: PlayerSessions; sports: SportsSessions; ledger: Ledger; protection: PlayerProtection; frameOrigin: string },
): void {
  const { store, sessions, sports, ledger, protection, frameOrigin } = options;

  /** Why the sportsbook is closed to this player, market and provider (a 403 answered), or null. */
  const refused = (reply: FastifyReply, provider: SportsProvider, market: string, player: AuthenticatedPlayer | null): FastifyReply | null => {
    const { features } = store.state.flags;
    if (!features.sportsbookEnabled) return sendCodedError(reply, 403, 'error.sportsbook.unavailable', 'The sportsbook is switched off');
    if (player && !player.persona.profile.sports) return sendCodedError(reply, 403, 'error.sportsbook.unavailable', 'The player has no sportsbook access');
    if (provider === 'pp' && !(market === 'PP' && features.sportsbookPP)) return sendCodedError(reply, 403, 'error.sportsbook.unavailable', 'The PP sportsbook is for market PP with its feature flag on');
    return null;
  };

  app.post('/sportsbook/iframe/context', async (request, reply) => {
    const given = Object.fromEntries(Object.values(SPORTS_CONTEXT_HEADERS).map((name) => [name, request.headers[header(name)]]));
    const headers = contextHeadersSchema.safeParse(given);
    if (!headers.success) return sendValidationError(reply, 'iframeContext', given, headers.error);
    const body = sportsFrameContextRequestSchema.safeParse(request.body ?? {});
    if (!body.success) return sendValidationError(reply, 'iframeContext', request.body, body.error);
    const context = headers.data;
    const provider = context[SPORTS_CONTEXT_HEADERS.provider];
    const market = context[SPORTS_CONTEXT_HEADERS.market];
    let player: AuthenticatedPlayer | null = null;
    if (request.headers.authorization) {
      player = await requirePlayer(sessions, request, reply);
      if (!player) return reply;
    }
    const refusal = refused(reply, provider, market, player);
    if (refusal) return refusal;
    const config = SPORTS_PROVIDER_CONFIGS[provider];
    const query = new URLSearchParams({
      lang: context[SPORTS_CONTEXT_HEADERS.language],
      market,
      channel: context[SPORTS_CONTEXT_HEADERS.channel],
      parentOrigin: new URL(body.data.parentOrigin).origin,
    });
    const answer: SportsFrameContext = {
      provider,
      frameUrl: `${frameOrigin}${config.framePath}?${query.toString()}`,
      frameOrigin,
      session: player ? await sports.create(player, provider, context[SPORTS_CONTEXT_HEADERS.session]) : null,
    };
    return answer;
  });

  app.post('/sportsbook/session', async (request, reply) => {
    const player = await requirePlayer(sessions, request, reply);
    if (!player) return reply;
    const body = sportsSessionRequestSchema.safeParse(request.body ?? {});
    if (!body.success) return sendValidationError(reply, 'sportsSession', request.body, body.error);
    const refusal = refused(reply, body.data.provider, player.persona.market, player);
    if (refusal) return refusal;
    return sports.create(player, body.data.provider);
  });

  app.post('/sportsbook/widget/unregister', async (request, reply) => {
    const body = sportsUnregisterRequestSchema.safeParse(request.body ?? {});
    if (!body.success) return sendValidationError(reply, 'sportsUnregister', request.body, body.error);
    return { unregistered: await sports.unregister(body.data.sessionId) };
  });

  app.post(USER_BALANCE_UPDATE_PATH, async (request, reply) => {
    if (!verifySportsWebhook(request.rawBody ?? '', request.headers[SPORTS_SIGNATURE_HEADER])) return sendError(reply, 401, 'Unauthorized', 'Bad webhook signature');
    const parsed = userBalanceUpdateSchema.safeParse(request.body);
    if (!parsed.success) return sendValidationError(reply, 'userBalanceUpdate', request.body, parsed.error);
    const update = parsed.data;
    // A stake needs a live session; a winning bet is paid whatever became of the session it was placed in.
    const session = update.type === 'BET' ? await sports.resolve(update.sessionId) : await sports.owner(update.sessionId);
    if (!session) return sendCodedError(reply, 401, 'error.sports.session_ended', 'The sportsbook session has ended');
    if (update.currency !== session.currency) {
      return sendFieldErrors(reply, [{ objectName: 'userBalanceUpdate', field: 'currency', rejectedValue: update.currency, status: 'INVALID', message: `The player's currency is ${session.currency}`, code: 'currency' }]);
    }
    const persona = sessions.directory.find(session.email);
    if (!persona) return sendCodedError(reply, 401, 'error.sports.session_ended', 'The sportsbook session has ended');
    const replay = await ledger.hasIdempotencyKey(session.email, sportsIdempotencyKey(session.row.provider, update.transactionId));
    if (update.type === 'BET' && !replay) {
      // A stake is the player's activity: a time-out, an exclusion or a used-up session limit ends the session here.
      const ended = await sessions.check(session.row.platform_sid, persona);
      if (ended !== null) return sendCodedError(reply, 401, 'error.sports.session_ended', ended);
      const limit = protectionRefusalOf(await protection.betAllowance(protectedPlayerOf(persona), update.amount), 'loss', session.currency);
      if (limit) return reply.code(403).send(limit);
    }
    try {
      const moved = await ledger.sportsMove(session.email, { type: update.type, amount: update.amount, transactionId: update.transactionId, betId: update.betId, provider: session.row.provider });
      return { transactionId: update.transactionId, referenceId: moved.referenceId, balance: moved.balances.main, currency: moved.balances.currency, replayed: moved.replayed };
    } catch (error) {
      return sendLedgerError(reply, error);
    }
  });
}
