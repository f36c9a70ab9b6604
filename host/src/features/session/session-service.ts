import type { AxiosInstance } from 'axios';
import type { PlatformBus } from '@casino/shared/bus';
import { normalisePlatformError } from '@casino/shared/platform';
import type { LoginRequest, PayAndPlayLoginRequest, PlayerProfile, RefreshRequest, TokenResponse, TransactionSummary } from '@casino/shared/wire';
import type { HostSession, LogoutReason } from '../../lib/host-services';
import { msUntilExpiry, msUntilRefreshDue, readClaims } from './claims';
import { loginErrorOf, type LoginError } from './login-errors';
import { STORAGE_KEYS, clearIdentity, readTokenSet, writeTokenSet, type TokenSet } from './token-storage';

/** spec 000 §8: raised when a call needs a session and none exists. */
export const NO_SESSION_ERROR = 'no session error';

/** Refresh this long before the access token expires. */
export const REFRESH_AHEAD_MS = 60_000;

/** A login the platform refused, mapped to the message the player sees (spec 001 §8). */
export class LoginRefusedError extends Error {
  override readonly name = 'LoginRefusedError';
  constructor(readonly loginError: LoginError) {
    super(loginError.code);
  }
}

export interface SessionServiceOptions {
  bus: PlatformBus;
  http: AxiosInstance;
  storage?: Storage;
  /** Clock in ms; replaced in tests. */
  now?: () => number;
  /** Called after a sign-out of any kind, e.g. to log the support and inbox widgets out. */
  onSignedOut?: (reason: LogoutReason) => void;
  /** Called when the profile of a logged-in player could not be loaded (the guards wait for it). */
  onPlayerLoadFailed?: (error: unknown) => void;
}

/**
 * The host's session (spec 000 §3 Authorization state, §4, §7): restores a stored session at
 * start, logs in and out, keeps the access token fresh, and publishes the session, profile and
 * transaction summary on the bus. The host is the only holder of tokens (ARCHITECTURE §3).
 */
export class SessionService implements HostSession {
  private tokens: TokenSet | null = null;
  /** When (this browser's clock) the current access token arrived; null for one read from storage. */
  private receivedAt: number | null = null;
  private refreshTimer: ReturnType<typeof setTimeout> | null = null;
  private readonly storage: Storage;
  private readonly now: () => number;

  constructor(private readonly options: SessionServiceOptions) {
    this.storage = options.storage ?? localStorage;
    this.now = options.now ?? Date.now;
  }

  /** The current access token, for the http client's Authorization header. */
  accessToken(): string | null {
    return this.tokens?.accessToken ?? null;
  }

  /**
   * The access token of a call that needs a player.
   * @throws Error `no session error` (spec 000 §8) when no session exists.
   */
  requireAccessToken(): string {
    const token = this.accessToken();
    if (!token) throw new Error(NO_SESSION_ERROR);
    return token;
  }

  /** The session status goes Pending → Requested → Resolved, authorised when a stored session is still good. */
  async start(): Promise<void> {
    const { bus } = this.options;
    bus.set('session', { status: 'Requested', authorized: false, claims: null });
    const stored = readTokenSet(this.storage);
    if (!stored) {
      bus.set('session', { status: 'Resolved', authorized: false, claims: null });
      return;
    }
    this.tokens = stored;
    const left = this.safeMsUntilExpiry(stored.accessToken);
    if (left === null || left <= REFRESH_AHEAD_MS) {
      if (!(await this.refresh())) return;
    } else {
      this.resolveAuthorised();
    }
    await this.loadPlayer();
  }

  /**
   * Logs in with email and password.
   * @throws LoginRefusedError with the mapped login error when the platform refuses.
   */
  async login(email: string, password: string): Promise<void> {
    await this.startSession('/player/login', { email, password } satisfies LoginRequest);
  }

  /**
   * Logs in the player a pay-and-play session identified (spec 001 §7 Pay and play:
   * `POST /paynplay/player/login` with the provider session's id). The tokens stay in the host, as
   * every login's do (ARCHITECTURE §3): the cashier only asks for it (`PAY_AND_PLAY_LOGIN`).
   * @throws LoginRefusedError with the mapped login error when the platform refuses.
   */
  async loginWithPayAndPlay(sessionId: string): Promise<void> {
    await this.startSession('/paynplay/player/login', { sessionId } satisfies PayAndPlayLoginRequest);
  }

  /** Posts a login call, keeps the token set it answers, loads the player and tells the bus. */
  private async startSession(path: string, body: LoginRequest | PayAndPlayLoginRequest): Promise<void> {
    const { bus, http } = this.options;
    let answer: TokenResponse;
    try {
      answer = (await http.post<TokenResponse>(path, body)).data;
    } catch (error) {
      throw new LoginRefusedError(loginErrorOf(normalisePlatformError(error)));
    }
    this.keep(answer);
    const claims = this.resolveAuthorised();
    if (this.storage.getItem(STORAGE_KEYS.firstLogin) === null) this.storage.setItem(STORAGE_KEYS.firstLogin, 'true');
    await this.loadPlayer();
    bus.emit({ type: 'LOGGED_IN', playerId: claims.player_id });
  }

