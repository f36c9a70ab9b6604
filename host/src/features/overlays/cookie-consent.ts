import { COOKIE_CATEGORIES, type CookieCategory, type CookieConsent } from '@casino/shared/bus';

/** spec 000 §7: local storage keys of the cookie consent (options, accepted flag, consent id). */
export const CONSENT_KEYS = {
  options: 'cookieConsentOptions',
  accepted: 'cookieConsentAccepted',
  consentId: 'cookieConsentId',
} as const;

/** The stored consent, or the default (every category on, not accepted) when none is stored (spec 000 §3). */
export function readConsent(storage: Storage = localStorage): CookieConsent {
  const defaults = Object.fromEntries(COOKIE_CATEGORIES.map((category) => [category, true])) as Record<CookieCategory, boolean>;
  let categories = defaults;
  try {
    const stored = JSON.parse(storage.getItem(CONSENT_KEYS.options) ?? 'null') as Partial<Record<CookieCategory, boolean>> | null;
    if (stored) categories = { ...defaults, ...stored, essentials: true };
  } catch {
    categories = defaults;
  }
  return { categories, accepted: storage.getItem(CONSENT_KEYS.accepted) === 'true', consentId: storage.getItem(CONSENT_KEYS.consentId) };
}

/** Stores accepted choices with a consent id (made once); essentials are always on. */
export function saveConsent(categories: Record<CookieCategory, boolean>, storage: Storage = localStorage): CookieConsent {
  const consentId = storage.getItem(CONSENT_KEYS.consentId) ?? crypto.randomUUID();
  const choices = { ...categories, essentials: true };
  storage.setItem(CONSENT_KEYS.options, JSON.stringify(choices));
  storage.setItem(CONSENT_KEYS.accepted, 'true');
  storage.setItem(CONSENT_KEYS.consentId, consentId);
  return { categories: choices, accepted: true, consentId };
}
