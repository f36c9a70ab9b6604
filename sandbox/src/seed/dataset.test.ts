import { MARKETS } from '@casino/shared/market';
import { questionnaireOptionSchema, registrationPageSchema, TILE_SIZES } from '@casino/shared/wire';

import { buildDataset } from './dataset';
import { loadFixtureGames } from './fixture-games';

const publicUrl = 'http://localhost:4000';
const now = new Date('2026-03-10T12:00:00Z');
const dataset = buildDataset({ publicUrl, now });

/** The keys of shared's `ContentGame`, required and optional (spec 000 §3 Game). */
const GAME_KEYS = ['_id', '_type', 'id', 'type', 'name', 'gameProvider', 'subProvider', 'channels', 'betLimits', 'thumbnail', 'gameType', 'jackpotExist', 'categories'];

describe('seeded dataset (spec 000 §3 Content types)', () => {
  it('has one game per fixture title with exactly the ContentGame fields', () => {
    expect(dataset.games).toHaveLength(loadFixtureGames().length);
    for (const game of dataset.games) {
      const extra = game.type === 'live-casino' ? ['tableId'] : [];
      expect(Object.keys(game).sort()).toEqual([...GAME_KEYS, ...extra].sort());
      expect(game._type).toBe('game');
      expect(['casino', 'live-casino']).toContain(game.type);
      expect(game.id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(Object.keys(game.subProvider).sort()).toEqual(['_id', 'providerId', 'restrictedCountries', 'title']);
      expect(game.subProvider._id).toBe(`subprovider-${game.subProvider.providerId}`);
      expect(game.channels).toEqual(['desktop', 'mobile']);
      expect(game.thumbnail).toEqual({
        img1x: `${publicUrl}/images/games/${game.id}@1x.webp`,
        img2x: `${publicUrl}/images/games/${game.id}@2x.webp`,
        img3x: `${publicUrl}/images/games/${game.id}@3x.webp`,
      });
      expect(game.categories.length).toBeGreaterThan(0);
    }
  });

  it('gives unique ids to every document', () => {
    const ids = dataset.documents.map((document) => document._id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(new Set(dataset.games.map((game) => game.id)).size).toBe(dataset.games.length);
  });

  it('gives live games a table id and bet limits, and most slots none', () => {
    const live = dataset.games.filter((game) => game.type === 'live-casino');
    expect(live.length).toBeGreaterThan(40);
    for (const game of live) {
      expect(game.tableId).toBeTruthy();
      expect(game.betLimits).toEqual({ min: expect.any(Number), max: expect.any(Number), currency: 'EUR' });
    }
    const slots = dataset.games.filter((game) => game.gameType === 'slot');
    expect(slots.every((game) => Object.keys(game.betLimits).length === 0)).toBe(true);
  });

  it('restricts one or two sub-providers in a country', () => {
    const restricted = new Set(dataset.games.filter((game) => game.subProvider.restrictedCountries.length > 0).map((game) => game.subProvider._id));
    expect([...restricted].sort()).toEqual(['subprovider-nolimitcity', 'subprovider-spribe']);
  });

  it('puts jackpot games in jackpots, and every category a game names exists in its vertical', () => {
    const categories = new Map(dataset.categories.map((category) => [category.id, category]));
    for (const game of dataset.games) {
      for (const id of game.categories) expect(categories.get(id)?.vertical).toBe(game.type);
      expect(game.categories.includes('jackpots')).toBe(game.jackpotExist);
    }
    for (const category of dataset.categories.filter((c) => c.visibleInLobby)) {
      expect(dataset.games.some((game) => game.categories.includes(category.id))).toBe(true);
    }
  });

  it('lays out categories with known tile sizes and a mix for popular on desktop', () => {
    for (const category of dataset.categories) {
      expect(category.url).toBe(category.id);
      for (const device of ['desktop', 'tablet', 'mobile'] as const) {
        expect(category.gridColumns[device]).toBeGreaterThan(0);
        expect(category.rows[device]).toBeGreaterThan(0);
        for (const size of category.tileSizes[device]) expect(Object.keys(TILE_SIZES)).toContain(size);
      }
    }
    const popular = dataset.categories.find((category) => category.id === 'popular')!;
    expect(new Set(popular.tileSizes.desktop)).toEqual(new Set(['4x', '2xv', '2xh', '1x']));
    expect(popular.tileSizes.mobile).toEqual(['1x']);
  });

  it('references only existing categories and providers from lobbies and casino settings', () => {
    const categoryIds = new Set(dataset.categories.map((category) => category.id));
    const providerIds = new Set(dataset.providers.map((provider) => provider.id));
    const subProviderIds = new Set(dataset.subProviders.map((subProvider) => subProvider._id));
    for (const lobby of dataset.lobbies) for (const id of lobby.categories) expect(categoryIds).toContain(id);
    for (const settings of dataset.casinoSettings) {
      for (const id of settings.categories) expect(categoryIds).toContain(id);
      for (const id of settings.availableProviders) expect(providerIds).toContain(id);
      for (const id of settings.exclusionSubProviders) expect(subProviderIds).toContain(id);
    }
    for (const game of dataset.games) {
      expect(providerIds).toContain(game.gameProvider);
      expect(subProviderIds).toContain(game.subProvider._id);
    }
  });

  it('has casino settings for every enabled market, without novomatic in NL', () => {
    const enabled = MARKETS.filter((market) => market.isMarketEnabled).map((market) => market.id);
    expect(dataset.casinoSettings.map((settings) => settings.market).sort()).toEqual([...enabled].sort());
    const nl = dataset.casinoSettings.find((settings) => settings.market === 'NL')!;
    expect(nl.availableProviders).not.toContain('novomatic');
    expect(dataset.casinoSettings.find((settings) => settings.market === 'UN')!.availableProviders).toContain('novomatic');
  });

  it('marks pariplay and softswiss as aggregators', () => {
    expect(dataset.providers.filter((provider) => provider.isAggregators).map((provider) => provider.id).sort()).toEqual(['pariplay', 'softswiss']);
    expect(dataset.providers.find((provider) => provider.id === 'evolution')!.type).toBe('both');
  });

  it('seeds promotions in three categories around the clock, one with unsafe HTML', () => {
    expect(dataset.promotions.length).toBeGreaterThanOrEqual(12);
    const categories = new Set(dataset.promotionCategories.map((category) => category.slug));
    for (const promotion of dataset.promotions) expect(categories).toContain(promotion.category);
    expect(new Set(dataset.promotions.map((promotion) => promotion.category))).toEqual(new Set(['casino', 'live-casino', 'sports']));
    const running = dataset.promotions.filter((p) => new Date(p.startDate) <= now && now < new Date(p.endDate));
    expect(running.length).toBeGreaterThanOrEqual(10);
    expect(dataset.promotions.some((p) => new Date(p.endDate) < now)).toBe(true);
    expect(dataset.promotions.some((p) => new Date(p.startDate) > now)).toBe(true);
    expect(dataset.promotions.some((p) => p.body.includes('<script>') && p.body.includes('onerror='))).toBe(true);
  });

  it('has the static pages of spec 000 §2 and one for every visible footer entry with its own URL', () => {
    const urls = new Set(dataset.staticPages.map((page) => page.pageUrl));
    for (const url of ['/terms', '/cookie-policy', '/age-restrictions', '/payment-methods', '/bonus-terms', '/casino-rules', '/responsible-gambling']) {
      expect(urls).toContain(url);
    }
    for (const list of dataset.footerLists) {
      for (const entry of list.entries) if (entry.url && !entry.hidden) expect(urls).toContain(entry.url);
    }
    expect(dataset.staticPages.some((page) => page.body.includes('<script>alert(1)</script>'))).toBe(true);
    expect(dataset.footerLists.map((list) => list.listId).sort()).toEqual(['contact-us', 'information']);
    const information = dataset.footerLists.find((list) => list.listId === 'information')!;
    expect(information.entries.filter((entry) => entry.hidden)).toHaveLength(1);
    expect(information.entries.some((entry) => entry.externalUrl)).toBe(true);
  });

  it('has a payment method for each of spec 001 §3', () => {
    expect(dataset.paymentMethods.map((method) => method.name)).toEqual(['CREDITCARD', 'EUTELLER', 'MUCHBETTER', 'NETELLER', 'PAYSAFECARD', 'RAPIDTRANSFER', 'SIRU', 'SKRILL', 'TRUSTLY']);
  });

  it('is the same for the same options', () => {
    expect(buildDataset({ publicUrl, now }).documents).toEqual(dataset.documents);
  });
});

describe('the issue-15 content: sign-up pages and the EDD lists', () => {
  const dataset = buildDataset({ publicUrl: 'http://localhost:4000', now: new Date('2026-03-10T12:00:00Z') });

  it('has a registration page per served market, in the wire shape', () => {
    expect(dataset.registrationPages).toHaveLength(16);
    for (const page of dataset.registrationPages) expect(registrationPageSchema.safeParse(page).success).toBe(true);
    expect(dataset.registrationPages.find((page) => page.market === 'FI')).toMatchObject({ slug: 'signup', smsMaxAttempts: 5 });
  });

  it('lists occupations and sources of funds, each ending with Other', () => {
    const occupations = dataset.questionnaireOptions.filter((option) => option._type === 'occupation');
    expect(occupations.at(-1)).toMatchObject({ value: 'Other' });
    for (const option of dataset.questionnaireOptions) expect(questionnaireOptionSchema.safeParse(option).success).toBe(true);
    expect(dataset.questionnaireOptions.filter((option) => option._type === 'sourceOfFunds').at(-1)?.value).toBe('Other');
  });
});
