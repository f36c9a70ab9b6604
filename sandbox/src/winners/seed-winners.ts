import type { Kysely } from 'kysely';

import type { Database, NewTransaction } from '../db/schema';

/** One seeded casino round that won: the game, the stake and the win (minor units), and how long before the seed time. */
interface SeededWin {
  gameId: string;
  stake: number;
  win: number;
  hoursAgo: number;
}

/** A seeded player who is not a persona: nobody logs in as them; they exist so the winners widgets have content. */
export interface SeededWinner {
  playerId: string;
  email: string;
  /** The first name the widgets mask (`Mi***`). */
  firstName: string;
  currency: string;
  market: string;
  wins: readonly SeededWin[];
}

const HOUR_MS = 60 * 60 * 1000;

/**
 * The seeded winners (issue 17 point 6): players of the ledger who are **not personas** (no login, no
 * profile), so their wins give the top and latest winners widgets content on a fresh sandbox without
 * touching any persona's balance, limits or history. Their wins are dated before the seed time, spread so
 * every period of `top-winners` has some (DAY: the last 24 h; WEEK; MONTH), on casino games of the
 * catalogue, mostly in EUR, a few in CAD, GBP and SEK (the currencies of the Canadian, British and
 * Swedish personas).
 */
export const SEEDED_WINNERS: readonly SeededWinner[] = [
  {
    playerId: 'sandbox-winner-mikko',
    email: 'mikko@winners.sandbox.test',
    firstName: 'Mikko',
    currency: 'EUR',
    market: 'FI',
    wins: [
      { gameId: 'book-of-dead', stake: 100, win: 25_000, hoursAgo: 2 },
      { gameId: 'money-train-3', stake: 200, win: 48_000, hoursAgo: 60 },
      { gameId: 'reactoonz', stake: 100, win: 3_500, hoursAgo: 400 },
    ],
  },
  {
    playerId: 'sandbox-winner-sofia',
    email: 'sofia@winners.sandbox.test',
    firstName: 'Sofia',
    currency: 'EUR',
    market: 'UN',
    wins: [
      { gameId: 'sweet-bonanza', stake: 50, win: 12_050, hoursAgo: 5 },
      { gameId: 'gates-of-olympus', stake: 100, win: 150_000, hoursAgo: 130 },
      { gameId: 'starburst', stake: 100, win: 2_000, hoursAgo: 20 },
    ],
  },
  {
    playerId: 'sandbox-winner-lukas',
    email: 'lukas@winners.sandbox.test',
    firstName: 'Lukas',
    currency: 'EUR',
    market: 'DE',
    wins: [
      { gameId: 'big-bad-wolf', stake: 100, win: 7_500, hoursAgo: 9 },
      { gameId: 'vikings-go-berzerk', stake: 500, win: 90_000, hoursAgo: 300 },
      { gameId: 'gonzos-quest', stake: 100, win: 5_000, hoursAgo: 100 },
    ],
  },
  {
    playerId: 'sandbox-winner-maria',
    email: 'maria@winners.sandbox.test',
    firstName: 'Maria',
    currency: 'EUR',
    market: 'UN',
    wins: [
      { gameId: 'wolf-gold', stake: 100, win: 31_000, hoursAgo: 14 },
      { gameId: 'fire-joker', stake: 50, win: 1_250, hoursAgo: 1 },
      { gameId: 'money-train-2', stake: 200, win: 64_000, hoursAgo: 600 },
    ],
  },
  {
    playerId: 'sandbox-winner-olivier',
    email: 'olivier@winners.sandbox.test',
    firstName: 'Olivier',
    currency: 'CAD',
    market: 'CA',
    wins: [
      { gameId: 'book-of-dead', stake: 100, win: 9_000, hoursAgo: 4 },
      { gameId: 'the-dog-house', stake: 100, win: 40_000, hoursAgo: 90 },
    ],
  },
  {
    playerId: 'sandbox-winner-emily',
    email: 'emily@winners.sandbox.test',
    firstName: 'Emily',
    currency: 'GBP',
    market: 'UK',
    wins: [
      { gameId: 'starburst', stake: 100, win: 6_000, hoursAgo: 7 },
      { gameId: 'sakura-fortune', stake: 50, win: 22_500, hoursAgo: 200 },
    ],
  },
  {
    playerId: 'sandbox-winner-astrid',
    email: 'astrid@winners.sandbox.test',
    firstName: 'Astrid',
    currency: 'SEK',
    market: 'PP',
    wins: [
      { gameId: 'reactoonz-2', stake: 1_000, win: 120_000, hoursAgo: 11 },
      { gameId: 'gates-of-olympus', stake: 1_000, win: 350_000, hoursAgo: 250 },
    ],
  },
];

