import {
  latestWinnersQuerySchema,
  topWinnersQuerySchema,
  WINNERS_LIMIT,
  type ContentGame,
  type LatestWinners,
  type TopWinners,
  type Winner,
  type WinnersDateRange,
} from '@casino/shared/wire';
import type { FastifyInstance } from 'fastify';
import { sql, type Kysely } from 'kysely';

import type { Database } from '../db/schema';
import { sendValidationError } from '../lib/errors';

const HOUR_MS = 60 * 60 * 1000;

/** How far back each `dateRange` of `top-winners` reaches from now (sandbox clock): rolling windows. */
export const WINNERS_RANGE_MS: Record<WinnersDateRange, number> = { DAY: 24 * HOUR_MS, WEEK: 7 * 24 * HOUR_MS, MONTH: 30 * 24 * HOUR_MS };

/** `An***`: the first two letters of a name, then three stars (a winner is never named in full). */
export function maskedName(name: string): string {
  const letters = [...name.trim()];
  return `${letters.slice(0, 2).join('') || '**'}***`;
}

/** What the winners calls need from the rest of the sandbox. */
export interface WinnersOptions {
  db: Kysely<Database>;
  now: () => Date;
  /** A casino game of the catalogue by id (generated ones too). */
  findGame: (id: string) => ContentGame | undefined;
  /** The name to mask for a ledger player (a persona's or a seeded winner's first name), or undefined. */
  nameOf: (playerId: string, email: string) => string | undefined;
}

interface WinRow {
  player_id: string;
  email: string;
  currency: string;
  amount: number;
  transaction_date: Date;
  game_id: string;
}

/**
 * Reads the ledger's WIN rows (read-only): SUCCESS wins of category CASINO that name their game
 * (`metadata.gameId`, as the launcher's rounds and the seeded winners do), in `currency`, since `since`
 * (when given), ordered by `order`. Rows whose game is not a casino game of the catalogue are skipped, so
 * a few more than `WINNERS_LIMIT` are read.
 */
async function winRows(db: Kysely<Database>, filter: { currency: string; since?: Date; order: 'amount' | 'date' }): Promise<WinRow[]> {
  let query = db
    .selectFrom('transactions')
    .innerJoin('players', 'players.id', 'transactions.player_id')
    .select(['transactions.player_id', 'players.email', 'players.currency', 'transactions.amount', 'transactions.transaction_date'])
    .select(sql<string>`transactions.metadata->>'gameId'`.as('game_id'))
    .where('transactions.type', '=', 'WIN')
    .where('transactions.status', '=', 'SUCCESS')
    .where('transactions.category', '=', 'CASINO')
    .where('transactions.amount', '>', 0)
    .where('players.currency', '=', filter.currency)
    .where(sql<boolean>`transactions.metadata->>'gameId' is not null`);
  if (filter.since) query = query.where('transactions.transaction_date', '>=', filter.since);
  query =
    filter.order === 'amount'
      ? query.orderBy('transactions.amount', 'desc').orderBy('transactions.transaction_date', 'desc').orderBy('transactions.id', 'desc')
      : query.orderBy('transactions.transaction_date', 'desc').orderBy('transactions.id', 'desc');
  return query.limit(WINNERS_LIMIT * 3).execute();
}

function winnersOf(rows: WinRow[], options: WinnersOptions): Winner[] {
  const winners: Winner[] = [];
  for (const row of rows) {
    const game = options.findGame(row.game_id);
    if (!game || game.type !== 'casino') continue;
    winners.push({
      gameId: game.id,
      gameName: game.name,
      provider: game.gameProvider,
      providerTitle: game.subProvider?.title ?? game.gameProvider,
      images: { img1x: game.thumbnail.img1x, img2x: game.thumbnail.img2x, img3x: game.thumbnail.img3x },
      playerName: maskedName(options.nameOf(row.player_id, row.email) ?? row.email.split('@')[0] ?? ''),
      amount: row.amount,
      currency: row.currency,
      wonAt: row.transaction_date.toISOString(),
    });
    if (winners.length === WINNERS_LIMIT) break;
  }
  return winners;
}

/**
 * The winners widgets' calls (spec 001 §7 Wallet, §3 Winners), anonymous (site-context header) or not:
 * - `GET /player/wallet/top-winners?dateRange=DAY|WEEK|MONTH&siteId=1&currency=EUR`: the biggest single
 *   wins of the rolling period (`WINNERS_RANGE_MS`), biggest first, at most `WINNERS_LIMIT`;
 * - `GET /player/wallet/latest-winners?siteId=1&currency=EUR`: the newest wins, newest first.
 * Only casino wins of players whose currency is `currency`. A bad query is 400 with field errors
 * (`objectName` `topWinnersQuery` / `latestWinnersQuery`). Nothing is written.
 */
export function registerWinnersRoutes(app: FastifyInstance, options: WinnersOptions): void {
  app.get('/player/wallet/top-winners', async (request, reply) => {
    const parsed = topWinnersQuerySchema.safeParse(request.query);
    if (!parsed.success) return sendValidationError(reply, 'topWinnersQuery', request.query, parsed.error);
    const { dateRange, currency } = parsed.data;
    const since = new Date(options.now().getTime() - WINNERS_RANGE_MS[dateRange]);
    const rows = await winRows(options.db, { currency, since, order: 'amount' });
    return { dateRange, currency, winners: winnersOf(rows, options) } satisfies TopWinners;
  });

  app.get('/player/wallet/latest-winners', async (request, reply) => {
    const parsed = latestWinnersQuerySchema.safeParse(request.query);
    if (!parsed.success) return sendValidationError(reply, 'latestWinnersQuery', request.query, parsed.error);
    const { currency } = parsed.data;
    const rows = await winRows(options.db, { currency, order: 'date' });
    return { currency, winners: winnersOf(rows, options) } satisfies LatestWinners;
  });
}
