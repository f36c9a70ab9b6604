import type { ContentViewer } from '@casino/shared/wire';
import type { HomeBanner } from '../api/get-home-page';
import { bannerActionOf, selectBanners } from './select-banners';

const NOW = new Date('2026-03-10T12:00:00Z');
const banner = (slug: string, fields: Partial<HomeBanner> = {}): HomeBanner => ({ _id: `banner-${slug}`, slug, title: slug, url: { anonymous: '/signup', authorised: '/deposit' }, ...fields });
const groups = (...targetGroups: NonNullable<NonNullable<HomeBanner['targetAudience']>['targetGroups']>): Partial<HomeBanner> => ({
  visibility: 'authorized',
  targetAudience: { targetAudienceOption: 'groups', targetGroups },
});

const BANNERS: Array<HomeBanner | null> = [
  banner('welcome', { visibility: 'not-authorized' }),
  banner('first-deposit', groups('DEPOSIT_COUNT_0')),
  null,
  banner('second-deposit', groups('DEPOSIT_COUNT_1')),
  banner('weekly-reload', groups('DEPOSIT_COUNT_MORE_THAN_1')),
  banner('just-ulla', { targetAudience: { targetAudienceOption: 'players', targetPlayersIds: ['sandbox-ulla'] } }),
  banner('live-casino'),
  banner('ended', { startDate: '2026-01-01T00:00:00Z', endDate: '2026-03-01T00:00:00Z' }),
  banner('untitled', { title: '' }),
];

const viewer = (authorized: boolean, playerId: string | null, totalDepositsCount: number | null): ContentViewer => ({ authorized, playerId, totalDepositsCount });
const slugs = (who: ContentViewer) => selectBanners(BANNERS, who, NOW).map((chosen) => chosen.slug);

describe('selectBanners (spec 000 §5)', () => {
  it('a visitor sees the visitors\' banner and the unlimited ones', () => {
    expect(slugs(viewer(false, null, null))).toEqual(['welcome', 'live-casino']);
  });

  it('nora (0 deposits), ulla (1) and anna (3) each see their own group\'s banner first', () => {
    expect(slugs(viewer(true, 'sandbox-nora', 0))).toEqual(['first-deposit', 'live-casino']);
    expect(slugs(viewer(true, 'sandbox-ulla', 1))).toEqual(['second-deposit', 'just-ulla', 'live-casino']);
    expect(slugs(viewer(true, 'sandbox-anna', 3))).toEqual(['weekly-reload', 'live-casino']);
  });

  it('a player whose deposit count is not known yet sees no group banner', () => {
    expect(slugs(viewer(true, 'sandbox-nora', null))).toEqual(['live-casino']);
  });

  it('copes with a missing list', () => {
    expect(selectBanners(undefined, viewer(false, null, null), NOW)).toEqual([]);
  });
});

describe('bannerActionOf', () => {
  it('leads a visitor to the anonymous url and a player to the authorised one', () => {
    expect(bannerActionOf(banner('a'), { authorized: false })).toBe('/signup');
    expect(bannerActionOf(banner('a'), { authorized: true })).toBe('/deposit');
  });

  it('is null when the content has no url for the viewer', () => {
    expect(bannerActionOf(banner('a', { url: { anonymous: '', authorised: '/deposit' } }), { authorized: false })).toBeNull();
  });
});
