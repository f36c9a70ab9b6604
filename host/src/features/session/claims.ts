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

/**
 * Milliseconds until a token's lifetime ends, for scheduling its refresh. A token that arrived at
 * `receivedAt` (this browser's clock) lives `exp − iat` from then: counted on the browser's own clock,
 * so a browser clock ahead of the platform's does not find every fresh token already expired (and
 * refresh in a loop), nor one behind it refresh too late. Without `receivedAt` (a stored token) or
 * `iat`, it is `exp` against `now`, as {@link msUntilExpiry}. Null when the token has no `exp`.
 */
export function msUntilRefreshDue(token: string, now: number, receivedAt: number | null): number | null {
  const { exp, iat } = decodeJwt(token);
  if (typeof exp !== 'number') return null;
  if (receivedAt !== null && typeof iat === 'number' && exp > iat) return (exp - iat) * 1000 - (now - receivedAt);
  return exp * 1000 - now;
}
