import { healthSummarySchema, type HealthReport } from '@casino/shared/wire';

import { createTestSandbox, type TestSandbox } from '../testing/test-sandbox';
import { MAX_HEALTH_REPORT_BYTES } from './release-health-routes';

const event = (version: string, phase: 'load' | 'mount' | 'render', outcome: 'ok' | 'failed', via: 'pin' | 'canary' = 'pin') => ({ remote: 'mfe-casino' as const, version, phase, outcome, via });

describe('release health (issue 20 point 4)', () => {
  let sandbox: TestSandbox;
  beforeAll(async () => {
    sandbox = await createTestSandbox();
  });
  afterAll(() => sandbox.close());
  afterEach(() => sandbox.app.inject({ method: 'POST', url: '/__sandbox/reset' }));

  const report = (body: HealthReport | string, contentType = 'text/plain;charset=UTF-8') =>
    sandbox.app.inject({ method: 'POST', url: '/release-health/reports', headers: { 'content-type': contentType }, payload: typeof body === 'string' ? body : JSON.stringify(body) });
  const summary = async (query = '') => {
    const response = await sandbox.app.inject({ method: 'GET', url: `/release-health/summary${query}` });
    expect(response.statusCode).toBe(200);
    return healthSummarySchema.parse(response.json());
  };

  it('counts loads and failures per market, remote and version, and gives the failure rate', async () => {
    // Three canary visits whose load failed (each then loaded the pin), and one that mounted.
    for (let visit = 0; visit < 3; visit += 1) {
      expect((await report({ market: 'DE', events: [event('1.2.0', 'load', 'failed', 'canary'), event('1.0.0', 'load', 'ok', 'canary'), event('1.0.0', 'mount', 'ok', 'canary')] })).statusCode).toBe(204);
    }
    await report({ market: 'DE', events: [event('1.2.0', 'load', 'ok', 'canary'), event('1.2.0', 'mount', 'ok', 'canary'), event('1.2.0', 'render', 'failed', 'canary')] }, 'application/json');
    await report({ market: 'FI', events: [event('1.0.0', 'load', 'ok')] });
    expect(await summary('?market=DE&remote=mfe-casino')).toEqual({
      windowMinutes: 60,
      rows: [
        { market: 'DE', remote: 'mfe-casino', version: '1.0.0', loads: 3, failures: 0, failureRate: 0 },
        { market: 'DE', remote: 'mfe-casino', version: '1.2.0', loads: 4, failures: 4, failureRate: 1 },
      ],
    });
    expect((await summary('?version=1.0.0&market=&windowMinutes=5')).rows.map((row) => `${row.market} ${row.loads}`)).toEqual(['DE 3', 'FI 1']);
  });

  it('refuses a bad report with field errors and writes nothing', async () => {
    for (const body of ['not json', JSON.stringify({ market: 'de', events: [event('1.0.0', 'load', 'ok')] }), JSON.stringify({ market: 'DE', events: [] }), JSON.stringify({ market: 'DE', events: [{ ...event('1.0.0', 'load', 'ok'), player: 'ulla' }] })]) {
      const response = await report(body);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ error: 'Bad Request', validationErrors: expect.any(Array) });
    }
    expect((await report('x'.repeat(MAX_HEALTH_REPORT_BYTES + 1))).statusCode).toBe(413);
    expect((await summary()).rows).toEqual([]);
    expect((await sandbox.app.inject({ method: 'GET', url: '/release-health/summary?windowMinutes=0' })).statusCode).toBe(400);
  });
});
