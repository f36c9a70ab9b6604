import { createTestSandbox, type TestSandbox } from '../testing/test-sandbox';
import { MAX_CSP_REPORT_BODY_BYTES } from './csp-report-routes';

describe('the Content-Security-Policy report collector (issue 21 point 1)', () => {
  let sandbox: TestSandbox;
  beforeAll(async () => {
    sandbox = await createTestSandbox();
  });
  afterAll(() => sandbox.close());
  afterEach(() => sandbox.app.inject({ method: 'POST', url: '/__sandbox/reset' }));

  const send = (body: unknown, contentType: string) =>
    sandbox.app.inject({ method: 'POST', url: '/security/csp-reports', headers: { 'content-type': contentType, origin: 'http://localhost:3000' }, payload: typeof body === 'string' ? body : JSON.stringify(body) });
  const kept = async () => (await sandbox.app.inject({ method: 'GET', url: '/__sandbox/csp-reports' })).json().reports;

  it('keeps what report-uri and report-to send, newest first, and skips other kinds of report', async () => {
    const reportUri = {
      'csp-report': {
        'document-uri': 'http://localhost:3000/en-UN/online-casino',
        'violated-directive': 'script-src-elem',
        'effective-directive': 'script-src-elem',
        'blocked-uri': 'inline',
        disposition: 'enforce',
        'source-file': 'http://localhost:3000/en-UN/online-casino',
        'line-number': 12,
        'script-sample': 'window.__xss=1',
      },
    };
    expect((await send(reportUri, 'application/csp-report')).statusCode).toBe(204);
    const reportTo = [
      { type: 'deprecation', url: 'http://localhost:3000/', body: { id: 'x' } },
      { type: 'csp-violation', age: 3, url: 'http://localhost:3000/en-UN', user_agent: 'Chromium', body: { documentURL: 'http://localhost:3000/en-UN', effectiveDirective: 'img-src', blockedURL: 'https://tracker.example/p.gif', disposition: 'enforce', statusCode: 200 } },
    ];
    expect((await send(reportTo, 'application/reports+json')).statusCode).toBe(204);
    expect(await kept()).toEqual([
      { documentUrl: 'http://localhost:3000/en-UN', effectiveDirective: 'img-src', blockedUrl: 'https://tracker.example/p.gif', disposition: 'enforce', receivedAt: expect.any(String) },
      { documentUrl: 'http://localhost:3000/en-UN/online-casino', effectiveDirective: 'script-src-elem', blockedUrl: 'inline', disposition: 'enforce', sourceFile: 'http://localhost:3000/en-UN/online-casino', lineNumber: 12, sample: 'window.__xss=1', receivedAt: expect.any(String) },
    ]);
  });

  it('answers a cross-origin report’s preflight from the site', async () => {
    const response = await sandbox.app.inject({
      method: 'OPTIONS',
      url: '/security/csp-reports',
      headers: { origin: 'http://localhost:3000', 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type' },
    });
    expect(response.statusCode).toBe(204);
    expect(response.headers['access-control-allow-origin']).toBe('http://localhost:3000');
  });

  it('refuses a body of neither shape with field errors, and writes nothing', async () => {
    for (const [body, type] of [
      ['not json', 'application/csp-report'],
      [{ report: {} }, 'application/csp-report'],
      [{ 'csp-report': { 'document-uri': 1 } }, 'application/csp-report'],
      [{ type: 'csp-violation' }, 'application/reports+json'],
      [[{ type: 'csp-violation', body: { documentURL: 'http://localhost:3000/' } }], 'application/reports+json'],
    ] as const) {
      const response = await send(body, type);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ error: 'Bad Request' });
    }
    expect((await send('x'.repeat(MAX_CSP_REPORT_BODY_BYTES + 1), 'application/csp-report')).statusCode).toBe(413);
    expect(await kept()).toEqual([]);
  });
});
