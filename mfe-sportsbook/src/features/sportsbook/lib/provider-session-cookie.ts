import { SPORTS_PROVIDER_SESSION_COOKIE, type SportsProviderSession } from '@casino/shared/wire';

/** The provider session id the browser holds (`SPORTS_PROVIDER_SESSION_COOKIE`), or null. */
export function readProviderSessionCookie(doc: Document = document): string | null {
  for (const part of doc.cookie.split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === SPORTS_PROVIDER_SESSION_COOKIE) return decodeURIComponent(value.join('=')) || null;
  }
  return null;
}

/**
 * Keeps the provider session id in `SPORTS_PROVIDER_SESSION_COOKIE` (spec 000 §7 storage) until the session
 * expires: the next iframe context request names it (`X-Sportsbook-Session`) so the provider keeps it, and
 * the host unregisters it and removes the cookie at sign-out. Path `/`, SameSite Lax, Secure on https.
 *
 * @param now the clock, ms.
 */
export function writeProviderSessionCookie(session: SportsProviderSession, doc: Document = document, now = Date.now()): void {
  const maxAge = Math.max(0, Math.floor((Date.parse(session.expiresAt) - now) / 1000));
  const secure = doc.location?.protocol === 'https:' ? '; Secure' : '';
  doc.cookie = `${SPORTS_PROVIDER_SESSION_COOKIE}=${encodeURIComponent(session.sessionId)}; Max-Age=${maxAge}; Path=/; SameSite=Lax${secure}`;
}
