import { createTestPlatform } from '@casino/shared/testing';

import { aLaunchContext } from './launch-test-context';
import { buildPariplayPayload, buildPragmaticPayload, buildSoftswissPayload } from '@casino/shared/game';
import {
  LAUNCHES,
  buildTicketPayload,
  buildTokenPayload,
  buildYggdrasilPayload,
  launchGame,
} from './provider-launches';

/** A test http client recording each body it was sent. */
function recordingHttp(routes: Record<string, unknown>) {
  const bodies: Array<[string, unknown]> = [];
  const http = Object.fromEntries(
    Object.entries(routes).map(([key, answer]) => [
      key,
      (config: { data?: unknown }) => {
        bodies.push([key, JSON.parse(String(config.data ?? 'null'))]);
        return answer;
      },
    ]),
  );
  return { http: createTestPlatform({ http }).http, bodies };
}

describe('launch payloads per provider family (spec 001 §7 Game launch)', () => {
  it('ticket family: gameId, channel, partner 653, jurisdiction', () => {
    expect(buildTicketPayload(aLaunchContext({ market: 'CA', channel: 'mobile' }))).toEqual({ gameId: 'money-train-3', channel: 'mobile', partner: 653, jurisdiction: 'CA' });
  });

  it('token family: requireNew only for playngo, ipAddress only for creedroomz', () => {
    expect(buildTokenPayload(aLaunchContext({ provider: 'quickspin', requireNew: true }))).toEqual({ gameId: 'money-train-3' });
    expect(buildTokenPayload(aLaunchContext({ provider: 'playngo', requireNew: true }))).toEqual({ gameId: 'money-train-3', requireNew: true });
    expect(buildTokenPayload(aLaunchContext({ provider: 'playngo' }))).toEqual({ gameId: 'money-train-3' });
    expect(buildTokenPayload(aLaunchContext({ provider: 'creedroomz' }))).toEqual({ gameId: 'money-train-3', ipAddress: '10.0.0.7' });
  });

  it('yggdrasil: the game id', () => {
    expect(buildYggdrasilPayload(aLaunchContext({ provider: 'yggdrasil' }))).toEqual({ gameId: 'money-train-3' });
  });

  it('pragmatic: symbol, language, currency, platform, stylename, lobbyUrl, jurisdiction, mode', () => {
    expect(buildPragmaticPayload(aLaunchContext({ provider: 'pragmaticplay', gameId: 'vs20doghouse', mode: 'fun', channel: 'mobile', market: 'PP', currency: 'SEK' }))).toEqual({
      symbol: 'vs20doghouse',
      language: 'en',
      currency: 'SEK',
      platform: 'MOBILE',
      stylename: 'casino_site',
      lobbyUrl: 'https://site.test/en-UN/online-casino',
      jurisdiction: 'SE',
      mode: 'demo',
    });
  });

  it('pariplay: GameCode, CurrencyCode, LanguageCode, PlayerIP, CountryCode, mode', () => {
    expect(buildPariplayPayload(aLaunchContext({ provider: 'pariplay', gameId: 'PP_1' }))).toEqual({
      GameCode: 'PP_1',
      CurrencyCode: 'EUR',
      LanguageCode: 'en',
      PlayerIP: '10.0.0.7',
      CountryCode: 'MT',
      mode: 'real',
    });
  });

  it('softswiss: the current country only for real money', () => {
    const real = buildSoftswissPayload(aLaunchContext({ provider: 'softswiss', gameId: 'ss:1', countryCode: 'FI' }));
    expect(real).toEqual({
      game: 'ss:1',
      currency: 'EUR',
      locale: 'en',
      ip: '10.0.0.7',
      return_url: 'https://site.test/en-UN/online-casino',
      deposit_url: 'https://site.test/en-UN/deposit',
      jurisdiction: 'MT',
      client_type: 'desktop',
      country: 'FI',
      mode: 'real',
    });
    expect(buildSoftswissPayload(aLaunchContext({ provider: 'softswiss', mode: 'fun' }))).not.toHaveProperty('country');
  });

  it('knows every provider with a play path', () => {
    expect(Object.keys(LAUNCHES).sort()).toEqual(['creedroomz', 'evolution', 'novomatic', 'pariplay', 'playngo', 'pragmaticplay', 'quickspin', 'relax', 'softswiss', 'yggdrasil']);
  });
});

describe('launches per family', () => {
  it('relax asks for a ticket and puts it in the launcher URL', async () => {
    const { http, bodies } = recordingHttp({ 'POST /games/ticket': { ticket: 'TK' } });
    const { url } = await launchGame(http, aLaunchContext());
    expect(bodies).toEqual([['POST /games/ticket', { gameId: 'money-train-3', channel: 'web', partner: 653, jurisdiction: 'MT' }]]);
    expect(new URL(url).searchParams.get('ticket')).toBe('TK');
  });

  it('a fun launch asks the platform for nothing and plays in fun money', async () => {
    const { http, bodies } = recordingHttp({});
    const { url } = await launchGame(http, aLaunchContext({ provider: 'quickspin', mode: 'fun' }));
    expect(bodies).toEqual([]);
    expect(new URL(url).searchParams.get('moneymode')).toBe('fun');
  });

  it('quickspin, playngo and creedroomz use their token', async () => {
    const { http, bodies } = recordingHttp({ 'POST /games/token/playngo': { token: 'PNG' }, 'POST /games/token/creedroomz': { token: 'CRZ' } });
    expect(new URL((await launchGame(http, aLaunchContext({ provider: 'playngo', requireNew: true }))).url).searchParams.get('ticket')).toBe('PNG');
    expect(new URL((await launchGame(http, aLaunchContext({ provider: 'creedroomz' }))).url).searchParams.get('ticket')).toBe('CRZ');
    expect(bodies).toEqual([
      ['POST /games/token/playngo', { gameId: 'money-train-3', requireNew: true }],
      ['POST /games/token/creedroomz', { gameId: 'money-train-3', ipAddress: '10.0.0.7' }],
    ]);
  });

  it('yggdrasil launches with its session id', async () => {
    const { http } = recordingHttp({ 'POST /yggdrasil/player/auth/session': { sessionId: 'S1' } });
    expect(new URL((await launchGame(http, aLaunchContext({ provider: 'yggdrasil' }))).url).searchParams.get('ticket')).toBe('S1');
  });

  it('pragmatic, pariplay and softswiss play the URL the platform answers', async () => {
    const { http } = recordingHttp({
      'POST /games/pragmatic/game-url': { gameUrl: 'https://pp.test/game' },
      'POST /games/pariplay/context': { url: 'https://pari.test/game' },
      'POST /games/softswiss/context': { url: 'https://ss.test/game' },
    });
    expect(await launchGame(http, aLaunchContext({ provider: 'pragmaticplay' }))).toEqual({ url: 'https://pp.test/game' });
    expect(await launchGame(http, aLaunchContext({ provider: 'pariplay' }))).toEqual({ url: 'https://pari.test/game' });
    expect(await launchGame(http, aLaunchContext({ provider: 'softswiss' }))).toEqual({ url: 'https://ss.test/game' });
  });

  it('rejects a provider without a launch', async () => {
    await expect(launchGame(createTestPlatform().http, aLaunchContext({ provider: 'nope' }))).rejects.toThrow('No launch for provider nope');
  });
});
