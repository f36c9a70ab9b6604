import { createPlatformBus } from '@casino/shared/bus';
import { createTestPlatform, type HttpRoutes } from '@casino/shared/testing';
import { LoginRefusedError, SessionService } from './session-service';
import { readTokenSet, STORAGE_KEYS } from './token-storage';

const jwt = (payload: Record<string, unknown>) =>
  ['{"alg":"HS256"}', JSON.stringify(payload)].map((part) => Buffer.from(part).toString('base64url')).join('.') + '.sig';
const inSeconds = (seconds: number) => Math.floor(Date.now() / 1000) + seconds;
const tokens = (expiresIn = 900) => {
  const claims = { player_id: 'p-anna', email: 'anna@sandbox.test', country_code: 'FI', language_code: 'fi', iat: inSeconds(0), exp: inSeconds(expiresIn), multibrand: '{"suspended":false}' };
  return { idToken: jwt(claims), accessToken: jwt(claims), refreshToken: 'refresh-1', expiresIn, user: { email: 'anna@sandbox.test', playerId: 'p-anna' } };
};
const profile = { playerId: 'p-anna', currencyCode: 'EUR', countryCode: 'FI', languageCode: 'fi', kycStatus: 'NOT_REQUIRED', payout: true, casino: true, liveCasino: true, sports: true, virtualSports: true, bonuses: true, deposit: true, withdrawal: true };

function setup(http: HttpRoutes = {}) {
  const platform = createTestPlatform({
    http: { 'GET /player/profile': profile, 'GET /player/transaction-summary': { totalDepositsCount: 3 }, 'POST /player/sign_out': { status: 204, data: '' }, ...http },
  });
  const session = new SessionService({ bus: platform.bus, http: platform.http });
  return { platform, session, bus: platform.bus };
}

