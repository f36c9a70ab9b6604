import { createClient, type SanityClient } from '@sanity/client';
import type { FastifyInstance } from 'fastify';

import { createTestSandbox, TEST_NOW, type TestSandbox } from '../testing/test-sandbox';

const path = '/v2025-01-01/data/query/production';

describe('GROQ query endpoint (spec 000 §7 Content service)', () => {
  let sandbox: TestSandbox;
  let app: FastifyInstance;
  beforeAll(async () => {
    sandbox = await createTestSandbox();
    app = sandbox.app;
  });
  afterAll(() => sandbox.close());

  const query = async (groq: string, params: Record<string, unknown> = {}) => {
    const search = new URLSearchParams({ query: groq });
    for (const [key, value] of Object.entries(params)) search.append(`$${key}`, JSON.stringify(value));
    return app.inject({ method: 'GET', url: `${path}?${search}` });
  };

  it('answers { query, result, ms } for a filter with a projection', async () => {
    const response = await query('*[_type == "game" && id == "book-of-dead"][0]{id, name, gameProvider, "studio": subProvider.title}');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toEqual({ query: expect.any(String), result: { id: 'book-of-dead', name: 'Book of Dead', gameProvider: 'playngo', studio: "Play'n GO" }, ms: expect.any(Number) });
  });

  it('binds parameters, filters on arrays, orders and slices', async () => {
    const response = await query('*[_type == "game" && $category in categories && gameProvider == $provider] | order(name desc) [0...3].name', { category: 'roulette', provider: 'evolution' });
    const names: string[] = response.json().result;
    expect(names).toHaveLength(3);
    expect([...names].sort().reverse()).toEqual(names);
  });

  it('answers a page of a list exactly as groq-js does, from the list evaluated once per catalogue', async () => {
    const page = '*[_type == "game" && type == "casino"] | order(name asc) [$start...$end]{ id, name }';
    const whole = (await query('*[_type == "game" && type == "casino"] | order(name asc){ id, name }')).json().result as Array<{ id: string }>;
    for (const [start, end] of [[0, 5], [5, 11], [whole.length - 2, whole.length + 10]] as const) {
      expect((await query(page, { start, end })).json().result).toEqual(whole.slice(start, end));
    }
    // Without a projection, too; a syntax error is still reported against the query sent.
    expect((await query('*[_type == "game"] | order(id asc) [$start...$end].id', { start: 0, end: 2 })).json().result).toHaveLength(2);
    expect((await query('*[_type == "game" && ] [$start...$end]', { start: 0, end: 2 })).json().error.type).toBe('queryParseError');
  });

  it('forgets the lists of a catalogue once it is regenerated', async () => {
    const page = '*[_type == "game" && type == "casino"] | order(id asc) [$start...$end]{ id }';
    const before = (await query(page, { start: 0, end: 100_000 })).json().result as unknown[];
    await app.inject({ method: 'POST', url: '/__sandbox/catalogue', payload: { size: 3 } });
    try {
      const after = (await query(page, { start: 0, end: 100_000 })).json().result as Array<{ id: string }>;
      expect(after).toHaveLength(before.length + 3);
      expect(after.filter(({ id }) => id.startsWith('generated-slot-'))).toHaveLength(3);
    } finally {
      await app.inject({ method: 'POST', url: '/__sandbox/catalogue', payload: { size: 0 } });
    }
  });

  it('keeps an answer for the same content, and answers anew once the catalogue changes', async () => {
    const count = 'count(*[_type == "game" && type == $type])';
    const before = (await query(count, { type: 'casino' })).json().result as number;
    expect((await query(count, { type: 'casino' })).json().result).toBe(before);
    await app.inject({ method: 'POST', url: '/__sandbox/catalogue', payload: { size: 4 } });
    try {
      expect((await query(count, { type: 'casino' })).json().result).toBe(before + 4);
      // Parameters are part of the question.
      expect((await query(count, { type: 'live-casino' })).json().result).toBeLessThan(before);
    } finally {
      await app.inject({ method: 'POST', url: '/__sandbox/catalogue', payload: { size: 0 } });
    }
    expect((await query(count, { type: 'casino' })).json().result).toBe(before);
  });

  it('counts, follows casino settings by market, and evaluates now() on the sandbox clock', async () => {
    const response = await query('{"settings": *[_type == "casinoSettings" && market == $market][0]{categories, availableProviders}, "live": count(*[_type == "game" && type == "live-casino"]), "now": now(), "running": count(*[_type == "promotion" && startDate <= now() && endDate > now()])}', { market: 'NL' });
    const result = response.json().result;
    expect(result.settings.availableProviders).not.toContain('novomatic');
    expect(result.live).toBeGreaterThan(40);
    expect(result.now).toBe(TEST_NOW.toISOString());
    expect(result.running).toBeGreaterThanOrEqual(10);
  });

  it('answers 400 queryParseError for a syntax error, like Sanity', async () => {
    const response = await query('*[_type == "game"');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: expect.objectContaining({ type: 'queryParseError', description: expect.any(String) }) });
  });

  it('answers 400 for a parameter that is not JSON, or a bad API version, and 404 for another dataset', async () => {
    const badParam = await app.inject({ method: 'GET', url: `${path}?query=*[id==$id]&$id=book-of-dead` });
    expect(badParam.statusCode).toBe(400);
    const badVersion = await app.inject({ method: 'GET', url: '/v2025/data/query/production?query=*' });
    expect(badVersion.statusCode).toBe(400);
    expect(badVersion.json().error.description).toBe('Invalid API version string, expected `1` or date in format `YYYY-MM-DD`');
    const otherDataset = await app.inject({ method: 'GET', url: '/v1/data/query/staging?query=*' });
    expect(otherDataset.statusCode).toBe(404);
  });

  it('takes the POST variant with a { query, params } body', async () => {
    const response = await app.inject({ method: 'POST', url: path, payload: { query: '*[_type == "staticPage" && pageUrl == $url][0].title', params: { url: '/terms' } } });
    expect(response.json().result).toBe('Terms and conditions');
  });

  it('leaves the query out when returnQuery=false', async () => {
    const response = await app.inject({ method: 'GET', url: `${path}?query=count(*)&returnQuery=false` });
    expect(response.json()).toEqual({ result: expect.any(Number), ms: expect.any(Number) });
  });
});

