import type { BalanceMap, PlayerProfile } from './state';

/**
 * Events and commands on the bus (ARCHITECTURE §5): a discriminated union on `type`.
 * Messages from the wallet socket keep the spec's names (spec 000 §7); the rest are commands a
 * remote sends to the host, or notices the host sends to everyone.
 */
export type PlatformEvent =
  /** spec 000 §7: the socket's balance message; replaces the balance map. Amounts in minor units (cents). */
  | { type: 'WALLET_BALANCE'; balanceMap: BalanceMap }
  /** spec 000 §7: the socket's attribute message; merged into the profile. */
  | { type: 'PLAYER_ATTRIBUTE_CHANGE'; attributes: Partial<PlayerProfile> }
  /** The player logged in (host → all). */
  | { type: 'LOGGED_IN'; playerId: string }
  /** The player logged out, by choice or by the platform (host → all). */
  | { type: 'LOGGED_OUT'; reason: 'user' | 'expired' | 'unauthorized' | 'idle' }
  /** Open the login dialog; after login go to `redirectTo` (a site path) when given. */
  | { type: 'OPEN_LOGIN'; redirectTo?: string }
  /** Log the player out. */
  | { type: 'LOGOUT' }
  /**
   * Log in the player a pay-and-play session identified (spec 001 §7 Pay and play), with that
   * session's id: the host calls the platform and keeps the tokens. Answered by LOGGED_IN or LOGIN_FAILED.
   */
  | { type: 'PAY_AND_PLAY_LOGIN'; sessionId: string }
  /**
   * Log in a player who has just registered (spec 001 §4 Sign-up), with the e-mail and password they
   * chose: the host calls the platform and keeps the tokens; the password is in this command only and
   * never kept. Answered by LOGGED_IN, after which the host goes to `redirectTo` (a site path) by the
   * login redirect rules of spec 000 §2, or by LOGIN_FAILED (the sign-up retries, spec 001 §4).
   */
  | { type: 'REGISTRATION_LOGIN'; email: string; password: string; redirectTo?: string }
  /** A login asked for over the bus was refused (host → all): the platform's code and the player's message (spec 001 §8). */
  | { type: 'LOGIN_FAILED'; code: string; message: string }
  /** Open the deposit modal. */
  | { type: 'OPEN_DEPOSIT' }
  /** Navigate the one history: `to` is a path with the locale prefix, or `delta` steps back or forth. */
  | { type: 'NAVIGATE'; to: string; replace?: boolean; state?: unknown }
  | { type: 'NAVIGATE_DELTA'; delta: number }
  /** Show a toast. `durationMs` defaults to 5000. */
  | { type: 'SHOW_TOAST'; message: string; variant: 'info' | 'success' | 'error'; durationMs?: number }
  /** Fetch the wallet now (for example after a game round). */
  | { type: 'REFRESH_WALLET' }
  /** Show and open the support chat (spec 000 §1). */
  | { type: 'OPEN_SUPPORT_CHAT' }
  /** A game was launched (spec 001 §3 Game launch). */
  | { type: 'GAME_LAUNCHED'; provider: string; gameId: string; mode: 'real' | 'fun' }
  /** A bonus was claimed (spec 001 §4 Reward claim). */
  | { type: 'BONUS_CLAIMED'; campaignId: string }
  /**
   * Pause every running game (host → casino, live casino; since contract 2.5.0): each remote posts the
   * window message `pause` to its game frame (spec 001 §3 Game window messages) and keeps it paused until
   * a RESUME_GAME with the same `reason`. `REALITY_CHECK`: the reality-check dialog is open (spec 001 §4
   * Activity timer). The host sends it again on GAME_LAUNCHED while the reason lasts, so a game started
   * meanwhile starts paused.
   */
  | { type: 'PAUSE_GAME'; reason: GamePauseReason }
  /**
   * The `reason` of a PAUSE_GAME is over (host → casino, live casino; since contract 2.5.0): a game no
   * other reason holds gets the window message `resume`. Every PAUSE_GAME is followed by one, however the
   * reason ended (answered, logged out).
   */
  | { type: 'RESUME_GAME'; reason: GamePauseReason }
  /**
   * The player changed a responsible-gambling setting (remote → host; since contract 2.5.0), after the
   * platform took it (spec 001 §3 Responsible gambling, §7 Player calls): `changed` is the limit kind
   * (`deposit`, `loss`, `session`) or `activity` (the activity settings: the reality-check interval). The
   * host reads what it counts again: the activity timer (`activity`) and the session limit's countdown
   * (`session`).
   */
  | { type: 'GAMBLING_LIMITS_CHANGED'; changed: 'deposit' | 'loss' | 'session' | 'activity' };

/** Why the host pauses games: `REALITY_CHECK`, the reality-check dialog (spec 001 §4 Activity timer). */
export type GamePauseReason = 'REALITY_CHECK';

/** The `type` of every platform event. */
export type PlatformEventType = PlatformEvent['type'];

/** The event of one `type`. */
export type PlatformEventOf<T extends PlatformEventType> = Extract<PlatformEvent, { type: T }>;
