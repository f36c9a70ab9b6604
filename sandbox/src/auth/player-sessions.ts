import { randomUUID } from 'node:crypto';

import { refusalMessage, type Persona } from '../seed/personas';
import type { PlayerState, StoredSession } from '../state/sandbox-state';
import type { StateStore } from '../state/state-store';
import { passwordMatches } from './passwords';
import type { PlayerDirectory } from './player-directory';
import { signToken, verifyToken } from './tokens';

/** Wrong passwords in a row that lock an account: the 5th answers attempts-exceeded. */
export const LOGIN_ATTEMPTS_LIMIT = 5;
/** How long the lock lasts, in minutes of the sandbox clock (or until `POST /__sandbox/reset`). */
export const LOGIN_LOCK_MINUTES = 15;
/**
 * How long a refresh token just replaced by a refresh still works, in seconds: two tabs of the site that
 * refresh at the same moment with the same token both get a session, rather than the second ending it.
 */
export const REFRESH_REUSE_GRACE_SECONDS = 30;

/** Lifetime of a refresh token: 30 days. */
export const REFRESH_SECONDS = 30 * 24 * 60 * 60;
/** Lifetime of the wallet socket's session token: one hour (and never past sign-out). */
export const WALLET_TOKEN_SECONDS = 60 * 60;

/** The message of every 401 for a missing, expired or revoked token (spec 000 §8). */
export const TOKEN_EXPIRED = 'Token expired';
/** spec 001 §8 login messages that belong to no persona's refusal. */
export const LOGIN_MESSAGES = {
  notFound: 'code:error.player.not.found',
  attemptsExceeded: 'code:error.sign.in.attempt.count.exceeded',
} as const;

/** What login and refresh answer. */
export interface TokenSet {
  idToken: string;
  accessToken: string;
  refreshToken: string;
  /** Lifetime of the id and access tokens, in seconds. */
  expiresIn: number;
  user: { email: string; playerId: string };
}

/** A refused login: the spec 001 §8 message, and `resetAt` (ISO) when a session limit refuses it until then. */
export type LoginResult = { ok: true; tokens: TokenSet } | { ok: false; message: string; resetAt?: string };

/**
 * What the player-protection rules say about logins and sessions (issue 16), so that `PlayerSessions` can
 * refuse a login (time-out, exclusion, session limit) and end a session at its next use.
 */
export interface SessionGuard {
  /** Why a correct login of the player is refused now, or null. */
  loginRefusal(persona: Persona): Promise<{ message: string; resetAt?: string } | null>;
  /** A session started. */
  sessionOpened(sid: string, persona: Persona): Promise<void>;
  /** Null when the session may go on (the use counts as activity), else the 401 message it ends with. */
  checkSession(sid: string, persona: Persona): Promise<string | null>;
  /** A session ended (sign-out, a time-out …). */
  sessionEnded(sid: string, reason: string): Promise<void>;
}

/** The player of a token, or why there is none (the 401's message). */
export type Authentication = { player: AuthenticatedPlayer } | { player: null; message: string };

/** The player a valid token belongs to. */
export interface AuthenticatedPlayer {
  persona: Persona;
  email: string;
  sid: string;
}

/**
 * Logins, token sets and sessions of the personas (spec 000 §3 Player session, §4; spec 001 §8).
 * Sessions live in the state (so they survive a restart); tokens are HS256 JWTs checked against the
 * sandbox clock, and a token is valid only while its session is (sign-out ends it).
 */
export class PlayerSessions {
  private readonly endListeners: Array<(sid: string, reason: string) => void> = [];

  constructor(
    private readonly store: StateStore,
    private readonly now: () => Date,
    /** Who can log in: the personas and the registered players. */
    readonly directory: PlayerDirectory,
    /** The player-protection rules on logins and sessions (none: every correct login works). */
    private readonly guard?: SessionGuard,
  ) {}

  /** Calls `listener` when a session ends other than by sign-out (a time-out, an exclusion, a session limit, idleness). */
  onSessionEnded(listener: (sid: string, reason: string) => void): void {
    this.endListeners.push(listener);
  }

