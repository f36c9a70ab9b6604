import { SignJWT, decodeJwt, jwtVerify } from 'jose';

import { bearer, createTestSandbox, loginAs, TEST_NOW, type TestSandbox } from '../testing/test-sandbox';
import { SANDBOX_JWT_ISSUER, SANDBOX_JWT_SECRET, TOKEN_AUDIENCES } from './tokens';

const PASSWORD = 'Sandbox!2026';
const secret = new TextEncoder().encode(SANDBOX_JWT_SECRET);

describe('login, tokens and sign-out (spec 000 §3 Player session, spec 001 §8)', () => {
  let sandbox: TestSandbox;
  beforeEach(async () => {
    sandbox = await createTestSandbox();
  });
  afterEach(() => sandbox.close());

  const login = (email: string, password = PASSWORD) => sandbox.app.inject({ method: 'POST', url: '/player/login', payload: { email, password } });
  const profile = (token: string) => sandbox.app.inject({ method: 'GET', url: '/player/profile', headers: bearer(token) });

  it('answers a token set whose id and access tokens carry the spec 000 §3 claims, signed HS256 with the sandbox secret', async () => {
    const response = await login('anna@sandbox.test');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toEqual({
      idToken: expect.any(String),
      accessToken: expect.any(String),
      refreshToken: expect.any(String),
      expiresIn: 900,
      user: { email: 'anna@sandbox.test', playerId: 'sandbox-anna' },
    });
    const iat = Math.floor(TEST_NOW.getTime() / 1000);
    for (const [token, use] of [
      [body.idToken, 'id'],
      [body.accessToken, 'access'],
    ] as const) {
      const { payload, protectedHeader } = await jwtVerify(token, secret, { issuer: SANDBOX_JWT_ISSUER, currentDate: TEST_NOW });
      expect(protectedHeader.alg).toBe('HS256');
      expect(payload).toEqual({
        country_code: 'FI',
        language_code: 'fi',
        player_id: 'sandbox-anna',
        player_access_id: expect.any(String),
        email: 'anna@sandbox.test',
        iat,
        exp: iat + 900,
        login_method: 'DEFAULT',
        zendeskJwtToken: expect.any(String),
        registrationDate: '2025-10-04T18:12:00.000Z',
        multibrand: '{"suspended":false}',
        token_use: use,
        sid: payload.player_access_id,
        iss: SANDBOX_JWT_ISSUER,
        aud: TOKEN_AUDIENCES[use],
        sub: 'sandbox-anna',
        jti: expect.any(String),
      });
      expect(JSON.parse(payload.multibrand as string)).toEqual({ suspended: false });
      expect(decodeJwt(payload.zendeskJwtToken as string)).toMatchObject({ email: 'anna@sandbox.test', external_id: 'sandbox-anna' });
    }
    expect(decodeJwt(body.refreshToken)).toMatchObject({ token_use: 'refresh', sub: 'sandbox-anna', exp: iat + 30 * 24 * 3600 });
  });

  it('leaves login_method out for nora, so the client must default it to DEFAULT', async () => {
    const claims = decodeJwt((await loginAs(sandbox.app, 'nora@sandbox.test')).idToken);
    expect(claims).not.toHaveProperty('login_method');
    expect(claims).toMatchObject({ player_id: 'sandbox-nora', country_code: 'MT', language_code: 'en' });
  });

  it.each([
    ['suspended@sandbox.test', { multibrand: '{"suspended":true}' }],
    ['chloe@sandbox.test', { country_code: 'CA', language_code: 'ca' }],
    ['remy@sandbox.test', { country_code: 'CA', language_code: 'caf' }],
    ['max@sandbox.test', { country_code: 'DE', language_code: 'de' }],
  ])('carries the claims of %s', async (email, expected) => {
    expect(decodeJwt((await loginAs(sandbox.app, email)).accessToken)).toMatchObject(expected);
  });

  it('gives a new session id (player_access_id) to every login', async () => {
    const first = decodeJwt((await loginAs(sandbox.app, 'ulla@sandbox.test')).accessToken);
    const second = decodeJwt((await loginAs(sandbox.app, 'ulla@sandbox.test')).accessToken);
    expect(first.player_access_id).not.toBe(second.player_access_id);
  });

  it('ignores case and spaces in the e-mail', async () => {
    expect((await login('  Anna@Sandbox.TEST ')).json().user).toEqual({ email: 'anna@sandbox.test', playerId: 'sandbox-anna' });
  });

  it.each([
    ['timeout@sandbox.test', 'code:error.timeout.in.progress:days:3'],
    ['excluded@sandbox.test', 'code:error.exclusion.in.progress:days:120'],
    ['forever@sandbox.test', 'code:error.exclusion.in.progress.indefinitely'],
    ['blacklisted@sandbox.test', 'code:error.account.deactivated'],
    ['closed@sandbox.test', 'code:error.account.closed'],
    ['nobody@sandbox.test', 'code:error.player.not.found'],
  ])('refuses %s with 401 %s', async (email, message) => {
    const response = await login(email);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ error: 'Unauthorized', message });
  });

  it('answers player.not.found for a wrong password, also of a refused persona', async () => {
    for (const email of ['anna@sandbox.test', 'timeout@sandbox.test']) {
      const response = await login(email, 'wrong');
      expect(response.statusCode).toBe(401);
      expect(response.json().message).toBe('code:error.player.not.found');
    }
  });

  it('refuses a body without e-mail and password with 400', async () => {
    for (const payload of [{}, { email: 'anna@sandbox.test' }, { email: 1, password: PASSWORD }]) {
      const response = await sandbox.app.inject({ method: 'POST', url: '/player/login', payload });
      expect(response.statusCode).toBe(400);
      // Issue 21 point 6: the refused fields as spec 000 §8 field errors.
      expect(response.json()).toEqual({ error: 'Bad Request', message: 'email and password are required', validationErrors: expect.arrayContaining([expect.objectContaining({ objectName: 'loginRequest', status: 'INVALID' })]) });
    }
  });

  it('locks an account for 15 minutes of the sandbox clock on the 5th wrong password in a row', async () => {
    const messages: string[] = [];
    for (let attempt = 0; attempt < 5; attempt += 1) messages.push((await login('ulla@sandbox.test', 'wrong')).json().message);
    expect(messages).toEqual([...Array(4).fill('code:error.player.not.found'), 'code:error.sign.in.attempt.count.exceeded']);
    // Locked: the right password too, and further wrong ones.
    expect((await login('ulla@sandbox.test')).json().message).toBe('code:error.sign.in.attempt.count.exceeded');
    expect((await login('ulla@sandbox.test', 'wrong')).json().message).toBe('code:error.sign.in.attempt.count.exceeded');
    // Another account is not touched.
    expect((await login('anna@sandbox.test')).statusCode).toBe(200);

    sandbox.setNow(new Date(TEST_NOW.getTime() + 14 * 60_000));
    expect((await login('ulla@sandbox.test')).statusCode).toBe(401);
    sandbox.setNow(new Date(TEST_NOW.getTime() + 15 * 60_000));
    expect((await login('ulla@sandbox.test')).statusCode).toBe(200);
  });

  it('counts only wrong passwords in a row, and /__sandbox/reset lifts a lock', async () => {
    for (let attempt = 0; attempt < 4; attempt += 1) await login('ulla@sandbox.test', 'wrong');
    expect((await login('ulla@sandbox.test')).statusCode).toBe(200);
    for (let attempt = 0; attempt < 4; attempt += 1) await login('ulla@sandbox.test', 'wrong');
    expect((await login('ulla@sandbox.test', 'wrong')).json().message).toBe('code:error.sign.in.attempt.count.exceeded');
    await sandbox.app.inject({ method: 'POST', url: '/__sandbox/reset' });
    expect((await login('ulla@sandbox.test')).statusCode).toBe(200);
  });

  it('accepts the access token as Bearer, and refuses anything else (the id token and the refresh token too) with 401 Token expired', async () => {
    const tokens = await loginAs(sandbox.app, 'anna@sandbox.test');
    expect((await profile(tokens.accessToken)).statusCode).toBe(200);
    // Issue 21 point 8: the id token (a year-long cookie) is not an API credential.
    expect((await profile(tokens.idToken)).json()).toEqual({ error: 'Unauthorized', message: 'Token expired' });
    expect((await profile(tokens.refreshToken)).statusCode).toBe(401);

    const forged = await new SignJWT({ token_use: 'access', sid: decodeJwt(tokens.accessToken).sid })
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuer(SANDBOX_JWT_ISSUER)
      .setSubject('sandbox-anna')
      .setJti('x')
      .setIssuedAt()
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode('another-secret'));
    const walletToken = (await sandbox.app.inject({ method: 'GET', url: '/player/wallet/session-token', headers: bearer(tokens.accessToken) })).json().token;
    for (const headers of [{}, { authorization: tokens.accessToken }, bearer('not-a-jwt'), bearer(tokens.refreshToken), bearer(walletToken), bearer(forged)]) {
      const response = await sandbox.app.inject({ method: 'GET', url: '/player/profile', headers });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ error: 'Unauthorized', message: 'Token expired' });
    }
  });

  it('expires tokens after their lifetime, settable through /__sandbox/token-lifetime; refresh gives new ones', async () => {
    const set = await sandbox.app.inject({ method: 'POST', url: '/__sandbox/token-lifetime', payload: { accessSeconds: 60 } });
    expect(set.json()).toEqual({ tokenLifetime: { accessSeconds: 60 } });
    const tokens = await loginAs(sandbox.app, 'anna@sandbox.test');
    expect(tokens.expiresIn).toBe(60);
    expect((await profile(tokens.accessToken)).statusCode).toBe(200);

    const later = new Date(TEST_NOW.getTime() + 61_000);
    sandbox.setNow(later);
    const expired = await profile(tokens.accessToken);
    expect(expired.statusCode).toBe(401);
    expect(expired.json().message).toBe('Token expired');

    const refreshed = await sandbox.app.inject({ method: 'POST', url: '/player/token/refresh', payload: { refreshToken: tokens.refreshToken } });
    expect(refreshed.statusCode).toBe(200);
    const body = refreshed.json();
    expect(body).toEqual({ idToken: expect.any(String), accessToken: expect.any(String), refreshToken: expect.any(String), expiresIn: 60, user: tokens.user });
    // Issue 21 point 8: each refresh rotates the refresh token.
    expect(body.refreshToken).not.toBe(tokens.refreshToken);
    expect(decodeJwt(body.accessToken)).toMatchObject({ iat: Math.floor(later.getTime() / 1000), player_access_id: decodeJwt(tokens.accessToken).player_access_id });
    expect((await profile(body.accessToken)).statusCode).toBe(200);
  });

  it('rotates the refresh token: the replaced one still works for a moment (two tabs), then using it again ends the session (issue 21 point 8)', async () => {
    const refresh = (refreshToken: string) => sandbox.app.inject({ method: 'POST', url: '/player/token/refresh', payload: { refreshToken } });
    const tokens = await loginAs(sandbox.app, 'anna@sandbox.test');
    const first = (await refresh(tokens.refreshToken)).json();
    // Another tab refreshed with the same token at the same moment: it gets a session too.
    sandbox.setNow(new Date(TEST_NOW.getTime() + 10_000));
    expect((await refresh(tokens.refreshToken)).statusCode).toBe(200);
    const second = (await refresh(first.refreshToken)).json();
    expect((await profile(second.accessToken)).statusCode).toBe(200);

    // Later, the first refresh token turns up again: someone kept a copy. The session ends for everyone.
    sandbox.setNow(new Date(TEST_NOW.getTime() + 120_000));
    const reused = await refresh(tokens.refreshToken);
    expect(reused.json()).toEqual({ error: 'Unauthorized', message: 'Token expired' });
    expect((await refresh(second.refreshToken)).statusCode).toBe(401);
    expect((await profile(second.accessToken)).statusCode).toBe(401);
  });

  it('signs out with the refresh token when the access token has expired, ending the session (issue 21 point 8)', async () => {
    const tokens = await loginAs(sandbox.app, 'anna@sandbox.test');
    sandbox.setNow(new Date(TEST_NOW.getTime() + 3_600_000));
    const signOut = (payload: unknown, headers: Record<string, string> = {}) => sandbox.app.inject({ method: 'POST', url: '/player/sign_out', headers, payload: payload as object });
    expect((await signOut({ refreshToken: 'nonsense' }, bearer(tokens.accessToken))).statusCode).toBe(401);
    expect((await signOut({ refreshToken: tokens.accessToken })).statusCode).toBe(401);
    expect((await signOut({ refreshToken: tokens.refreshToken }, bearer(tokens.accessToken))).statusCode).toBe(204);
    expect((await sandbox.app.inject({ method: 'POST', url: '/player/token/refresh', payload: { refreshToken: tokens.refreshToken } })).statusCode).toBe(401);
  });

  it('refuses a refresh with a bad, expired or other token: 401 Token expired', async () => {
    const tokens = await loginAs(sandbox.app, 'anna@sandbox.test');
    for (const payload of [{}, { refreshToken: 'nonsense' }, { refreshToken: tokens.accessToken }]) {
      const response = await sandbox.app.inject({ method: 'POST', url: '/player/token/refresh', payload });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ error: 'Unauthorized', message: 'Token expired' });
    }
    sandbox.setNow(new Date(TEST_NOW.getTime() + 31 * 24 * 3600_000));
    expect((await sandbox.app.inject({ method: 'POST', url: '/player/token/refresh', payload: { refreshToken: tokens.refreshToken } })).statusCode).toBe(401);
  });

  it('signs out with 204: every token of that session stops working, other sessions go on', async () => {
    const tokens = await loginAs(sandbox.app, 'anna@sandbox.test');
    const other = await loginAs(sandbox.app, 'anna@sandbox.test');
    // A client that always sends the JSON header, with no body.
    const out = await sandbox.app.inject({ method: 'POST', url: '/player/sign_out', headers: { ...bearer(tokens.accessToken), 'content-type': 'application/json' } });
    expect(out.statusCode).toBe(204);
    expect(out.body).toBe('');
    expect((await profile(tokens.accessToken)).json()).toEqual({ error: 'Unauthorized', message: 'Token expired' });
    expect((await profile(tokens.idToken)).statusCode).toBe(401);
    expect((await sandbox.app.inject({ method: 'POST', url: '/player/token/refresh', payload: { refreshToken: tokens.refreshToken } })).statusCode).toBe(401);
    expect((await sandbox.app.inject({ method: 'POST', url: '/player/sign_out', headers: bearer(tokens.accessToken) })).statusCode).toBe(401);
    expect((await profile(other.accessToken)).statusCode).toBe(200);
  });

  it('keeps sessions across a restart; /__sandbox/reset ends them', async () => {
    const tokens = await loginAs(sandbox.app, 'anna@sandbox.test');
    await sandbox.app.close();
    const restarted = await sandbox.rebuild();
    expect((await restarted.inject({ method: 'GET', url: '/player/profile', headers: bearer(tokens.accessToken) })).statusCode).toBe(200);
    await restarted.inject({ method: 'POST', url: '/__sandbox/reset' });
    expect((await restarted.inject({ method: 'GET', url: '/player/profile', headers: bearer(tokens.accessToken) })).statusCode).toBe(401);
  });

  it.each([
    ['GET', '/player/profile'],
    ['PUT', '/player/profile'],
    ['GET', '/player/transaction-summary'],
    ['PATCH', '/player/update_term_and_condition_version'],
    ['GET', '/player/cookies/consent'],
    ['PATCH', '/player/cookies/consent'],
    ['GET', '/player/wallet'],
    ['GET', '/player/wallet/session-token'],
    ['GET', '/bonus/bonus-code/manual-claim/available'],
    ['POST', '/player/sign_out'],
  ] as const)('%s %s answers 401 Token expired without a token', async (method, url) => {
    const response = await sandbox.app.inject({ method, url, ...(method === 'GET' ? {} : { payload: {} }) });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ error: 'Unauthorized', message: 'Token expired' });
  });

  it('closes login in maintenance, like every platform path', async () => {
    await sandbox.app.inject({ method: 'POST', url: '/__sandbox/flags', payload: { maintenance: true } });
    expect((await login('anna@sandbox.test')).statusCode).toBe(503);
  });
});
