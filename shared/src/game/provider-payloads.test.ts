import { MARKETS, playerProtectionOf } from '../markets/markets';
import { buildPariplayPayload, buildPragmaticPayload, buildSoftswissPayload, type ProviderLaunchContext } from './provider-payloads';

const context = (market: string): ProviderLaunchContext => ({
  gameId: 'book-of-dead',
  mode: 'real',
  market,
  languageCode: 'de',
  currency: 'EUR',
  countryCode: 'DE',
  ipAddress: '127.0.0.1',
  channel: 'desktop',
  lobbyUrl: 'http://localhost:3000/de-DE/online-casino',
  depositUrl: 'http://localhost:3000/de-DE/deposit',
});

const builders = [
  ['pragmatic', buildPragmaticPayload],
  ['pariplay', buildPariplayPayload],
  ['softswiss', buildSoftswissPayload],
] as const;

describe('launch payloads and the market rule autoplayAllowed (issue 16 §5)', () => {
  it.each(builders)('%s: a German launch says autoplay off', (_name, build) => {
    expect(build(context('DE'))).toMatchObject({ autoplay: false });
  });

  it.each(MARKETS.flatMap((market) => builders.map(([name, build]) => [market.id, name, build] as const)))(
    '%s %s: autoplay off exactly where the market table forbids it',
    (market, _name, build) => {
      const payload: Record<string, unknown> = build(context(market));
      if (playerProtectionOf(market).autoplayAllowed) expect(payload).not.toHaveProperty('autoplay');
      else expect(payload.autoplay).toBe(false);
    },
  );
});
