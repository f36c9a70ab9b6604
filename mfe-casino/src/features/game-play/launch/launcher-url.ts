import { playerProtectionOf } from '@casino/shared/market';
import { PARTNER_ID } from '@casino/shared/platform';
import { jurisdictionOf } from '@casino/shared/game';
import type { LaunchContext } from './launch-context';

/**
 * Where the relax-type launcher is served from, by market and provider (spec 001 §7 "host chosen by
 * market and provider ... a proxy is used for certain providers in SE and CA"). Sweden is market PP.
 *
 * The choice: the platform serves the launcher itself (`<platform>/launcher/launcher.html`); in
 * Sweden and Canada the providers whose servers must see a local entry point (quickspin, playngo,
 * yggdrasil) go through the platform's proxy path (`<platform>/proxy/launcher/launcher.html`). The
 * proxy is a path on the platform, not another host, so the frame keeps the launcher origin that
 * `GET /games/launcher-origins` names and its messages stay trusted.
 */
export const LAUNCHER_PROXY_ROUTES: ReadonlyArray<{ markets: readonly string[]; providers: readonly string[]; path: string }> = [
  { markets: ['PP', 'CA'], providers: ['quickspin', 'playngo', 'yggdrasil'], path: '/proxy' },
];

/** The launcher's base (no trailing slash) for a market and provider. */
export function launcherHostOf(platformUrl: string, market: string, provider: string): string {
  const base = platformUrl.replace(/\/+$/, '');
  const route = LAUNCHER_PROXY_ROUTES.find((entry) => entry.markets.includes(market) && entry.providers.includes(provider));
  return route ? `${base}${route.path}` : base;
}

/**
 * The relax-type launcher URL (spec 001 §7): `launcher.html` with every query parameter, in this
 * order: lang, channel, jurisdiction, ticket, partnerid, moneymode (real or fun), gameid, partner,
 * homeurl, fullscreen. A fun launch has an empty ticket. `partnerid` is the platform's partner id
 * (653); `partner` names the provider the launcher hands the game to. Where the market forbids autoplay
 * (issue 16 §5, the market table's `autoplayAllowed`: Germany) `autoplay=false` follows, so the game offers
 * none; elsewhere the parameter is left out.
 */
export function buildLauncherUrl(context: LaunchContext, ticket: string): string {
  const query = new URLSearchParams({
    lang: context.languageCode,
    channel: context.channel === 'mobile' ? 'mobile' : 'web',
    jurisdiction: jurisdictionOf(context.market),
    ticket: context.mode === 'real' ? ticket : '',
    partnerid: String(PARTNER_ID),
    moneymode: context.mode === 'real' ? 'real' : 'fun',
    gameid: context.gameId,
    partner: context.provider,
    homeurl: context.lobbyUrl,
    fullscreen: 'false',
  });
  if (!playerProtectionOf(context.market).autoplayAllowed) query.set('autoplay', 'false');
  return `${launcherHostOf(context.platformUrl, context.market, context.provider)}/launcher/launcher.html?${query.toString()}`;
}
