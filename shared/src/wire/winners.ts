import { z } from '@casino/shared-modules/zod';

import { SITE_ID } from '../constants/platform';

/*
 * The winners widgets' calls (spec 001 §7 Wallet "GET top-winners (dateRange, siteId, currency); GET
 * latest-winners (siteId, currency)", §3 "Winners: gameId, images, game name, provider"). Anonymous
 * calls (the site-context header) as well as a player's. The spec shows no shapes: these are the
 * platform's as the sandbox serves them (sandbox/README.md "Winners"). Money in minor units.
 */

/**
 * The periods of `top-winners` (a choice: the spec names `dateRange` without values), rolling windows
 * ending now on the platform's clock: `DAY` the last 24 hours, `WEEK` the last 7 days, `MONTH` the last
 * 30 days.
 */
export const WINNERS_DATE_RANGES = ['DAY', 'WEEK', 'MONTH'] as const;
/** A `top-winners` period. */
export type WinnersDateRange = (typeof WINNERS_DATE_RANGES)[number];

/** How many winners each list holds at most. */
export const WINNERS_LIMIT = 10;

const siteIdSchema = z.pipe(z.coerce.number(), z.literal(SITE_ID));
const currencySchema = z.string().check(z.regex(/^[A-Z]{3}$/, 'a three-letter ISO 4217 code'));

/** `GET /player/wallet/top-winners` query: `dateRange`, `siteId` (1, spec 000 §9), `currency` (ISO, e.g. EUR). */
export const topWinnersQuerySchema = z.object({ dateRange: z.enum(WINNERS_DATE_RANGES), siteId: siteIdSchema, currency: currencySchema });
/** `GET /player/wallet/top-winners` query. */
export type TopWinnersQuery = z.infer<typeof topWinnersQuerySchema>;

/** `GET /player/wallet/latest-winners` query: `siteId` (1) and `currency`. */
export const latestWinnersQuerySchema = z.object({ siteId: siteIdSchema, currency: currencySchema });
/** `GET /player/wallet/latest-winners` query. */
export type LatestWinnersQuery = z.infer<typeof latestWinnersQuerySchema>;

/**
 * One win of a winners list (spec 001 §3 Winners): the game (`gameId`, `gameName`, `provider` the
 * provider id it launches through, `providerTitle` the studio's name, `images` its thumbnail at 1x, 2x and
 * 3x), the player's masked name (`An***`), the win (`amount`, minor units of `currency`) and when it was
 * won (`wonAt`, ISO 8601).
 */
export const winnerSchema = z.looseObject({
  gameId: z.string(),
  gameName: z.string(),
  provider: z.string(),
  providerTitle: z.string(),
  images: z.looseObject({ img1x: z.string(), img2x: z.string(), img3x: z.string() }),
  playerName: z.string(),
  amount: z.int().check(z.positive()),
  currency: z.string(),
  wonAt: z.string(),
});
/** One win of a winners list. */
export type Winner = z.infer<typeof winnerSchema>;

/** `GET /player/wallet/top-winners` answer: the biggest wins of the period, biggest first. */
export const topWinnersSchema = z.object({ dateRange: z.enum(WINNERS_DATE_RANGES), currency: z.string(), winners: z.array(winnerSchema) });
/** `GET /player/wallet/top-winners` answer. */
export type TopWinners = z.infer<typeof topWinnersSchema>;

/** `GET /player/wallet/latest-winners` answer: the newest wins, newest first. */
export const latestWinnersSchema = z.object({ currency: z.string(), winners: z.array(winnerSchema) });
/** `GET /player/wallet/latest-winners` answer. */
export type LatestWinners = z.infer<typeof latestWinnersSchema>;
