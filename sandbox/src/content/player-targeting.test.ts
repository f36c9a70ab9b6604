import { createTestSandbox, loginAs, type TestSandbox } from '../testing/test-sandbox';
import { forViewer } from './player-targeting';

describe('content for named players (issue 21 point 8)', () => {
  const vip = { _id: 'b1', slug: 'vip', targetAudience: { targetAudienceOption: 'players', targetPlayersIds: ['p-ulla', 'p-anna'] } };
  const groups = { _id: 'b2', slug: 'reload', targetAudience: { targetAudienceOption: 'groups', targetGroups: ['DEPOSIT_COUNT_1'] } };
  const everyone = { _id: 'b3', slug: 'welcome' };

  it('leaves content for named players out for everyone else, and names only the caller to them', () => {
    expect(forViewer([vip, groups, everyone], null)).toEqual([groups, everyone]);
    expect(forViewer([vip, groups, everyone], 'p-nora')).toEqual([groups, everyone]);
    expect(forViewer([vip, groups, everyone], 'p-ulla')).toEqual([{ ...vip, targetAudience: { targetAudienceOption: 'players', targetPlayersIds: ['p-ulla'] } }, groups, everyone]);
  });

  it('finds it nested, and answers null for a single document of someone else’s', () => {
    expect(forViewer({ page: { banners: [vip, everyone] } }, null)).toEqual({ page: { banners: [everyone] } });
    expect(forViewer(vip, 'p-nora')).toBeNull();
    expect(forViewer({ ...vip, targetAudience: { targetAudienceOption: 'players' } }, 'p-ulla')).toBeNull();
  });

  it('gives back an answer that names nobody as it is', () => {
    const games = [{ _id: 'g1', title: 'Book of Dead' }];
    expect(forViewer(games, null)).toBe(games);
  });

  describe('through the content endpoint', () => {
    let sandbox: TestSandbox;
    beforeAll(async () => {
      sandbox = await createTestSandbox();
    });
    afterAll(() => sandbox.close());

    const vipBanners = async (authorization?: string) => {
      const query = encodeURIComponent('*[_type == "banner" && slug == "vip-invitation" && "UN" in markets]{slug, targetAudience}');
      const response = await sandbox.app.inject({ method: 'GET', url: `/v2025-01-01/data/query/production?query=${query}`, headers: authorization ? { authorization } : {} });
      expect(response.statusCode).toBe(200);
      return response.json().result as Array<{ targetAudience: { targetPlayersIds: string[] } }>;
    };

    it('answers ulla’s invitation to ulla only, naming no one else', async () => {
      expect(await vipBanners()).toEqual([]);
      const nora = await loginAs(sandbox.app, 'nora@sandbox.test');
      expect(await vipBanners(`Bearer ${nora.accessToken}`)).toEqual([]);
      const ulla = await loginAs(sandbox.app, 'ulla@sandbox.test');
      expect(await vipBanners(`Bearer ${ulla.accessToken}`)).toEqual([{ slug: 'vip-invitation', targetAudience: { targetAudienceOption: 'players', targetPlayersIds: ['sandbox-ulla'] } }]);
      // An id token is no credential (issue 21 point 8): a visitor's answer.
      expect(await vipBanners(`Bearer ${ulla.idToken}`)).toEqual([]);
    });
  });
});
