import { z } from '@casino/shared-modules/zod';

/** The two my-games lists (spec 001 §7 My games). */
export const MY_GAMES_CATEGORIES = ['favourites', 'recent'] as const;
/** The lobbies a recently played game is recorded from (spec 001 §7 My games). */
export const LOBBY_PAGE_TYPES = ['casino-lobby', 'live-casino'] as const;

/** A my-games list name (`GET /player/games/my-games?category=`). */
export const myGamesCategorySchema = z.enum(MY_GAMES_CATEGORIES);

const gameIdSchema = z.string().check(z.trim(), z.minLength(1), z.maxLength(200));

/** The answer of every my-games call (spec 001 §7 My games): the list's game ids, newest first. */
export const myGamesListSchema = z.object({ games: z.array(z.string()) });
/** The answer of every my-games call. */
export type MyGamesList = z.infer<typeof myGamesListSchema>;
/** A my-games list name. */
export type MyGamesCategory = z.infer<typeof myGamesCategorySchema>;

/** `POST /player/games/my-games` request body: add a game to a list (spec 001 §7 My games). */
export const myGamesAddRequestSchema = z.object({ category: myGamesCategorySchema, gameId: gameIdSchema });
/** `POST /player/games/my-games` request body. */
export type MyGamesAddRequest = z.infer<typeof myGamesAddRequestSchema>;

/** `POST /player/games/recently-played` request body (spec 001 §7 My games). */
export const recentGameRequestSchema = z.object({ gameId: gameIdSchema, lobbyPageType: z.enum(LOBBY_PAGE_TYPES) });
/** The request body that records a recently played game. */
export type RecentGameRequest = z.infer<typeof recentGameRequestSchema>;
