import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { VitalsSummary } from '@casino/shared/wire';
import { startCanary } from '../canary';
import { historyOf, pinAll, publish, releaseStatus } from '../commands';
import { folderRegistry, type Registry } from '../registry';
import { fakeBuild, host } from '../testing/fake-release';
import { dashboardServer } from './dashboard-server';

const SANDBOX = 'http://sandbox.test';

/** A registry with mfe-casino 1.0.0, 1.1.0 and 1.2.0 published and 1.0.0 the default. */
async function setup(): Promise<Registry> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'release-dashboard-'));
  const registry = folderRegistry(path.join(dir, 'cdn'), 'http://localhost:4000/cdn');
  for (const version of ['1.0.0', '1.1.0', '1.2.0']) await publish(registry, 'mfe-casino', { distDir: fakeBuild(path.join(dir, version), '^19.2.0', version), version });
  await pinAll(registry, host, 'default', { 'mfe-casino': '1.0.0' });
  return registry;
}

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** A sandbox with field data for every version asked about (LCP's worst page 2400 ms), and no failure reports (404). */
function fieldDataSandbox() {
  return jest.fn(async (input: string | URL | Request) => {
    const url = new URL(String(input));
    if (url.pathname === '/field-data/vitals/summary') {
      const version = url.searchParams.get('version');
      const rows: VitalsSummary['rows'] = [
        { page: '/', metric: 'LCP', market: 'DE', versions: version, count: 10, p75: 1800 },
        { page: '/online-casino/*', metric: 'LCP', market: 'DE', versions: version, count: 5, p75: 2400.4 },
        { page: '/', metric: 'CLS', market: 'UN', versions: version, count: 7, p75: 0.05 },
      ];
      return json({ rows });
    }
    return json({ message: 'Not Found' }, 404);
  });
}

async function page(registry: Registry, fetchFn: typeof fetch = fieldDataSandbox() as unknown as typeof fetch): Promise<string> {
  const response = await dashboardServer({ registry, sandboxUrl: SANDBOX, fetch: fetchFn }).inject({ method: 'GET', url: '/' });
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
  expect(response.headers['cache-control']).toBe('no-store');
  return response.body;
}

/** The text of a table's body rows, tags stripped: one string per row, its cells joined by ` | `. */
function rowsOf(html: string, id: string): string[] {
  const table = new RegExp(`<table id="${id}">([\\s\\S]*?)</table>`).exec(html)?.[1] ?? '';
  const body = /<tbody>([\s\S]*)<\/tbody>/.exec(table)?.[1] ?? '';
  const text = (cell: string) => cell.replace(/<(small|span class="canary")>/g, ' ').replace(/<[^>]+>/g, '').replace(/\s+/g, ' ').trim();
  return [...body.matchAll(/<tr>([\s\S]*?)<\/tr>/g)].map((row) => [...row[1]!.matchAll(/<t[hd][^>]*>([\s\S]*?)<\/t[hd]>/g)].map((cell) => text(cell[1]!)).join(' | '));
}

describe('the release dashboard (issue 20 point 6)', () => {
  beforeEach(() => {
    process.env.RELEASE_USER = 'alice';
  });

  it('shows a pin in the market × remote matrix at the next request, marked as differing from the default', async () => {
    const registry = await setup();
    const app = dashboardServer({ registry, sandboxUrl: SANDBOX, fetch: fieldDataSandbox() as unknown as typeof fetch });
    const before = (await app.inject({ url: '/' })).body;
    expect(rowsOf(before, 'matrix')).toEqual([expect.stringMatching(/^default \| 1\.0\.0 \| none \|/)]);
    expect(before).toContain('<caption id="matrix-caption">What each market loads, per remote</caption>');
    expect(before).toContain('<th scope="col">mfe-casino</th>');

    await pinAll(registry, host, 'DE', { 'mfe-casino': '1.1.0' });
    const after = (await app.inject({ url: '/' })).body;
    expect(rowsOf(after, 'matrix')).toEqual([expect.stringMatching(/^default \| 1\.0\.0 \| none \|/), expect.stringMatching(/^DE \| 1\.1\.0 \* \(differs from the default\) \| none \|/)]);
    expect(after).toContain('<th scope="row">DE</th><td class="differs-cell">1.1.0');
  });

  it('shows each running canary with its percentage, in the matrix and in the canaries table', async () => {
    const registry = await setup();
    expect(await page(registry)).toContain('No canary is running.');
    await startCanary(registry, host, { remote: 'mfe-casino', version: '1.2.0' }, 'UK', 10);
    const html = await page(registry);
    expect(rowsOf(html, 'matrix')[1]).toMatch(/^UK \| 1\.0\.0 \+ 1\.2\.0 at 10 % \| none \|/);
    expect(rowsOf(html, 'canaries')).toEqual([expect.stringMatching(/^UK \| mfe-casino \| 1\.2\.0 \| 10 % \| 1\.0\.0 \| \d{4}-\d\d-\d\d \d\d:\d\d UTC by alice$/)]);
  });

  it('lists the history newest first, in words, with time and who', async () => {
    const registry = await setup();
    await pinAll(registry, host, 'DE', { 'mfe-casino': '1.1.0' });
    process.env.RELEASE_USER = 'bob';
    await pinAll(registry, host, 'DE', { 'mfe-casino': '1.2.0' }, { reason: 'new lobby' });
    const rows = rowsOf(await page(registry), 'history');
    expect(rows.every((row) => /^\d{4}-\d\d-\d\d \d\d:\d\d \| /.test(row))).toBe(true);
    expect(rows.map((row) => row.slice(19))).toEqual([
      'mfe-casino 1.1.0 → 1.2.0 in DE (new lobby) | bob',
      'mfe-casino the default → 1.1.0 in DE | alice',
      'mfe-casino the default → 1.0.0 in the default | alice',
      'mfe-casino 1.2.0 published | alice',
      'mfe-casino 1.1.0 published | alice',
      'mfe-casino 1.0.0 published | alice',
    ]);
  });

  it('escapes every value it shows: the history\'s reasons and names, and what the sandbox answers', async () => {
    const registry = await setup();
    process.env.RELEASE_USER = '<b>eve</b>';
    await pinAll(registry, host, 'DE', { 'mfe-casino': '1.1.0' }, { reason: '<script>alert("x")</script> & more' });
    const sandbox = jest.fn(async () => json({ rows: [{ page: '/<img src=x onerror=alert(1)>', metric: 'LCP', market: 'DE', versions: '1.1.0', count: 1, p75: 900 }] }));
    const html = await page(registry, sandbox as unknown as typeof fetch);
    expect(html).not.toMatch(/<script|<b>eve|<img/);
    expect(html).toContain('(&#60;script&#62;alert(&#34;x&#34;)&#60;/script&#62; &#38; more)');
    expect(html).toContain('&#60;b&#62;eve&#60;/b&#62;');
    expect(html).toContain('worst: /&#60;img src=x onerror=alert(1)&#62; in DE');
  });

  it('asks the sandbox about every pinned version and canary, and shows the worst page\'s 75th percentiles', async () => {
    const registry = await setup();
    await pinAll(registry, host, 'DE', { 'mfe-casino': '1.1.0' });
    await startCanary(registry, host, { remote: 'mfe-casino', version: '1.2.0' }, 'DE', 25);
    const sandbox = fieldDataSandbox();
    const html = await page(registry, sandbox as unknown as typeof fetch);
    const asked = sandbox.mock.calls.map(([input]) => String(input));
    expect(asked.filter((url) => url.includes('/field-data/')).sort()).toEqual([
      `${SANDBOX}/field-data/vitals/summary?remote=mfe-casino&version=1.0.0`,
      `${SANDBOX}/field-data/vitals/summary?remote=mfe-casino&version=1.1.0`,
      `${SANDBOX}/field-data/vitals/summary?remote=mfe-casino&version=1.2.0`,
    ]);
    expect(asked).toContain(`${SANDBOX}/release-health/summary?market=&remote=mfe-casino&version=1.1.0`);
    expect(rowsOf(html, 'versions')).toEqual([
      'mfe-casino 1.0.0 | default | 2400 ms worst: /online-casino/* in DE; 15 values in all | no visits reported | 0.050 worst: / in UN; 7 values in all | not reported yet',
      'mfe-casino 1.1.0 | DE | 2400 ms worst: /online-casino/* in DE; 15 values in all | no visits reported | 0.050 worst: / in UN; 7 values in all | not reported yet',
      'mfe-casino 1.2.0 | DE canary 25 % | 2400 ms worst: /online-casino/* in DE; 15 values in all | no visits reported | 0.050 worst: / in UN; 7 values in all | not reported yet',
    ]);
  });

  it('still answers when the sandbox does not: "no field data", "not reported yet"', async () => {
    const registry = await setup();
    const down = jest.fn(async () => {
      throw new TypeError('fetch failed');
    });
    expect(rowsOf(await page(registry, down as unknown as typeof fetch), 'versions')).toEqual(['mfe-casino 1.0.0 | default | no field data | no field data | no field data | not reported yet']);
    const broken = jest.fn(async () => json({ message: 'boom' }, 500));
    expect(rowsOf(await page(registry, broken as unknown as typeof fetch), 'versions')).toEqual(['mfe-casino 1.0.0 | default | no field data | no field data | no field data | unreadable (the sandbox answered 500)']);
  });

  it('shows the failure rate the sandbox reports, and no number it was not given', async () => {
    const registry = await setup();
    const reporting = (body: unknown) =>
      jest.fn(async (input: string | URL | Request) => (String(input).includes('/release-health/') ? json(body) : json({ rows: [] }))) as unknown as typeof fetch;
    const row = (market: string, loads: number, failures: number) => ({ market, remote: 'mfe-casino', version: '1.0.0', loads, failures, failureRate: failures / loads });
    // Every market's loads of the version together.
    const summary = { windowMinutes: 60, rows: [row('DE', 100, 2), row('FI', 50, 1), { ...row('FI', 10, 10), version: '2.0.0' }] };
    expect(rowsOf(await page(registry, reporting(summary)), 'versions')).toEqual(['mfe-casino 1.0.0 | default | no visits reported | no visits reported | no visits reported | 2.0 % 3 of 150 loads']);
    expect(rowsOf(await page(registry, reporting({ windowMinutes: 60, rows: [] })), 'versions')[0]).toMatch(/not reported yet$/);
    expect(rowsOf(await page(registry, reporting({ rate: 0.02 })), 'versions')[0]).toMatch(/unreadable \(the answer is not a release-health summary\)$/);
  });

  it('serves status.json: release status --json with the history, oldest first', async () => {
    const registry = await setup();
    await startCanary(registry, host, { remote: 'mfe-casino', version: '1.2.0' }, 'DE', 10);
    const response = await dashboardServer({ registry, sandboxUrl: SANDBOX }).inject({ url: '/status.json' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ...(await releaseStatus(registry)), history: await historyOf(registry) });
    expect(response.json().markets.DE.canaries['mfe-casino']).toMatchObject({ version: '1.2.0', percent: 10 });
  });
});
