import { COOKIE_LIFETIME_SECONDS } from '../../lib/spec-constants';

/** spec 000 §7: the identity-provider token set kept in local storage under `authorization`. */
export interface TokenSet {
  idToken: string;
  accessToken: string;
  refreshToken: string;
  /** The last authenticated user. */
  user: { email: string; playerId: string };
}

/** spec 000 §7 local storage keys of the session. */
export const STORAGE_KEYS = {
  authorization: 'authorization',
  firstLogin: 'firstLogin',
  showUpdatedTnC: 'showUpdatedTnC',
} as const;

/** The cookie carrying the id token (spec 000 §7). */
export const ID_TOKEN_COOKIE = 'id_token';

/** The parent domain of a host name: `www.casino.example` → `casino.example`; none for localhost or an IP. */
export function parentDomainOf(hostname: string): string | null {
  if (hostname === 'localhost' || /^[\d.]+$/.test(hostname) || hostname.includes(':')) return null;
  const parts = hostname.split('.');
  return parts.length > 2 ? parts.slice(1).join('.') : hostname;
}

/** The Set-Cookie string for the id token: one year, parent domain, Secure, SameSite=None (spec 000 §7). */
export function idTokenCookie(token: string, hostname: string): string {
  const domain = parentDomainOf(hostname);
  return [`${ID_TOKEN_COOKIE}=${encodeURIComponent(token)}`, `Max-Age=${COOKIE_LIFETIME_SECONDS}`, 'Path=/', domain ? `Domain=${domain}` : null, 'Secure', 'SameSite=None']
    .filter(Boolean)
    .join('; ');
}

/** Reads the stored token set, or null when there is none or it is unreadable. */
export function readTokenSet(storage: Storage = localStorage): TokenSet | null {
  const raw = storage.getItem(STORAGE_KEYS.authorization);
  if (!raw) return null;
  try {
    const parsed = JSON.parse(raw) as TokenSet;
    return parsed.accessToken && parsed.refreshToken ? parsed : null;
  } catch {
    return null;
  }
}

/** Stores the token set and sets the id-token cookie. */
export function writeTokenSet(tokens: TokenSet, storage: Storage = localStorage, doc: Document = document): void {
  storage.setItem(STORAGE_KEYS.authorization, JSON.stringify(tokens));
  doc.cookie = idTokenCookie(tokens.idToken, doc.location.hostname);
}

/** Removes every stored identity entry (spec 000 §4 sign-out): the token set, the session flags and the cookie. */
export function clearIdentity(storage: Storage = localStorage, doc: Document = document): void {
  for (const key of Object.values(STORAGE_KEYS)) storage.removeItem(key);
  const domain = parentDomainOf(doc.location.hostname);
  doc.cookie = [`${ID_TOKEN_COOKIE}=`, 'Max-Age=0', 'Path=/', domain ? `Domain=${domain}` : null, 'Secure', 'SameSite=None'].filter(Boolean).join('; ');
}
