import type { PlayerProfile } from '../wire/player';

/**
 * A player profile as `GET /player/profile` answers it (spec 000 §3 Player profile), for tests: a Global-market
 * player living in Malta (`MT`, English, EUR), KYC not required, the current terms accepted and every access
 * flag on, unless `overrides` say otherwise.
 */
export function playerProfileOf(overrides: Partial<PlayerProfile> = {}): PlayerProfile {
  return {
    playerId: 'p1',
    languageCode: 'en',
    currencyCode: 'EUR',
    countryCode: 'MT',
    kycStatus: 'NOT_REQUIRED',
    termsAndConditionsAcceptedVersion: '2026-10-01',
    payout: true,
    casino: true,
    liveCasino: true,
    sports: true,
    virtualSports: true,
    bonuses: true,
    deposit: true,
    withdrawal: true,
    ...overrides,
  };
}
