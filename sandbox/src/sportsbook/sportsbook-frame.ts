import { randomUUID } from 'node:crypto';

import { SPORTS_PROVIDERS } from '@casino/shared/wire';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { z } from 'zod';

import { CONTROL_PREFIX } from '../control/faults';
import type { Database } from '../db/schema';
import { sendCodedError, sendError, sendValidationError } from '../lib/errors';
import { leagueAt, type FixtureLeague, type League, type Match } from './football-fixtures';
import { isOpenForBets, renderSportsFrame, type SportsFrameQuery } from './sports-frame-page';
import { SPORTS_PROVIDER_CONFIGS } from './sports-providers';
import type { ResolvedSportsSession, SportsSessions } from './sports-sessions';
import { signSportsWebhook, SPORTS_SIGNATURE_HEADER, USER_BALANCE_UPDATE_PATH, type UserBalanceUpdate } from './sports-webhook';

const betSchema = z.object({
  sessionId: z.string().min(1).max(200),
  matchId: z.string().trim().min(1).max(100),
  selection: z.enum(['home', 'draw', 'away']),
  stake: z.number().int('stake must be a whole number of minor units').positive('stake must be more than zero').max(Number.MAX_SAFE_INTEGER),
});
const settleSchema = z.object({ outcome: z.enum(['WON', 'LOST']) });

/** A match of the fixtures with its league, by id. */
function findMatch(leagues: readonly League[], matchId: string): { match: Match; league: League } | null {
  for (const league of leagues) {
    const match = league.matches.find((candidate) => candidate.id === matchId);
    if (match) return { match, league };
  }
  return null;
}

/**
 * The stand-in sports providers (ARCHITECTURE §7; issue 18 point 6), two of them (`standard`, `pp`: see
 * `SPORTS_PROVIDER_CONFIGS`), served by the sandbox on the providers' origin:
 * - `GET /sportsbook-frame?lang&market&channel&parentOrigin&path` and `GET /sportsbook-frame/pp?…`: the frame
 *   page (`renderSportsFrame`) for a route (`path`, canonical slugs);
 * - `POST <framePath>/api/bets` `{ sessionId, matchId, selection: 'home'|'draw'|'away', stake }` (stake in
 *   minor units) → 201 `{ bet, balance, currency }`: the provider prices the pick from the fixtures (the
 *   odds are never the browser's), has the platform take the stake (the user-balance-update webhook, signed)
 *   and records the bet; the webhook's refusals pass through (401 session ended, 402 insufficient funds, 403
 *   a limit); 400 field errors for a malformed body; 409 `error.sports.market_closed` for a match not open
 *   for bets; 401 for a session of the other provider. Nothing is recorded when the platform refuses;
 * - `GET <framePath>/api/bets?sessionId` → `{ bets }`, the player's bets with the provider, newest first; 401
 *   without a live session;
 * - `GET /sportsbook/fixtures[?league&status]`: the fixtures as JSON;
 * - control: `POST /__sandbox/sportsbook/bets/:betId/settle` `{ outcome: 'WON'|'LOST' }` → `{ bet }`: a won
 *   bet's return (stake × odds) is paid through the webhook (a WIN).
 */
