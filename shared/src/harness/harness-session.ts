import type { AxiosInstance } from 'axios';
import type { PlatformBus } from '../bus/platform-bus';
import type { PlayerSessionClaims } from '../bus/state';
import type { PlayerProfile, TokenResponse, TransactionSummary } from '../wire/player';
import type { Wallet } from '../wire/wallet';
import { normalisePlatformError } from '../http/platform-error';

/** Refresh this long before the access token expires. */
const REFRESH_AHEAD_MS = 60_000;

/** The claims of a session token (spec 000 §3 Player session): its payload, with `login_method` and `multibrand` read as the contract types them. */
function claimsOf(token: string): PlayerSessionClaims {
  const part = token.split('.')[1] ?? '';
  const payload = JSON.parse(atob(part.replace(/-/g, '+').replace(/_/g, '/'))) as Record<string, unknown>;
  let multibrand: PlayerSessionClaims['multibrand'] = null;
  if (typeof payload.multibrand === 'string') {
    try {
      multibrand = { suspended: (JSON.parse(payload.multibrand) as { suspended?: unknown }).suspended === true };
    } catch {
      multibrand = null;
    }
  }
  return { ...(payload as unknown as PlayerSessionClaims), login_method: typeof payload.login_method === 'string' && payload.login_method ? payload.login_method : 'DEFAULT', multibrand };
}

/**
 * The standalone harness's player session: logs a sandbox persona in and out and publishes on the bus
 * what the host's session publishes (session, profile, wallet, transaction summary; LOGGED_IN and
 * LOGGED_OUT), so a remote on its own sees a logged-in player as it would inside the site. The access
 * token is refreshed a minute before it expires; REFRESH_WALLET reloads the balances.
 */
export class HarnessSession {
  private token: string | null = null;
  private refreshToken: string | null = null;
  private refreshTimer: ReturnType<typeof setTimeout> | null = null;

  constructor(
    private readonly bus: PlatformBus,
    /** The platform http client; its `getToken` should read {@link HarnessSession.accessToken}. */
    readonly http: AxiosInstance,
  ) {
    bus.on('REFRESH_WALLET').subscribe(() => {
      if (this.token) void this.loadWallet();
    });
  }

  /** The access token of the logged-in persona, for the http client's Authorization header. */
  readonly accessToken = (): string | null => this.token;

  /**
   * Logs in and publishes the session, then the profile, wallet and transaction summary.
   * @throws the platform's error (a `PlatformError`) when it refuses the login.
   */
  async login(email: string, password: string): Promise<void> {
    if (this.token) await this.logout('user');
    const answer = (await this.http.post<TokenResponse>('/player/login', { email, password })).data;
    this.keep(answer);
    const claims = claimsOf(answer.idToken);
    this.bus.set('session', { status: 'Resolved', authorized: true, claims });
    const [profile, summary] = await Promise.allSettled([
      this.http.get<PlayerProfile>('/player/profile'),
      this.http.get<TransactionSummary>('/player/transaction-summary'),
      this.loadWallet(),
    ]);
    if (profile.status === 'fulfilled') this.bus.set('profile', profile.value.data);
    if (summary.status === 'fulfilled') this.bus.set('transactionSummary', summary.value.data);
    this.bus.emit({ type: 'LOGGED_IN', playerId: claims.player_id });
  }

  /** Signs out at the platform (when logged in by the player) and returns the bus to an anonymous visitor. */
  async logout(reason: 'user' | 'expired' | 'unauthorized'): Promise<void> {
    if (!this.token) return;
    const token = this.token;
    this.clear();
    if (reason === 'user') await this.http.post('/player/sign_out', undefined, { headers: { Authorization: `Bearer ${token}` } }).catch(() => undefined);
    this.bus.emit({ type: 'LOGGED_OUT', reason });
  }

  /** Loads the wallet (minor units); a 404, a player with no wallet (spec 001 §4), is a success with no balances. */
  private async loadWallet(): Promise<void> {
    try {
      const { data } = await this.http.get<Wallet>('/player/wallet');
      if (this.token) this.bus.set('wallet', { balances: data.balanceMap, currency: data.currency, updatedAt: Date.now() });
    } catch (error) {
      if (normalisePlatformError(error).status !== 404) throw error;
      if (this.token) this.bus.set('wallet', { balances: {}, currency: this.bus.get('profile')?.currencyCode ?? this.bus.get('locale').currency, updatedAt: Date.now() });
    }
  }

  private keep(answer: TokenResponse): void {
    this.token = answer.accessToken;
    this.refreshToken = answer.refreshToken;
    if (this.refreshTimer) clearTimeout(this.refreshTimer);
    this.refreshTimer = setTimeout(() => void this.refresh(), Math.max(0, answer.expiresIn * 1000 - REFRESH_AHEAD_MS));
  }

  private async refresh(): Promise<void> {
    try {
      this.keep((await this.http.post<TokenResponse>('/player/token/refresh', { refreshToken: this.refreshToken })).data);
    } catch {
      await this.logout('expired');
    }
  }

  private clear(): void {
    if (this.refreshTimer) clearTimeout(this.refreshTimer);
    this.refreshTimer = null;
    this.token = null;
    this.refreshToken = null;
    this.bus.set('session', { status: 'Resolved', authorized: false, claims: null });
    this.bus.set('profile', null);
    this.bus.set('transactionSummary', null);
    this.bus.set('wallet', { balances: null, currency: this.bus.get('locale').currency, updatedAt: null });
  }
}
