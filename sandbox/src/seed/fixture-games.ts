import { readFileSync } from 'node:fs';
import { join } from 'node:path';

import { z } from 'zod';

import { SEED_DATA_DIR } from './seed-data-dir';

const fixtureGameSchema = z.object({
  name: z.string(),
  provider: z.string(),
  subProvider: z.string().nullable(),
  vertical: z.enum(['casino', 'live-casino']),
  gameType: z.string(),
  jackpot: z.boolean(),
});

/** One title of `seed-data/games.json`: a real game, its provider id, studio, vertical and type. */
export type FixtureGame = z.infer<typeof fixtureGameSchema>;

/** Reads and checks `seed-data/games.json`. */
export function loadFixtureGames(file = join(SEED_DATA_DIR, 'games.json')): FixtureGame[] {
  return z.object({ games: z.array(fixtureGameSchema) }).parse(JSON.parse(readFileSync(file, 'utf8'))).games;
}