  /** The changeable part of a persona. */
  playerState(email: string): PlayerState {
    const state = this.store.state.players[email];
    if (!state) throw new Error(`no player state for ${email}`);
    return state;
  }

  /**
   * `POST /player/login`. Unknown e-mail or wrong password: `error.player.not.found`; the 5th wrong
   * password in a row locks the account for 15 minutes (attempts-exceeded, even with the right password);
   * a right password clears the count, then a refused persona gets its refusal, any other a token set.
   */
  async login(email: string, password: string): Promise<LoginResult> {
    const persona = this.directory.find(email);
    if (!persona) return { ok: false, message: LOGIN_MESSAGES.notFound };
    const now = this.now();
    let message: string | null = null;
    await this.store.update((draft) => {
      const player = draft.players[persona.email];
      if (!player) throw new Error(`no player state for ${persona.email}`);
      if (player.lockedUntil !== null) {
        if (now.getTime() < Date.parse(player.lockedUntil)) {
          message = LOGIN_MESSAGES.attemptsExceeded;
          return;
        }
        player.lockedUntil = null;
        player.failedLogins = 0;
      }
      if (!passwordMatches(player.passwordHash, persona.playerId, password)) {
        player.failedLogins += 1;
        if (player.failedLogins >= LOGIN_ATTEMPTS_LIMIT) {
          player.lockedUntil = new Date(now.getTime() + LOGIN_LOCK_MINUTES * 60_000).toISOString();
          message = LOGIN_MESSAGES.attemptsExceeded;
        } else {
          message = LOGIN_MESSAGES.notFound;
        }
        return;
      }
      player.failedLogins = 0;
      if (persona.refusal) message = refusalMessage(persona.refusal);
    });
    if (message !== null) return { ok: false, message };
    const guarded = await this.guard?.loginRefusal(persona);
    if (guarded) return { ok: false, ...guarded };
    return { ok: true, tokens: await this.openSession(persona) };
  }

  /**
   * `POST /paynplay/player/login`: a token set for the persona a verified pay-and-play session identified
   * (the bank vouched for them: no password). A refused persona gets its refusal, as at login.
   */
  async loginVerifiedPlayer(email: string): Promise<LoginResult> {
    const persona = this.directory.find(email);
    if (!persona) return { ok: false, message: LOGIN_MESSAGES.notFound };
    if (persona.refusal) return { ok: false, message: refusalMessage(persona.refusal) };
    const guarded = await this.guard?.loginRefusal(persona);
    if (guarded) return { ok: false, ...guarded };
    return { ok: true, tokens: await this.openSession(persona) };
  }

  /** Starts a session of `persona` (kept in the state) and signs its token set. */
  private async openSession(persona: Persona): Promise<TokenSet> {
    const now = this.now();
    const sid = randomUUID();
    const refresh = await signToken({ email: persona.email }, { use: 'refresh', subject: persona.playerId, sid, now, lifetimeSeconds: REFRESH_SECONDS });
    const session: StoredSession = {
      sid,
      email: persona.email,
      createdAt: now.toISOString(),
      refreshExpiresAt: new Date(now.getTime() + REFRESH_SECONDS * 1000).toISOString(),
      refreshJti: refresh.jti,
    };
    await this.store.update((draft) => {
      draft.sessions = draft.sessions.filter((stored) => Date.parse(stored.refreshExpiresAt) > now.getTime());
      draft.sessions.push(session);
    });
    await this.guard?.sessionOpened(session.sid, persona);
    return this.tokenSet(persona, session.sid, refresh.token);
  }

