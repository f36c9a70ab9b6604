import { REMOTE_NAMES } from '../contract/release-manifest';
import { ACCOUNT_PAGES, PAGE_IDS, SITE_AREAS, VERIFICATION_ENTRY_PARAM, isUnder, siteAreaOf, verificationPageFrom } from './site-map';

describe('the site map (spec 000 §2)', () => {
  it.each([
    ['/online-casino', 'casino'],
    ['/online-casino/play/relax/x', 'casino'],
    ['/live-casino-online/roulette', 'liveCasino'],
    ['/sportsbook/football', 'sportsbook'],
    ['/virtuals', 'virtuals'],
    ['/my-account/banking/withdraw', 'banking'],
    ['/my-account/rewards', 'rewards'],
    ['/my-account/rewards/active', 'rewards'],
    ['/my-account/bonus-code', 'bonusCode'],
    ['/my-account/rewardsx', 'account'],
    ['/my-account/account/verification', 'account'],
    ['/promotions/casino/tag/new', 'promotions'],
  ])('%s lies in the %s area', (path, area) => {
    expect(siteAreaOf(path)).toBe(area);
  });

  it('leaves the host’s own pages and look-alike paths to the host', () => {
    for (const path of ['', '/', '/terms', '/welcome', '/online-casinos', '/my-accountx']) expect(siteAreaOf(path)).toBeUndefined();
  });

  it('gives every area one path of its own, owned by a remote', () => {
    const paths = Object.values(SITE_AREAS).map((area) => area.path);
    expect(new Set(paths).size).toBe(paths.length);
    for (const area of Object.values(SITE_AREAS)) expect(REMOTE_NAMES).toContain(area.owner);
  });

  it('names the page ids of the spec on the areas they open', () => {
    expect(SITE_AREAS.casino.pageId).toBe('casino-lobby');
    expect(SITE_AREAS.virtuals.pageId).toBe(PAGE_IDS.virtuals);
  });

  it('puts the account pages under the account area, the banking ones under banking', () => {
    expect(siteAreaOf(ACCOUNT_PAGES.gamblingLimits)).toBe('account');
    expect(siteAreaOf(ACCOUNT_PAGES.bonusCode)).toBe('bonusCode');
    expect(isUnder(ACCOUNT_PAGES.rewards, SITE_AREAS.account.path)).toBe(true);
    expect(siteAreaOf(ACCOUNT_PAGES.deposit)).toBe('banking');
    expect(isUnder(ACCOUNT_PAGES.deposit, SITE_AREAS.account.path)).toBe(true);
  });

  it('sends a player to the verification page with where they came from (spec 001 §3 entry points)', () => {
    expect(verificationPageFrom('WITHDRAW')).toBe('/my-account/account/verification?entry=WITHDRAW');
    const url = new URL(verificationPageFrom('DEPOSIT_MODAL'), 'http://localhost');
    expect(url.searchParams.get(VERIFICATION_ENTRY_PARAM)).toBe('DEPOSIT_MODAL');
    expect(siteAreaOf(url.pathname)).toBe('account');
  });
});
