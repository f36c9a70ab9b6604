import { createTestSandbox, type TestSandbox } from '../testing/test-sandbox';

describe('generated catalogue for benchmarks (POST /__sandbox/catalogue)', () => {
  let sandbox: TestSandbox;
  afterEach(() => sandbox.close());

  const groq = async (query: string) => (await sandbox.app.inject({ method: 'POST', url: '/v2025-01-01/data/query/production', payload: { query } })).json().result;

  it('adds generated casino games to the GROQ dataset, removes them with size 0 and at reset', async () => {
    sandbox = await createTestSandbox();
    const seedCount = await groq('count(*[_type == "game"])');
    const added = await sandbox.app.inject({ method: 'POST', url: '/__sandbox/catalogue', payload: { size: 250 } });
    expect(added.json()).toEqual({ size: 250, games: seedCount + 250 });
    expect(await groq('count(*[_type == "game"])')).toBe(seedCount + 250);

    const game = await groq('*[_type == "game" && id == "generated-slot-00042"][0]');
    expect(game).toEqual({
      _id: 'game-generated-slot-00042',
      _type: 'game',
      id: 'generated-slot-00042',
      type: 'casino',
      name: 'Generated Slot 00042',
      gameProvider: expect.any(String),
      subProvider: { _id: expect.any(String), providerId: expect.any(String), title: expect.any(String), restrictedCountries: expect.any(Array) },
      channels: ['desktop', 'mobile'],
      betLimits: {},
      thumbnail: {
        img1x: 'http://localhost:4000/images/games/generated-slot-00042@1x.webp',
        img2x: 'http://localhost:4000/images/games/generated-slot-00042@2x.webp',
        img3x: 'http://localhost:4000/images/games/generated-slot-00042@3x.webp',
      },
      gameType: 'slot',
      jackpotExist: false,
      categories: ['slots'],
    });
    // Providers cycle through the seed's casino providers.
    const seedProviders: string[] = await groq('array::unique(*[_type == "game" && type == "casino" && !(id match "generated-*")].gameProvider)');
    const generatedProviders: string[] = await groq('array::unique(*[_type == "game" && id match "generated-*"].gameProvider)');
    expect([...generatedProviders].sort()).toEqual([...seedProviders].sort());
    // The thumbnail is served.
    const image = await sandbox.app.inject({ method: 'GET', url: '/images/games/generated-slot-00042@2x.svg' });
    expect(image.statusCode).toBe(200);
    // Generated games wear their studio's artwork (drawn once per studio, not per game).
    const studio = ((await groq('*[_type == "game" && id == "generated-slot-00042"][0].subProvider.title')) as string).replace(/'/g, '&#39;');
    expect(image.body).toContain(studio);
    // Two queries, not one with a subquery: groq-js would evaluate the subquery once per document.
    const studioId = (await groq('*[_type == "game" && id == "generated-slot-00042"][0].subProvider._id')) as string;
    const sameStudio: string[] = await groq(`*[_type == "game" && id match "generated-slot-*" && subProvider._id == "${studioId}"].id`);
    expect(sameStudio.length).toBeGreaterThan(1);
    const [one, other] = await Promise.all(['generated-slot-00042', sameStudio.find((id) => id !== 'generated-slot-00042')].map((id) => sandbox.app.inject({ method: 'GET', url: `/images/games/${id}@1x.webp` })));
    expect(one!.headers['content-type']).toBe('image/webp');
    expect(one!.rawPayload.equals(other!.rawPayload)).toBe(true);
    expect((await sandbox.app.inject({ method: 'GET', url: '/images/games/generated-slot-00251@1x.svg' })).statusCode).toBe(404);

    expect((await sandbox.app.inject({ method: 'POST', url: '/__sandbox/catalogue', payload: { size: 0 } })).json()).toEqual({ size: 0, games: seedCount });
    expect(await groq('count(*[_type == "game"])')).toBe(seedCount);

    await sandbox.app.inject({ method: 'POST', url: '/__sandbox/catalogue', payload: { size: 10 } });
    await sandbox.app.inject({ method: 'POST', url: '/__sandbox/reset' });
    expect((await sandbox.app.inject({ method: 'GET', url: '/__sandbox/catalogue' })).json()).toEqual({ size: 0, games: seedCount });
    // It rasterises WebP thumbnails with sharp: seconds on a busy 2-core machine, so more than jest's 5 s
    // default; its sandbox starts inside the test, reset reseeds the ledger and the bonuses: 30 s was short, and 60 s too with e2e running beside it.
  }, 120_000);

  it('starts with catalogueSize games (SANDBOX_CATALOGUE_SIZE) and refuses a bad size', async () => {
    sandbox = await createTestSandbox({ catalogueSize: 1000 });
    expect(await groq('count(*[_type == "game" && id match "generated-*"])')).toBe(1000);
    expect(await groq('*[_type == "game" && id match "generated-*"] | order(name asc) [0...2].name')).toEqual(['Generated Slot 00001', 'Generated Slot 00002']);
    for (const payload of [{}, { size: -1 }, { size: 1.5 }, { size: 'many' }]) {
      expect((await sandbox.app.inject({ method: 'POST', url: '/__sandbox/catalogue', payload })).statusCode).toBe(400);
    }
  });
});

describe('content a journey places (POST /__sandbox/content/documents)', () => {
  let sandbox: TestSandbox;
  afterEach(() => sandbox.close());

  const groq = async (query: string) => (await sandbox.app.inject({ method: 'POST', url: '/v2025-01-01/data/query/production', payload: { query } })).json().result;
  const place = (payload: Record<string, unknown>) => sandbox.app.inject({ method: 'POST', url: '/__sandbox/content/documents', payload });

  it('serves placed documents, replaces a seed one by _id, and takes them out by id and at reset', async () => {
    sandbox = await createTestSandbox();
    const seedTitle: string = await groq('*[_type == "staticPage" && pageUrl == "/terms"][0].title');
    const staticPages: number = await groq('count(*[_type == "staticPage"])');

    const placed = await place({
      documents: [
        { _id: 'static-page-terms', _type: 'staticPage', pageId: 'terms', pageUrl: '/terms', title: 'Placed terms', body: '<p>x</p>', markets: [] },
        { _id: 'e2e-page', _type: 'staticPage', pageId: 'e2e', pageUrl: '/e2e', title: 'A new page', body: '<p>y</p>', markets: [] },
      ],
    });
    expect(placed.statusCode).toBe(201);
    expect(placed.json()).toEqual({ placed: ['static-page-terms', 'e2e-page'] });
    expect(await groq('*[_type == "staticPage" && pageUrl == "/terms"].title')).toEqual(['Placed terms']);
    expect(await groq('*[_type == "staticPage" && pageUrl == "/e2e"][0].title')).toBe('A new page');
    expect(await groq('count(*[_type == "staticPage"])')).toBe(staticPages + 1);

    expect((await sandbox.app.inject({ method: 'DELETE', url: '/__sandbox/content/documents/static-page-terms' })).statusCode).toBe(204);
    expect(await groq('*[_type == "staticPage" && pageUrl == "/terms"][0].title')).toBe(seedTitle);
    expect((await sandbox.app.inject({ method: 'DELETE', url: '/__sandbox/content/documents/static-page-terms' })).statusCode).toBe(404);

    await sandbox.app.inject({ method: 'POST', url: '/__sandbox/reset' });
    expect(await groq('*[_type == "staticPage" && pageUrl == "/e2e"][0]')).toBeNull();
    expect(await groq('count(*[_type == "staticPage"])')).toBe(staticPages);
  }, 60_000);

  it('serves what it places to its targeted player only, and refuses a body that does not fit', async () => {
    sandbox = await createTestSandbox();
    await place({ documents: [{ _id: 'e2e-secret', _type: 'staticPage', pageUrl: '/secret', title: 'Secret', targetAudience: { targetAudienceOption: 'players', targetPlayersIds: ['sandbox-anna'] } }] });
    expect(await groq('*[_type == "staticPage" && pageUrl == "/secret"][0]')).toBeNull();

    for (const payload of [{}, { documents: [] }, { documents: [{ _type: 'staticPage' }] }, { documents: [{ _id: 'x' }] }, { documents: [{ _id: 1, _type: 'banner' }] }, { documents: [], extra: true }]) {
      expect((await place(payload)).statusCode).toBe(400);
    }
  }, 60_000);
});