  /** Signs out (spec 000 §4): tells the platform when it can, clears the session and the stored identity. */
  async logout(reason: LogoutReason): Promise<void> {
    const { bus, http } = this.options;
    if (!this.tokens && !bus.get('session').authorized) return;
    const accessToken = this.tokens?.accessToken;
    const refreshToken = this.tokens?.refreshToken;
    // Clear first: a 401 from the sign-out call itself must not sign out a second time.
    this.clear();
    // Every logout ends the session on the platform too (issue 21 point 8), an expired or refused one
    // included: the refresh token in the body does it when the access token no longer can.
    if (accessToken || refreshToken) {
      const headers = accessToken ? { Authorization: `Bearer ${accessToken}` } : {};
      await http.post('/player/sign_out', refreshToken ? ({ refreshToken } satisfies RefreshRequest) : undefined, { headers }).catch(() => undefined);
    }
    bus.emit({ type: 'LOGGED_OUT', reason });
    this.options.onSignedOut?.(reason);
  }

  /** Marks the stored updated-terms flag (spec 000 §7 `showUpdatedTnC`). */
  setShowUpdatedTnC(value: boolean): void {
    if (value) this.storage.setItem(STORAGE_KEYS.showUpdatedTnC, 'true');
    else this.storage.removeItem(STORAGE_KEYS.showUpdatedTnC);
  }

  /** Whether the stored updated-terms flag is set. */
  showUpdatedTnC(): boolean {
    return this.storage.getItem(STORAGE_KEYS.showUpdatedTnC) === 'true';
  }

  /** Stops the refresh timer (tests, page unload). */
  dispose(): void {
    if (this.refreshTimer) clearTimeout(this.refreshTimer);
    this.refreshTimer = null;
  }

  /** Refreshes the token set; an expired or refused refresh signs the player out (spec 000 §4). */
  async refresh(): Promise<boolean> {
    // Each refresh token works once (issue 21 point 8): another tab of the site may have refreshed already
    // and stored the newer set; refresh with that one.
    const stored = readTokenSet(this.storage);
    if (stored && this.tokens && stored.refreshToken !== this.tokens.refreshToken && stored.user?.email === this.tokens.user?.email) this.tokens = stored;
    const refreshToken = this.tokens?.refreshToken;
    if (!refreshToken) return false;
    try {
      const answer = (await this.options.http.post<TokenResponse>('/player/token/refresh', { refreshToken } satisfies RefreshRequest)).data;
      this.keep(answer);
      this.resolveAuthorised();
      return true;
    } catch {
      await this.logout('expired');
      return false;
    }
  }

  private keep(answer: TokenResponse): void {
    this.tokens = { idToken: answer.idToken, accessToken: answer.accessToken, refreshToken: answer.refreshToken, user: answer.user };
    this.receivedAt = this.now();
    writeTokenSet(this.tokens, this.storage);
    this.scheduleRefresh(answer.accessToken);
  }

  private resolveAuthorised() {
    const claims = readClaims(this.tokens!.idToken || this.tokens!.accessToken);
    this.options.bus.set('session', { status: 'Resolved', authorized: true, claims });
    this.scheduleRefresh(this.tokens!.accessToken);
    return claims;
  }

  private scheduleRefresh(accessToken: string): void {
    if (this.refreshTimer) clearTimeout(this.refreshTimer);
    let left: number | null;
    try {
      left = msUntilRefreshDue(accessToken, this.now(), this.receivedAt);
    } catch {
      left = null;
    }
    if (left === null) return;
    this.refreshTimer = setTimeout(() => void this.refresh(), Math.max(0, left - REFRESH_AHEAD_MS));
  }

  private safeMsUntilExpiry(token: string): number | null {
    try {
      return msUntilExpiry(token, this.now());
    } catch {
      return null;
    }
  }

  /** Loads the profile and the transaction summary after login (spec 000 §3); also "Try again" after a failure. */
  async loadPlayer(): Promise<void> {
    const { bus, http } = this.options;
    const [profile, summary] = await Promise.allSettled([
      http.get<PlayerProfile>('/player/profile'),
      http.get<TransactionSummary>('/player/transaction-summary'),
    ]);
    if (!bus.get('session').authorized) return;
    if (profile.status === 'fulfilled') {
      bus.set('profile', profile.value.data);
      bus.set('wallet', { ...bus.get('wallet'), currency: profile.value.data.currencyCode });
    } else {
      this.options.onPlayerLoadFailed?.(profile.reason);
    }
    if (summary.status === 'fulfilled') bus.set('transactionSummary', summary.value.data);
  }

  private clear(): void {
    const { bus } = this.options;
    this.dispose();
    this.tokens = null;
    this.receivedAt = null;
    clearIdentity(this.storage);
    bus.set('session', { status: 'Resolved', authorized: false, claims: null });
    bus.set('profile', null);
    bus.set('transactionSummary', null);
    bus.set('wallet', { balances: null, currency: bus.get('locale').currency, updatedAt: null });
  }
}
