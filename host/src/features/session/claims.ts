import type { PlayerSessionClaims } from '@casino/shared/bus';
import { decodeJwt } from 'jose';

/**
 * Reads the player session claims from a session token (spec 000 §3 Player session). The token's
 * signature is the platform's business; the front end only reads it. `login_method` defaults to
 * `DEFAULT`; `multibrand` is parsed from its JSON string (null when absent or unreadable).
 *
 * @throws Error when the token is not a JWT.
 */
export function readClaims(token: string): PlayerSessionClaims & { exp?: number } {
  const payload = decodeJwt(token) as Record<string, unknown>;
  let multibrand: PlayerSessionClaims['multibrand'] = null;
  if (typeof payload.multibrand === 'string') {
    try {
      const parsed = JSON.parse(payload.multibrand) as { suspended?: unknown };
      multibrand = { suspended: parsed.suspended === true };
    } catch {
      multibrand = null;
    }
  }
  return {
    country_code: String(payload.country_code ?? ''),
    language_code: String(payload.language_code ?? ''),
    player_id: String(payload.player_id ?? ''),
    player_access_id: payload.player_access_id === undefined ? undefined : String(payload.player_access_id),
    email: String(payload.email ?? ''),
    iat: Number(payload.iat ?? 0),
    exp: payload.exp === undefined ? undefined : Number(payload.exp),
    login_method: typeof payload.login_method === 'string' && payload.login_method ? payload.login_method : 'DEFAULT',
    zendeskJwtToken: typeof payload.zendeskJwtToken === 'string' ? payload.zendeskJwtToken : undefined,
    registrationDate: typeof payload.registrationDate === 'string' ? payload.registrationDate : undefined,
    multibrand,
  };
}

/** Milliseconds until a token expires (negative when it has), or null when it has no `exp`. */
export function msUntilExpiry(token: string, now: number = Date.now()): number | null {
  const { exp } = decodeJwt(token);
  return typeof exp === 'number' ? exp * 1000 - now : null;
}
