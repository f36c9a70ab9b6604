import type { FastifyInstance } from 'fastify';
import { LOBBY_PAGE_TYPES, MY_GAMES_CATEGORIES, myGamesAddRequestSchema, myGamesCategorySchema, recentGameRequestSchema } from '@casino/shared/wire';

import { requirePlayer } from '../auth/auth-routes';
import type { PlayerSessions } from '../auth/player-sessions';
import { sendError, sendInvalidBody } from '../lib/errors';
import type { MyGames } from '../state/sandbox-state';
import type { StateStore } from '../state/state-store';

/** How many recently played games a player keeps (newest first). */
export const RECENT_GAMES_LIMIT = 20;
/** How many favourites a player may keep (sandbox choice: a bound, so the state file stays small). */
export const FAVOURITES_LIMIT = 200;

export { MY_GAMES_CATEGORIES };

const categorySchema = myGamesCategorySchema;
const addSchema = myGamesAddRequestSchema;
const recentSchema = recentGameRequestSchema;

const emptyMyGames = (): MyGames => ({ favourites: [], recent: [] });

/** `gameId` first, without an older copy of it, at most `limit` long. */
function pushFront(list: readonly string[], gameId: string, limit: number): string[] {
  return [gameId, ...list.filter((id) => id !== gameId)].slice(0, limit);
}

/**
 * My games (spec 001 §7 Game launch "My games"), kept per player in the state (reset empties them).
 * Every call takes a Bearer token (401 Token expired otherwise).
 * - `GET /player/games/my-games?category=favourites|recent` → `{ games: [gameId…] }` (newest first);
 * - `POST /player/games/my-games` `{ category, gameId }` → `{ games }` of that category (the game moves first);
 * - `DELETE /player/games/my-games/:gameId?lobbyPageType=casino-lobby|live-casino` → `{ games }`: the
 *   favourites without it (no error when it was not there);
 * - `POST /player/games/recently-played` `{ gameId, lobbyPageType }` → `{ games }`: the recent list,
 *   newest first, the last 20.
 */
export function registerMyGamesRoutes(app: FastifyInstance, options: { store: StateStore; sessions: PlayerSessions }): void {
  const { store, sessions } = options;
  const listsOf = (email: string): MyGames => store.state.myGames[email] ?? emptyMyGames();
  const change = async (email: string, edit: (lists: MyGames) => void): Promise<MyGames> => {
    const state = await store.update((draft) => {
      const lists = draft.myGames[email] ?? emptyMyGames();
      edit(lists);
      draft.myGames[email] = lists;
    });
    return state.myGames[email] ?? emptyMyGames();
  };

  app.get<{ Querystring: { category?: string } }>('/player/games/my-games', async (request, reply) => {
    const player = await requirePlayer(sessions, request, reply);
    if (!player) return reply;
    const category = categorySchema.safeParse(request.query.category);
    if (!category.success) return sendError(reply, 400, 'Bad Request', 'category must be favourites or recent');
    return { games: listsOf(player.email)[category.data] };
  });

  app.post('/player/games/my-games', async (request, reply) => {
    const player = await requirePlayer(sessions, request, reply);
    if (!player) return reply;
    const parsed = addSchema.safeParse(request.body);
    if (!parsed.success) return sendInvalidBody(reply, 'myGamesAdd', request.body, parsed.error);
    const { category, gameId } = parsed.data;
    const limit = category === 'recent' ? RECENT_GAMES_LIMIT : FAVOURITES_LIMIT;
    const lists = await change(player.email, (draft) => {
      draft[category] = pushFront(draft[category], gameId, limit);
    });
    return { games: lists[category] };
  });

  app.delete<{ Params: { gameId: string }; Querystring: { lobbyPageType?: string } }>('/player/games/my-games/:gameId', async (request, reply) => {
    const player = await requirePlayer(sessions, request, reply);
    if (!player) return reply;
    const { lobbyPageType } = request.query;
    if (lobbyPageType !== undefined && !(LOBBY_PAGE_TYPES as readonly string[]).includes(lobbyPageType)) {
      return sendError(reply, 400, 'Bad Request', 'lobbyPageType must be casino-lobby or live-casino');
    }
    const gameId = request.params.gameId;
    const lists = await change(player.email, (draft) => {
      draft.favourites = draft.favourites.filter((id) => id !== gameId);
    });
    return { games: lists.favourites };
  });

  app.post('/player/games/recently-played', async (request, reply) => {
    const player = await requirePlayer(sessions, request, reply);
    if (!player) return reply;
    const parsed = recentSchema.safeParse(request.body);
    if (!parsed.success) return sendInvalidBody(reply, 'recentlyPlayed', request.body, parsed.error);
    const lists = await change(player.email, (draft) => {
      draft.recent = pushFront(draft.recent, parsed.data.gameId, RECENT_GAMES_LIMIT);
    });
    return { games: lists.recent };
  });
}
