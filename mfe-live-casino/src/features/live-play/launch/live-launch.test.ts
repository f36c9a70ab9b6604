import { buildPariplayPayload, buildPragmaticPayload, buildSoftswissPayload, jurisdictionOf } from '@casino/shared/game';
import { absoluteUrlOf, buildEvolutionDemoPayload, buildEvolutionPayload, type LiveLaunchContext } from './live-launch';

const context: LiveLaunchContext = {
  provider: 'evolution',
  gameId: 'lightning-roulette',
  tableId: 'table-lightning-roulette',
  gameType: 'roulette',
  market: 'FI',
  languageCode: 'fi',
  currency: 'EUR',
  countryCode: 'FI',
  ipAddress: '203.0.113.7',
  mode: 'real',
  channel: 'desktop',
  lobbyUrl: 'https://casino.test/fi-FI/live-casino-online',
  depositUrl: 'https://casino.test/fi-FI/deposit',
};

describe('live launch payloads (spec 001 §7 Game launch)', () => {
  it('authenticates at Evolution with the game category, table, wrapped, device, lobby URL and IP address', () => {
    expect(buildEvolutionPayload(context)).toEqual({
      gameCategory: 'roulette',
      tableId: 'table-lightning-roulette',
      wrapped: true,
      mobile: false,
      lobbyURL: 'https://casino.test/fi-FI/live-casino-online',
      ipAddress: '203.0.113.7',
    });
    expect(buildEvolutionPayload({ ...context, channel: 'mobile' }).mobile).toBe(true);
  });

  it("falls back to the games admin's table-<game id> when the content names no table", () => {
    expect(buildEvolutionPayload({ ...context, tableId: null }).tableId).toBe('table-lightning-roulette');
  });

  it('asks Evolution for a demo with currency, language and table only', () => {
    expect(buildEvolutionDemoPayload(context)).toEqual({ currency: 'EUR', language: 'fi', tableId: 'table-lightning-roulette' });
  });

  it('asks Pragmatic Play for a real game URL on the device platform', () => {
    expect(buildPragmaticPayload({ ...context, gameId: 'mega-wheel', channel: 'mobile' })).toEqual({
      symbol: 'mega-wheel',
      language: 'fi',
      currency: 'EUR',
      platform: 'MOBILE',
      stylename: 'casino_site',
      lobbyUrl: 'https://casino.test/fi-FI/live-casino-online',
      jurisdiction: 'MT',
      mode: 'real',
    });
  });

  it('asks Pariplay for a real context', () => {
    expect(buildPariplayPayload(context)).toEqual({
      GameCode: 'lightning-roulette',
      CurrencyCode: 'EUR',
      LanguageCode: 'fi',
      PlayerIP: '203.0.113.7',
      CountryCode: 'FI',
      mode: 'real',
    });
  });

  it('asks SoftSwiss for a real context naming the current country', () => {
    expect(buildSoftswissPayload({ ...context, market: 'PP', countryCode: 'SE' })).toEqual({
      game: 'lightning-roulette',
      currency: 'EUR',
      locale: 'fi',
      ip: '203.0.113.7',
      return_url: 'https://casino.test/fi-FI/live-casino-online',
      deposit_url: 'https://casino.test/fi-FI/deposit',
      jurisdiction: 'SE',
      client_type: 'desktop',
      country: 'SE',
      mode: 'real',
    });
  });

  it('maps regulated markets to their jurisdiction and the rest to Malta', () => {
    expect(['PP', 'CA', 'DE', 'NL', 'UN', 'FI'].map(jurisdictionOf)).toEqual(['SE', 'CA', 'DE', 'NL', 'MT', 'MT']);
  });

  it('resolves a launcher path against the platform and keeps an absolute URL', () => {
    expect(absoluteUrlOf('/launcher/live.html?tableId=t', 'http://localhost:4000')).toBe('http://localhost:4000/launcher/live.html?tableId=t');
    expect(absoluteUrlOf('https://live.test/x', 'http://localhost:4000')).toBe('https://live.test/x');
  });
});