  /**
   * `POST /player/token/refresh`: new id, access and refresh tokens for a live session. Each refresh token
   * works once (issue 21 point 8, OAuth 2.0 Security BCP §4.14): the one it replaces is refused, and a
   * replaced one used again after `REFRESH_REUSE_GRACE_SECONDS` ends the session (someone else holds a
   * copy). Null when it is not valid.
   */
  async refresh(refreshToken: string): Promise<TokenSet | null> {
    const now = this.now();
    const held = await this.refreshTokenStanding(refreshToken, now);
    const persona = held ? this.directory.find(held.session.email) : undefined;
    if (!held || !persona) return null;
    const { session } = held;
    if (held.standing === 'reused') {
      await this.endSession(session.sid, 'refresh-token-reused');
      return null;
    }
    if ((await this.check(session.sid, persona)) !== null) return null;
    const refresh = await signToken({ email: persona.email }, { use: 'refresh', subject: persona.playerId, sid: session.sid, now, lifetimeSeconds: REFRESH_SECONDS });
    await this.store.update((draft) => {
      const stored = draft.sessions.find((candidate) => candidate.sid === session.sid);
      if (!stored) return;
      // The token just used, or the one in force when a replaced one came back within the grace: either way
      // the tab that holds the token replaced now can still refresh for a moment.
      stored.previousRefreshJti = stored.refreshJti;
      stored.refreshJti = refresh.jti;
      stored.rotatedAt = now.toISOString();
      stored.refreshExpiresAt = new Date(now.getTime() + REFRESH_SECONDS * 1000).toISOString();
    });
    return this.tokenSet(persona, session.sid, refresh.token);
  }

  /**
   * The live session a refresh token belongs to (the current one or the one it just replaced), or null:
   * what `POST /player/sign_out` ends when the site's access token has expired.
   */
  async sessionOfRefreshToken(refreshToken: string): Promise<string | null> {
    const held = await this.refreshTokenStanding(refreshToken, this.now());
    return held && held.standing !== 'reused' ? held.session.sid : null;
  }

  /**
   * A refresh token's live session and where the token stands in it: `current` (or a session stored before
   * rotation), `just-replaced` (the one before, within `REFRESH_REUSE_GRACE_SECONDS`), or `reused` (any
   * older one of the session). Null for a token that is not a valid refresh token of a live session.
   */
  private async refreshTokenStanding(refreshToken: string, now: Date): Promise<{ session: StoredSession; standing: 'current' | 'just-replaced' | 'reused' } | null> {
    const claims = await verifyToken(refreshToken, ['refresh'], now);
    const session = claims?.sid ? this.activeSession(claims.sid) : undefined;
    if (!claims || !session) return null;
    if (session.refreshJti === undefined || claims.jti === session.refreshJti) return { session, standing: 'current' };
    const withinGrace = session.rotatedAt !== undefined && now.getTime() - Date.parse(session.rotatedAt) <= REFRESH_REUSE_GRACE_SECONDS * 1000;
    return { session, standing: claims.jti === session.previousRefreshJti && withinGrace ? 'just-replaced' : 'reused' };
  }

  /** `POST /player/sign_out`: ends the session, so every token of it stops working. */
  async signOut(sid: string): Promise<void> {
    await this.store.update((draft) => {
      draft.sessions = draft.sessions.filter((session) => session.sid !== sid);
    });
    await this.guard?.sessionEnded(sid, 'sign-out');
  }

  /**
   * Ends every session of the player at once (a time-out or a self-exclusion, issue 16): their tokens stop
   * working, refresh is refused, and the end listeners close their wallet sockets. Answers the sessions ended.
   */
  async endPlayerSessions(email: string, reason: string): Promise<string[]> {
    const sids = this.store.state.sessions.filter((session) => session.email === email).map((session) => session.sid);
    for (const sid of sids) await this.endSession(sid, reason);
    return sids;
  }

  /** The player of an `Authorization: Bearer <access token>` header, or null. */
  async authenticate(authorization: string | undefined): Promise<AuthenticatedPlayer | null> {
    return (await this.authentication(authorization)).player;
  }

  /**
   * The player of an `Authorization: Bearer` header, or the 401 message: `Token expired`, or the
   * player-protection reason a live session just ended with (e.g. `code:error.session.limit.reached`).
   * Only an access token is a credential: the id token lives a year in a cookie at the parent domain
   * (spec 000 §7), and must not open the API to whoever reads that cookie (issue 21 point 8).
   */
  async authentication(authorization: string | undefined): Promise<Authentication> {
    const match = /^Bearer\s+(\S+)\s*$/i.exec(authorization ?? '');
    const player = match?.[1] ? await this.playerOf(match[1], ['access'], false) : null;
    if (!player) return { player: null, message: TOKEN_EXPIRED };
    const ended = await this.check(player.sid, player.persona);
    return ended === null ? { player } : { player: null, message: ended };
  }

