import { seedState } from '../state/sandbox-state';
import { createTestSandbox, type TestSandbox } from '../testing/test-sandbox';

describe('test-control API (ARCHITECTURE §7)', () => {
  let sandbox: TestSandbox;
  beforeEach(async () => {
    sandbox = await createTestSandbox();
  });
  afterEach(() => sandbox.close());

  const inject = (method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) => sandbox.app.inject({ method, url, ...(payload ? { payload } : {}) });

  it('answers health', async () => {
    expect((await inject('GET', '/__sandbox/health')).json()).toEqual({ ok: true });
  });

  it('lists the personas with the password, for the harnesses’ persona picker', async () => {
    const { password, personas } = (await inject('GET', '/__sandbox/personas')).json();
    expect(password).toBe('Sandbox!2026');
    expect(personas).toContainEqual({ email: 'anna@sandbox.test', market: 'FI', special: expect.stringContaining('regular') });
    expect((await inject('POST', '/player/login', { email: personas[1].email, password })).statusCode).toBe(200);
  });

  it('reset returns every store to the seed, and writes it to the database', async () => {
    await inject('POST', '/player/password_reset', { email: 'a@example.com' });
    await inject('POST', '/__sandbox/flags', { maintenance: true, restrictedCountry: 'US' });
    await inject('POST', '/__sandbox/faults', { path: '/games', times: 3 });
    expect((await inject('GET', '/__sandbox/state')).json()).not.toEqual(seedState());

    const reset = await inject('POST', '/__sandbox/reset');
    expect(reset.json()).toEqual(seedState());
    expect((await inject('GET', '/__sandbox/state')).json()).toEqual(seedState());
    const row = await sandbox.db!.selectFrom('sandbox_state').select('document').executeTakeFirstOrThrow();
    expect(row.document).toEqual(seedState());
  });

  it('keeps the state across a rebuild of the server over the same database', async () => {
    await inject('POST', '/player/password_reset', { email: 'kept@example.com' });
    await inject('POST', '/__sandbox/flags', { restrictedCountry: 'US' });
    await inject('POST', '/__sandbox/faults', { path: '/player/access', status: 502, times: 2 });
    await sandbox.app.close();

    const restarted = await sandbox.rebuild();
    const state = (await restarted.inject({ method: 'GET', url: '/__sandbox/state' })).json();
    expect(state.passwordResetRequests.map((request: { email: string }) => request.email)).toEqual(['kept@example.com']);
    expect(state.flags.restrictedCountry).toBe('US');
    expect((await restarted.inject({ method: 'GET', url: '/player/access/context' })).statusCode).toBe(502);
    expect((await restarted.inject({ method: 'GET', url: '/player/access/context' })).statusCode).toBe(502);
    expect((await restarted.inject({ method: 'GET', url: '/player/access/context' })).json()).toMatchObject({ restricted: true, countryCode: 'US' });
  });

  it('fails the next N matching calls, then lets them through', async () => {
    const created = await inject('POST', '/__sandbox/faults', { path: '/games/jackpots', status: 503, times: 2 });
    expect(created.statusCode).toBe(201);
    expect(created.json().fault).toMatchObject({ path: '/games/jackpots', status: 503, remaining: 2 });

    // Other paths are untouched.
    expect((await inject('GET', '/games-admin/live-tables?partnerId=653')).statusCode).toBe(200);
    const statuses: number[] = [];
    for (let call = 0; call < 3; call += 1) statuses.push((await inject('GET', '/games/jackpots?siteId=1')).statusCode);
    expect(statuses).toEqual([503, 503, 200]);
    expect((await inject('GET', '/__sandbox/faults')).json()).toEqual({ faults: [] });
  });

  it('matches the method when given, and answers 500 by default', async () => {
    await inject('POST', '/__sandbox/faults', { method: 'post', path: '/player/password_reset', times: 1 });
    expect((await inject('GET', '/player/access/context')).statusCode).toBe(200);
    const failed = await inject('POST', '/player/password_reset', { email: 'a@example.com' });
    expect(failed.statusCode).toBe(500);
    expect(failed.json()).toEqual({ error: 'SANDBOX_FAULT', message: expect.any(String) });
    expect((await inject('POST', '/player/password_reset', { email: 'a@example.com' })).statusCode).toBe(200);
  });

  it('delays a call without failing it when only delayMs is given', async () => {
    await inject('POST', '/__sandbox/faults', { path: '/__sandbox', delayMs: 5000, times: 1 });
    await inject('POST', '/__sandbox/faults', { path: '/platform/status', delayMs: 150, times: 1 });
    const started = Date.now();
    const response = await inject('GET', '/platform/status');
    expect(Date.now() - started).toBeGreaterThanOrEqual(140);
    expect(response.statusCode).toBe(200);
    // The control API is never faulted.
    expect((await inject('GET', '/__sandbox/health')).statusCode).toBe(200);
  });

  it('refuses a malformed fault or flag', async () => {
    expect((await inject('POST', '/__sandbox/faults', { path: 'games', times: 1 })).statusCode).toBe(400);
    expect((await inject('POST', '/__sandbox/faults', { path: '/games', times: 0 })).statusCode).toBe(400);
    expect((await inject('POST', '/__sandbox/flags', { maintenance: 'yes' })).statusCode).toBe(400);
    expect((await inject('POST', '/__sandbox/flags', { restrictedCountry: 'usa' })).statusCode).toBe(400);
    expect((await inject('POST', '/__sandbox/flags', { features: { sportsbookPP: 'on' } })).statusCode).toBe(400);
    expect((await inject('POST', '/__sandbox/flags', { features: { unknownFlag: true } })).statusCode).toBe(400);
    expect((await inject('POST', '/__sandbox/token-lifetime', { accessSeconds: 0 })).statusCode).toBe(400);
  });

  it('sets feature flags one by one, and GET /platform/features reports them (open in maintenance too)', async () => {
    expect((await inject('GET', '/platform/features')).json()).toEqual({ sportsbookEnabled: true, sportsbookPP: false, germanyAsJJ: false });
    const set = await inject('POST', '/__sandbox/flags', { features: { sportsbookPP: true }, maintenance: true });
    expect(set.json().flags.features).toEqual({ sportsbookEnabled: true, sportsbookPP: true, germanyAsJJ: false });
    await inject('POST', '/__sandbox/flags', { features: { germanyAsJJ: true, sportsbookEnabled: false } });
    const features = await inject('GET', '/platform/features');
    expect(features.statusCode).toBe(200);
    expect(features.json()).toEqual({ sportsbookEnabled: false, sportsbookPP: true, germanyAsJJ: true });
    await inject('POST', '/__sandbox/reset');
    expect((await inject('GET', '/platform/features')).json()).toEqual({ sportsbookEnabled: true, sportsbookPP: false, germanyAsJJ: false });
  });

  it('closes the platform REST paths in maintenance, but not content or the status', async () => {
    expect((await inject('POST', '/__sandbox/flags', { maintenance: true })).json()).toEqual({ flags: { maintenance: true, restrictedCountry: null, features: { sportsbookEnabled: true, sportsbookPP: false, germanyAsJJ: false } } });
    const closed = await inject('GET', '/player/access/context');
    expect(closed.statusCode).toBe(503);
    expect(closed.json()).toEqual({ error: 'MAINTENANCE', message: expect.any(String) });
    expect((await inject('GET', '/games/jackpots?siteId=1')).statusCode).toBe(503);
    expect((await inject('GET', '/platform/status')).json()).toEqual({ maintenance: true });
    expect((await inject('GET', '/v1/data/query/production?query=count(*)')).statusCode).toBe(200);
    await inject('POST', '/__sandbox/flags', { maintenance: false, restrictedCountry: null });
    expect((await inject('GET', '/player/access/context')).statusCode).toBe(200);
  });
});
