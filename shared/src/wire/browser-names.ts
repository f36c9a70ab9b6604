/*
 * The names the platform's values go under in the browser (spec 000 §2, §7): a URL parameter, a cookie,
 * storage keys. Plain values, apart from the schemas of their areas (bonus.ts, sportsbook.ts), so that the
 * host's start, which needs only a name, does not build every bonus and sportsbook schema (issue 19).
 */

/** The URL query parameter that carries a bonus code (spec 000 §2, §4: kept through login). */
export const BONUS_CODE_PARAM = 'bonusCode';

/**
 * spec 000 §7: local storage keys of the wagering-requirements popup: the player's "do not show again"
 * flag, and the campaigns whose popup was seen (a JSON array of campaign ids).
 */
export const BONUS_STORAGE_KEYS = { hidePopup: 'hide_wagering_requirements_popup', campaignIds: 'campaignIds' } as const;

/**
 * The cookie that holds the sports provider's session id of the logged-in player (spec 000 §7 storage: "a
 * cookie holding the sports-provider session can be removed"): the sportsbook sets it when it gets a
 * session (path `/`, SameSite Lax, until the session expires); the host, at sign-out, unregisters that
 * session with the provider (`POST /sportsbook/widget/unregister`) and removes the cookie.
 */
export const SPORTS_PROVIDER_SESSION_COOKIE = 'sports_provider_session';
