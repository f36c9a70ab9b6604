import { SPORTS_PROVIDER_SESSION_COOKIE, type SportsUnregisterRequest } from '@casino/shared/wire';
import type { AxiosInstance } from 'axios';

/** A cookie's value, decoded, or null when the document has none of that name. */
function cookieOf(doc: Document, name: string): string | null {
  for (const part of doc.cookie.split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return decodeURIComponent(value.join('='));
  }
  return null;
}

/**
 * Ends the sports provider's session at sign-out (spec 000 §4 sign-out, §7 storage "a cookie holding the
 * sports-provider session can be removed"; spec 001 §7 "POST unregister to a sportsbook widget provider"):
 * when the sportsbook left its session in `SPORTS_PROVIDER_SESSION_COOKIE`, the cookie is removed at once
 * and `POST /sportsbook/widget/unregister { sessionId }` tells the provider, so the frame's session takes
 * no more bets. The session is identified by its id, so the call needs no access token (the host has
 * dropped it by then). A failed call is logged and changes nothing else: the provider session still ends
 * with the login it was made in.
 *
 * @returns once the call is answered (or failed); nothing is sent without the cookie.
 */
export async function endSportsProviderSession(http: AxiosInstance, doc: Document = document): Promise<void> {
  const sessionId = cookieOf(doc, SPORTS_PROVIDER_SESSION_COOKIE);
  if (!sessionId) return;
  doc.cookie = `${SPORTS_PROVIDER_SESSION_COOKIE}=; Max-Age=0; Path=/; SameSite=Lax`;
  try {
    await http.post('/sportsbook/widget/unregister', { sessionId } satisfies SportsUnregisterRequest);
  } catch (error) {
    console.warn('The sports provider session could not be unregistered', error);
  }
}