export function registerSportsbookRoutes(
  app: FastifyInstance,
  options: { leagues: readonly FixtureLeague[]; now: () => Date; sports: SportsSessions; db: Kysely<Database> },
): void {
  const { sports, db } = options;
  const leaguesAt = (now: Date) => options.leagues.map((fixture) => leagueAt(fixture, now));

  /** The provider's back end calls the platform: the signed webhook through the sandbox's own HTTP route. */
  const balanceUpdate = async (update: UserBalanceUpdate) => {
    const payload = JSON.stringify(update);
    const answer = await app.inject({ method: 'POST', url: USER_BALANCE_UPDATE_PATH, headers: { 'content-type': 'application/json', [SPORTS_SIGNATURE_HEADER]: signSportsWebhook(payload) }, payload });
    return { status: answer.statusCode, body: answer.json() as Record<string, unknown> };
  };

  for (const provider of SPORTS_PROVIDERS) {
    const config = SPORTS_PROVIDER_CONFIGS[provider];
    const liveSession = async (sessionId: string): Promise<ResolvedSportsSession | null> => {
      const session = await sports.resolve(sessionId);
      return session && session.row.provider === provider ? session : null;
    };

    app.get<{ Querystring: SportsFrameQuery }>(config.framePath, async (request, reply) => {
      const now = options.now();
      const page = renderSportsFrame({ provider: config, leagues: leaguesAt(now), query: request.query, now });
      return reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').send(page);
    });

    app.post(`${config.framePath}/api/bets`, async (request, reply) => {
      const parsed = betSchema.safeParse(request.body);
      if (!parsed.success) return sendValidationError(reply, 'sportsBet', request.body, parsed.error);
      const body = parsed.data;
      const session = await liveSession(body.sessionId);
      if (!session) return sendCodedError(reply, 401, 'error.sports.session_ended', 'Your sportsbook session has ended: log in again');
      const now = options.now();
      const found = findMatch(leaguesAt(now), body.matchId);
      if (!found || !isOpenForBets(found.match, now)) return sendCodedError(reply, 409, 'error.sports.market_closed', 'This match is no longer open for bets');
      const { match } = found;
      const odds = match.odds[body.selection];
      const betId = `bet-${randomUUID()}`;
      const answer = await balanceUpdate({ transactionId: `txn-${randomUUID()}`, sessionId: session.row.session_id, betId, type: 'BET', amount: body.stake, currency: session.currency });
      if (answer.status !== 200) return reply.code(answer.status).send(answer.body);
      const bet = await sports.recordBet(session, {
        betId,
        matchId: match.id,
        eventName: `${match.team1} – ${match.team2}`,
        selection: body.selection,
        selectionName: body.selection === 'home' ? match.team1 : body.selection === 'away' ? match.team2 : 'Draw',
        odds,
        stake: body.stake,
        transactionReference: String(answer.body.referenceId),
      });
      return reply.code(201).send({ bet, balance: answer.body.balance, currency: answer.body.currency });
    });

    app.get<{ Querystring: { sessionId?: string } }>(`${config.framePath}/api/bets`, async (request, reply) => {
      const session = await liveSession(request.query.sessionId ?? '');
      if (!session) return sendCodedError(reply, 401, 'error.sports.session_ended', 'Your sportsbook session has ended: log in again');
      return { bets: await sports.bets(session.row.player_id, provider) };
    });
  }

  app.get<{ Querystring: { league?: string; status?: string } }>('/sportsbook/fixtures', async (request, reply) => {
    const leagues = leaguesAt(options.now());
    if (!request.query.league) {
      return { leagues: leagues.map(({ matches, ...league }) => ({ ...league, matchCount: matches.length })) };
    }
    const league = leagues.find((candidate) => candidate.code === request.query.league);
    if (!league) return reply.code(404).send({ error: 'NOT_FOUND', message: `Unknown league "${request.query.league}"` });
    const status = request.query.status;
    return status ? { ...league, matches: league.matches.filter((match) => match.status === status) } : league;
  });

  app.post<{ Params: { betId: string } }>(`${CONTROL_PREFIX}/sportsbook/bets/:betId/settle`, async (request, reply) => {
    const parsed = settleSchema.safeParse(request.body);
    if (!parsed.success) return sendValidationError(reply, 'settlement', request.body, parsed.error);
    const bet = await db.selectFrom('sports_bets').selectAll().where('bet_id', '=', request.params.betId).executeTakeFirst();
    if (!bet) return sendError(reply, 404, 'Not Found', `No bet ${request.params.betId}`);
    if (bet.status !== 'OPEN') return sendCodedError(reply, 409, 'error.sports.bet_settled', `Bet ${bet.bet_id} is ${bet.status}`);
    if (parsed.data.outcome === 'WON') {
      const amount = Math.round(bet.stake * Number(bet.odds));
      const answer = await balanceUpdate({ transactionId: `win-${bet.bet_id}`, sessionId: bet.session_id, betId: bet.bet_id, type: 'WIN', amount, currency: bet.currency });
      if (answer.status !== 200) return reply.code(answer.status).send(answer.body);
    }
    await db.updateTable('sports_bets').set({ status: parsed.data.outcome }).where('bet_id', '=', bet.bet_id).execute();
    return { bet: (await sports.bets(bet.player_id, bet.provider)).find((candidate) => candidate.betId === bet.bet_id) };
  });
}