describe('SessionService (spec 000 §3, §4, §7)', () => {
  beforeEach(() => localStorage.clear());

  it('resolves an anonymous visitor: Pending → Requested → Resolved', async () => {
    const { session, bus } = setup();
    const statuses: string[] = [];
    bus.select('session').subscribe((state) => statuses.push(state.status));
    await session.start();
    expect(statuses).toEqual(['Pending', 'Requested', 'Resolved']);
    expect(bus.get('session').authorized).toBe(false);
  });

  it('logs in: stores the token set, reads the claims, loads profile and transaction summary', async () => {
    const { session, bus } = setup({ 'POST /player/login': tokens() });
    const events: string[] = [];
    bus.events$.subscribe((event) => events.push(event.type));
    await session.login('anna@sandbox.test', 'Sandbox!2026');
    expect(bus.get('session')).toMatchObject({ status: 'Resolved', authorized: true, claims: { player_id: 'p-anna', login_method: 'DEFAULT', multibrand: { suspended: false } } });
    expect(bus.get('profile')?.countryCode).toBe('FI');
    expect(bus.get('transactionSummary')).toEqual({ totalDepositsCount: 3 });
    expect(readTokenSet()?.refreshToken).toBe('refresh-1');
    expect(localStorage.getItem(STORAGE_KEYS.firstLogin)).toBe('true');
    expect(events).toContain('LOGGED_IN');
    session.dispose();
  });

  it('logs in the player a pay-and-play session identified, with the session id (spec 001 §7 Pay and play)', async () => {
    let body: unknown;
    const { session, bus } = setup({
      'POST /paynplay/player/login': (config: { data?: unknown }) => {
        body = JSON.parse(String(config.data));
        return tokens();
      },
    });
    const events: string[] = [];
    bus.events$.subscribe((event) => events.push(event.type));
    await session.loginWithPayAndPlay('pnp-session-1');
    expect(body).toEqual({ sessionId: 'pnp-session-1' });
    expect(bus.get('session')).toMatchObject({ status: 'Resolved', authorized: true, claims: { player_id: 'p-anna' } });
    expect(readTokenSet()?.refreshToken).toBe('refresh-1');
    expect(events).toContain('LOGGED_IN');
    session.dispose();
  });

  it('maps a refused pay-and-play login to its message, and keeps the visitor logged out', async () => {
    const { session, bus } = setup({ 'POST /paynplay/player/login': { status: 401, data: { error: 'Unauthorized', message: 'code:error.account.closed' } } });
    const error = await session.loginWithPayAndPlay('pnp-session-1').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(LoginRefusedError);
    expect((error as LoginRefusedError).loginError).toMatchObject({ kind: 'closed', messageKey: 'login.error.closed' });
    expect(bus.get('session').authorized).toBe(false);
  });

  it('maps a refused login to its message', async () => {
    const { session, bus } = setup({ 'POST /player/login': { status: 401, data: { error: 'Unauthorized', message: 'code:error.exclusion.in.progress:days:120' } } });
    const error = await session.login('excluded@sandbox.test', 'Sandbox!2026').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(LoginRefusedError);
    expect((error as LoginRefusedError).loginError).toMatchObject({ kind: 'exclusion', days: 120 });
    expect(bus.get('session').authorized).toBe(false);
  });

  it('restores a stored session that is still good', async () => {
    const { session: first } = setup({ 'POST /player/login': tokens() });
    await first.login('anna@sandbox.test', 'x');
    first.dispose();
    const { session, bus } = setup();
    await session.start();
    expect(bus.get('session').authorized).toBe(true);
    expect(bus.get('profile')?.playerId).toBe('p-anna');
    session.dispose();
  });

  it('refreshes once per token lifetime even when the browser clock runs ahead of the platform (no refresh loop)', async () => {
    jest.useFakeTimers();
    try {
      const platformSeconds = () => Math.floor(Date.now() / 1000) - 1800;
      const issue = () => {
        const claims = { player_id: 'p-anna', email: 'anna@sandbox.test', country_code: 'FI', language_code: 'fi', iat: platformSeconds(), exp: platformSeconds() + 900, multibrand: '{"suspended":false}' };
        return { idToken: jwt(claims), accessToken: jwt(claims), refreshToken: 'refresh-1', expiresIn: 900, user: { email: 'anna@sandbox.test', playerId: 'p-anna' } };
      };
      let refreshes = 0;
      const { session, bus } = setup({
        'POST /player/login': () => issue(),
        'POST /player/token/refresh': () => {
          refreshes += 1;
          return issue();
        },
      });
      await session.login('anna@sandbox.test', 'Sandbox!2026');
      await jest.advanceTimersByTimeAsync(1000);
      expect(refreshes).toBe(0);
      await jest.advanceTimersByTimeAsync(840_000);
      expect(refreshes).toBe(1);
      await jest.advanceTimersByTimeAsync(1000);
      expect(refreshes).toBe(1);
      expect(bus.get('session').authorized).toBe(true);
      session.dispose();
    } finally {
      jest.useRealTimers();
    }
  });

  it('refreshes with the newest refresh token another tab stored, since each works once (issue 21 point 8)', async () => {
    const used: string[] = [];
    const { session: thisTab } = setup({
      'POST /player/login': tokens(),
      'POST /player/token/refresh': (request: { data?: unknown }) => {
        used.push((JSON.parse(request.data as string) as { refreshToken: string }).refreshToken);
        return { ...tokens(), refreshToken: 'refresh-3' };
      },
    });
    await thisTab.login('anna@sandbox.test', 'x');
    // Another tab refreshed meanwhile and stored what it got.
    localStorage.setItem(STORAGE_KEYS.authorization, JSON.stringify({ ...readTokenSet(), refreshToken: 'refresh-2' }));
    expect(await thisTab.refresh()).toBe(true);
    expect(used).toEqual(['refresh-2']);
    expect(readTokenSet()?.refreshToken).toBe('refresh-3');
    thisTab.dispose();
  });

  it('refreshes an expired stored access token, and signs out when the refresh is refused', async () => {
    const { session: first } = setup({ 'POST /player/login': tokens(-10) });
    await first.login('anna@sandbox.test', 'x').catch(() => undefined);
    first.dispose();
    const signOuts: unknown[] = [];
    const { session, bus } = setup({
      'POST /player/token/refresh': { status: 401, data: { message: 'Token expired' } },
      'POST /player/sign_out': (config: { data?: unknown }) => {
        signOuts.push(JSON.parse(config.data as string));
        return { status: 204, data: '' };
      },
    });
    const reasons: string[] = [];
    bus.on('LOGGED_OUT').subscribe((event) => reasons.push(event.reason));
    await session.start();
    expect(bus.get('session')).toEqual({ status: 'Resolved', authorized: false, claims: null });
    expect(reasons).toEqual(['expired']);
    expect(readTokenSet()).toBeNull();
    // The platform is told too, with the refresh token (issue 21 point 8: it would otherwise live 30 days).
    expect(signOuts).toEqual([{ refreshToken: 'refresh-1' }]);
  });

  it('signs out: clears the session, the stored identity and tells the platform', async () => {
    const calls: string[] = [];
    const { session, bus } = setup({
      'POST /player/login': tokens(),
      'POST /player/sign_out': (config: { headers: Record<string, unknown> }) => {
        calls.push(String(config.headers.Authorization));
        return { status: 204, data: '' };
      },
    });
    await session.login('anna@sandbox.test', 'x');
    localStorage.setItem(STORAGE_KEYS.showUpdatedTnC, 'true');
    await session.logout('user');
    expect(bus.get('session').authorized).toBe(false);
    expect(bus.get('profile')).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.authorization)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.showUpdatedTnC)).toBeNull();
    expect(calls[0]).toMatch(/^Bearer /);
  });

  it('raises "no session error" when a call needs a session and none exists', async () => {
    const { session } = setup({ 'POST /player/login': tokens() });
    expect(() => session.requireAccessToken()).toThrow('no session error');
    await session.login('anna@sandbox.test', 'x');
    expect(session.requireAccessToken()).toEqual(expect.any(String));
    session.dispose();
  });

  it('a second logout does nothing', async () => {
    const bus = createPlatformBus();
    const session = new SessionService({ bus, http: createTestPlatform().http });
    const events: string[] = [];
    bus.events$.subscribe((event) => events.push(event.type));
    await session.logout('unauthorized');
    expect(events).toEqual([]);
  });
});
