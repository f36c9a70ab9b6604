import { localePath } from '@casino/shared/market';
import { REDIRECT_PARAM, SHELL_PAGES, SITE_AREAS, isUnder } from '@casino/shared/site-map';
import { BONUS_CODE_PARAM } from '@casino/shared/wire';

/**
 * A redirect target as a path on this site, resolved as the browser will resolve it (dot segments,
 * `%2e%2e`), or null when it is not one: it must start with a single `/` and still do so once resolved.
 * Absolute (`https://…`), protocol-relative (`//evil.example`, or `/en-UN/..//evil.example` that
 * resolves to it), backslash tricks, control characters and `javascript:` are refused (issue 21 point 8).
 *
 * @returns the resolved path with its query and fragment, e.g. `/en-UN/my-account`.
 */
export function sitePathOf(target: string | null | undefined): string | null {
  if (!target) return null;
  if (!target.startsWith('/') || target.startsWith('//') || target.startsWith('/\\')) return null;
  // Control characters (tab, newline) are dropped by URL parsers and can hide a second slash.
  if ([...target].some((char) => char.charCodeAt(0) < 0x20)) return null;
  try {
    const url = new URL(target, 'http://site.invalid');
    const resolved = `${url.pathname}${url.search}${url.hash}`;
    if (url.origin !== 'http://site.invalid' || resolved.startsWith('//') || resolved.startsWith('/\\')) return null;
    return resolved;
  } catch {
    return null;
  }
}

/** Whether a redirect target is a path on this site (`sitePathOf` gives it resolved). */
export function isSitePath(target: string | null | undefined): target is string {
  return sitePathOf(target) !== null;
}

/** The default path after login (spec 000 §2): the home page of the locale. */
export const DEFAULT_AFTER_LOGIN = '/';

/**
 * Where to go after login (spec 000 §2 last paragraph): the stored redirect page, or the default
 * path, prefixed with language and market; a `bonusCode` query parameter of the current URL is kept.
 *
 * @param stored the stored redirect: a site path, with or without the locale segment.
 * @param segment the current `lang-MARKET` segment.
 * @param currentSearch the current URL's query string, for `bonusCode`.
 */
export function afterLoginTarget(stored: string | null | undefined, segment: string, currentSearch = ''): string {
  const base = sitePathOf(stored) ?? DEFAULT_AFTER_LOGIN;
  const withSegment = /^\/[a-z]{2}-[A-Z]{2}(\/|$|\?)/.test(base) ? base : localePath(segment, base);
  const bonusCode = new URLSearchParams(currentSearch).get(BONUS_CODE_PARAM);
  if (!bonusCode) return withSegment;
  const url = new URL(withSegment, 'http://site.invalid');
  url.searchParams.set(BONUS_CODE_PARAM, bonusCode);
  return `${url.pathname}${url.search}${url.hash}`;
}

/**
 * The redirect a login at `current` stores (issue 18 point 2): on the access-error page, the page the visitor
 * was kept from (its `from` state, query included), whoever opened the login (the header, the page's own
 * button, a remote's prompt); elsewhere `requested`, what the opener asked for.
 *
 * @param requested the opener's `redirectTo`, or null.
 * @param current the current location (`pathname` with the locale segment, router `state`).
 * @param segment the current `lang-MARKET` segment.
 */
export function loginRedirectOf(requested: string | null, current: { pathname: string; state?: unknown }, segment: string): string | null {
  const from = (current.state as { from?: unknown } | null | undefined)?.from;
  const onAccessError = current.pathname === localePath(segment, SHELL_PAGES.unauthorized);
  return onAccessError && typeof from === 'string' && isSitePath(from) ? from : requested;
}

/**
 * The sign-up address for a visitor at `current` (spec 000 §2): `/{segment}/signup` with the page they
 * are on as `redirect`, so the sign-up lands there once the new player is logged in. The home page
 * needs none (it is the default), and a visitor already in the sign-up, the password reset or on
 * `/welcome` keeps the redirect they have. A `bonusCode` of the current URL is kept there too (spec 000 §2:
 * it survives login, and sign-up ends in a login), so the new player is offered it.
 */
export function signupPath(segment: string, current: { pathname: string; search: string }): string {
  const signup = localePath(segment, SITE_AREAS.signup.path);
  const sitePath = current.pathname.slice(segment.length + 1) || '/';
  const params = new URLSearchParams(current.search);
  const bonusCode = params.get(BONUS_CODE_PARAM);
  const withCode = (query: Record<string, string>) => {
    const search = new URLSearchParams({ ...query, ...(bonusCode ? { [BONUS_CODE_PARAM]: bonusCode } : {}) }).toString();
    return search ? `${signup}?${search}` : signup;
  };
  if (isUnder(sitePath, SITE_AREAS.signup.path) || isUnder(sitePath, SITE_AREAS.resetPassword.path) || sitePath === SHELL_PAGES.welcome) {
    const kept = params.get(REDIRECT_PARAM);
    return withCode(kept && isSitePath(kept) ? { [REDIRECT_PARAM]: kept } : {});
  }
  if (sitePath === '/') return withCode({});
  return `${signup}?${new URLSearchParams({ [REDIRECT_PARAM]: `${current.pathname}${current.search}` })}`;
}
