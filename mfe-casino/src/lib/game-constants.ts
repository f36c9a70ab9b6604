/** spec 000 §4, spec 001 §3: game token / launch states. */
export const GAME_TOKEN_STATES = ['LOADING', 'GAME', 'ERROR'] as const;
export type GameTokenState = (typeof GAME_TOKEN_STATES)[number];
/** spec 001 §3 Bonus: a game's restriction level under the player's active bonus. */
export const RESTRICTION_LEVELS = { none: 0, excludedGame: 1, wageringRequirements: 2 } as const;
