import { SITE_ID } from '@casino/shared/platform';
import type { ContentGame } from '@casino/shared/wire';
import type { FastifyInstance } from 'fastify';

import { hashOf } from '../lib/hash';

/** One jackpot: the amount in major units of `currency`. */
export interface Jackpot {
  gameId: string;
  amount: number;
  currency: string;
}

const DAY_S = 86_400;

/**
 * The jackpot of a game at a moment. Each jackpot grows steadily from its seed amount to twice that
 * over its cycle (7 to 20 days, by game), then drops back: it is won. Deterministic for a given time.
 */
export function jackpotAt(gameId: string, time: Date): Jackpot {
  const seed = 10_000 + (hashOf(`seed:${gameId}`) % 200) * 5_000;
  const cycleSeconds = (7 + (hashOf(`cycle:${gameId}`) % 14)) * DAY_S;
  const phase = hashOf(`phase:${gameId}`) % cycleSeconds;
  const elapsed = (Math.floor(time.getTime() / 1000) + phase) % cycleSeconds;
  const milliseconds = time.getTime() % 1000;
  const amount = seed + (seed * (elapsed + milliseconds / 1000)) / cycleSeconds;
  return { gameId, amount: Math.round(amount * 100) / 100, currency: 'EUR' };
}

/**
 * `GET /games/jackpots?gameIds=a,b&siteId=1` (spec 001 §7 jackpot amounts, spec 000 §9 jackpot siteId 1):
 * `{ jackpots: [{ gameId, amount, currency }] }` for the listed games that have a jackpot (every
 * jackpot game when `gameIds` is absent). 400 unless `siteId=1`.
 */
export function registerJackpots(app: FastifyInstance, options: { games: readonly ContentGame[]; now: () => Date }): void {
  const jackpotGames = options.games.filter((game) => game.jackpotExist).map((game) => game.id);
  app.get<{ Querystring: { gameIds?: string; siteId?: string } }>('/games/jackpots', async (request, reply) => {
    if (request.query.siteId !== String(SITE_ID)) {
      return reply.code(400).send({ error: 'BAD_REQUEST', message: `siteId must be ${SITE_ID}` });
    }
    const asked = request.query.gameIds
      ?.split(',')
      .map((id) => id.trim())
      .filter(Boolean);
    const now = options.now();
    const ids = asked ? jackpotGames.filter((id) => asked.includes(id)) : jackpotGames;
    return { jackpots: ids.map((id) => jackpotAt(id, now)) };
  });
}
