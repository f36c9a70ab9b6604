import { createTestSandbox, type TestSandbox } from './testing/test-sandbox';

describe('buildSandbox', () => {
  let sandbox: TestSandbox;
  beforeAll(async () => {
    sandbox = await createTestSandbox();
  });
  afterAll(() => sandbox.close());

  it('allows any origin with credentials, on preflight and on answers', async () => {
    const preflight = await sandbox.app.inject({
      method: 'OPTIONS',
      url: '/player/password_reset',
      headers: { origin: 'http://localhost:3000', 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type,authorization' },
    });
    expect(preflight.statusCode).toBe(204);
    expect(preflight.headers['access-control-allow-origin']).toBe('http://localhost:3000');
    expect(preflight.headers['access-control-allow-credentials']).toBe('true');
    expect(preflight.headers['access-control-allow-methods']).toContain('POST');

    const answer = await sandbox.app.inject({ method: 'GET', url: '/__sandbox/health', headers: { origin: 'https://example.test' } });
    expect(answer.headers['access-control-allow-origin']).toBe('https://example.test');
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
