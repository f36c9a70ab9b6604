import { MARKETS, playerProtectionOf } from '@casino/shared/market';
import { aLaunchContext } from './launch-test-context';
import { buildLauncherUrl, launcherHostOf } from './launcher-url';

describe('the relax-type launcher URL (spec 001 §7)', () => {
  it('carries every query parameter, in order, for a real launch', () => {
    const url = new URL(buildLauncherUrl(aLaunchContext(), 'T-123'));
    expect(`${url.origin}${url.pathname}`).toBe('https://platform.test/launcher/launcher.html');
    expect([...url.searchParams.entries()]).toEqual([
      ['lang', 'en'],
      ['channel', 'web'],
      ['jurisdiction', 'MT'],
      ['ticket', 'T-123'],
      ['partnerid', '653'],
      ['moneymode', 'real'],
      ['gameid', 'money-train-3'],
      ['partner', 'relax'],
      ['homeurl', 'https://site.test/en-UN/online-casino'],
      ['fullscreen', 'false'],
    ]);
  });

  it('plays for fun without a ticket, on the mobile channel of a phone', () => {
    const url = new URL(buildLauncherUrl(aLaunchContext({ mode: 'fun', channel: 'mobile', languageCode: 'fi', market: 'FI' }), 'ignored'));
    expect(url.searchParams.get('moneymode')).toBe('fun');
    expect(url.searchParams.get('ticket')).toBe('');
    expect(url.searchParams.get('channel')).toBe('mobile');
    expect(url.searchParams.get('lang')).toBe('fi');
  });

  it('uses the platform as the launcher host by default', () => {
    expect(launcherHostOf('https://platform.test/', 'UN', 'quickspin')).toBe('https://platform.test');
    expect(launcherHostOf('https://platform.test', 'PP', 'relax')).toBe('https://platform.test');
    expect(launcherHostOf('https://platform.test', 'DE', 'playngo')).toBe('https://platform.test');
  });

  it('goes through the proxy for quickspin, playngo and yggdrasil in Sweden (PP) and Canada', () => {
    expect(launcherHostOf('https://platform.test', 'PP', 'quickspin')).toBe('https://platform.test/proxy');
    expect(launcherHostOf('https://platform.test', 'CA', 'playngo')).toBe('https://platform.test/proxy');
    expect(launcherHostOf('https://platform.test', 'CA', 'yggdrasil')).toBe('https://platform.test/proxy');
    const url = new URL(buildLauncherUrl(aLaunchContext({ market: 'PP', provider: 'quickspin' }), 'T'));
    expect(url.pathname).toBe('/proxy/launcher/launcher.html');
    expect(url.searchParams.get('jurisdiction')).toBe('SE');
    expect(url.searchParams.get('partner')).toBe('quickspin');
  });

  it('says autoplay=false after every other parameter in Germany, whose rules forbid autoplay (issue 16 §5)', () => {
    const url = new URL(buildLauncherUrl(aLaunchContext({ market: 'DE', languageCode: 'de' }), 'T'));
    expect([...url.searchParams.keys()].slice(-2)).toEqual(['fullscreen', 'autoplay']);
    expect(url.searchParams.get('autoplay')).toBe('false');
  });

  it.each(MARKETS.map((market) => [market.id, playerProtectionOf(market.id).autoplayAllowed] as const))('market %s: autoplay allowed %s, the URL agrees', (market, allowed) => {
    const url = new URL(buildLauncherUrl(aLaunchContext({ market }), 'T'));
    expect(url.searchParams.get('autoplay')).toBe(allowed ? null : 'false');
  });
});
