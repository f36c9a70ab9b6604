import type { FastifyInstance } from 'fastify';

import type { PlayerSessions } from '../auth/player-sessions';
import type { StateStore } from '../state/state-store';

/** City and region the access context reports for a country (sandbox choice: the capital). */
const PLACES: Record<string, { region: string; city: string }> = {
  MT: { region: 'Valletta', city: 'Valletta' },
  FI: { region: 'Uusimaa', city: 'Helsinki' },
  DE: { region: 'Berlin', city: 'Berlin' },
  NL: { region: 'North Holland', city: 'Amsterdam' },
  GB: { region: 'England', city: 'London' },
  SE: { region: 'Stockholm', city: 'Stockholm' },
  NO: { region: 'Oslo', city: 'Oslo' },
  CA: { region: 'ON', city: 'Toronto' },
  US: { region: 'New York', city: 'New York' },
  FR: { region: 'Île-de-France', city: 'Paris' },
};

/** Where every visitor of the sandbox appears to be when no country is restricted. */
export const DEFAULT_ACCESS_COUNTRY = 'MT';

/**
 * Player stand-ins (spec 001 §7 Player):
 * - `GET /player/access/context`: `{ restricted, countryCode, region, city, ipAddress }` (spec 000 §3
 *   Player station; restricted from the `restrictedCountry` flag, spec 000 §2 guard 2). No token needed;
 *   with a valid Bearer token of a player who has a province, `provinceCode` is added.
 * - `GET /platform/status`: `{ maintenance }` (spec 000 §2 guard 1). It stays open in maintenance, when
 *   the other platform paths answer 503.
 * - `GET /platform/features`: `{ sportsbookEnabled, sportsbookPP, germanyAsJJ }` (spec 000 §2 guard 6,
 *   §3 Market), set through `POST /__sandbox/flags { features }`. Open in maintenance too.
 */
export function registerPlayerRoutes(app: FastifyInstance, options: { store: StateStore; sessions: PlayerSessions }): void {
  app.get('/platform/status', async () => ({ maintenance: options.store.state.flags.maintenance }));

  app.get('/platform/features', async () => options.store.state.flags.features);

  app.get('/player/access/context', async (request) => {
    const restrictedCountry = options.store.state.flags.restrictedCountry;
    const countryCode = restrictedCountry ?? DEFAULT_ACCESS_COUNTRY;
    const place = PLACES[countryCode] ?? { region: '', city: '' };
    const context = { restricted: restrictedCountry !== null, countryCode, region: place.region, city: place.city, ipAddress: '127.0.0.1' };
    const player = await options.sessions.authenticate(request.headers.authorization);
    const provinceCode = player ? options.sessions.playerState(player.email).profile.provinceCode : undefined;
    return provinceCode ? { ...context, provinceCode } : context;
  });
}
