import { PARTNER_ID } from '@casino/shared/platform';
import type { ContentGame } from '@casino/shared/wire';
import type { FastifyInstance } from 'fastify';

import { hashOf } from '../lib/hash';

/** How long one set of seat counts lasts: two calls this far apart can see different counts. */
export const LIVE_TABLE_TICK_MS = 10_000;
/** Seats at a blackjack table; other live games take any number of players. */
const BLACKJACK_SEATS = 7;

/** A live table as the games admin API lists it (spec 001 §7 live provider tables; spec 000 §3 Game seats). */
export interface LiveTable {
  tableId: string;
  gameId: string;
  provider: string;
  name: string;
  /** Seats at the table; `null` for games with no seat limit (roulette, game shows…). */
  seats: number | null;
  /** Seats taken; for games with no seat limit, the players at the table. */
  seatsTaken: number;
  /** Bet limits in major units of `currency`. */
  betLimits: { min: number; max: number; currency: string };
  open: boolean;
}

/**
 * The live tables of the live games at a moment: deterministic for a given time, and changing every
 * `LIVE_TABLE_TICK_MS`. About one table in eleven is closed.
 */
export function liveTablesAt(games: readonly ContentGame[], time: Date, provider?: string): LiveTable[] {
  const tick = Math.floor(time.getTime() / LIVE_TABLE_TICK_MS);
  return games
    .filter((game) => game.type === 'live-casino' && game.tableId && (!provider || game.gameProvider === provider))
    .map((game) => {
      const tableId = game.tableId as string;
      const open = hashOf(`open:${tableId}`) % 11 !== 0;
      const seats = game.gameType === 'blackjack' ? BLACKJACK_SEATS : null;
      const roll = hashOf(`${tableId}:${tick}`);
      let seatsTaken = 0;
      if (open) seatsTaken = seats === null ? 40 + (hashOf(tableId) % 1500) + (roll % 120) : roll % (seats + 1);
      return {
        tableId,
        gameId: game.id,
        provider: game.gameProvider,
        name: game.name,
        seats,
        seatsTaken,
        betLimits: { min: game.betLimits.min ?? 0.5, max: game.betLimits.max ?? 5000, currency: game.betLimits.currency ?? 'EUR' },
        open,
      };
    });
}

/**
 * `GET /games-admin/live-tables?partnerId=653&provider=<id>` (spec 001 §7: live provider tables from
 * the games admin API, by partner id and provider). Answers `{ partnerId, provider, updatedAt, tables }`;
 * 400 when `partnerId` is not 653 (spec 000 §9).
 */
export function registerLiveTables(app: FastifyInstance, options: { games: readonly ContentGame[]; now: () => Date }): void {
  app.get<{ Querystring: { partnerId?: string; provider?: string } }>('/games-admin/live-tables', async (request, reply) => {
    if (request.query.partnerId !== String(PARTNER_ID)) {
      return reply.code(400).send({ error: 'BAD_REQUEST', message: `partnerId must be ${PARTNER_ID}` });
    }
    const now = options.now();
    const provider = request.query.provider || undefined;
    return { partnerId: PARTNER_ID, provider: provider ?? null, updatedAt: now.toISOString(), tables: liveTablesAt(options.games, now, provider) };
  });
}
