import type { ContentGame } from '@casino/shared/wire';

/** What a table card shows of a live game from the content service. */
export type LiveGame = Pick<ContentGame, '_id' | 'id' | 'name' | 'gameProvider' | 'thumbnail' | 'categories' | 'betLimits'> & {
  tableId: string | null;
  /** The studio's title (`subProvider.title`). */
  studio: string | null;
};

/**
 * A live table as the games admin API lists it (spec 001 §7 live provider tables; spec 000 §3 Game
 * seats and seatsTaken). Bet limits are in major units of their currency.
 */
export interface LiveTable {
  tableId: string;
  gameId: string | null;
  provider: string;
  /** Seats at the table; null when the game takes any number of players (roulette, game shows). */
  seats: number | null;
  /** Seats taken; for a game without a seat limit, the players at the table. */
  seatsTaken: number;
  betLimits: BetLimits | null;
  open: boolean;
}

export interface BetLimits {
  min: number;
  max: number;
  currency: string;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;
const numberOr = <T>(value: unknown, fallback: T): number | T => (typeof value === 'number' && Number.isFinite(value) ? value : fallback);

function limitsOf(value: unknown): BetLimits | null {
  if (!isRecord(value)) return null;
  const min = numberOr(value.min, null);
  const max = numberOr(value.max, null);
  return min !== null && max !== null && typeof value.currency === 'string' ? { min, max, currency: value.currency } : null;
}

/**
 * Reads the games admin answer `{ tables: [...] }` (or a bare list), keeping the tables it can read:
 * an external API's answer is checked at the edge, and one bad table does not hide the others.
 */
export function parseLiveTables(body: unknown, provider: string): LiveTable[] {
  const list = Array.isArray(body) ? body : isRecord(body) && Array.isArray(body.tables) ? body.tables : [];
  return list.flatMap((raw: unknown): LiveTable[] => {
    if (!isRecord(raw) || typeof raw.tableId !== 'string') return [];
    const seats = numberOr(raw.seats, null);
    return [
      {
        tableId: raw.tableId,
        gameId: typeof raw.gameId === 'string' ? raw.gameId : null,
        provider: typeof raw.provider === 'string' ? raw.provider : provider,
        seats: seats !== null && seats > 0 ? seats : null,
        seatsTaken: Math.max(0, numberOr(raw.seatsTaken, 0)),
        betLimits: limitsOf(raw.betLimits),
        open: raw.open !== false,
      },
    ];
  });
}

/** The table of a game: by the content's `tableId`, else by the game id the table names. */
export function tableOf(game: Pick<LiveGame, 'id' | 'tableId'>, tables: ReadonlyMap<string, LiveTable>): LiveTable | undefined {
  return (game.tableId ? tables.get(game.tableId) : undefined) ?? tables.get(`game:${game.id}`);
}

/** Indexes tables by `tableId` and by `game:<gameId>`, for `tableOf`. */
export function indexTables(tables: Iterable<LiveTable>): Map<string, LiveTable> {
  const index = new Map<string, LiveTable>();
  for (const table of tables) {
    index.set(table.tableId, table);
    if (table.gameId) index.set(`game:${table.gameId}`, table);
  }
  return index;
}

/** What the card says about seats. */
export type SeatStatus =
  | { kind: 'unknown' }
  | { kind: 'closed' }
  | { kind: 'seats'; taken: number; seats: number; full: boolean }
  | { kind: 'players'; players: number };

/** A table's seats: "5 / 7 seats taken", full when every seat is taken, or the players of a game without seats. */
export function seatStatusOf(table: LiveTable | undefined): SeatStatus {
  if (!table) return { kind: 'unknown' };
  if (!table.open) return { kind: 'closed' };
  if (table.seats === null) return { kind: 'players', players: table.seatsTaken };
  const taken = Math.min(table.seatsTaken, table.seats);
  return { kind: 'seats', taken, seats: table.seats, full: taken >= table.seats };
}

/** The bet limits to show: the live table's, else the content's when it states both ends and a currency. */
export function betLimitsOf(game: Pick<LiveGame, 'betLimits'>, table: LiveTable | undefined): BetLimits | null {
  return table?.betLimits ?? limitsOf(game.betLimits);
}
