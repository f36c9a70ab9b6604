import { MAX_VITALS_PER_BATCH, vitalsSummarySchema, type VitalsBatch } from '@casino/shared/wire';

import { createTestSandbox, type TestSandbox } from '../testing/test-sandbox';
import { MAX_VITALS_BODY_BYTES, VITALS_BATCHES_PER_MINUTE } from './field-data-routes';

const BATCH: VitalsBatch = {
  market: 'UN',
  segment: 'en-UN',
  page: '/online-casino/*',
  hostVersion: '1.0.0',
  remotes: { 'mfe-casino': '1.3.0' },
  metrics: [
    { name: 'LCP', value: 1830.5, rating: 'good', id: 'v6-1-lcp', navigationType: 'navigate' },
    { name: 'INP', value: 48, rating: 'good', id: 'v6-1-inp', navigationType: 'navigate' },
    { name: 'CLS', value: 0.02, rating: 'good', id: 'v6-1-cls', navigationType: 'navigate' },
  ],
};

describe('field data (issue 19 point 4)', () => {
  let sandbox: TestSandbox;
  beforeAll(async () => {
    sandbox = await createTestSandbox();
  });
  afterAll(() => sandbox.close());
  afterEach(() => sandbox.app.inject({ method: 'POST', url: '/__sandbox/reset' }));

  const post = (payload: string, contentType = 'text/plain;charset=UTF-8', remoteAddress?: string) =>
    sandbox.app.inject({ method: 'POST', url: '/field-data/vitals', headers: { 'content-type': contentType }, payload, ...(remoteAddress ? { remoteAddress } : {}) });
  const summary = async (query = '') => {
    const response = await sandbox.app.inject({ method: 'GET', url: `/field-data/vitals/summary${query}` });
    expect(response.statusCode).toBe(200);
    return vitalsSummarySchema.parse(response.json()).rows;
  };

  it("takes a beacon's text/plain JSON and answers the p75 per page and metric, tagged with the versions", async () => {
    expect((await post(JSON.stringify(BATCH))).statusCode).toBe(204);
    expect(await summary('?market=UN&page=/online-casino/*')).toEqual([
      { page: '/online-casino/*', metric: 'CLS', market: 'UN', versions: 'host@1.0.0 mfe-casino@1.3.0', count: 1, p75: 0.02 },
      { page: '/online-casino/*', metric: 'INP', market: 'UN', versions: 'host@1.0.0 mfe-casino@1.3.0', count: 1, p75: 48 },
      { page: '/online-casino/*', metric: 'LCP', market: 'UN', versions: 'host@1.0.0 mfe-casino@1.3.0', count: 1, p75: 1830.5 },
    ]);
  });

  it('takes application/json too, and reads empty query fields as any', async () => {
    expect((await post(JSON.stringify(BATCH), 'application/json')).statusCode).toBe(204);
    expect(await summary('?market=&page=&remote=mfe-casino&version=')).toHaveLength(3);
    expect((await summary('?remote=mfe-casino&version=1.3.0')).map((row) => row.versions)).toEqual(['1.3.0', '1.3.0', '1.3.0']);
  });

  it('refuses a bad batch with field errors and writes nothing', async () => {
    const bad = {
      ...BATCH,
      page: '/online-casino/game/book-of-dead?ref=1',
      remotes: { 'mfe-casino': 'latest' },
      metrics: [{ ...BATCH.metrics[0], value: -1 }, { name: 'FID', value: 3, rating: 'good', id: 'x', navigationType: 'navigate' }],
    };
    const response = await post(JSON.stringify(bad));
    expect(response.statusCode).toBe(400);
    expect(response.json().validationErrors.map((error: { objectName: string; field: string }) => `${error.objectName}.${error.field}`).sort()).toEqual([
      'vitalsBatch.metrics.0.value',
      'vitalsBatch.metrics.1.name',
      'vitalsBatch.page',
      'vitalsBatch.remotes.mfe-casino',
    ]);
    const tooMany = { ...BATCH, metrics: Array.from({ length: MAX_VITALS_PER_BATCH + 1 }, (_, index) => ({ ...BATCH.metrics[0], id: `v6-${index}` })) };
    expect((await post(JSON.stringify(tooMany))).json().validationErrors).toEqual([expect.objectContaining({ field: 'metrics' })]);
    expect((await post('{"market":')).json().validationErrors).toEqual([expect.objectContaining({ objectName: 'vitalsBatch', code: 'invalid_json' })]);
    expect((await post(JSON.stringify({ ...BATCH, player: 'nora' }))).statusCode).toBe(400);
    expect(await summary()).toEqual([]);
  });

  it('refuses a body over the size limit, and a flood from one address', async () => {
    expect((await post(JSON.stringify({ ...BATCH, padding: 'x'.repeat(MAX_VITALS_BODY_BYTES) }))).statusCode).toBe(413);
    const answers = [];
    for (let sent = 0; sent <= VITALS_BATCHES_PER_MINUTE; sent += 1) answers.push((await post(JSON.stringify(BATCH), undefined, '10.0.0.9')).statusCode);
    expect(answers.slice(0, -1).every((status) => status === 204)).toBe(true);
    expect(answers.at(-1)).toBe(429);
    // Another address is not held back.
    expect((await post(JSON.stringify(BATCH), undefined, '10.0.0.10')).statusCode).toBe(204);
  });

  it('refuses a bad summary query with field errors', async () => {
    const response = await sandbox.app.inject({ method: 'GET', url: '/field-data/vitals/summary?market=uk&remote=mfe-bingo&version=1.0.0' });
    expect(response.statusCode).toBe(400);
    expect(response.json().validationErrors.map((error: { field: string }) => error.field).sort()).toEqual(['market', 'remote']);
    const versionAlone = await sandbox.app.inject({ method: 'GET', url: '/field-data/vitals/summary?version=1.0.0' });
    expect(versionAlone.json().validationErrors).toEqual([expect.objectContaining({ objectName: 'vitalsSummaryQuery', field: 'version' })]);
  });

  it('shows the p75 per page on the control page, and a reset empties it', async () => {
    await post(JSON.stringify(BATCH));
    const page = await sandbox.app.inject({ method: 'GET', url: '/__sandbox/field-data?market=UN' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.body).toContain('<td>/online-casino/*</td><td>LCP</td><td>UN</td><td>host@1.0.0 mfe-casino@1.3.0</td><td class="number">1</td><td class="number">1831 ms</td>');
    expect(page.body).toContain('<td class="number">0.020</td>');
    await sandbox.app.inject({ method: 'POST', url: '/__sandbox/reset' });
    expect(await summary()).toEqual([]);
    expect((await sandbox.app.inject({ method: 'GET', url: '/__sandbox/field-data' })).body).toContain('No field data yet');
  });
});
