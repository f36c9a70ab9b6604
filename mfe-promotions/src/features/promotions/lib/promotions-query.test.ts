import { promotionQuery, promotionsQuery, queryParams } from './promotions-query';

const anonymous = { authorized: false, playerId: null, depositGroup: null };
const player = { authorized: true, playerId: 'p1', depositGroup: null };

describe('promotion queries (spec 000 §5 audience, §9 page size)', () => {
  it('asks for what an anonymous visitor may see, newest first, ten at a time', () => {
    expect(promotionsQuery(anonymous, {}, 0)).toBe(
      '*[_type == "promotion" && (count(markets) == 0 || $market in markets) && visibility in ["both", "not-authorized"] && (!defined(targetAudience) || targetAudience.targetAudienceOption == "none")] | order(startDate desc) [0...10] { _id, slug, title, category, tags, summary, image, startDate, endDate }',
    );
  });

  it('filters by category and tag, and slices the next page', () => {
    const query = promotionsQuery(anonymous, { category: 'casino', tag: 'free-spins' }, 9);
    expect(query).toContain('&& category == $category && $tag in tags[].slug]');
    expect(query).toContain('[9...19]');
    expect(queryParams('FI', anonymous, { category: 'casino', tag: 'free-spins' })).toEqual({ market: 'FI', category: 'casino', tag: 'free-spins' });
  });

  it('lets a logged-in player see authorised promotions and those naming them', () => {
    const query = promotionsQuery(player, {}, 0);
    expect(query).toContain('visibility in ["both", "authorized"]');
    expect(query).toContain('$playerId in targetAudience.targetPlayersIds');
    expect(query).not.toContain('"groups"');
    expect(queryParams('UN', player)).toEqual({ market: 'UN', playerId: 'p1' });
  });

  it('lets a player with a known deposit count see their group', () => {
    const depositor = { ...player, depositGroup: 'DEPOSIT_COUNT_1' as const };
    expect(promotionsQuery(depositor, {}, 0)).toContain('(targetAudience.targetAudienceOption == "groups" && $depositGroup in targetAudience.targetGroups)');
    expect(queryParams('UN', depositor)).toEqual({ market: 'UN', playerId: 'p1', depositGroup: 'DEPOSIT_COUNT_1' });
  });

  it('finds one promotion by slug under the same rules', () => {
    expect(promotionQuery(anonymous)).toMatch(/visibility in \["both", "not-authorized"\].* && slug == \$slug\]\[0\] \{ .*body/);
  });
});
