import type { LaunchContext } from './launch-context';

/** A launch context for tests: a desktop player in market UN. */
export function aLaunchContext(overrides: Partial<LaunchContext> = {}): LaunchContext {
  return {
    provider: 'relax',
    gameId: 'money-train-3',
    mode: 'real',
    market: 'UN',
    languageCode: 'en',
    locale: 'en-GB',
    currency: 'EUR',
    countryCode: 'MT',
    ipAddress: '10.0.0.7',
    channel: 'desktop',
    lobbyUrl: 'https://site.test/en-UN/online-casino',
    depositUrl: 'https://site.test/en-UN/deposit',
    platformUrl: 'https://platform.test',
    ...overrides,
  };
}
