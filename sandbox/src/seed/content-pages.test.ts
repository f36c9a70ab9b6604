import { audienceAllows, type Banner, type ContentViewer } from '@casino/shared/wire';

import { createTestSandbox, type TestSandbox } from '../testing/test-sandbox';
import { enabledMarkets } from './banners';
import { buildDataset } from './dataset';

const now = new Date('2026-03-10T12:00:00Z');
const dataset = buildDataset({ publicUrl: 'http://localhost:4000', now });

const nora: ContentViewer = { authorized: true, playerId: 'sandbox-nora', totalDepositsCount: 0 };
const ulla: ContentViewer = { authorized: true, playerId: 'sandbox-ulla', totalDepositsCount: 1 };
const anna: ContentViewer = { authorized: true, playerId: 'sandbox-anna', totalDepositsCount: 3 };
const visitor: ContentViewer = { authorized: false, playerId: null, totalDepositsCount: null };

/** The titles of a market's home banners `viewer` sees, in the home page's order. */
function titlesFor(market: string, viewer: ContentViewer): string[] {
  const home = dataset.homePages.find((page) => page.market === market)!;
  const byId = new Map(dataset.banners.map((banner) => [banner._id, banner]));
  return home.banners
    .map((ref) => byId.get(ref._ref))
    .filter((banner): banner is Banner => banner !== undefined && audienceAllows(banner, viewer, now))
    .map((banner) => banner.title);
}

describe('content pages of the seed (issue 17 points 5 and 6)', () => {
  it('gives every enabled market a home page, a VIP page, a welcome-offer promo page and a welcome landing page with WELCOME100', () => {
    for (const market of enabledMarkets()) {
      expect(dataset.homePages.filter((page) => page.market === market.id)).toHaveLength(1);
      expect(dataset.vipPages.filter((page) => page.market === market.id)).toHaveLength(1);
      expect(dataset.registrationLandingPages.some((page) => page.market === market.id && page.slug === 'welcome-offer')).toBe(true);
      expect(dataset.landingPages.find((page) => page.market === market.id && page.pageId === 'welcome')?.bonusCode).toBe('WELCOME100');
    }
  });

  it('refers only to banners and payment methods that exist, of the same market', () => {
    const banners = new Map(dataset.banners.map((banner) => [banner._id, banner]));
    const methods = new Set(dataset.paymentMethods.map((method) => method._id));
    for (const page of dataset.homePages) {
      expect(page.banners.length).toBeGreaterThan(0);
      for (const ref of page.banners) expect(banners.get(ref._ref)?.markets).toEqual([page.market]);
      expect(page.topPaymentMethods.length).toBeGreaterThan(0);
      for (const ref of page.topPaymentMethods) expect(methods.has(ref._ref)).toBe(true);
    }
  });

  it.each(['UN', 'FI'])('%s: nora (0 deposits), ulla (1), anna (3) and a visitor each see a different first banner', (market) => {
    const firsts = [visitor, nora, ulla, anna].map((viewer) => titlesFor(market, viewer)[0]);
    expect(new Set(firsts).size).toBe(4);
    for (const group of ['DEPOSIT_COUNT_0', 'DEPOSIT_COUNT_1', 'DEPOSIT_COUNT_MORE_THAN_1']) {
      expect(dataset.banners.some((banner) => banner.markets.includes(market) && banner.targetAudience?.targetGroups?.includes(group as never))).toBe(true);
    }
  });

  it('UN: the ended and the future banner are shown to no one; the players-list one only to ulla', () => {
    for (const viewer of [visitor, nora, ulla, anna]) {
      expect(titlesFor('UN', viewer)).not.toContain('Summer splash (ended)');
      expect(titlesFor('UN', viewer)).not.toContain('Winter wonders (coming soon)');
    }
    expect([visitor, nora, ulla, anna].map((viewer) => titlesFor('UN', viewer).includes('A personal invitation to iClub'))).toEqual([false, false, true, false]);
  });

  it('has a banner with HTML in its text fields and one with only the required fields', () => {
    expect(dataset.banners.some((banner) => /<script/.test(banner.description ?? ''))).toBe(true);
    expect(dataset.banners.some((banner) => !banner.images && !banner.button && !banner.greeting && !banner.startDate)).toBe(true);
  });

  it('gives all promotions terms but one, the welcome bonus\'s with a script to sanitise', () => {
    expect(dataset.promotions.filter((promotion) => !promotion.terms).map((promotion) => promotion.slug)).toEqual(['monday-reload']);
    expect(dataset.promotions.find((promotion) => promotion.slug === 'welcome-bonus')?.terms).toMatch(/<script>/);
  });
});

describe('content pages through GROQ (the queries the site sends)', () => {
  let sandbox: TestSandbox;
  beforeAll(async () => {
    sandbox = await createTestSandbox();
  });
  afterAll(() => sandbox.close());

  const groq = async (query: string, params: Record<string, unknown> = {}) => {
    const search = new URLSearchParams({ query });
    for (const [name, value] of Object.entries(params)) search.set(`$${name}`, JSON.stringify(value));
    const answer = await sandbox.app.inject({ method: 'GET', url: `/v2025-01-01/data/query/production?${search}` });
    expect(answer.statusCode).toBe(200);
    return answer.json().result;
  };

  it('answers a market\'s home page with its banners and payment methods dereferenced', async () => {
    const home = await groq(
      '*[_type == "homePage" && market == $market][0]{ market, "banners": banners[]->{ _id, title, targetAudience }, "topPaymentMethods": topPaymentMethods[]->{ name, image, altTag }, verticals, faceliftBanners }',
      { market: 'UN' },
    );
    expect(home.market).toBe('UN');
    expect(home.banners.map((banner: { _id: string }) => banner._id)).toContain('banner-un-first-deposit');
    expect(home.topPaymentMethods[0]).toEqual({ name: expect.any(String), image: expect.stringMatching(/^http:\/\/localhost:4000\/images\/payment-methods\//), altTag: expect.any(String) });
    expect(home.verticals.map((tile: { id: string }) => tile.id)).toEqual(['casino', 'liveCasino', 'sportsbook', 'promotions']);
  });

  it('falls back to the Global market\'s page where a market has none (the order the site queries with)', async () => {
    const query = '*[_type == "homePage" && market in [$market, "UN"]] | order(select(market == $market => 0, 1) asc)[0]{ market }';
    expect(await groq(query, { market: 'FI' })).toEqual({ market: 'FI' });
    expect(await groq(query, { market: 'MT' })).toEqual({ market: 'UN' });
  });

  it('answers a landing page by id and market, and null for a missing one', async () => {
    const query = '*[_type == "landingPage" && market == $market && pageId == $id][0]{ title, bonusCode }';
    expect(await groq(query, { market: 'FI', id: 'welcome' })).toEqual({ title: 'Tervetuliaisbonus 100 %', bonusCode: 'WELCOME100' });
    expect(await groq(query, { market: 'UN', id: 'no-such-page' })).toBeNull();
  });

  it('draws the pictures the pages name', async () => {
    const home = dataset.homePages.find((page) => page.market === 'UN')!;
    for (const url of [home.verticals[0]!.image!, home.faceliftBanners[0]!.image!, dataset.banners.find((banner) => banner._id === 'banner-un-welcome')!.images!.mobile]) {
      const answer = await sandbox.app.inject({ method: 'GET', url: url.replace('http://localhost:4000', '') });
      expect(answer.statusCode).toBe(200);
      expect(answer.headers['content-type']).toMatch(/image\/svg/);
    }
  });
});