  /**
   * Whether the session `sid` may go on now (counted as activity); when not, it ends (`endSession`) and the
   * reason is answered. Used by every authorised call, refresh and launcher spin.
   */
  async check(sid: string, persona: Persona): Promise<string | null> {
    const ended = (await this.guard?.checkSession(sid, persona)) ?? null;
    if (ended !== null) await this.endSession(sid, ended);
    return ended;
  }

  private async endSession(sid: string, reason: string): Promise<void> {
    if (!this.store.state.sessions.some((session) => session.sid === sid)) return;
    await this.store.update((draft) => {
      draft.sessions = draft.sessions.filter((session) => session.sid !== sid);
    });
    await this.guard?.sessionEnded(sid, reason);
    for (const listener of this.endListeners) listener(sid, reason);
  }

  /** The short-lived token the wallet socket takes (`GET /player/wallet/session-token`). */
  async walletToken(player: AuthenticatedPlayer): Promise<string> {
    const signed = await signToken({ email: player.email }, { use: 'wallet', subject: player.persona.playerId, sid: player.sid, now: this.now(), lifetimeSeconds: WALLET_TOKEN_SECONDS });
    return signed.token;
  }

  /** The player of a wallet socket token, or null. */
  verifyWalletToken(token: string): Promise<AuthenticatedPlayer | null> {
    return this.playerOf(token, ['wallet'], true);
  }

  private async playerOf(token: string, uses: Parameters<typeof verifyToken>[1], checked: boolean): Promise<AuthenticatedPlayer | null> {
    const claims = await verifyToken(token, uses, this.now());
    const session = claims?.sid ? this.activeSession(claims.sid) : undefined;
    const persona = session ? this.directory.find(session.email) : undefined;
    if (!session || !persona || persona.playerId !== claims?.sub) return null;
    if (checked && (await this.check(session.sid, persona)) !== null) return null;
    return { persona, email: persona.email, sid: session.sid };
  }

  /** Whether the session `sid` is still signed in (not signed out, reset or past its refresh token). */
  isActive(sid: string): boolean {
    return this.activeSession(sid) !== undefined;
  }

  private activeSession(sid: string): StoredSession | undefined {
    const session = this.store.state.sessions.find((stored) => stored.sid === sid);
    if (!session || Date.parse(session.refreshExpiresAt) <= this.now().getTime()) return undefined;
    return session;
  }

  /** The id and access tokens carry the spec 000 §3 session claims, read from the current profile. */
  private async tokenSet(persona: Persona, sid: string, refreshToken: string): Promise<TokenSet> {
    const now = this.now();
    const lifetimeSeconds = this.store.state.tokenLifetime.accessSeconds;
    const profile = this.playerState(persona.email).profile;
    const zendesk = await signToken(
      { name: persona.email.split('@')[0], email: persona.email, external_id: persona.playerId },
      { use: 'zendesk', subject: persona.playerId, now, lifetimeSeconds },
    );
    const claims = {
      country_code: profile.countryCode,
      language_code: profile.languageCode,
      player_id: persona.playerId,
      player_access_id: sid,
      email: persona.email,
      ...(persona.loginMethod !== null ? { login_method: persona.loginMethod } : {}),
      zendeskJwtToken: zendesk.token,
      registrationDate: persona.registrationDate,
      multibrand: persona.multibrand,
    };
    const options = { subject: persona.playerId, sid, now, lifetimeSeconds };
    const [idToken, accessToken] = await Promise.all([signToken(claims, { ...options, use: 'id' }), signToken(claims, { ...options, use: 'access' })]);
    return { idToken: idToken.token, accessToken: accessToken.token, refreshToken, expiresIn: lifetimeSeconds, user: { email: persona.email, playerId: persona.playerId } };
  }
}