describe('the unmodified @sanity/client against the sandbox', () => {
  let sandbox: TestSandbox;
  let client: SanityClient;
  const requests: string[] = [];
  beforeAll(async () => {
    sandbox = await createTestSandbox();
    sandbox.app.addHook('onRequest', async (request) => {
      requests.push(`${request.method} ${request.url.split('?')[0]}`);
    });
    const address = await sandbox.app.listen({ port: 0, host: '127.0.0.1' });
    client = createClient({ apiHost: address, useProjectHostname: false, projectId: 'casino', dataset: 'production', apiVersion: '2025-01-01', useCdn: false });
  });
  afterAll(() => sandbox.close());

  it('fetches with parameters', async () => {
    const pages = await client.fetch<Array<{ pageUrl: string; title: string }>>('*[_type == "staticPage" && pageUrl in $urls] | order(pageUrl asc){pageUrl, title}', { urls: ['/terms', '/cookie-policy'] });
    expect(requests.at(-1)).toBe('GET /v2025-01-01/data/query/production');
    expect(pages).toEqual([
      { pageUrl: '/cookie-policy', title: 'Cookie policy' },
      { pageUrl: '/terms', title: 'Terms and conditions' },
    ]);
  });

  it('fetches a lobby with its categories joined', async () => {
    const lobby = await client.fetch('*[_type == "lobby" && pageId == $pageId][0]{pageId, "first": *[_type == "gameCategory" && id == ^.categories[0]][0]{id, name}}', { pageId: 'casino-lobby' });
    expect(lobby.first).toEqual({ id: 'popular', name: 'Popular' });
  });

  it('sends long queries as POST and still gets the result', async () => {
    const ids = Array.from({ length: 800 }, (_, index) => `not-a-game-${index}`).concat('book-of-dead');
    const names = await client.fetch<string[]>('*[_type == "game" && id in $ids].name', { ids });
    expect(names).toEqual(['Book of Dead']);
    expect(requests.at(-1)).toBe('POST /v2025-01-01/data/query/production');
  });

  it('rejects a syntax error with the status and description', async () => {
    await expect(client.fetch('*[_type == ')).rejects.toMatchObject({ statusCode: 400, message: expect.stringContaining('GROQ') });
  });
});