/** The seeded winner with this player id, if any. */
export function seededWinnerOf(playerId: string): SeededWinner | undefined {
  return SEEDED_WINNERS.find((winner) => winner.playerId === playerId);
}

/**
 * Writes the seeded winners into the ledger when they are not there (a fresh database, after a reset):
 * for each a player, a wallet and its rows: an opening ADJUSTMENT of 100.00 before the first round, then
 * per win a BET row of `-stake` and a WIN row of `win` (category CASINO, SUCCESS, `metadata.gameId`, as
 * the launcher's rounds), so the wallet is the sum of its rows like every other. One database transaction.
 */
export async function ensureWinnersSeeded(db: Kysely<Database>, now: Date): Promise<void> {
  const known = new Set((await db.selectFrom('players').select('id').where('id', 'in', SEEDED_WINNERS.map((winner) => winner.playerId)).execute()).map((row) => row.id));
  const missing = SEEDED_WINNERS.filter((winner) => !known.has(winner.playerId));
  if (missing.length === 0) return;
  await db.transaction().execute(async (trx) => {
    for (const winner of missing) {
      const walletId = `wallet-${winner.playerId}`;
      const rounds = [...winner.wins].sort((a, b) => b.hoursAgo - a.hoursAgo);
      const opened = new Date(now.getTime() - ((rounds[0]?.hoursAgo ?? 0) + 24) * HOUR_MS);
      let main = 10_000;
      const rows: NewTransaction[] = [
        { reference_id: `SEED-${winner.playerId}-00`, player_id: winner.playerId, wallet_id: walletId, type: 'DEPOSIT', category: 'ADJUSTMENT', status: 'SUCCESS', amount: main, bucket: 'MAIN', balance_after_transaction: main, transaction_date: opened, updated_at: opened, payment_method: null, metadata: JSON.stringify({ seeded: true }) },
      ];
      rounds.forEach((round, index) => {
        const at = new Date(now.getTime() - round.hoursAgo * HOUR_MS);
        const base = { player_id: winner.playerId, wallet_id: walletId, category: 'CASINO', status: 'SUCCESS', bucket: 'MAIN' as const, transaction_date: at, updated_at: at, payment_method: null, metadata: JSON.stringify({ seeded: true, gameId: round.gameId }) };
        const id = `${winner.playerId}-${String(index + 1).padStart(2, '0')}`;
        main -= round.stake;
        rows.push({ ...base, reference_id: `SEED-BET-${id}`, type: 'BET', amount: -round.stake, balance_after_transaction: main });
        main += round.win;
        rows.push({ ...base, reference_id: `SEED-WIN-${id}`, type: 'WIN', amount: round.win, balance_after_transaction: main });
      });
      await trx.insertInto('players').values({ id: winner.playerId, email: winner.email, currency: winner.currency, market: winner.market, created_at: opened }).execute();
      await trx.insertInto('wallets').values({ id: walletId, player_id: winner.playerId, main, locked: 0, bonus_casino: 0, bonus_live_casino: 0, bonus_sports: 0, updated_at: now }).execute();
      await trx.insertInto('transactions').values(rows).execute();
    }
  });
}
