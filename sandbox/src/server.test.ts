import { MAX_BODY_BYTES } from './server';
import { createTestSandbox, type TestSandbox } from './testing/test-sandbox';

describe('buildSandbox', () => {
  let sandbox: TestSandbox;
  beforeAll(async () => {
    sandbox = await createTestSandbox();
  });
  afterAll(() => sandbox.close());

  it('answers the site’s origins with credentials, on preflight and on answers', async () => {
    const preflight = await sandbox.app.inject({
      method: 'OPTIONS',
      url: '/player/password_reset',
      headers: { origin: 'http://localhost:3000', 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type,authorization' },
    });
    expect(preflight.statusCode).toBe(204);
    expect(preflight.headers['access-control-allow-origin']).toBe('http://localhost:3000');
    expect(preflight.headers['access-control-allow-credentials']).toBe('true');
    expect(preflight.headers['access-control-allow-methods']).toContain('POST');
    const answer = await sandbox.app.inject({ method: 'GET', url: '/__sandbox/health', headers: { origin: 'http://localhost:3000' } });
    expect(answer.headers['access-control-allow-origin']).toBe('http://localhost:3000');
  });

  it('lets no other site’s page read an answer or use test control (issue 21 point 8)', async () => {
    for (const origin of ['https://evil.example', 'null', 'http://localhost:3000.evil.example']) {
      const preflight = await sandbox.app.inject({
        method: 'OPTIONS',
        url: '/player/login',
        headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type' },
      });
      expect(preflight.headers['access-control-allow-origin']).toBeUndefined();
      const answer = await sandbox.app.inject({ method: 'GET', url: '/platform/status', headers: { origin } });
      expect(answer.headers['access-control-allow-origin']).toBeUndefined();
      // A form post needs no preflight: test control refuses it outright, and nothing is reset.
      const reset = await sandbox.app.inject({ method: 'POST', url: '/__sandbox/reset', headers: { origin } });
      expect(reset.statusCode).toBe(403);
      expect(reset.json()).toEqual({ error: 'Forbidden', message: `Test control answers the site's pages only, not ${origin}` });
    }
    // A server or a test's client sends no Origin: not a page, not refused.
    expect((await sandbox.app.inject({ method: 'GET', url: '/__sandbox/health' })).statusCode).toBe(200);
  });

  it('answers the origins it is configured with instead', async () => {
    const configured = await createTestSandbox({ siteOrigins: ['https://www.nova.example'] });
    const answer = (origin: string) => configured.app.inject({ method: 'GET', url: '/__sandbox/health', headers: { origin } });
    expect((await answer('https://www.nova.example')).headers['access-control-allow-origin']).toBe('https://www.nova.example');
    expect((await answer('http://localhost:3000')).statusCode).toBe(403);
    await configured.close();
  });

  it('refuses a body over MAX_BODY_BYTES with 413 before any route reads it (issue 21 point 7)', async () => {
    const response = await sandbox.app.inject({ method: 'POST', url: '/player/login', payload: { email: 'anna@sandbox.test', password: 'x'.repeat(MAX_BODY_BYTES) } });
    expect(response.statusCode).toBe(413);
  });

  it('answers JSON 404 for unknown routes', async () => {
    const response = await sandbox.app.inject({ method: 'GET', url: '/no/such/route?x=1' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: 'NOT_FOUND', message: 'No route GET /no/such/route' });
  });

  it('serves test control only when it is on (issue 21 point 8)', async () => {
    expect((await sandbox.app.inject({ method: 'GET', url: '/__sandbox/health' })).statusCode).toBe(200);
    const closed = await createTestSandbox({ testControl: false });
    try {
      for (const [method, url] of [['GET', '/__sandbox/health'], ['POST', '/__sandbox/reset'], ['POST', '/__sandbox/clock?x=1'], ['GET', '/__sandbox']] as const) {
        const answer = await closed.app.inject({ method, url, payload: method === 'POST' ? {} : undefined });
        expect({ url, status: answer.statusCode, body: answer.json() }).toEqual({ url, status: 404, body: { error: 'Not Found', message: 'Test control is off (SANDBOX_TEST_CONTROL=off)' } });
      }
      expect((await closed.app.inject({ method: 'GET', url: '/platform/status' })).statusCode).toBe(200);
    } finally {
      await closed.close();
    }
  });
});
